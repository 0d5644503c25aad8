import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFirstSave } from '../../../server/answers/first-save';
import { readSaveFacts } from '../../../server/answers/save-facts';
import { buildApp } from '../../../server/app';
import type { Database } from '../../../server/db/database';
import { queryRows } from '../../../server/db/raw';
import { collectionLimits, responseItems, responses } from '../../../server/db/schema';
import { saveAnswersRequestSchema } from '../../../src/core/api/answer';
import { databaseTargets, openTestDatabase } from '../support/databases';
import {
  itemsOf,
  postSave,
  publishedSurvey,
  saveBody,
  saveQuestion,
  setSurveyState,
  storedResponse,
} from './fixture';

const PHONE = '13812345678';

/** The database methods a route calls (each call at least one round trip), counted while `counting`. */
const DATABASE_CALLS = ['execute', 'select', 'insert', 'update', 'delete', 'transaction'] as const;

function countingDatabase(db: Database) {
  const calls: string[] = [];
  let counting = false;
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || !DATABASE_CALLS.includes(property as never)) return value;
      return (...args: unknown[]) => {
        if (counting) calls.push(String(property));
        return value.apply(target, args);
      };
    },
  });
  return {
    db: proxy,
    async count<T>(work: () => Promise<T>): Promise<{ result: T; calls: string[] }> {
      calls.length = 0;
      counting = true;
      try {
        return { result: await work(), calls: [...calls] };
      } finally {
        counting = false;
      }
    },
  };
}

