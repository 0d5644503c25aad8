import type { AnswerItemPayload } from '../../core/model';
import type { OutboxEntry, RunnerDatabase, StoredResponse } from '../db';
import { commitChange } from '../storage/responses';
import { unsentAudit, writePendingAudit } from './deviceTrail';

/**
 * The trail's last events reach the server without a change of the answers (docs/architecture.md "Audit
 * trail"): a question left, the app sent to the background, the way back to the interview list record events
 * that no save would carry — an interview left in progress may never be saved again. There the page queues a
 * save of the response's state as it is (seq + 1, the same whole state: the server takes it as any newer save
 * and stores the events once), in the outbox row the response already has, so it adds no entry.
 */

/** What decides whether a trail save is worth writing. */
export interface TrailSaveFacts {
  response: Pick<StoredResponse, 'status' | 'discardedAt' | 'auditAckedSeq'> | undefined;
  /** The response's waiting outbox row, if any. */
  entry: OutboxEntry | undefined;
  /** The seq of the last event a save written now would carry (undefined: none unsent). */
  unsentThrough: number | undefined;
}

/**
 * A save goes only for events no save carries yet: never for a finished or discarded response (the end is the
 * trail's last event; a discard replaced the save), never over a refused entry (a retry cannot fix that; the
 * next change of the answers does), and not when the waiting entry or the server's acknowledgement covers them.
 */
export function trailSaveNeeded({ response, entry, unsentThrough }: TrailSaveFacts): boolean {
  if (!response || response.status === 'complete' || response.discardedAt !== undefined) return false;
  if (unsentThrough === undefined) return false;
  if (entry?.refusedReason) return false;
  const carried = entry?.kind === 'save' ? (entry.body.audit?.events.at(-1)?.seq ?? 0) : 0;
  return unsentThrough > Math.max(carried, response.auditAckedSeq ?? 0);
}

/**
 * Writes the page's pending events and, when they are not on their way yet, the response's state again with
 * them (`items`: the wire items of the state as stored). Resolves to the response as stored when a save was
 * queued, undefined when nothing new needed one.
 */
export function commitTrailSave(
  db: RunnerDatabase,
  responseId: string,
  items: AnswerItemPayload[],
): Promise<StoredResponse | undefined> {
  return db.transaction('rw', db.responses, db.outbox, db.auditEvents, async () => {
    await writePendingAudit(db, responseId);
    const response = await db.responses.get(responseId);
    const entry = await db.outbox.get(responseId);
    const unsent = response ? await unsentAudit(db, response) : null;
    const unsentThrough = unsent?.events.at(-1)?.seq;
    if (!trailSaveNeeded({ response, entry, unsentThrough })) return undefined;
    return commitChange(db, responseId, {}, items);
  });
}
