import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DESIGN_API, type SurveyStateResponse } from '../../src/core/api/design';
import type { Group } from '../../src/core/model';
import { questionGroups, questions, releases } from '../../server/db/schema';
import { createSurvey, design, designer, RADIO, save, saveRaw } from './design/support';
import { type TestApp, useTestApp } from './support/app';
import { databaseTargets } from './support/databases';
import { call } from './support/http';
import { postgresTarget } from './support/postgres-only';

const publish = (app: TestApp['app'], token: string, surveyId: string) =>
  call<SurveyStateResponse>(app, 'GET', `${DESIGN_API.surveyState}?id=${surveyId}&surveyState=1`, {
    token,
    language: 'en',
  });

async function surveyWithOneQuestion(app: TestApp['app']) {
  const { token } = await designer(app);
  const survey = await createSurvey(app, token, '并发');
  await save(app, token, RADIO, { belongId: survey.surveyId, catalogKey: 'radio', quTitle: '第一题' });
  return { token, surveyId: survey.surveyId };
}

async function storedVersions(ctx: TestApp, surveyId: string) {
  const rows = await ctx.db
    .select({ version: releases.version })
    .from(releases)
    .where(eq(releases.surveyId, surveyId));
  return rows.map((row) => row.version).sort((a, b) => a - b);
}

/** What a user clicking Publish twice sees, on either database: the second click is answered as done. */
describe.each(databaseTargets())('publishing a published survey again on $name', (target) => {
  const ctx = useTestApp(target);

  it('answers 200 with the same version and writes no release', async () => {
    const { token, surveyId } = await surveyWithOneQuestion(ctx().app);
    const first = await publish(ctx().app, token, surveyId);
    const second = await publish(ctx().app, token, surveyId);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.envelope.data).toEqual({ surveyId, surveyState: '1', releaseVersion: 1 });
    expect(await storedVersions(ctx(), surveyId)).toEqual([1]);
  });
});

const postgres = postgresTarget();

/**
 * Many calls at once through the real routes on a PostgreSQL pool (10 connections, so up to ten transactions
 * really run side by side). The results are exact: a race shows up as a duplicate or a missing number.
 */
describe.skipIf(!postgres)('concurrent design changes on postgres', () => {
  const ctx = useTestApp(postgres as NonNullable<typeof postgres>);

  it('makes exactly one release of fifteen simultaneous publishes, every caller told version 1', async () => {
    const { token, surveyId } = await surveyWithOneQuestion(ctx().app);
    const results = await Promise.all(Array.from({ length: 15 }, () => publish(ctx().app, token, surveyId)));
    expect(results.map((result) => result.status)).toEqual(Array(15).fill(200));
    for (const result of results) {
      expect(result.envelope.data).toEqual({ surveyId, surveyState: '1', releaseVersion: 1 });
    }
    expect(await storedVersions(ctx(), surveyId)).toEqual([1]);
  });

  it('appends thirty simultaneous question creates at positions 1..30, each told its stored position', async () => {
    const { token } = await designer(ctx().app);
    const survey = await createSurvey(ctx().app, token, '并发题目');
    const created = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        saveRaw(ctx().app, token, RADIO, {
          belongId: survey.surveyId,
          catalogKey: 'radio',
          quTitle: `题目 ${index + 1}`,
        }),
      ),
    );
    expect(created.map((result) => result.status)).toEqual(Array(30).fill(200));
    const stored = await ctx()
      .db.select({ id: questions.id, orderById: questions.orderById, quNum: questions.quNum })
      .from(questions)
      .where(eq(questions.belongId, survey.surveyId))
      .orderBy(asc(questions.orderById));
    expect(stored.map((row) => row.orderById)).toEqual(Array.from({ length: 30 }, (_, index) => index + 1));
    expect(stored.map((row) => row.quNum)).toEqual(Array.from({ length: 30 }, (_, index) => `Q${index + 1}`));
    const storedById = new Map(stored.map((row) => [row.id, row]));
    for (const { envelope } of created) {
      expect(storedById.get(envelope.data.id)).toEqual({
        id: envelope.data.id,
        orderById: envelope.data.orderById,
        quNum: envelope.data.quNum,
      });
    }
  });

  it('numbers questions created at once in two groups Q1..Qn across the survey', async () => {
    const { token } = await designer(ctx().app);
    const survey = await createSurvey(ctx().app, token, '两组');
    const groups = await call<Group[]>(ctx().app, 'POST', DESIGN_API.saveGroup, {
      token,
      body: { surveyId: survey.surveyId, groupTitle: 'B' },
    });
    const groupIds = groups.envelope.data.map((group) => group.id);
    expect(groupIds).toHaveLength(2);
    const created = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        saveRaw(ctx().app, token, RADIO, {
          belongId: survey.surveyId,
          groupId: groupIds[index % 2],
          catalogKey: 'radio',
          quTitle: `题目 ${index + 1}`,
        }),
      ),
    );
    expect(created.map((result) => result.status)).toEqual(Array(20).fill(200));
    const numbered = (await design(ctx().app, token, survey.surveyId)).groupList;
    for (const group of numbered) {
      expect(group.questionList.map((question) => question.orderById)).toEqual(
        Array.from({ length: 10 }, (_, index) => index + 1),
      );
    }
    const numbers = numbered.flatMap((group) => group.questionList.map((question) => question.quNum));
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => `Q${index + 1}`));
  });

  it('appends twenty simultaneous group creates at positions 2..21', async () => {
    const { token } = await designer(ctx().app);
    const survey = await createSurvey(ctx().app, token, '并发分组');
    const created = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        call<Group[]>(ctx().app, 'POST', DESIGN_API.saveGroup, {
          token,
          body: { surveyId: survey.surveyId, groupTitle: `组 ${index + 1}` },
        }),
      ),
    );
    expect(created.map((result) => result.status)).toEqual(Array(20).fill(200));
    const stored = await ctx()
      .db.select({ orderById: questionGroups.orderById })
      .from(questionGroups)
      .where(eq(questionGroups.surveyId, survey.surveyId))
      .orderBy(asc(questionGroups.orderById));
    expect(stored.map((row) => row.orderById)).toEqual(Array.from({ length: 21 }, (_, index) => index + 1));
  });
});
