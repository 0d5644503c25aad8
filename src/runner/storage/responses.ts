import type { SaveAnswersRequest } from '../../core/api/answer';
import type { AnswerItemPayload, SampleStatus } from '../../core/model';
import { SAVE_BODY_FORMAT } from '../../core/model/formats/saveBody';
import { cleanStrings } from '../../core/text';
import { unsentAudit, writePendingAudit } from '../audit/deviceTrail';
import type { OutboxEntry, RunnerDatabase, StoredResponse } from '../db';
import { OUTBOX_ENTRY_FORMAT } from './formats';
import { guardQuota } from './quota';

/**
 * A response's life on the device. Every change goes through `commitChange`, which bumps `seq` and replaces
 * the response's outbox row with the whole new state in ONE transaction: what is on the device and what is
 * waiting to be sent never disagree. `applyAck` records the server's acknowledgement and only then lets the
 * outbox row go. Nothing else deletes anything.
 */

/** What a change may set on a response. */
export type ResponsePatch = Partial<
  Pick<
    StoredResponse,
    'answers' | 'userPage' | 'questionTimeMs' | 'displayTimes' | 'status' | 'sampleStatus' | 'language'
  >
>;

/** The whole-state save of a response at its current seq. */
export function saveBodyOf(response: StoredResponse, items: AnswerItemPayload[]): SaveAnswersRequest {
  const body: SaveAnswersRequest = {
    format: SAVE_BODY_FORMAT,
    responseId: response.id,
    surveyId: response.surveyId,
    version: response.version,
    seq: response.seq,
    seed: response.seed,
    userPage: response.userPage,
    status: response.status,
    items,
    // The audit trail's unsent events are read from the device by commitChange (../audit/deviceTrail.ts).
    audit: null,
    paradata: {
      questionTimeMs: response.questionTimeMs,
      startedAt: response.startedAt,
      userAgent: typeof navigator === 'undefined' ? undefined : navigator.userAgent.slice(0, 512),
    },
  };
  if (response.queryType) body.paradata.queryType = response.queryType;
  if (response.screenId) body.paradata.screenId = response.screenId;
  if (response.urlParams) body.paradata.urlParams = response.urlParams;
  if (response.language) body.paradata.language = response.language;
  if (response.displayTimes && Object.keys(response.displayTimes).length > 0)
    body.paradata.displayTimes = response.displayTimes;
  if (response.status === 'complete' && response.sampleStatus) body.sampleStatus = response.sampleStatus;
  if (response.userId) body.userId = response.userId;
  return body;
}

/**
 * Applies a change to a response: seq + 1, and the outbox row replaced by the new whole state. `items` are
 * the wire items of the answers that count after the change (the logic worker derives them). Returns the
 * response as stored. Throws StorageFullError when the device is full; then nothing was written.
 */
export async function commitChange(
  db: RunnerDatabase,
  responseId: string,
  patch: ResponsePatch,
  items: AnswerItemPayload[],
  changedQuestionIds: readonly string[] = [],
  now = Date.now(),
): Promise<StoredResponse> {
  return guardQuota(() =>
    db.transaction('rw', db.responses, db.outbox, db.auditEvents, async () => {
      const current = await db.responses.get(responseId);
      if (!current) throw new Error(`Unknown response ${responseId}`);
      // The audit events recorded since the last write go with this change's save.
      await writePendingAudit(db, responseId);
      const seq = current.seq + 1;
      const answerSeq = { ...current.answerSeq };
      for (const questionId of changedQuestionIds) answerSeq[questionId] = seq;
      const next: StoredResponse = { ...current, ...patch, answerSeq, seq, updatedAt: now };
      await db.responses.put(next);
      const previous = await db.outbox.get(responseId);
      const entry: OutboxEntry = {
        format: OUTBOX_ENTRY_FORMAT,
        id: responseId,
        kind: 'save',
        responseId,
        surveyId: next.surveyId,
        seq: next.seq,
        // Answers are cleaned where they enter (ChangeWriter); this keeps anything else the device holds
        // (a response resumed from before that) from making every save fail on the server.
        body: cleanStrings({ ...saveBodyOf(next, items), audit: await unsentAudit(db, next) }),
        attempts: 0,
        nextAttemptAt: 0,
      };
      // A run of server failures outlives the change: the respondent keeps being told while typing on.
      if (previous?.lastFailure) entry.lastFailure = previous.lastFailure;
      if (previous?.serverFailures) entry.serverFailures = previous.serverFailures;
      await db.outbox.put(entry);
      return next;
    }),
  );
}

/**
 * Records the server's acknowledgement of seq `ackSeq` (acks only ever move forward). The outbox row goes
 * once everything in it is acknowledged; a newer local change keeps it. The server's sample status (quotas
 * decide Overquota / QuotaFull) replaces the device's guess.
 */
export async function applyAck(
  db: RunnerDatabase,
  responseId: string,
  ackSeq: number,
  sampleStatus?: SampleStatus | null,
): Promise<StoredResponse | undefined> {
  return db.transaction('rw', db.responses, db.outbox, async () => {
    const current = await db.responses.get(responseId);
    if (!current) {
      // A save with no response left on the device (one the old service-worker queue held, see
      // sw/oldSaveQueue.ts): the server has it, so it goes; nothing else is known of it.
      const orphan = await db.outbox.get(responseId);
      if (orphan && orphan.seq <= ackSeq) await db.outbox.delete(responseId);
      return undefined;
    }
    const changes: Partial<StoredResponse> = {};
    if (ackSeq > current.ackSeq) changes.ackSeq = Math.min(ackSeq, current.seq);
    if (sampleStatus && current.status === 'complete' && sampleStatus !== current.sampleStatus) {
      changes.sampleStatus = sampleStatus;
    }
    if (Object.keys(changes).length > 0) await db.responses.update(responseId, changes);
    const entry = await db.outbox.get(responseId);
    if (entry && entry.seq <= ackSeq) await db.outbox.delete(responseId);
    else if (entry?.lastFailure || entry?.serverFailures) {
      // The server took a save: whatever failed before is over (the newer change waits its turn).
      await db.outbox.update(responseId, { lastFailure: undefined, serverFailures: 0 });
    }
    return { ...current, ...changes };
  });
}