/** Until a statement of this database waits for a lock (another transaction holds it). */
async function waitForLockWait(db: Database): Promise<void> {
  for (let tries = 0; tries < 500; tries++) {
    const [waiting] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (Number(waiting?.n) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('no statement came to wait for the lock');
}

describe.each(databaseTargets())('the save path ($name)', (target) => {
  let app: FastifyInstance;
  let db: Database;
  let counted: ReturnType<typeof countingDatabase>;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const handle = await openTestDatabase(target);
    counted = countingDatabase(handle.db);
    db = handle.db;
    app = await buildApp({ db: counted.db, registrationRateLimit: { max: 100_000, windowMs: 60_000 } });
    await app.ready();
    close = async () => {
      await app.close();
      await handle.close();
    };
  });
  afterAll(async () => close?.());

  it("stores a new response's first save with one read and one write, as the ordered path stores it", async () => {
    const survey = await publishedSurvey(app, db);
    // The release is parsed once per process: the first save of the survey reads it, later ones do not.
    await postSave(app, saveBody(survey, { seq: 1, items: itemsOf(survey, { option: survey.optionB }) }));
    const body = saveBody(survey, {
      seq: 1,
      userPage: 1,
      items: itemsOf(survey, { option: survey.optionA, phone: PHONE }),
      paradata: { startedAt: '2026-11-20T08:00:00.000Z', questionTimeMs: { [survey.choiceId]: 900 } },
    });
    const { result, calls } = await counted.count(() => postSave(app, body));
    expect(result.status, result.envelope.message).toBe(200);
    expect(calls).toEqual(['execute', 'execute']);

    // The same answers saved again as an update (the transaction's way) leave the rows as they were.
    const first = await storedResponse(db, body.responseId);
    expect(first.response).toMatchObject({
      surveyId: survey.surveyId,
      releaseVersion: 1,
      lastAckSequence: 1,
      status: 'in-progress',
      sampleStatus: null,
      startedAt: new Date('2026-11-20T08:00:00.000Z'),
      completedAt: null,
    });
    expect(first.response?.answerSlots.slots).toHaveLength(2);
    expect(first.items.map((row) => [row.questionId, row.quItemId, row.answer, row.value])).toEqual(
      [
        [
          survey.choiceId,
          survey.optionA,
          null,
          { kind: 'choice', optionIds: [survey.optionA], otherText: {} },
        ],
        [survey.phoneId, null, PHONE, { kind: 'text', text: PHONE }],
      ].sort((left, right) => String(left[0]).localeCompare(String(right[0]))),
    );
    const again = await postSave(app, { ...body, seq: 2 });
    expect(again.status).toBe(200);
    const second = await storedResponse(db, body.responseId);
    expect(second.items).toEqual(first.items);
    expect(second.response?.lastAckSequence).toBe(2);
  });

  it('stores an update with one read and one write, rewriting only the rows that changed', async () => {
    const survey = await publishedSurvey(app, db);
    const first = saveBody(survey, {
      seq: 1,
      items: itemsOf(survey, { option: survey.optionA, phone: PHONE, text: '因为' }),
    });
    expect((await postSave(app, first)).status).toBe(200);
    const before = await storedResponse(db, first.responseId);
    const update = saveBody(survey, {
      responseId: first.responseId,
      seq: 2,
      userPage: 2,
      items: itemsOf(survey, { option: survey.optionB, phone: PHONE }),
    });
    const { result, calls } = await counted.count(() => postSave(app, update));
    expect(result.status, result.envelope.message).toBe(200);
    expect(result.envelope.data).toMatchObject({ ackSeq: 2, status: 'in-progress' });
    expect(calls).toEqual(['execute', 'execute']);

    const after = await storedResponse(db, first.responseId);
    expect(after.response).toMatchObject({ lastAckSequence: 2, userPage: 2, status: 'in-progress' });
    const byQuestion = (rows: typeof after.items) => new Map(rows.map((row) => [row.questionId, row]));
    const [old, now] = [byQuestion(before.items), byQuestion(after.items)];
    // The fill-in was not sent again: its row is gone. The phone did not change: its row was not written.
    expect([...now.keys()].sort()).toEqual([survey.choiceId, survey.phoneId].sort());
    expect(now.get(survey.phoneId)).toEqual(old.get(survey.phoneId));
    expect(now.get(survey.choiceId)).toMatchObject({
      id: old.get(survey.choiceId)?.id,
      quItemId: survey.optionB,
      value: { kind: 'choice', optionIds: [survey.optionB], otherText: {} },
    });
    expect(after.response?.answerSlots.slots.map(([questionId]) => questionId).sort()).toEqual(
      [survey.choiceId, survey.phoneId].sort(),
    );
  });

  // Two connections at once: PGlite has one.
  it.runIf(target.name === 'postgres')(
    'stores exactly the sent rows when a concurrent save of the response commits while the update waits',
    async () => {
      const survey = await publishedSurvey(app, db);
      const first = saveBody(survey, { seq: 1, items: itemsOf(survey, { option: survey.optionB }) });
      expect((await postSave(app, first)).status).toBe(200);
      let commit = () => {};
      const committing = new Promise<void>((resolve) => {
        commit = resolve;
      });
      let written = () => {};
      const holding = new Promise<void>((resolve) => {
        written = resolve;
      });
      // Another node's save of the same response: the row rewritten and an answer added, committed only
      // once the update below waits for the row, after it took its snapshot without that answer.
      const concurrent = db.transaction(async (tx) => {
        await tx.update(responses).set({ lastAckSequence: 2 }).where(eq(responses.id, first.responseId));
        await tx.insert(responseItems).values({
          responseId: first.responseId,
          surveyId: survey.surveyId,
          questionId: survey.phoneId,
          value: { kind: 'text', text: PHONE },
          answer: PHONE,
        });
        written();
        await committing;
      });
      await holding;
      const update = postSave(
        app,
        saveBody(survey, {
          responseId: first.responseId,
          seq: 3,
          items: itemsOf(survey, { option: survey.optionA, text: '因为' }),
        }),
      );
      await waitForLockWait(db);
      commit();
      await concurrent;
      expect((await update).status).toBe(200);
      const stored = await storedResponse(db, first.responseId);
      expect(stored.response?.lastAckSequence).toBe(3);
      expect(stored.items.map((row) => row.questionId).sort()).toEqual(
        [survey.choiceId, survey.textId].sort(),
      );
    },
  );

  it('answers a replay from the one read, writing nothing', async () => {
    const survey = await publishedSurvey(app, db);
    const body = saveBody(survey, { seq: 3, items: itemsOf(survey, { option: survey.optionB }) });
    expect((await postSave(app, body)).status).toBe(200);
    const { result, calls } = await counted.count(() => postSave(app, body));
    expect(result.envelope.data).toMatchObject({ ackSeq: 3, status: 'in-progress' });
    expect(calls).toEqual(['execute']);
  });

  it('leaves a first save whose response is stored by then to the ordered path, changing nothing', async () => {
    const survey = await publishedSurvey(app, db);
    const body = saveBody(survey, { seq: 5, items: itemsOf(survey, { option: survey.optionB }) });
    expect((await postSave(app, body)).status).toBe(200);
    const before = await storedResponse(db, body.responseId);
    const late = saveAnswersRequestSchema.parse({ ...body, seq: 1, userPage: 9 });
    const rows = [{ ...before.items[0]!, questionId: survey.phoneId, descId: null }];
    expect(await storeFirstSave(db, late, rows, [], [])).toBeUndefined();
    expect(await storedResponse(db, body.responseId)).toEqual(before);
  });

  it('reads the survey state, its limits and the stored response in one statement', async () => {
    const survey = await publishedSurvey(app, db);
    const responseId = randomUUID();
    expect(await readSaveFacts(db, survey.surveyId, responseId)).toEqual({
      surveyState: '1',
      limits: undefined,
      response: undefined,
    });
    const opensAt = new Date('2026-01-02T03:04:05.000Z');
    await db.insert(collectionLimits).values({ surveyId: survey.surveyId, opensAt, maxCompletes: 7 });
    await postSave(
      app,
      saveBody(survey, { responseId, seq: 2, items: itemsOf(survey, { option: survey.optionA }) }),
    );
    const facts = await readSaveFacts(db, survey.surveyId, responseId);
    expect(facts.limits).toMatchObject({
      surveyId: survey.surveyId,
      opensAt,
      closesAt: null,
      maxCompletes: 7,
    });
    expect(facts.limits?.updatedAt).toBeInstanceOf(Date);
    expect(facts.response).toEqual({
      surveyId: survey.surveyId,
      lastAckSequence: 2,
      status: 'in-progress',
      sampleStatus: null,
      interviewerId: null,
      discardedAt: null,
    });
    expect((await readSaveFacts(db, 'no-such-survey', responseId)).surveyState).toBeUndefined();
  });

  it('checks a save against the version it names, after a newer one was published and cached', async () => {
    const survey = await publishedSurvey(app, db);
    const v1 = saveBody(survey, { seq: 1, items: itemsOf(survey, { option: survey.optionA }) });
    expect((await postSave(app, v1)).status).toBe(200);
    await setSurveyState(app, survey.token, survey.surveyId, '0');
    const added = await saveQuestion(app, survey.token, {
      belongId: survey.surveyId,
      catalogKey: 'fillBlank',
      quTitle: '新问题',
    });
    await setSurveyState(app, survey.token, survey.surveyId, '1');
    const newItem = { belongId: survey.surveyId, quId: added.id, answer: 'v2' };
    const v2 = saveBody(survey, { seq: 1, version: 2, items: [newItem] });
    expect((await postSave(app, v2)).status).toBe(200);
    expect((await storedResponse(db, v2.responseId)).items.map((row) => row.answer)).toEqual(['v2']);
    // Version 1, parsed and kept before the republish, still has no such question.
    const old = await postSave(app, saveBody(survey, { seq: 1, version: 1, items: [newItem] }));
    expect(old.status).toBe(400);
    expect(old.envelope.data).toMatchObject({
      problems: [{ questionId: added.id, key: 'answers.question.unknown' }],
    });
  });
});
