import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import {
  DESIGN_API,
  type QuestionSaveRequest,
  type SavedQuestion,
  type SurveyDesign,
  type SurveyInfoWire,
  saveQuestionPath,
} from '../../../src/core/api/design';
import { register } from '../support/app';
import { call } from '../support/http';

/** A new designer and their token. */
export async function designer(app: FastifyInstance) {
  const user = await register(app);
  return { token: user.token, userId: user.userId };
}

export async function createSurvey(
  app: FastifyInstance,
  token: string,
  surveyName = '测试问卷',
): Promise<SurveyInfoWire> {
  const result = await call<SurveyInfoWire>(app, 'POST', DESIGN_API.updateSurvey, {
    token,
    body: { surveyName },
  });
  expect(result.status).toBe(200);
  return result.envelope.data;
}

export async function design(app: FastifyInstance, token: string, surveyId: string): Promise<SurveyDesign> {
  const result = await call<SurveyDesign>(app, 'GET', `${DESIGN_API.design}?surveyId=${surveyId}`, { token });
  expect(result.status).toBe(200);
  return result.envelope.data;
}

export function saveRaw(
  app: FastifyInstance,
  token: string,
  endpoint: string,
  body: QuestionSaveRequest,
  language?: string,
) {
  return call<SavedQuestion>(app, 'POST', saveQuestionPath(endpoint), { token, body, language });
}

export async function save(app: FastifyInstance, token: string, endpoint: string, body: QuestionSaveRequest) {
  const result = await saveRaw(app, token, endpoint, body);
  if (result.status !== 200) throw new Error(`save failed: ${result.envelope.message}`);
  return result.envelope.data;
}

export const RADIO = '/design/qu-radio/ajaxSave';
