import { eq, sql } from 'drizzle-orm';
import type { UserInfo } from '../../src/core/api/user';
import { ResponseCode } from '../../src/core/envelope';
import { abilitiesOf, type PermissionFields, SELF_REGISTERED_PERMISSIONS } from '../../src/core/permissions';
import type { Database } from '../db/database';
import { type UserRow, users } from '../db/schema';
import { AppError } from '../http/app-error';
import { isUniqueViolation } from './errors';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';

/** Everything needed to create an account; what is left out takes the column defaults. */
export type NewAccount = {
  userName: string;
  password: string;
  name?: string | null;
  email?: string | null;
  cellphone?: string | null;
  isCompany?: number;
  /** YYYY-MM-DD */
  birthday?: string | null;
  eduQuali?: string | null;
  sex?: string | null;
  bindPhoneStatus?: number;
  /** 1 forces the user to choose a new password after the next login. */
  resetPswStatus?: number;
  transferSurveyButton?: number;
  /** Defaults to a self-registered designer's rights. */
  permissions?: Partial<PermissionFields>;
};

/** A user as the routes see it: never the password hash. */
export type AccountUser = Omit<UserRow, 'passwordHash'>;

/**
 * Creates an account and returns what the client would see of it. A name that differs from an existing one
 * only in case is the same name: 409 with a message that says so.
 */
export async function createUser(db: Database, account: NewAccount): Promise<UserInfo> {
  const { password, permissions, ...fields } = account;
  const userName = account.userName.trim();
  if (await findUserByName(db, userName)) throw userNameTaken(userName);
  try {
    const [row] = await db
      .insert(users)
      .values({
        ...fields,
        userName,
        passwordHash: await hashPassword(password),
        ...SELF_REGISTERED_PERMISSIONS,
        ...permissions,
      })
      .returning();
    return toUserInfo(row!);
  } catch (error) {
    // Two registrations of one name at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw userNameTaken(userName);
    throw error;
  }
}

function userNameTaken(userName: string): AppError {
  return new AppError(
    ResponseCode.conflict,
    'server.auth.userNameTaken',
    { userName },
    {
      field: 'userName',
      reason: 'server.auth.userNameTaken',
    },
  );
}

export async function findUserByName(db: Database, userName: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.userName}) = lower(${userName.trim()})`);
  return row;
}

export async function findUserById(db: Database, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

/**
 * The user whose name and password match, or null. Unknown names cost the same argon2 work as wrong
 * passwords, so timing does not reveal which names exist.
 */
export async function authenticate(
  db: Database,
  userName: string,
  password: string,
): Promise<UserRow | null> {
  const user = await findUserByName(db, userName);
  if (!user) return verifyAgainstDummy(password).then(() => null);
  return (await verifyPassword(user.passwordHash, password)) ? user : null;
}

export async function recordLogin(db: Database, userId: string, at: Date): Promise<UserRow> {
  const [row] = await db.update(users).set({ lastLoginTime: at }).where(eq(users.id, userId)).returning();
  return row!;
}

/** Sets a new password; choosing one also clears the forced-reset flag. */
export async function setPassword(db: Database, userId: string, password: string): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), resetPswStatus: 0, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}

/** The shape of spec 1 §3 "User session", with the abilities the permission rules derive from it. */
export function toUserInfo(user: AccountUser): UserInfo {
  return {
    userId: user.id,
    userName: user.userName,
    name: user.name,
    email: user.email,
    cellphone: user.cellphone,
    isCompany: user.isCompany,
    birthday: user.birthday,
    eduQuali: user.eduQuali,
    sex: user.sex,
    lastLoginTime: user.lastLoginTime?.toISOString() ?? null,
    bindPhoneStatus: user.bindPhoneStatus,
    resetPswStatus: user.resetPswStatus,
    transferSurveyButton: user.transferSurveyButton,
    qgType: user.qgType,
    pmType: user.pmType,
    pmEdit: user.pmEdit,
    pmRelease: user.pmRelease,
    pmData: user.pmData,
    reEdit: user.reEdit,
    reRelease: user.reRelease,
    reData: user.reData,
    abilities: abilitiesOf(user),
  };
}
