import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe so the token fits a header, a query string (spec 1 §2 from=iscom) or storage. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
