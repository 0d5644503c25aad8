import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type AnswerSlotsDoc, answersOfSlots } from '../../../server/answers/answer-slots';
import type { Database } from '../../../server/db/database';
import { responseItems, responses } from '../../../server/db/schema';
import { sampleAsExportResponse } from '../../../server/seed/sample-responses';
import type { AnswerValue } from '../../../src/core/model';
import { mergeSlot } from '../../../src/core/results/slots';
import { statsFixture } from '../results/stats/fixture';
import { useTestApp } from '../support/app';
import { databaseTargets } from '../support/databases';
import { databaseAtMigration } from '../support/olderSchema';
import { itemsOf, postSave, publishedSurvey, saveBody } from './fixture';

/**
 * responses.answer_slots is kept by triggers on response_items (migration 0004) and is what exports read.
 * Whatever writes or removes item rows, the document must give the same answers as the rows themselves,
 * merged here in JavaScript, and as the generator handed over.
 */
describe.each(databaseTargets())('answers document of a response ($name)', (target) => {
  const ctx = useTestApp(target);

  const fromDocument = async (db: Database, responseId: string) => {
    const [row] = await db
      .select({ doc: responses.answerSlots })
      .from(responses)
      .where(eq(responses.id, responseId));
    if (!row) throw new Error(`no response ${responseId}`);
    return answersOfSlots(row.doc, responseId);
  };
  const fromRows = async (db: Database, responseId: string) => {
    const rows = await db
      .select({
        questionId: responseItems.questionId,
        descId: responseItems.descId,
        value: responseItems.value,
      })
      .from(responseItems)
      .where(eq(responseItems.responseId, responseId));
    rows.sort((left, right) =>
      left.questionId === right.questionId
        ? (left.descId ?? '').localeCompare(right.descId ?? '')
        : left.questionId < right.questionId
          ? -1
          : 1,
    );
    const answers: Record<string, AnswerValue> = {};
    for (const row of rows) {
      const held = answers[row.questionId];
      answers[row.questionId] = held ? mergeSlot(held, row.value) : row.value;
    }
    return answers;
  };

  it('holds every generated answer of every family, and follows rows changed and deleted directly', async () => {
    const { db, app } = ctx();
    const data = await statsFixture(app, db, [25, 15]);
    expect(data.responses.length).toBe(40);
    const kinds = new Set<string>();
    for (const response of data.responses) {
      const expected = sampleAsExportResponse(response).answers;
      const held = await fromDocument(db, response.id);
      expect(held).toEqual(expected);
      for (const value of Object.values(held)) kinds.add(value.kind);
    }
    // Multi-slot kinds (a matrix row per item row) are among them, so merging was exercised.
    expect(kinds).toContain('matrix');
    expect(kinds.size).toBeGreaterThan(6);

    // The fixture is random: take three responses that answered something.
    const answered = data.responses.filter(
      (response) => Object.keys(sampleAsExportResponse(response).answers).length > 0,
    );
    const [first, second, third] = answered;
    if (!first || !second || !third) throw new Error('too few responses');
    // An item's value changed in place, one deleted, both by SQL as no writer of ours does: still followed.
    const [item] = await db
      .select()
      .from(responseItems)
      .where(eq(responseItems.responseId, first.id))
      .limit(1);
    if (!item) throw new Error('no item');
    await db
      .update(responseItems)
      .set({ value: { kind: 'text', text: '改过 / changed' } })
      .where(eq(responseItems.id, item.id));
    // Every item row of one question (a matrix has one per row: deleting one row alone leaves the answer).
    await db.execute(
      sql`delete from response_items where response_id = ${second.id} and question_id = (select question_id from response_items where response_id = ${second.id} limit 1)`,
    );
    for (const id of [first.id, second.id, third.id])
      expect(await fromDocument(db, id)).toEqual(await fromRows(db, id));
    expect((await fromDocument(db, first.id))[item.questionId]).toMatchObject({ text: '改过 / changed' });
    expect(Object.keys(await fromDocument(db, second.id)).length).toBeLessThan(
      Object.keys(sampleAsExportResponse(second).answers).length,
    );
  }, 120_000);

  it('follows saves that create, change and drop answers', async () => {
    const { db, app } = ctx();
    const survey = await publishedSurvey(app, db);
    const body = saveBody(survey, {
      seq: 1,
      items: itemsOf(survey, { option: survey.optionA, phone: '13812345678' }),
    });
    expect((await postSave(app, body)).status).toBe(200);
    expect(await fromDocument(db, body.responseId)).toEqual({
      [survey.choiceId]: { kind: 'choice', optionIds: [survey.optionA], otherText: {} },
      [survey.phoneId]: { kind: 'text', text: '13812345678' },
    });
    const changed = { ...body, seq: 2, items: itemsOf(survey, { option: survey.optionB }) };
    expect((await postSave(app, changed)).status).toBe(200);
    expect(await fromDocument(db, body.responseId)).toEqual({
      [survey.choiceId]: { kind: 'choice', optionIds: [survey.optionB], otherText: {} },
    });
    const emptied = { ...body, seq: 3, items: [] };
    expect((await postSave(app, emptied)).status).toBe(200);
    expect(await fromDocument(db, body.responseId)).toEqual({});
  });

  it('is made at the upgrade for responses stored before it existed', async () => {
    // Rows written in the schema of migration 0003, by its own SQL: what a deployment holds before 0004.
    const older = await databaseAtMigration(target, '0003_tallies');
    await older.exec(`insert into users (id, user_name, password_hash) values
      ('00000000-0000-4000-8000-000000000001', 'older', 'x')`);
    await older.exec(`insert into surveys (id, user_id, survey_name) values
      ('s-old', '00000000-0000-4000-8000-000000000001', '旧问卷')`);
    await older.exec(`insert into responses (id, survey_id, release_version, seed) values
      ('r-answered', 's-old', 1, 'a'), ('r-empty', 's-old', 1, 'b')`);
    await older.exec(`insert into response_items (response_id, survey_id, question_id, desc_id, value) values
      ('r-answered', 's-old', 'q-matrix', 'row-2', '{"kind":"matrix","rows":{"row-2":["c1"]},"otherText":{}}'),
      ('r-answered', 's-old', 'q-matrix', 'row-1', '{"kind":"matrix","rows":{"row-1":["c2"]},"otherText":{}}'),
      ('r-answered', 's-old', 'q-text', null, '{"kind":"text","text":"你好"}')`);
    const upgraded = await older.upgrade();
    try {
      expect(await fromDocument(upgraded.db, 'r-answered')).toEqual({
        'q-matrix': { kind: 'matrix', rows: { 'row-1': ['c2'], 'row-2': ['c1'] }, otherText: {} },
        'q-text': { kind: 'text', text: '你好' },
      });
      expect(await fromDocument(upgraded.db, 'r-empty')).toEqual({});
    } finally {
      await upgraded.close();
    }
  });

  it('refuses a document of another format instead of misreading it', () => {
    const older = { format: 0, slots: [['q1', { kind: 'text', text: 'x' }]] } as unknown as AnswerSlotsDoc;
    expect(() => answersOfSlots(older, 'r1')).toThrow(/format 0/);
  });
});
