import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ANSWER_API } from '../../../src/core/api/answer';
import { SURVEY_LOAD_API, SURVEY_UNAVAILABLE_REASONS } from '../../../src/core/api/design';
import type { AnswerItemPayload } from '../../../src/core/model';
import { RunnerDatabase } from '../../../src/runner/db';
import {
  dueEntries,
  markAttemptFailed,
  markRefused,
  unsentEntries,
} from '../../../src/runner/storage/outbox';
import { isQuotaError, StorageFullError } from '../../../src/runner/storage/quota';
import { currentRelease, keepRelease, releaseByVersion } from '../../../src/runner/storage/releases';
import {
  adoptResponse,
  findResumable,
  lastAnsweredLink,
  startResponse,
  waitingAnswers,
  waitingChanges,
} from '../../../src/runner/storage/responseStart';
import { applyAck, commitChange } from '../../../src/runner/storage/responses';
import { backoffMs } from '../../../src/runner/sync/delivery';
import { LOAD_PATH, UNAVAILABLE_REASONS } from '../../../src/runner/sync/loadSurvey';
import { SAVE_PATH } from '../../../src/runner/sync/sendSave';
import { releaseWire } from './releaseWire';

let db: RunnerDatabase;
let counter = 0;

beforeEach(async () => {
  db = new RunnerDatabase(`runner-test-${++counter}`);
  await db.open();
});
afterEach(async () => {
  await db.delete();
});

const items: AnswerItemPayload[] = [{ belongId: 's1', quId: 'q1', quItemId: 'o1' }];

describe('releases', () => {
  it('keeps every version and follows the current one', async () => {
    await keepRelease(db, releaseWire('s1', 1));
    await keepRelease(db, releaseWire('s1', 2));
    expect((await currentRelease(db, 's1'))?.version).toBe(2);
    expect((await releaseByVersion(db, 's1', 1))?.wire.survey.surveyName).toBe('S1');
    expect(await currentRelease(db, 'other')).toBeUndefined();
  });
});

