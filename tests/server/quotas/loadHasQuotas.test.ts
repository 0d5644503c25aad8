import { describe, expect, it } from 'vitest';
import { SURVEY_LOAD_API, type SurveyLoadResponse } from '../../../src/core/api/design';
import { QUOTA_API } from '../../../src/core/api/quotas';
import { useTestApp } from '../support/app';
import { databaseTargets } from '../support/databases';
import { call } from '../support/http';
import { quotaSurvey, saveQuota } from './fixture';

/** The survey load says whether the survey has quotas now, so the runner asks no quota state when none. */
describe.each(databaseTargets())('the survey load and quotas ($name)', (target) => {
  const ctx = useTestApp(target);

  const load = async (surveyId: string) => {
    const loaded = await call<SurveyLoadResponse>(
      ctx().app,
      'GET',
      `${SURVEY_LOAD_API.load}?surveyId=${surveyId}`,
    );
    expect(loaded.status, loaded.envelope.message).toBe(200);
    return loaded.envelope.data.hasQuotas;
  };

  it('says false without quotas, true once one is set during fieldwork, false again when it is removed', async () => {
    const survey = await quotaSurvey(ctx().app);
    expect(await load(survey.surveyId)).toBe(false);
    const saved = await saveQuota(ctx().app, survey.token, {
      surveyId: survey.surveyId,
      name: '性别配额',
      questionIds: [survey.genderId],
      whenFull: 'endNow',
      cells: [
        { optionIds: [survey.male], target: 1 },
        { optionIds: [survey.female], target: 1 },
      ],
    });
    expect(saved.status, saved.envelope.message).toBe(200);
    expect(await load(survey.surveyId)).toBe(true);
    const removed = await call(ctx().app, 'GET', `${QUOTA_API.delete}?id=${saved.envelope.data.id}`, {
      token: survey.token,
    });
    expect(removed.status, removed.envelope.message).toBe(200);
    expect(await load(survey.surveyId)).toBe(false);
  });
});
