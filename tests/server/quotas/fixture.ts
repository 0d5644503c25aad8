import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { ANSWER_API, type SaveAnswersResponse } from '../../../src/core/api/answer';
import { DESIGN_API, type SurveyInfoWire } from '../../../src/core/api/design';
import {
  QUOTA_API,
  type QuotaListResponse,
  type QuotaWire,
  type SaveQuotaRequestInput,
} from '../../../src/core/api/quotas';
import { saveQuestion, setSurveyState } from '../answers/fixture';
import { register } from '../support/app';
import { call } from '../support/http';

/**
 * A published survey for quota tests, made through the design calls: Q1 gender (single choice 男/女),
 * Q2 age (single choice 青年/中年), Q3 a multiple choice (which quotas must refuse). All optional.
 */
export type QuotaSurvey = {
  token: string;
  surveyId: string;
  genderId: string;
  male: string;
  female: string;
  ageId: string;
  young: string;
  middle: string;
  multiId: string;
};

export async function quotaSurvey(app: FastifyInstance, publish = true): Promise<QuotaSurvey> {
  const { token } = await register(app);
  const created = await call<SurveyInfoWire>(app, 'POST', DESIGN_API.updateSurvey, {
    token,
    body: { surveyName: '配额测试' },
  });
  expect(created.status).toBe(200);
  const surveyId = created.envelope.data.surveyId;
  const gender = await saveQuestion(app, token, {
    belongId: surveyId,
    catalogKey: 'radio',
    quTitle: '性别',
    answerConfig: { requireInd: 0 },
    optionList: [{ optionName: '男' }, { optionName: '女' }],
  });
  const age = await saveQuestion(app, token, {
    belongId: surveyId,
    catalogKey: 'radio',
    quTitle: '年龄段',
    answerConfig: { requireInd: 0 },
    optionList: [{ optionName: '青年' }, { optionName: '中年' }],
  });
  const multi = await saveQuestion(app, token, {
    belongId: surveyId,
    catalogKey: 'checkbox',
    quTitle: '爱好',
    answerConfig: { requireInd: 0 },
    optionList: [{ optionName: '跑步' }, { optionName: '游泳' }],
  });
  const [male, female] = gender.optionList.map((option) => option.id) as [string, string];
  const [young, middle] = age.optionList.map((option) => option.id) as [string, string];
  if (publish) await setSurveyState(app, token, surveyId, '1');
  return {
    token,
    surveyId,
    genderId: gender.id,
    male,
    female,
    ageId: age.id,
    young,
    middle,
    multiId: multi.id,
  };
}

export function saveQuota(app: FastifyInstance, token: string | undefined, body: SaveQuotaRequestInput) {
  return call<QuotaWire>(app, 'POST', QUOTA_API.save, { token, body });
}

export async function listQuotas(app: FastifyInstance, token: string, surveyId: string) {
  const result = await call<QuotaListResponse>(app, 'GET', `${QUOTA_API.list}?surveyId=${surveyId}`, {
    token,
  });
  expect(result.status, result.envelope.message).toBe(200);
  return result.envelope.data.quotas;
}

/** One respondent's whole response in one save: the chosen options, complete unless told otherwise. */
export function completeBody(
  survey: QuotaSurvey,
  choices: { gender?: string; age?: string },
  overrides: Record<string, unknown> = {},
) {
  const belongId = survey.surveyId;
  const items = [];
  if (choices.gender) items.push({ belongId, quId: survey.genderId, quItemId: choices.gender });
  if (choices.age) items.push({ belongId, quId: survey.ageId, quItemId: choices.age });
  return {
    responseId: randomUUID(),
    surveyId: survey.surveyId,
    version: 1,
    seq: 1,
    seed: 'quota-seed',
    userPage: 0,
    status: 'complete',
    items,
    paradata: {},
    ...overrides,
  };
}

export function postSave(app: FastifyInstance, body: unknown) {
  return call<SaveAnswersResponse>(app, 'POST', ANSWER_API.save, { body });
}
