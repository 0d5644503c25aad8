import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { surveyShortLinks } from '../db/schema';
import type { Queryable } from '../design/access';

const ALPHABET = '0123456789abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
/** 8 characters of 58 (no l, I, O: read aloud and typed from posters): 1.3e14 codes, no guessing one. */
const CODE_LENGTH = 8;
/** A fresh code colliding with a kept one is tried again; five misses in a row mean something else is wrong. */
const ATTEMPTS = 5;

function newCode(): string {
  let code = '';
  for (let index = 0; index < CODE_LENGTH; index += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/**
 * The survey's short code, made the first time it is asked for. Stable: the insert does nothing when the
 * survey has one (two first requests at once both read the one that won), so a printed link never changes.
 */
export async function shortCodeOf(db: Queryable, surveyId: string): Promise<string> {
  const kept = await findCode(db, surveyId);
  if (kept) return kept;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const inserted = await db
      .insert(surveyShortLinks)
      .values({ surveyId, code: newCode() })
      .onConflictDoNothing()
      .returning({ code: surveyShortLinks.code });
    if (inserted[0]) return inserted[0].code;
    // Nothing inserted: either the survey got its code meanwhile (read it), or the code was taken (try again).
    const raced = await findCode(db, surveyId);
    if (raced) return raced;
  }
  throw new Error(`No free short code for survey ${surveyId} after ${ATTEMPTS} attempts`);
}

async function findCode(db: Queryable, surveyId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ code: surveyShortLinks.code })
    .from(surveyShortLinks)
    .where(eq(surveyShortLinks.surveyId, surveyId))
    .limit(1);
  return row?.code;
}

/** The survey a short code stands for, if any. */
export async function surveyOfCode(db: Queryable, code: string): Promise<string | undefined> {
  const [row] = await db
    .select({ surveyId: surveyShortLinks.surveyId })
    .from(surveyShortLinks)
    .where(eq(surveyShortLinks.code, code))
    .limit(1);
  return row?.surveyId;
}
