import { v7 as uuidv7 } from 'uuid';
import type { SaveAnswersRequest, SavedProgress } from '../../core/api/answer';
import type { AnswerItemPayload, Answers, SampleStatus } from '../../core/model';
import { SAVE_BODY_FORMAT } from '../../core/model/formats/saveBody';
import { cleanStrings } from '../../core/text';
import { unsentAudit, writePendingAudit } from '../audit/deviceTrail';
import type { OutboxEntry, RunnerDatabase, StoredResponse } from '../db';
import { OUTBOX_ENTRY_FORMAT, STORED_RESPONSE_FORMAT } from './formats';
import { guardQuota } from './quota';

/**
 * A response's life on the device. Every change goes through `commitChange`, which bumps `seq` and replaces
 * the response's outbox row with the whole new state in ONE transaction: what is on the device and what is
 * waiting to be sent never disagree. `applyAck` records the server's acknowledgement and only then lets the
 * outbox row go. Nothing else deletes anything.
 */

export interface StartOptions {
  surveyId: string;
  version: number;
  userId?: string;
  queryType?: string;
  screenId?: string;
  /** The answer link's other query values (src/core/surveyParams/rules.ts), sent with every save. */
  urlParams?: Record<string, string>;
  now?: Date;
}

/** A fresh shuffle seed: 64 random bits as hex (the save call allows up to 64 characters). */
export function newSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Starts a response on the device: newResponse, stored. */
export async function startResponse(db: RunnerDatabase, options: StartOptions): Promise<StoredResponse> {
  const response = newResponse(options);
  await storeNewResponse(db, response);
  return response;
}

/**
 * Stores a response newResponse made (the session shows it first and stores it once Dexie is there). One
 * already there under its id (another tab of the same link took the same pending start) is left as it is.
 */
export async function storeNewResponse(db: RunnerDatabase, response: StoredResponse): Promise<void> {
  await guardQuota(() =>
    db.transaction('rw', db.responses, async () => {
      if (!(await db.responses.get(response.id))) await db.responses.add(response);
    }),
  );
}

/** A new response, not yet stored: a fresh id and seed, nothing answered. */
export function newResponse(options: StartOptions): StoredResponse {
  const now = options.now ?? new Date();
  const response: StoredResponse = {
    format: STORED_RESPONSE_FORMAT,
    id: uuidv7(),
    surveyId: options.surveyId,
    version: options.version,
    seed: newSeed(),
    answers: {},
    userPage: 0,
    questionTimeMs: {},
    status: 'in-progress',
    seq: 0,
    ackSeq: 0,
    startedAt: now.toISOString(),
    updatedAt: now.getTime(),
  };
  if (options.userId) response.userId = options.userId;
  if (options.queryType) response.queryType = options.queryType;
  if (options.screenId) response.screenId = options.screenId;
  if (options.urlParams && Object.keys(options.urlParams).length > 0) response.urlParams = options.urlParams;
  return response;
}

/**
 * Takes over a response another device saved (the survey load's surveyAnswer): same id, seed, version, page
 * and answers, with seq and ackSeq at the server's acknowledged sequence so the next local change is a newer
 * save. Nothing is waiting to be sent: it all came from the server.
 */
export async function adoptResponse(
  db: RunnerDatabase,
  saved: Pick<
    SavedProgress,
    | 'responseId'
    | 'surveyId'
    | 'version'
    | 'seed'
    | 'status'
    | 'sampleStatus'
    | 'userPage'
    | 'ackSeq'
    | 'audit'
  >,
  answers: Answers,
  userId: string | undefined,
  now = new Date(),
): Promise<StoredResponse> {
  const response: StoredResponse = {
    format: STORED_RESPONSE_FORMAT,
    id: saved.responseId,
    surveyId: saved.surveyId,
    version: saved.version,
    seed: saved.seed,
    answers,
    userPage: saved.userPage,
    questionTimeMs: {},
    status: saved.status,
    seq: saved.ackSeq,
    ackSeq: saved.ackSeq,
    startedAt: now.toISOString(),
    updatedAt: now.getTime(),
  };
  if (saved.sampleStatus) response.sampleStatus = saved.sampleStatus;
  if (userId) response.userId = userId;
  // The other device's audit events are on the server: this one's are numbered after them.
  if (saved.audit) {
    response.auditAckedSeq = saved.audit.seq;
    response.auditNextClock = saved.audit.clock + 1;
  }
  // Replacing this device's older copy of the same response (another device carried it further): its
  // waiting save is older than what the server holds, which would answer it as a replay or a conflict.
  await guardQuota(() =>
    db.transaction('rw', db.responses, db.outbox, async () => {
      await db.responses.put(response);
      await db.outbox.delete(response.id);
    }),
  );
  return response;
}

/** The response to resume for a survey: the most recently touched one still in progress. */
export async function findResumable(
  db: RunnerDatabase,
  surveyId: string,
): Promise<StoredResponse | undefined> {
  return latestTouched(
    await db.responses.where('[surveyId+status]').equals([surveyId, 'in-progress']).toArray(),
  );
}

/** Of a survey's responses in progress, the one to resume: the most recently touched. */
export function latestTouched(inProgress: readonly StoredResponse[]): StoredResponse | undefined {
  return [...inProgress].sort((left, right) => right.updatedAt - left.updatedAt)[0];
}

/**
 * The link of the survey last answered on this device, for the installed app's start page (`#/answer`
 * without a survey): a field interviewer who opens the app offline lands back in their survey.
 */
export async function lastAnsweredLink(
  db: RunnerDatabase,
): Promise<{ surveyId: string; userId?: string } | undefined> {
  const latest = await db.responses.orderBy('updatedAt').last();
  if (!latest) return undefined;
  return latest.userId ? { surveyId: latest.surveyId, userId: latest.userId } : { surveyId: latest.surveyId };
}

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

/** Changes of a response the server has not acknowledged yet. */
export function waitingChanges(response: Pick<StoredResponse, 'seq' | 'ackSeq'> | undefined): number {
  return response ? Math.max(0, response.seq - response.ackSeq) : 0;
}

/** Answers (questions) changed since the server's last acknowledgement: what the respondent is told waits. */
export function waitingAnswers(response: Pick<StoredResponse, 'answerSeq' | 'ackSeq'> | undefined): number {
  if (!response?.answerSeq) return 0;
  return Object.values(response.answerSeq).filter((seq) => seq > response.ackSeq).length;
}
