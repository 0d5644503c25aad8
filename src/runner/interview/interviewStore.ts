import type { DiscardOutboxEntry, RunnerDatabase, StoredResponse } from '../db';
import { OUTBOX_ENTRY_FORMAT } from '../storage/formats';
import { guardQuota } from '../storage/quota';
import { currentRelease } from '../storage/releases';
import { newResponse, storeNewResponse } from '../storage/responseStart';
import { awaitsLogin } from './awaitingLogin';
import { clearableIds, interviewRowOf } from './interviewList';

/**
 * What the interviewer screen writes on the device: new interviews, discards, clearing what the server has,
 * and sending again what an ended login had refused.
 */

/**
 * A new interview of a survey under the release the device holds as current (the newest taken out): a fresh
 * id and seed, the interviewer's id kept with it. Undefined when the survey was never taken out.
 */
export async function startInterview(
  db: RunnerDatabase,
  surveyId: string,
  interviewerId: string,
): Promise<StoredResponse | undefined> {
  const release = await currentRelease(db, surveyId);
  if (!release) return undefined;
  const response: StoredResponse = { ...newResponse({ surveyId, version: release.version }), interviewerId };
  await storeNewResponse(db, response);
  return response;
}

export const discardEntryId = (responseId: string) => `discard:${responseId}`;

/**
 * Discards an interview in progress: the response stays on the device marked discarded, its waiting save gives
 * way to the discard's outbox entry (sent like any entry, by the page or the service worker, now or when the
 * connection is back), which the server records — making the row when no save of it arrived.
 */
export async function queueDiscard(db: RunnerDatabase, responseId: string, now = Date.now()): Promise<void> {
  await guardQuota(() =>
    db.transaction('rw', db.responses, db.outbox, async () => {
      const response = await db.responses.get(responseId);
      if (!response?.interviewerId || response.status !== 'in-progress' || response.discardedAt) return;
      await db.responses.update(responseId, { discardedAt: now });
      await db.outbox.delete(responseId);
      const entry: DiscardOutboxEntry = {
        format: OUTBOX_ENTRY_FORMAT,
        id: discardEntryId(responseId),
        kind: 'interview-discard',
        responseId,
        surveyId: response.surveyId,
        seq: 1,
        attempts: 0,
        nextAttemptAt: 0,
        request: {
          surveyId: response.surveyId,
          responseId,
          interviewerId: response.interviewerId,
          version: response.version,
          startedAt: response.startedAt,
        },
      };
      await db.outbox.put(entry);
    }),
  );
}

/**
 * Removes the interviews the interviewer chose to clear, checking each again inside the transaction: only
 * those the server has whole (their last change acknowledged, no entry left, every file uploaded) or whose
 * discard it recorded go, with their files' rows and audit trails.
 */
export async function clearInterviews(db: RunnerDatabase, responseIds: readonly string[]): Promise<number> {
  return db.transaction('rw', [db.responses, db.outbox, db.media, db.auditEvents], async () => {
    const responses = (await db.responses.bulkGet([...responseIds])).filter(
      (response): response is StoredResponse => response !== undefined,
    );
    const ids = responses.map((response) => response.id);
    const entries = await db.outbox.where('responseId').anyOf(ids).toArray();
    const media = await db.media.where('responseId').anyOf(ids).toArray();
    const rows = responses.map((response) => interviewRowOf(response, entries, media));
    const clear = clearableIds(rows);
    await db.media.where('responseId').anyOf(clear).delete();
    // Their audit trails went with their acknowledged saves (the last one carried what was left).
    const cleared = new Set(clear);
    await db.auditEvents.filter((event) => cleared.has(event.responseId)).delete();
    await db.responses.bulkDelete(clear);
    return clear.length;
  });
}

/**
 * After a login of `interviewerId`: their entries that waited for it (no live token of theirs on the device, or
 * one the server no longer took: 401 interviewerSession) are due again, sent with the new token. Other
 * interviewers' entries keep waiting for their own logins; other refusals stay refused (a retry would not
 * change the server's mind).
 */
export async function resendAfterLogin(db: RunnerDatabase, interviewerId: string): Promise<number> {
  const own = new Set(
    (await db.responses.filter((response) => response.interviewerId === interviewerId).primaryKeys()).map(
      String,
    ),
  );
  return db.outbox
    .filter((entry) => awaitsLogin(entry.refusedReason) && own.has(entry.responseId))
    .modify((entry) => {
      delete entry.refusedReason;
      delete entry.refusedMessage;
      entry.attempts = 0;
      entry.nextAttemptAt = 0;
    });
}
