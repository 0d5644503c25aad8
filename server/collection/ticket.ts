import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Access tickets of a password-protected survey. The load that carried the right password (or a ticket still
 * valid) answers one, kept by the browser as a cookie (see cookies.ts) and so sent with every later load and
 * save of that survey, by the page and by the service worker replaying saves with no page open. A NEW
 * response is taken only with a ticket that was still valid when the response started (its paradata
 * startedAt): a phone that passed the password and then answered offline for a week delivers everything.
 *
 * A ticket is `<expiry in epoch seconds>.<HMAC-SHA256 of survey id and expiry>`. The server had no secret of
 * its own to sign with, so the key is derived from the survey's stored password hash: it never leaves the
 * server, is the same on every API node (it is in the database), and changes with the password (argon2
 * salts every hash), so a new password revokes every ticket issued under the old one, and a cleared
 * password needs none. Only someone who can read the database could forge one, and they can read the answers
 * already.
 */

/** How long a ticket lets a device start new responses; each admitted load issues a fresh one. */
export const TICKET_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

const KEY_LABEL = 'wenda survey access ticket v1';

function signature(surveyId: string, passwordHash: string, expiresSeconds: number): Buffer {
  const key = createHmac('sha256', passwordHash).update(KEY_LABEL).digest();
  return createHmac('sha256', key).update(`${surveyId}\n${expiresSeconds}`).digest();
}

/** A ticket for the survey valid until now + TICKET_LIFETIME_MS. */
export function issueTicket(surveyId: string, passwordHash: string, now = new Date()): string {
  const expiresSeconds = Math.floor((now.getTime() + TICKET_LIFETIME_MS) / 1000);
  return `${expiresSeconds}.${signature(surveyId, passwordHash, expiresSeconds).toString('base64url')}`;
}

/**
 * When the ticket stops being valid, if it is a genuine ticket of this survey under this password hash;
 * undefined for anything else (another survey's, an old password's, a forged or mangled one).
 */
export function ticketExpiry(ticket: string, surveyId: string, passwordHash: string): Date | undefined {
  const match = /^(\d{1,12})\.([\w-]{43})$/.exec(ticket);
  if (!match) return undefined;
  const expiresSeconds = Number(match[1]);
  const given = Buffer.from(match[2] as string, 'base64url');
  const expected = signature(surveyId, passwordHash, expiresSeconds);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return new Date(expiresSeconds * 1000);
}
