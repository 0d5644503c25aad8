import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { PermissionFields } from '../../src/core/permissions';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { AppError } from '../http/app-error';
import { verifyPassword } from './passwords';
import { createUser, findUserByName, setPassword } from './service';
import { deleteOtherSessions } from './sessions';

export const DEMO_USER_NAME = 'demo';

/** Role 1 with full edit, release and data rights (spec 1 §6), so that every screen can be tried. */
export const DEMO_PERMISSIONS: PermissionFields = {
  qgType: 1,
  pmType: 1,
  pmEdit: 1,
  pmRelease: 2,
  pmData: 2,
  reEdit: 1,
  reRelease: 2,
  reData: 2,
};

export type DemoAccount = { userName: string; password: string };

export function demoPasswordFile(dataDir: string): string {
  return join(dataDir, 'demo-password.txt');
}

/**
 * Makes sure the demo designer exists, has full rights and has the password that start-up prints: the one
 * given (WENDA_DEMO_PASSWORD), else the one kept in the data directory, else a new one kept there. If the
 * password was changed through the app it is set back, so the printed credentials always work.
 */
export async function ensureDemoAccount(
  db: Database,
  options: { dataDir: string; password?: string },
): Promise<DemoAccount> {
  const password = options.password || readOrCreateStoredPassword(options.dataDir);
  let user = await findUserByName(db, DEMO_USER_NAME);
  if (!user) {
    try {
      await createUser(db, {
        userName: DEMO_USER_NAME,
        password,
        name: 'Demo',
        permissions: DEMO_PERMISSIONS,
      });
      return { userName: DEMO_USER_NAME, password };
    } catch (error) {
      // Another node created it at the same moment: continue as if it had been there.
      if (!(error instanceof AppError && error.statusCode === 409)) throw error;
      user = await findUserByName(db, DEMO_USER_NAME);
      if (!user) throw error;
    }
  }
  if (!(await verifyPassword(user.passwordHash, password))) await setPassword(db, user.id, password);
  await db.update(users).set(DEMO_PERMISSIONS).where(eq(users.id, user.id));
  return { userName: user.userName, password };
}

/**
 * Outside demo mode: a demo account an earlier demo start left behind stops opening with the password that
 * start printed (given, or kept in the data directory). Its password becomes one nobody knows and its
 * sessions end. An account named "demo" whose password is not the demo one is someone's own: untouched.
 */
export async function closeDemoLogin(
  db: Database,
  options: { dataDir: string; password?: string },
): Promise<void> {
  const file = demoPasswordFile(options.dataDir);
  const printed = options.password || (existsSync(file) ? readFileSync(file, 'utf8').trim() : '');
  if (!printed) return;
  const user = await findUserByName(db, DEMO_USER_NAME);
  if (!user || !(await verifyPassword(user.passwordHash, printed))) return;
  await setPassword(db, user.id, generatePassword());
  // Every session: no session has this id, so "all but this one" is all of them.
  await deleteOtherSessions(db, user.id, NO_SESSION);
}

const NO_SESSION = '00000000-0000-0000-0000-000000000000';

function readOrCreateStoredPassword(dataDir: string): string {
  const file = demoPasswordFile(dataDir);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored) return stored;
  }
  const password = generatePassword();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  // `mode` only applies when the file is created; an existing empty file keeps its mode otherwise.
  chmodSync(file, 0o600);
  return password;
}

/** 16 URL-safe characters, with a letter and a digit so that it also passes the new-password rules. */
function generatePassword(): string {
  for (;;) {
    const candidate = randomBytes(12).toString('base64url');
    if (/[A-Za-z]/.test(candidate) && /\d/.test(candidate)) return candidate;
  }
}
