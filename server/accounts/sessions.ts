import { and, eq, gt, isNull, lte, ne } from 'drizzle-orm';
import type { Database } from '../db/database';
import { type SessionRow, sessions, type UserRow, users } from '../db/schema';
import type { SharedRedis } from '../shared/redis';
import { RedisSessions } from './redis-sessions';
import { hashSessionToken, newSessionToken } from './tokens';

export type SessionSettings = {
  /** How long a token lives after it is issued. */
  tokenTtlMs: number;
  /** How long a token stays valid after a sliding renewal replaced it (requests already in flight). */
  renewGraceMs: number;
};

export const DEFAULT_SESSION_SETTINGS: SessionSettings = {
  tokenTtlMs: 7 * 24 * 60 * 60 * 1000,
  renewGraceMs: 60 * 1000,
};

/**
 * Where the sessions of an app's database live: rows of the database (the default), or, once
 * `keepSessionsInRedis` was called for it (REDIS_URL), the shared Redis (redis-sessions.ts). Chosen per
 * database so that every caller keeps passing `db` as before, whichever the store.
 */
const redisStores = new WeakMap<Database, RedisSessions>();

export function keepSessionsInRedis(db: Database, redis: SharedRedis): void {
  redisStores.set(db, new RedisSessions(redis));
}

/** Issues a token for the user; only its hash is stored. */
export async function createSession(
  db: Database,
  userId: string,
  settings: SessionSettings,
  now = new Date(),
): Promise<string> {
  const token = newSessionToken();
  const inRedis = redisStores.get(db);
  if (inRedis) {
    await inRedis.create(hashSessionToken(token), userId, now, settings.tokenTtlMs);
    return token;
  }
  await db.insert(sessions).values({
    tokenHash: hashSessionToken(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + settings.tokenTtlMs),
  });
  return token;
}

/** The live session of a token and its user, or null when the token is unknown or expired. */
export async function resolveSession(
  db: Database,
  token: string,
  now = new Date(),
): Promise<{ session: SessionRow; user: UserRow } | null> {
  const inRedis = redisStores.get(db);
  if (inRedis) {
    const session = await inRedis.find(hashSessionToken(token), now);
    if (!session) return null;
    const [user] = await db.select().from(users).where(eq(users.id, session.userId));
    return user ? { session, user } : null;
  }
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashSessionToken(token)), gt(sessions.expiresAt, now)));
  return row ?? null;
}

/**
 * Sliding renewal: a token past half its life is replaced by a new one, so an active user is never logged
 * out while an idle one is. The old token keeps working for the grace period, then expires. The
 * conditional update makes concurrent requests with the same old token renew it once, not once each.
 */
export async function renewIfDue(
  db: Database,
  session: SessionRow,
  settings: SessionSettings,
  now = new Date(),
): Promise<string | null> {
  const age = now.getTime() - session.createdAt.getTime();
  if (session.replacedAt || age < settings.tokenTtlMs / 2) return null;
  const graceEnd = new Date(Math.min(session.expiresAt.getTime(), now.getTime() + settings.renewGraceMs));
  const inRedis = redisStores.get(db);
  if (inRedis) {
    if (!(await inRedis.claimRenewal(session.tokenHash, now, graceEnd))) return null;
    return createSession(db, session.userId, settings, now);
  }
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(sessions)
      .set({ replacedAt: now, expiresAt: graceEnd })
      .where(and(eq(sessions.id, session.id), isNull(sessions.replacedAt)))
      .returning({ id: sessions.id });
    if (claimed.length === 0) return null;
    return createSession(tx, session.userId, settings, now);
  });
}

export async function deleteSessionByToken(db: Database, token: string): Promise<void> {
  const inRedis = redisStores.get(db);
  if (inRedis) return inRedis.delete(hashSessionToken(token));
  await db.delete(sessions).where(eq(sessions.tokenHash, hashSessionToken(token)));
}

/** After a password change: every other device must log in again with the new password. */
export async function deleteOtherSessions(
  db: Database,
  userId: string,
  keepSessionId: string,
): Promise<void> {
  const inRedis = redisStores.get(db);
  if (inRedis) return inRedis.deleteOthers(userId, keepSessionId);
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
}

/** Housekeeping at each login, so that a user's dead sessions do not pile up. */
export async function deleteExpiredSessions(db: Database, userId: string, now = new Date()): Promise<void> {
  const inRedis = redisStores.get(db);
  if (inRedis) return inRedis.forgetExpired(userId);
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, now)));
}
