import { describe, expect, it } from 'vitest';
import type { SurveyInfoWire } from '../../../src/core/api/design';
import { DESIGN_API } from '../../../src/core/api/design';
import type { AnswerItemPayload } from '../../../src/core/model';
import { register, useTestApp } from '../support/app';
import { databaseTargets } from '../support/databases';
import { call } from '../support/http';
import { postSave, saveQuestion, setSurveyState, storedResponse } from './fixture';

/**
 * Option quotes at save time (src/core/quotes.ts): Q1 checkbox A/B/C, Q2 checkbox quoting Q1's options. The
 * server's own reading of a save shows Q2's copy of a Q1 option only when Q1 chose it, as the runner does.
 */
describe.each(databaseTargets())('saving answers to quoted options ($name)', (target) => {
  const ctx = useTestApp(target);

  async function quotingSurvey() {
    const { app } = ctx();
    const { token } = await register(app);
    const created = await call<SurveyInfoWire>(app, 'POST', DESIGN_API.updateSurvey, {
      token,
      body: { surveyName: '引用测试' },
    });
    const surveyId = created.envelope.data.surveyId;
    const brands = await saveQuestion(app, token, {
      belongId: surveyId,
      catalogKey: 'checkbox',
      quTitle: '您用过哪些品牌',
      optionList: [{ optionName: 'A' }, { optionName: 'B' }, { optionName: 'C' }],
    });
    const favourites = await saveQuestion(app, token, {
      belongId: surveyId,
      catalogKey: 'checkbox',
      quTitle: '您还会买哪些',
      quoteQuId: brands.id,
      optionList: brands.optionList.map((option) => ({
        optionName: option.optionName,
        quoteQuId: brands.id,
        quoteQuDescId: option.id,
      })),
    });
    await setSurveyState(app, token, surveyId, '1');
    const [a, b, c] = brands.optionList.map((option) => option.id) as [string, string, string];
    const [qa, qb, qc] = favourites.optionList.map((option) => option.id) as [string, string, string];
    expect(favourites.optionList.map((option) => option.quoteQuDescId)).toEqual([a, b, c]);
    return { surveyId, brandsId: brands.id, favouritesId: favourites.id, a, b, c, qa, qb, qc };
  }

  async function save(surveyId: string, items: AnswerItemPayload[]) {
    const responseId = crypto.randomUUID();
    const result = await postSave(ctx().app, {
      responseId,
      surveyId,
      version: 1,
      seed: 'seed',
      userPage: 0,
      status: 'in-progress',
      seq: 1,
      items,
    });
    expect(result.status, result.envelope.message).toBe(200);
    return { responseId, data: result.envelope.data, stored: await storedResponse(ctx().db, responseId) };
  }

  it('drops a quoted option whose source option was not chosen, keeping the chosen ones', async () => {
    const survey = await quotingSurvey();
    const belongId = survey.surveyId;
    const { stored } = await save(survey.surveyId, [
      { belongId, quId: survey.brandsId, quItemId: `${survey.a},${survey.c}` },
      { belongId, quId: survey.favouritesId, quItemId: `${survey.qa},${survey.qb},${survey.qc}` },
    ]);
    const favourites = stored.items.find((row) => row.questionId === survey.favouritesId);
    expect(favourites?.value).toEqual({ kind: 'choice', optionIds: [survey.qa, survey.qc], otherText: {} });
  });

  it('drops the whole answer when none of its quoted options was chosen in the source', async () => {
    const survey = await quotingSurvey();
    const belongId = survey.surveyId;
    const { data, stored } = await save(survey.surveyId, [
      { belongId, quId: survey.brandsId, quItemId: survey.a },
      { belongId, quId: survey.favouritesId, quItemId: survey.qb },
    ]);
    expect(data.droppedQuestionIds).toEqual([survey.favouritesId]);
    expect(stored.items.map((row) => row.questionId)).toEqual([survey.brandsId]);
  });

  it('drops the answer of a quoting question whose source is unanswered', async () => {
    const survey = await quotingSurvey();
    const { data, stored } = await save(survey.surveyId, [
      { belongId: survey.surveyId, quId: survey.favouritesId, quItemId: survey.qa },
    ]);
    expect(data.droppedQuestionIds).toEqual([survey.favouritesId]);
    expect(stored.items).toEqual([]);
  });
});
