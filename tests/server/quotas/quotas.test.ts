import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { questions, responses } from '../../../server/db/schema';
import { DESIGN_API } from '../../../src/core/api/design';
import { QUOTA_API, type QuotaStateResponse } from '../../../src/core/api/quotas';
import { RESULTS_API } from '../../../src/core/api/results';
import { register, useTestApp } from '../support/app';
import { databaseTargets } from '../support/databases';
import { call } from '../support/http';
import { completeBody, listQuotas, postSave, type QuotaSurvey, quotaSurvey, saveQuota } from './fixture';

/**
 * Quotas: set up through the quota calls, counted by the completing save in its own transaction, held to
 * their targets (a completion into a full cell is kept as Overquota), never counted twice, freed again when
 * a counted response is deleted, and set up late they count the responses already in.
 */
describe.each(databaseTargets())('quotas ($name)', (target) => {
  const ctx = useTestApp(target);

  const genderQuota = (survey: QuotaSurvey, targets: [number, number], name = '性别配额') => ({
    surveyId: survey.surveyId,
    name,
    questionIds: [survey.genderId],
    whenFull: 'finishOverquota' as const,
    cells: [
      { optionIds: [survey.male], target: targets[0] },
      { optionIds: [survey.female], target: targets[1] },
    ],
  });
  const complete = async (survey: QuotaSurvey, choices: { gender?: string; age?: string }, extra = {}) => {
    const body = completeBody(survey, choices, extra);
    const result = await postSave(ctx().app, body);
    expect(result.status, result.envelope.message).toBe(200);
    return { body, ack: result.envelope.data };
  };
  const counts = async (survey: QuotaSurvey) =>
    (await listQuotas(ctx().app, survey.token, survey.surveyId)).map((quota) =>
      quota.cells.map((cell) => cell.counted),
    );

  it('saves a quota, lists it with its counts, marks its question, and deletes it', async () => {
    const survey = await quotaSurvey(ctx().app, false);
    const saved = await saveQuota(ctx().app, survey.token, genderQuota(survey, [2, 1]));
    expect(saved.status, saved.envelope.message).toBe(200);
    expect(saved.envelope.data).toMatchObject({
      name: '性别配额',
      questionIds: [survey.genderId],
      whenFull: 'finishOverquota',
      cells: [
        { optionIds: [survey.male], target: 2, counted: 0 },
        { optionIds: [survey.female], target: 1, counted: 0 },
      ],
    });
    expect(await listQuotas(ctx().app, survey.token, survey.surveyId)).toEqual([saved.envelope.data]);
    const flag = async (id: string) =>
      (
        await ctx().db.select({ flag: questions.isQuotaConfig }).from(questions).where(eq(questions.id, id))
      )[0]?.flag;
    expect(await flag(survey.genderId)).toBe(1);
    expect(await flag(survey.ageId)).toBe(0);
    // The question cannot be deleted while a quota counts it (spec 1 §5).
    const deleting = await call(ctx().app, 'GET', `${DESIGN_API.deleteQuestion}?quId=${survey.genderId}`, {
      token: survey.token,
    });
    expect(deleting.status).toBe(409);
    expect(deleting.envelope.message).toContain('配额');

    const removed = await call(ctx().app, 'GET', `${QUOTA_API.delete}?id=${saved.envelope.data.id}`, {
      token: survey.token,
    });
    expect(removed.status, removed.envelope.message).toBe(200);
    expect(await listQuotas(ctx().app, survey.token, survey.surveyId)).toEqual([]);
    expect(await flag(survey.genderId)).toBe(0);
  });

  it('refuses quotas that cannot be counted, naming the question, and strangers', async () => {
    const survey = await quotaSurvey(ctx().app, false);
    /** `null`: no token at all. */
    const refusal = async (body: Parameters<typeof saveQuota>[2], token: string | null = survey.token) => {
      const result = await saveQuota(ctx().app, token ?? undefined, body);
      return { status: result.status, message: result.envelope.message };
    };
    const base = genderQuota(survey, [1, 1]);
    expect(await refusal({ ...base, questionIds: [survey.multiId], cells: [] })).toMatchObject({
      status: 400,
    });
    expect(
      await refusal({ ...base, questionIds: [survey.multiId], cells: [{ optionIds: ['x'], target: 1 }] }),
    ).toEqual({ status: 400, message: expect.stringMatching(/Q3.*单选/) });
    expect(await refusal({ ...base, questionIds: ['no-such-question'] })).toEqual({
      status: 400,
      message: expect.stringContaining('no-such-question'),
    });
    expect(
      await refusal({ ...base, questionIds: [survey.genderId, survey.genderId], cells: [] }),
    ).toMatchObject({ status: 400 });
    expect(
      await refusal({
        ...base,
        questionIds: [survey.genderId, survey.genderId],
        cells: [{ optionIds: [survey.male, survey.female], target: 1 }],
      }),
    ).toEqual({ status: 400, message: expect.stringContaining('Q1') });
    expect(
      await refusal({ ...base, cells: [{ optionIds: [survey.male, survey.young], target: 1 }] }),
    ).toEqual({
      status: 400,
      message: expect.stringContaining('1'),
    });
    expect(await refusal({ ...base, cells: [{ optionIds: [survey.young], target: 1 }] })).toEqual({
      status: 400,
      message: expect.stringContaining('Q1'),
    });
    expect(
      await refusal({
        ...base,
        cells: [
          { optionIds: [survey.male], target: 1 },
          { optionIds: [survey.male], target: 2 },
        ],
      }),
    ).toMatchObject({ status: 400 });
    expect(await refusal(base, null)).toMatchObject({ status: 401 });
    const stranger = await register(ctx().app);
    expect(await refusal(base, stranger.token)).toMatchObject({ status: 404 });
    const list = await call(ctx().app, 'GET', `${QUOTA_API.list}?surveyId=${survey.surveyId}`, {
      token: stranger.token,
    });
    expect(list.status).toBe(404);
    expect(await listQuotas(ctx().app, survey.token, survey.surveyId)).toEqual([]);
  });

  it('counts completions up to the target, keeps the rest as Overquota, and never counts twice', async () => {
    const survey = await quotaSurvey(ctx().app);
    await saveQuota(ctx().app, survey.token, genderQuota(survey, [2, 1]));
    const first = await complete(survey, { gender: survey.male });
    expect(first.ack.sampleStatus).toBe('Complete');
    expect((await complete(survey, { gender: survey.male })).ack.sampleStatus).toBe('Complete');
    // In progress, unanswered, or ended early by the runner: counted nowhere.
    await complete(survey, { gender: survey.male }, { status: 'in-progress' });
    await complete(survey, {});
    await complete(survey, { gender: survey.female }, { sampleStatus: 'Screenout' });
    expect(await counts(survey)).toEqual([[2, 0]]);
    // The cell is full: the response is kept, marked Overquota, and not counted.
    const third = await complete(survey, { gender: survey.male });
    expect(third.ack.sampleStatus).toBe('Overquota');
    const [stored] = await ctx().db.select().from(responses).where(eq(responses.id, third.body.responseId));
    expect(stored).toMatchObject({ status: 'complete', sampleStatus: 'Overquota' });
    expect(await counts(survey)).toEqual([[2, 0]]);
    // A replay of a counted completion changes nothing.
    const replay = await postSave(ctx().app, first.body);
    expect(replay.envelope.data.sampleStatus).toBe('Complete');
    expect(await counts(survey)).toEqual([[2, 0]]);
    // The state call tells the runner which cells are full.
    const state = await call<QuotaStateResponse>(
      ctx().app,
      'GET',
      `${QUOTA_API.state}?surveyId=${survey.surveyId}`,
      {},
    );
    expect(state.envelope.data.quotas).toEqual([
      expect.objectContaining({ questionIds: [survey.genderId], fullCells: [[survey.male]] }),
    ]);
    // Deleting a counted response frees its place.
    const deleted = await call(ctx().app, 'POST', RESULTS_API.deleteResponses, {
      token: survey.token,
      body: { surveyId: survey.surveyId, responseIds: [first.body.responseId] },
    });
    expect(deleted.status, deleted.envelope.message).toBe(200);
    expect(await counts(survey)).toEqual([[1, 0]]);
    expect((await complete(survey, { gender: survey.male })).ack.sampleStatus).toBe('Complete');
    expect(await counts(survey)).toEqual([[2, 0]]);
  });

  it('holds crossed cells, and a response in any full cell counts in none', async () => {
    const survey = await quotaSurvey(ctx().app);
    await saveQuota(ctx().app, survey.token, genderQuota(survey, [5, 5]));
    const crossed = await saveQuota(ctx().app, survey.token, {
      surveyId: survey.surveyId,
      name: '性别 × 年龄',
      questionIds: [survey.genderId, survey.ageId],
      whenFull: 'endNow',
      cells: [
        { optionIds: [survey.male, survey.young], target: 1 },
        { optionIds: [survey.female, survey.middle], target: 3 },
      ],
    });
    expect(crossed.status, crossed.envelope.message).toBe(200);
    expect((await complete(survey, { gender: survey.male, age: survey.young })).ack.sampleStatus).toBe(
      'Complete',
    );
    expect(await counts(survey)).toEqual([
      [1, 0],
      [1, 0],
    ]);
    // Full in the crossed quota: Overquota, and the gender quota does not count it either.
    expect((await complete(survey, { gender: survey.male, age: survey.young })).ack.sampleStatus).toBe(
      'Overquota',
    );
    // A combination without a cell is not limited by that quota.
    expect((await complete(survey, { gender: survey.male, age: survey.middle })).ack.sampleStatus).toBe(
      'Complete',
    );
    expect(await counts(survey)).toEqual([
      [2, 0],
      [1, 0],
    ]);
  });

  it('counts the responses already in when a quota or a cell is added, and keeps counts when targets change', async () => {
    const survey = await quotaSurvey(ctx().app);
    for (const gender of [survey.male, survey.male, survey.male, survey.female])
      await complete(survey, { gender });
    const saved = await saveQuota(ctx().app, survey.token, {
      ...genderQuota(survey, [2, 10]),
      cells: [{ optionIds: [survey.male], target: 2 }],
    });
    expect(saved.status, saved.envelope.message).toBe(200);
    // Three were in before the quota: the cell holds what was collected, above its target.
    expect(saved.envelope.data.cells.map((cell) => cell.counted)).toEqual([3]);
    const again = await saveQuota(ctx().app, survey.token, {
      ...genderQuota(survey, [4, 10]),
      id: saved.envelope.data.id,
    });
    expect(again.envelope.data.cells.map((cell) => [cell.target, cell.counted])).toEqual([
      [4, 3],
      [10, 1],
    ]);
    expect((await complete(survey, { gender: survey.male })).ack.sampleStatus).toBe('Complete');
    expect((await complete(survey, { gender: survey.male })).ack.sampleStatus).toBe('Overquota');
    expect(await counts(survey)).toEqual([[4, 1]]);
  });
});
