import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { questionOptions, releases, responseItems, surveyGrants, users } from '../../../../server/db/schema';
import {
  RESULTS_API,
  type ResponseDetail,
  type ResponseSummary,
  type ResultsFilterInput,
} from '../../../../src/core/api/results';
import {
  itemsOf,
  type PublishedSurvey,
  postSave,
  publishedSurvey,
  saveBody,
  setSurveyState,
} from '../../answers/fixture';
import { register, useTestApp } from '../../support/app';
import { databaseTargets } from '../../support/databases';
import { call } from '../../support/http';

type Page = { total: number; responses: ResponseSummary[] };

/** Three responses saved through the real save call, started a day apart (oldest first). */
async function threeResponses(app: Parameters<typeof postSave>[0], survey: PublishedSurvey) {
  const ids = [randomUUID(), randomUUID(), randomUUID()];
  const bodies = [
    saveBody(survey, {
      responseId: ids[0],
      seq: 1,
      status: 'complete',
      sampleStatus: 'Complete',
      items: itemsOf(survey, { option: survey.optionA, phone: '13812345678', text: '因为<好>' }),
      paradata: {
        questionTimeMs: { [survey.choiceId]: 1500 },
        startedAt: '2026-03-01T08:00:00.000Z',
        userAgent: 'UA-1',
        queryType: 'panel',
        screenId: 's-9',
        language: 'en',
      },
      userId: 'panel-1',
    }),
    saveBody(survey, {
      responseId: ids[1],
      seq: 1,
      status: 'in-progress',
      items: itemsOf(survey, { option: survey.optionB }),
      paradata: { questionTimeMs: {}, startedAt: '2026-03-02T08:00:00.000Z' },
    }),
    saveBody(survey, {
      responseId: ids[2],
      seq: 1,
      status: 'complete',
      sampleStatus: 'Screenout',
      items: itemsOf(survey, { option: survey.optionB, phone: '13900000000' }),
      paradata: { questionTimeMs: {}, startedAt: '2026-03-03T08:00:00.000Z' },
    }),
  ];
  for (const body of bodies) {
    const saved = await postSave(app, body);
    expect(saved.status, saved.envelope.message).toBe(200);
  }
  return ids as [string, string, string];
}

