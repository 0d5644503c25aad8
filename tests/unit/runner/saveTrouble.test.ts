import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnswerItemPayload } from '../../../src/core/model';
import { RunnerDatabase } from '../../../src/runner/db';
import type { LogicClient } from '../../../src/runner/logic/client';
import { ChangeWriter } from '../../../src/runner/session/changeWriter';
import { markAttemptFailed, markRefused } from '../../../src/runner/storage/outbox';
import { startResponse } from '../../../src/runner/storage/responseStart';
import { applyAck, commitChange } from '../../../src/runner/storage/responses';
import { SERVER_FAILURES_TO_TELL, saveTrouble } from '../../../src/runner/storage/saveTrouble';
import type { RunnerView } from '../../../workers/logicSession';

const opened: RunnerDatabase[] = [];
let counter = 0;
async function freshDb(): Promise<RunnerDatabase> {
  const db = new RunnerDatabase(`trouble-test-${++counter}`);
  await db.open();
  opened.push(db);
  return db;
}
afterEach(async () => {
  for (const db of opened.splice(0)) await db.delete();
});

const DIRTY = 'a\u0000b\u0001c\u001fd\ufffee\ud800f\udc00g\th\ni';
const CLEAN = 'abcdefg\th\ni';

describe('what the respondent is told about a waiting save', () => {
  const items: AnswerItemPayload[] = [{ belongId: 's1', quId: 'q1', quItemId: 'o1' }];

  it('says nothing while offline, and "the server keeps failing" after three server errors in a row', async () => {
    const db = await freshDb();
    const response = await startResponse(db, { surveyId: 's1', version: 1 });
    await commitChange(db, response.id, { userPage: 1 }, items);
    for (let i = 0; i < 5; i++) await markAttemptFailed(db, response.id, 1, 'network');
    expect(saveTrouble(await db.outbox.get(response.id))).toBeUndefined();
    expect(await db.outbox.get(response.id)).toMatchObject({ lastFailure: 'network', serverFailures: 0 });

    for (let i = 1; i < SERVER_FAILURES_TO_TELL; i++) await markAttemptFailed(db, response.id, 1, 'server');
    expect(saveTrouble(await db.outbox.get(response.id))).toBeUndefined();
    await markAttemptFailed(db, response.id, 1, 'server');
    expect(saveTrouble(await db.outbox.get(response.id))).toEqual({ kind: 'failing' });

    // Typing on does not hide it: the run of failures outlives the change (which is sent at once).
    await commitChange(db, response.id, { userPage: 2 }, items);
    const entry = await db.outbox.get(response.id);
    expect(entry).toMatchObject({ seq: 2, attempts: 0, nextAttemptAt: 0 });
    expect(saveTrouble(entry)).toEqual({ kind: 'failing' });

    // The server taking an older save ends the run; the newer save still waits.
    await applyAck(db, response.id, 1);
    const after = await db.outbox.get(response.id);
    expect(after?.seq).toBe(2);
    expect(saveTrouble(after)).toBeUndefined();
    await applyAck(db, response.id, 2);
    expect(await db.outbox.get(response.id)).toBeUndefined();
    expect((await db.responses.get(response.id))?.ackSeq).toBe(2);
  });

  it('a refusal is told with the server reason and the save is kept', async () => {
    const db = await freshDb();
    const response = await startResponse(db, { surveyId: 's1', version: 1 });
    await commitChange(db, response.id, { userPage: 1 }, items);
    await markRefused(db, response.id, 1, 'surveyUnavailable', '问卷已结束');
    expect(saveTrouble(await db.outbox.get(response.id))).toEqual({
      kind: 'refused',
      reason: 'surveyUnavailable',
      message: '问卷已结束',
    });
    expect((await db.outbox.get(response.id))?.body?.seq).toBe(1);
  });
});

describe('text no database can hold', () => {
  it('is cleaned where answers enter the runner, for every family alike', async () => {
    const db = await freshDb();
    const response = await startResponse(db, { surveyId: 's1', version: 1 });
    const changes: unknown[] = [];
    const logic = {
      changeAndPayload: async (batch: unknown) => {
        changes.push(batch);
        return { view: {} as RunnerView, items: [] };
      },
      payload: async () => [],
    } as unknown as LogicClient;
    const writer = new ChangeWriter(
      Promise.resolve(db),
      logic,
      response.id,
      {},
      {
        onView: () => undefined,
        onCommitted: () => undefined,
        onError: (error) => {
          throw error;
        },
      },
    );
    await writer.setAnswer('fill', { kind: 'text', text: DIRTY });
    await writer.setAnswer('blanks', { kind: 'blanks', values: { b1: DIRTY } });
    await writer.setAnswer('choice', { kind: 'choice', optionIds: ['o1'], otherText: { o1: DIRTY } });
    await writer.flushed();
    expect(writer.current).toEqual({
      fill: { kind: 'text', text: CLEAN },
      blanks: { kind: 'blanks', values: { b1: CLEAN } },
      choice: { kind: 'choice', optionIds: ['o1'], otherText: { o1: CLEAN } },
    });
    expect(JSON.stringify(changes)).not.toContain('\\u0000');
    const stored = await db.responses.get(response.id);
    expect(stored?.answers).toEqual(writer.current);
  });

  it('a device upgraded from version 1 keeps its rows, cleaned, and they read as before', async () => {
    const name = `trouble-upgrade-${++counter}`;
    const old = new Dexie(name);
    old.version(1).stores({
      releases: '[surveyId+version], surveyId',
      surveys: 'surveyId',
      responses: 'id, surveyId, [surveyId+status], updatedAt',
      outbox: 'responseId, surveyId',
    });
    await old.open();
    const answers = { q1: { kind: 'text', text: DIRTY } };
    await old.table('responses').add({
      id: 'r1',
      surveyId: 's1',
      version: 1,
      seed: 'ab',
      answers,
      userPage: 0,
      questionTimeMs: {},
      status: 'in-progress',
      seq: 3,
      ackSeq: 0,
      startedAt: '2026-11-23T00:00:00.000Z',
      updatedAt: 1,
    });
    await old.table('outbox').add({
      responseId: 'r1',
      surveyId: 's1',
      seq: 3,
      body: { responseId: 'r1', seq: 3, items: [{ belongId: 's1', quId: 'q1', answerText: DIRTY }] },
      attempts: 40,
      nextAttemptAt: 5,
    });
    old.close();

    const db = new RunnerDatabase(name);
    await db.open();
    opened.push(db);
    expect(db.verno).toBeGreaterThanOrEqual(2); // and upgraded through every later version
    const response = await db.responses.get('r1');
    expect(response).toMatchObject({ seq: 3, ackSeq: 0, answers: { q1: { kind: 'text', text: CLEAN } } });
    const entry = await db.outbox.get('r1');
    expect(entry).toMatchObject({ seq: 3, attempts: 40, nextAttemptAt: 5 });
    expect(entry?.body?.items[0]).toMatchObject({ answerText: CLEAN });
    expect(saveTrouble(entry)).toBeUndefined();
    // And the old row goes on working with the new bookkeeping.
    await markAttemptFailed(db, 'r1', 3, 'server');
    expect(await db.outbox.get('r1')).toMatchObject({
      lastFailure: 'server',
      serverFailures: 1,
      attempts: 41,
    });
  });
});
