import { randomBytes } from 'node:crypto';
import { type Options, hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the OWASP baseline (19 MiB, 2 passes, 1 lane). `Algorithm.Argon2id` is a const enum that
 * isolatedModules cannot read, hence its value.
 */
const ARGON2ID = 2;
const HASH_OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, HASH_OPTIONS);
}

/** argon2's verify compares in constant time; a malformed stored hash counts as a mismatch, not a crash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as checking a real password, for a user name that does not exist: without it the
 * login's response time would tell an attacker which user names are registered.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(18).toString('base64url'));
  await verifyPassword(await dummyHash, password);
  return false;
}
