import { v7 as uuidv7 } from 'uuid';
import type { SavedProgress } from '../../core/api/answer';
import type { Answers } from '../../core/model';
import type { RunnerDatabase, StoredResponse } from '../db';
import { STORED_RESPONSE_FORMAT } from './formats';
import { guardQuota } from './quota';

/**
 * A response's start on the device and what the answer page reads of it — apart from ./responses.ts, whose
 * writes (commitChange, applyAck) and their save machinery load with the first write, not with the first
 * question (docs/architecture.md "Answering offline" 6).
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

/** Changes of a response the server has not acknowledged yet. */
export function waitingChanges(response: Pick<StoredResponse, 'seq' | 'ackSeq'> | undefined): number {
  return response ? Math.max(0, response.seq - response.ackSeq) : 0;
}

/** Answers (questions) changed since the server's last acknowledgement: what the respondent is told waits. */
export function waitingAnswers(response: Pick<StoredResponse, 'answerSeq' | 'ackSeq'> | undefined): number {
  if (!response?.answerSeq) return 0;
  return Object.values(response.answerSeq).filter((seq) => seq > response.ackSeq).length;
}