describe.each(databaseTargets())('response review ($name)', (target) => {
  const ctx = useTestApp(target);

  const list = async (token: string, surveyId: string, filter: ResultsFilterInput = {}, page = {}) => {
    const result = await call<Page>(ctx().app, 'POST', RESULTS_API.responses, {
      token,
      body: { surveyId, filter, ...page },
    });
    expect(result.status, result.envelope.message).toBe(200);
    return result.envelope.data;
  };
  const detail = (token: string | undefined, surveyId: string, responseId: string) =>
    call<ResponseDetail>(
      ctx().app,
      'GET',
      `${RESULTS_API.response}?surveyId=${surveyId}&responseId=${responseId}`,
      {
        token,
      },
    );

  it('lists responses newest first, paged and filtered, with their summary fields', async () => {
    const survey = await publishedSurvey(ctx().app, ctx().db);
    const [first, second, third] = await threeResponses(ctx().app, survey);
    const all = await list(survey.token, survey.surveyId);
    expect(all.total).toBe(3);
    expect(all.responses.map((r) => r.responseId)).toEqual([third, second, first]);
    expect(all.responses[2]).toEqual({
      responseId: first,
      status: 'complete',
      sampleStatus: 'Complete',
      startedAt: '2026-03-01T08:00:00.000Z',
      completedAt: expect.any(String),
      durationSeconds: expect.any(Number),
      releaseVersion: 1,
      language: 'en',
      panelUserId: 'panel-1',
      invalid: false,
      answeredCount: 3,
      // A respondent's own response: no interviewer (tests/server/interviewers/responseList.test.ts).
      interviewer: null,
    });
    const firstRow = all.responses[2] as ResponseSummary;
    expect(firstRow.durationSeconds).toBe(
      (Date.parse(firstRow.completedAt as string) - Date.parse(firstRow.startedAt)) / 1000,
    );
    expect(all.responses[1]).toMatchObject({
      status: 'in-progress',
      completedAt: null,
      durationSeconds: null,
      language: null,
      panelUserId: null,
      answeredCount: 1,
    });

    const paged = await list(survey.token, survey.surveyId, {}, { page: 2, pageSize: 2 });
    expect(paged.total).toBe(3);
    expect(paged.responses.map((r) => r.responseId)).toEqual([first]);

    const complete = await list(survey.token, survey.surveyId, { statuses: ['complete'] });
    expect(complete.responses.map((r) => r.responseId)).toEqual([third, first]);
    const answeredB = await list(survey.token, survey.surveyId, {
      answered: [{ questionId: survey.choiceId, optionIds: [survey.optionB] }],
    });
    expect(answeredB.responses.map((r) => r.responseId)).toEqual([third, second]);
  });

  it('shows one response in the words of the release it was answered with', async () => {
    const survey = await publishedSurvey(ctx().app, ctx().db);
    const [first] = await threeResponses(ctx().app, survey);
    // A second release renames option A: the old response still reads as it was answered.
    await ctx()
      .db.update(questionOptions)
      .set({ optionName: '<b>新A</b>' })
      .where(eq(questionOptions.id, survey.optionA));
    await setSurveyState(ctx().app, survey.token, survey.surveyId, '0');
    await setSurveyState(ctx().app, survey.token, survey.surveyId, '1');
    const versions = await ctx().db.select().from(releases).where(eq(releases.surveyId, survey.surveyId));
    expect(versions.length).toBe(2);

    const result = await detail(survey.token, survey.surveyId, first);
    expect(result.status, result.envelope.message).toBe(200);
    const shown = result.envelope.data;
    expect(shown.releaseVersion).toBe(1);
    expect(shown.paradata).toEqual({
      userAgent: 'UA-1',
      queryType: 'panel',
      screenId: 's-9',
      linkParams: [],
      // No question of this survey has display time on.
      displayTimes: [],
    });
    expect(shown.answers).toEqual([
      {
        questionId: survey.choiceId,
        itemCode: expect.any(String),
        title: '您喜欢哪个？',
        lines: ['A'],
        seconds: 1.5,
      },
      {
        questionId: survey.phoneId,
        itemCode: expect.any(String),
        title: '手机号',
        lines: ['13812345678'],
        seconds: null,
      },
      {
        questionId: survey.textId,
        itemCode: expect.any(String),
        title: '为什么喜欢A？',
        lines: ['因为<好>'],
        seconds: null,
      },
    ]);

    // A response of version 2 reads the new name, as plain text.
    const later = saveBody(survey, {
      seq: 1,
      version: 2,
      items: itemsOf(survey, { option: survey.optionA, text: 'x' }),
    });
    expect((await postSave(ctx().app, later)).status).toBe(200);
    const laterShown = (await detail(survey.token, survey.surveyId, later.responseId)).envelope.data;
    expect(laterShown.answers[0]?.lines).toEqual(['新A']);

    // Unknown ids, and ids of another survey, are 404s.
    expect((await detail(survey.token, survey.surveyId, randomUUID())).status).toBe(404);
    const other = await publishedSurvey(ctx().app, ctx().db);
    expect((await detail(other.token, other.surveyId, first)).status).toBe(404);
  });

  it('marks invalid and restores: invalid ones leave the list unless asked for', async () => {
    const survey = await publishedSurvey(ctx().app, ctx().db);
    const [first, second, third] = await threeResponses(ctx().app, survey);
    const other = await publishedSurvey(ctx().app, ctx().db);
    const [foreign] = await threeResponses(ctx().app, other);
    const mark = (responseIds: string[], invalid: boolean) =>
      call<{ changed: number }>(ctx().app, 'POST', RESULTS_API.markInvalid, {
        token: survey.token,
        body: { surveyId: survey.surveyId, responseIds, invalid },
      });
    const marked = await mark([first, second, foreign, randomUUID()], true);
    expect(marked.status, marked.envelope.message).toBe(200);
    expect(marked.envelope.data.changed).toBe(2);
    expect((await mark([first], true)).envelope.data.changed).toBe(0);

    expect((await list(survey.token, survey.surveyId)).responses.map((r) => r.responseId)).toEqual([third]);
    const invalidOnly = await list(survey.token, survey.surveyId, { invalid: 'only' });
    expect(invalidOnly.responses.map((r) => [r.responseId, r.invalid])).toEqual([
      [second, true],
      [first, true],
    ]);
    expect((await list(survey.token, survey.surveyId, { invalid: 'include' })).total).toBe(3);
    // The other survey's response was not touched.
    expect((await list(other.token, other.surveyId)).total).toBe(3);

    expect((await mark([second], false)).envelope.data.changed).toBe(1);
    expect((await list(survey.token, survey.surveyId)).responses.map((r) => r.responseId)).toEqual([
      third,
      second,
    ]);
  });

  it('deletes responses of the survey only, with their item rows', async () => {
    const survey = await publishedSurvey(ctx().app, ctx().db);
    const [first, , third] = await threeResponses(ctx().app, survey);
    const other = await publishedSurvey(ctx().app, ctx().db);
    const [foreign] = await threeResponses(ctx().app, other);
    const deleted = await call<{ changed: number }>(ctx().app, 'POST', RESULTS_API.deleteResponses, {
      token: survey.token,
      body: { surveyId: survey.surveyId, responseIds: [first, third, foreign] },
    });
    expect(deleted.status, deleted.envelope.message).toBe(200);
    expect(deleted.envelope.data.changed).toBe(2);
    expect((await list(survey.token, survey.surveyId)).total).toBe(1);
    expect(await ctx().db.select().from(responseItems).where(eq(responseItems.responseId, first))).toEqual(
      [],
    );
    expect((await list(other.token, other.surveyId)).total).toBe(3);
  });

  it('needs a login, a readable survey and data authority', async () => {
    const survey = await publishedSurvey(ctx().app, ctx().db);
    const [first] = await threeResponses(ctx().app, survey);
    const body = { surveyId: survey.surveyId };
    const idsBody = { surveyId: survey.surveyId, responseIds: [first] };
    const calls = (token: string | undefined) =>
      Promise.all([
        call(ctx().app, 'POST', RESULTS_API.responses, { token, body }),
        detail(token, survey.surveyId, first),
        call(ctx().app, 'POST', RESULTS_API.markInvalid, { token, body: { ...idsBody, invalid: true } }),
        call(ctx().app, 'POST', RESULTS_API.deleteResponses, { token, body: idsBody }),
      ]).then((results) => results.map((result) => result.status));

    expect(await calls(undefined)).toEqual([401, 401, 401, 401]);
    const stranger = await register(ctx().app);
    expect(await calls(stranger.token)).toEqual([404, 404, 404, 404]);
    const editor = await register(ctx().app);
    await ctx()
      .db.insert(surveyGrants)
      .values({ surveyId: survey.surveyId, userId: editor.userId, mayEdit: 1 });
    expect(await calls(editor.token)).toEqual([403, 403, 403, 403]);
    const withoutAbility = await register(ctx().app);
    await ctx()
      .db.insert(surveyGrants)
      .values({ surveyId: survey.surveyId, userId: withoutAbility.userId, mayData: 1 });
    await ctx().db.update(users).set({ reData: 0 }).where(eq(users.id, withoutAbility.userId));
    expect(await calls(withoutAbility.token)).toEqual([403, 403, 403, 403]);
    // Nothing changed through the refused calls: none deleted, none marked invalid.
    expect((await list(survey.token, survey.surveyId)).total).toBe(3);

    const bad = await call(ctx().app, 'POST', RESULTS_API.responses, {
      token: survey.token,
      body: { surveyId: survey.surveyId, pageSize: 5000 },
    });
    expect(bad.status).toBe(400);
  });
});
