import { describe, expect, it } from 'vitest';
import type { SavedProgress } from '../../../src/core/api/answer';
import { SURVEY_LOAD_API, type SurveyLoadResponse } from '../../../src/core/api/design';
import { useTestApp } from '../support/app';
import { databaseTargets } from '../support/databases';
import { call } from '../support/http';
import { itemsOf, postSave, publishedSurvey, saveBody, setSurveyState } from './fixture';

/**
 * The survey load hands a panel respondent (the link's userId) the saved progress of their latest response,
 * so the runner on another device resumes it (spec 2 §7 surveyAnswer); nobody else gets it.
 */
describe.each(databaseTargets())('resuming through the survey load ($name)', (target) => {
  const ctx = useTestApp(target);
  const load = (surveyId: string, userId?: string) =>
    call<SurveyLoadResponse>(
      ctx().app,
      'GET',
      `${SURVEY_LOAD_API.load}?surveyId=${surveyId}${userId ? `&userId=${userId}` : ''}`,
    );

  it("returns the respondent's latest response with its page, seed and answers, and only to them", async () => {
    const survey = await publishedSurvey(ctx().app, ctx().db);
    expect((await load(survey.surveyId, 'panel-42')).envelope.data.surveyAnswer).toBeNull();

    const items = itemsOf(survey, { option: survey.optionA, phone: '13812345678' });
    const body = saveBody(survey, { seq: 3, seed: 'seed-42', userPage: 1, items, userId: 'panel-42' });
    expect((await postSave(ctx().app, body)).status).toBe(200);

    const saved = (await load(survey.surveyId, 'panel-42')).envelope.data.surveyAnswer as SavedProgress;
    expect(saved).toMatchObject({
      responseId: body.responseId,
      surveyId: survey.surveyId,
      version: 1,
      seed: 'seed-42',
      status: 'in-progress',
      userPage: 1,
      ackSeq: 3,
    });
    const chosen = saved.items.find((item) => item.quId === survey.choiceId);
    expect(chosen?.quItemId).toBe(survey.optionA);
    expect(saved.items.some((item) => item.answer === '13812345678')).toBe(true);

    expect((await load(survey.surveyId, 'panel-7')).envelope.data.surveyAnswer).toBeNull();
    expect((await load(survey.surveyId)).envelope.data.surveyAnswer).toBeNull();
  });

  it('sends the release a response in progress was given under when the survey was published again', async () => {
    const survey = await publishedSurvey(ctx().app, ctx().db);
    const items = itemsOf(survey, { option: survey.optionA });
    const body = saveBody(survey, { seq: 1, items, userId: 'panel-9' });
    expect((await postSave(ctx().app, body)).status).toBe(200);
    expect((await load(survey.surveyId, 'panel-9')).envelope.data.answerRelease).toBeNull();

    // Paused and published again: release 2 is current, the response stays under release 1.
    await setSurveyState(ctx().app, survey.token, survey.surveyId, '0');
    await setSurveyState(ctx().app, survey.token, survey.surveyId, '1');
    const loaded = (await load(survey.surveyId, 'panel-9')).envelope.data;
    expect(loaded.release.version).toBe(2);
    expect(loaded.surveyAnswer).toMatchObject({ responseId: body.responseId, version: 1 });
    expect(loaded.answerRelease?.version).toBe(1);
    expect(loaded.answerRelease?.surveyId).toBe(survey.surveyId);
    // Nobody else gets it.
    expect((await load(survey.surveyId, 'panel-10')).envelope.data.answerRelease).toBeNull();
    expect((await load(survey.surveyId)).envelope.data.answerRelease).toBeNull();
  });

  it('reports a finished response as finished without handing out its answers', async () => {
    const survey = await publishedSurvey(ctx().app, ctx().db);
    const items = itemsOf(survey, { option: survey.optionA, phone: '13812345678', text: '很好' });
    const done = saveBody(survey, {
      seq: 2,
      seed: 's',
      userPage: 0,
      items,
      status: 'complete',
      userId: 'panel-5',
    });
    expect((await postSave(ctx().app, done)).status).toBe(200);
    const saved = (await load(survey.surveyId, 'panel-5')).envelope.data.surveyAnswer as SavedProgress;
    expect(saved).toMatchObject({ responseId: done.responseId, status: 'complete', items: [] });
  });

  it('gives the newest of several responses of the same respondent', async () => {
    const survey = await publishedSurvey(ctx().app, ctx().db);
    const items = itemsOf(survey, { option: survey.optionA, phone: '13812345678' });
    const first = saveBody(survey, { seq: 1, seed: 'one', userPage: 0, items, userId: 'panel-9' });
    await postSave(ctx().app, first);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = saveBody(survey, { seq: 1, seed: 'two', userPage: 1, items, userId: 'panel-9' });
    await postSave(ctx().app, second);
    const saved = (await load(survey.surveyId, 'panel-9')).envelope.data.surveyAnswer as SavedProgress;
    expect(saved.responseId).toBe(second.responseId);
  });
});
