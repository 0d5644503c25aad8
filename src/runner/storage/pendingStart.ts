import type { StoredResponse } from '../db';

/**
 * A new response is shown before it is stored: Dexie, which stores it, loads after the first question is up
 * (session/openSession.ts). Its id and seed are noted here at once, synchronously, so that a reload in that
 * moment opens the same response — the same shuffled order, the same id — rather than a second one. The note
 * is dropped once the response is on the device (the device's copy then finds it). Storage refused: no note,
 * and a reload in that moment starts afresh, as a reload before any answer always could.
 */
const NOTE_KEY = 'wenda.newResponse.';

/** What a note must match to be reused: the survey, its release and the link's respondent ids. */
export type StartIdentity = Pick<
  StoredResponse,
  'surveyId' | 'version' | 'userId' | 'queryType' | 'screenId'
>;

interface PendingStart extends StartIdentity {
  id: string;
  seed: string;
  startedAt: string;
}

const sameIdentity = (left: StartIdentity, right: StartIdentity) =>
  left.surveyId === right.surveyId &&
  left.version === right.version &&
  left.userId === right.userId &&
  left.queryType === right.queryType &&
  left.screenId === right.screenId;

/** The id, seed and start of a response shown but not yet stored for this link, if a note says so. */
export function pendingStartFor(
  identity: StartIdentity,
): Pick<PendingStart, 'id' | 'seed' | 'startedAt'> | undefined {
  try {
    const kept = localStorage.getItem(`${NOTE_KEY}${identity.surveyId}`);
    const note = kept ? (JSON.parse(kept) as PendingStart) : undefined;
    if (!note || typeof note.id !== 'string' || typeof note.seed !== 'string') return undefined;
    return sameIdentity(note, identity)
      ? { id: note.id, seed: note.seed, startedAt: note.startedAt }
      : undefined;
  } catch {
    return undefined;
  }
}

/** Notes a response shown before it is stored. */
export function notePendingStart(response: StoredResponse): void {
  const { surveyId, version, userId, queryType, screenId, id, seed, startedAt } = response;
  const note: PendingStart = { surveyId, version, userId, queryType, screenId, id, seed, startedAt };
  try {
    localStorage.setItem(`${NOTE_KEY}${surveyId}`, JSON.stringify(note));
  } catch {
    // No storage: see above.
  }
}

/** Drops the note of this response once it is stored (a note of another response is left alone). */
export function dropPendingStart(response: Pick<StoredResponse, 'surveyId' | 'id'>): void {
  try {
    const key = `${NOTE_KEY}${response.surveyId}`;
    const kept = localStorage.getItem(key);
    if (kept && (JSON.parse(kept) as PendingStart).id === response.id) localStorage.removeItem(key);
  } catch {
    // Nothing to drop.
  }
}
