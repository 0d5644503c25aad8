import { randomInt } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ACCESS_CODE_ALPHABET,
  ACCESS_CODE_LENGTH,
  INTERVIEWER_TOKEN_HEADER,
} from '../../src/core/api/interviewers';
import { ResponseCode } from '../../src/core/envelope';
import type { SessionSettings } from '../accounts/sessions';
import { hashSessionToken, newSessionToken } from '../accounts/tokens';
import type { Database } from '../db/database';
import { type InterviewerRow, interviewerSessions, interviewers } from '../db/schema';
import { AppError } from '../http/app-error';

/**
 * Interviewer tokens: the designer sessions' rules (server/accounts/sessions.ts: random, stored hashed, a
 * lifetime with sliding renewal past half of it, a short grace for the replaced token), in a table of their
 * own, so a token of one kind never opens the other's calls.
 */
export async function createInterviewerSession(
  db: Pick<Database, 'insert' | 'delete'>,
  interviewerId: string,
  settings: SessionSettings,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + settings.tokenTtlMs);
  await db
    .delete(interviewerSessions)
    .where(
      and(eq(interviewerSessions.interviewerId, interviewerId), lte(interviewerSessions.expiresAt, now)),
    );
  await db
    .insert(interviewerSessions)
    .values({ tokenHash: hashSessionToken(token), interviewerId, createdAt: now, expiresAt });
  return { token, expiresAt };
}

export function interviewerTokenOf(request: FastifyRequest): string | undefined {
  const value = request.headers[INTERVIEWER_TOKEN_HEADER];
  const token = Array.isArray(value) ? value[0] : value;
  return token?.trim() || undefined;
}

export function interviewerSessionExpired(): AppError {
  return new AppError(
    ResponseCode.unauthorized,
    'interviewers.session.expired',
    {},
    { reason: 'interviewerSession' },
  );
}

/**
 * The interviewer behind the request's interviewer token, renewing it when due (the new token goes back in
 * the same header); a missing or dead token is the 401 `interviewerSession` refusal. Notes when the
 * interviewer was last seen, at most once a minute.
 */
export async function requireInterviewer(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  settings: SessionSettings,
  now = new Date(),
): Promise<InterviewerRow> {
  const token = interviewerTokenOf(request);
  if (!token) throw interviewerSessionExpired();
  const [found] = await db
    .select({ session: interviewerSessions, interviewer: interviewers })
    .from(interviewerSessions)
    .innerJoin(interviewers, eq(interviewers.id, interviewerSessions.interviewerId))
    .where(
      and(eq(interviewerSessions.tokenHash, hashSessionToken(token)), gt(interviewerSessions.expiresAt, now)),
    );
  if (!found) throw interviewerSessionExpired();
  const { session, interviewer } = found;
  if (!session.replacedAt && now.getTime() - session.createdAt.getTime() >= settings.tokenTtlMs / 2) {
    const renewed = await renewSession(db, session.id, interviewer.id, session.expiresAt, settings, now);
    if (renewed) reply.header(INTERVIEWER_TOKEN_HEADER, renewed);
  }
  if (!interviewer.lastSeenAt || now.getTime() - interviewer.lastSeenAt.getTime() > 60_000) {
    await db.update(interviewers).set({ lastSeenAt: now }).where(eq(interviewers.id, interviewer.id));
  }
  return interviewer;
}

/** Replaces the session once, however many requests carry the old token at the same time. */
async function renewSession(
  db: Database,
  sessionId: string,
  interviewerId: string,
  expiresAt: Date,
  settings: SessionSettings,
  now: Date,
): Promise<string | null> {
  const graceEnd = new Date(Math.min(expiresAt.getTime(), now.getTime() + settings.renewGraceMs));
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(interviewerSessions)
      .set({ replacedAt: now, expiresAt: graceEnd })
      .where(and(eq(interviewerSessions.id, sessionId), isNull(interviewerSessions.replacedAt)))
      .returning({ id: interviewerSessions.id });
    if (claimed.length === 0) return null;
    return (await createInterviewerSession(tx, interviewerId, settings, now)).token;
  });
}

export async function deleteInterviewerSession(db: Database, token: string): Promise<void> {
  await db.delete(interviewerSessions).where(eq(interviewerSessions.tokenHash, hashSessionToken(token)));
}

/**
 * Ends the interviewer sessions an account opened with its password (an account invited as a field
 * interviewer): after a password change, a phone logged in with the old password is logged out too.
 */
export async function deleteAccountInterviewerSessions(db: Database, userId: string): Promise<void> {
  const ofAccount = db
    .select({ id: interviewers.id })
    .from(interviewers)
    .where(eq(interviewers.userId, userId));
  await db.delete(interviewerSessions).where(inArray(interviewerSessions.interviewerId, ofAccount));
}

/** A new access code: uniformly random over the alphabet (randomInt has no modulo bias). */
export function newAccessCode(): string {
  let code = '';
  for (let index = 0; index < ACCESS_CODE_LENGTH; index += 1) {
    code += ACCESS_CODE_ALPHABET[randomInt(ACCESS_CODE_ALPHABET.length)];
  }
  return code;
}

/** What the database keeps of a code (normalised first): random enough for a plain hash, like a token. */
export const hashAccessCode = (normalized: string): string => hashSessionToken(`code:${normalized}`);