describe('responses and the outbox', () => {
  it('starts a response with a UUID v7 id and a seed, and resumes the latest one in progress', async () => {
    const first = await startResponse(db, { surveyId: 's1', version: 1 });
    expect(first.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(first.seed).toMatch(/^[0-9a-f]{16}$/);
    expect(first.seq).toBe(0);
    await commitChange(db, first.id, { userPage: 1 }, items, [], Date.now() + 1000);
    expect((await findResumable(db, 's1'))?.id).toBe(first.id);
    await commitChange(db, first.id, { status: 'complete', sampleStatus: 'Complete' }, items);
    expect(await findResumable(db, 's1')).toBeUndefined();
  });

  it('bumps seq on every change and keeps ONE outbox row with the whole newest state', async () => {
    const response = await startResponse(db, { surveyId: 's1', version: 1, userId: 'panel-7' });
    await commitChange(
      db,
      response.id,
      { answers: { q1: { kind: 'choice', optionIds: ['o1'], otherText: {} } } },
      items,
    );
    const second = await commitChange(db, response.id, { userPage: 2 }, items);
    expect(second.seq).toBe(2);
    expect(second.answers.q1).toEqual({ kind: 'choice', optionIds: ['o1'], otherText: {} });
    const rows = await db.outbox.toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      seq: 2,
      body: { seq: 2, userPage: 2, userId: 'panel-7', items, responseId: response.id },
    });
    expect(waitingChanges(second)).toBe(2);
  });

  it("adopting the server's newer copy replaces the device's response and drops its outdated waiting save", async () => {
    const local = await startResponse(db, { surveyId: 's1', version: 1, userId: 'panel-3' });
    await commitChange(db, local.id, { userPage: 1 }, items);
    expect(await db.outbox.get(local.id)).toBeDefined();
    const answers = { q1: { kind: 'choice' as const, optionIds: ['o2'], otherText: {} } };
    const adopted = await adoptResponse(
      db,
      { ...local, responseId: local.id, status: 'in-progress', sampleStatus: null, userPage: 3, ackSeq: 9 },
      answers,
      'panel-3',
    );
    expect(adopted).toMatchObject({ id: local.id, seq: 9, ackSeq: 9, userPage: 3, answers });
    expect(await db.responses.get(local.id)).toMatchObject({ seq: 9, userPage: 3, answers });
    expect(await db.outbox.get(local.id)).toBeUndefined();
    expect(waitingChanges(adopted)).toBe(0);
  });

  it('an ack up to seq removes the outbox row; an older ack keeps it; acks never go back', async () => {
    const response = await startResponse(db, { surveyId: 's1', version: 1 });
    await commitChange(db, response.id, { userPage: 1 }, items);
    await commitChange(db, response.id, { userPage: 2 }, items);
    await applyAck(db, response.id, 1);
    expect((await db.responses.get(response.id))?.ackSeq).toBe(1);
    expect(await db.outbox.get(response.id)).toBeDefined();
    await applyAck(db, response.id, 2);
    expect(await db.outbox.get(response.id)).toBeUndefined();
    await applyAck(db, response.id, 1);
    const stored = await db.responses.get(response.id);
    expect(stored?.ackSeq).toBe(2);
    expect(waitingChanges(stored)).toBe(0);
    // The response itself is never deleted.
    expect(stored?.id).toBe(response.id);
  });

  it('counts the answers changed since the last ack, not the number of local writes', async () => {
    const response = await startResponse(db, { surveyId: 's1', version: 1 });
    const choice = (id: string) => ({ kind: 'choice' as const, optionIds: [id], otherText: {} });
    // Three writes to q1 (a respondent changing their mind) and one to q2: two answers wait.
    await commitChange(db, response.id, { answers: { q1: choice('a') } }, items, ['q1']);
    await commitChange(db, response.id, { answers: { q1: choice('b') } }, items, ['q1']);
    await commitChange(db, response.id, { answers: { q1: choice('c') } }, items, ['q1']);
    const fourth = await commitChange(
      db,
      response.id,
      { answers: { q1: choice('c'), q2: choice('x') } },
      items,
      ['q2'],
    );
    expect(waitingChanges(fourth)).toBe(4);
    expect(waitingAnswers(fourth)).toBe(2);
    // The server acknowledged up to the write of q1's last change: only q2 still waits.
    expect(waitingAnswers(await applyAck(db, response.id, 3))).toBe(1);
    const moved = await commitChange(db, response.id, { userPage: 1 }, items);
    expect(waitingAnswers(moved)).toBe(1);
    expect(waitingAnswers(await applyAck(db, response.id, 5))).toBe(0);
  });

  it("knows the survey last answered on this device, for the installed app's start page", async () => {
    expect(await lastAnsweredLink(db)).toBeUndefined();
    const older = await startResponse(db, { surveyId: 's1', version: 1 });
    const newer = await startResponse(db, { surveyId: 's2', version: 1, userId: 'panel-9' });
    await commitChange(db, newer.id, { userPage: 1 }, items, [], Date.now() + 1000);
    expect(await lastAnsweredLink(db)).toEqual({ surveyId: 's2', userId: 'panel-9' });
    await commitChange(db, older.id, { userPage: 1 }, items, [], Date.now() + 2000);
    expect(await lastAnsweredLink(db)).toEqual({ surveyId: 's1' });
  });

  it('takes the sample status the server decided for a complete response', async () => {
    const response = await startResponse(db, { surveyId: 's1', version: 1 });
    await commitChange(db, response.id, { status: 'complete', sampleStatus: 'Complete' }, items);
    await applyAck(db, response.id, 1, 'Overquota');
    expect((await db.responses.get(response.id))?.sampleStatus).toBe('Overquota');
  });

  it('backs off after a failed send, and a refusal stops retries until the next change', async () => {
    const response = await startResponse(db, { surveyId: 's1', version: 1 });
    await commitChange(db, response.id, { userPage: 1 }, items);
    const now = 1_000_000;
    expect(await dueEntries(db, now)).toHaveLength(1);
    await markAttemptFailed(db, response.id, 1, 'network', now);
    expect(await dueEntries(db, now)).toHaveLength(0);
    expect(await dueEntries(db, now + backoffMs(1))).toHaveLength(1);
    expect(await unsentEntries(db)).toHaveLength(1);
    // A failure reported for an older seq does not touch the newer row.
    await commitChange(db, response.id, { userPage: 2 }, items);
    await markAttemptFailed(db, response.id, 1, 'network', now);
    expect((await db.outbox.get(response.id))?.attempts).toBe(0);
    await markRefused(db, response.id, 2, 'invalidAnswers');
    expect(await unsentEntries(db)).toHaveLength(0);
    expect(await db.outbox.get(response.id)).toMatchObject({ refusedReason: 'invalidAnswers', seq: 2 });
    await commitChange(db, response.id, { userPage: 1 }, items);
    expect(await unsentEntries(db)).toHaveLength(1);
  });

  it('backoff doubles up to five minutes', () => {
    expect([1, 2, 3].map(backoffMs)).toEqual([2_000, 4_000, 8_000]);
    expect(backoffMs(30)).toBe(300_000);
  });
});

describe('out of space', () => {
  it('recognises quota errors however Dexie wraps them', () => {
    expect(isQuotaError({ name: 'QuotaExceededError' })).toBe(true);
    expect(isQuotaError({ name: 'AbortError', inner: { name: 'QuotaExceededError' } })).toBe(true);
    expect(isQuotaError(new Error('other'))).toBe(false);
  });

  it('a full device fails the change loudly and stores nothing of it', async () => {
    const response = await startResponse(db, { surveyId: 's1', version: 1 });
    const put = db.responses.put.bind(db.responses);
    db.responses.put = (() =>
      Promise.reject(
        Object.assign(new Error('full'), { name: 'QuotaExceededError' }),
      )) as unknown as typeof put;
    await expect(commitChange(db, response.id, { userPage: 1 }, items)).rejects.toBeInstanceOf(
      StorageFullError,
    );
    db.responses.put = put;
    expect((await db.responses.get(response.id))?.seq).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('paths written out to keep zod out of the main chunk', () => {
  it('match the core API constants', () => {
    expect(SAVE_PATH).toBe(ANSWER_API.save);
    expect(LOAD_PATH).toBe(SURVEY_LOAD_API.load);
    expect(UNAVAILABLE_REASONS).toEqual(SURVEY_UNAVAILABLE_REASONS);
  });
});
