import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import {
  type SaveSurveyParamRequestInput,
  SURVEY_PARAM_API,
  type SurveyParamListResponse,
  type SurveyParamWire,
} from '../../../src/core/api/surveyParams';
import { call } from '../support/http';

export function saveParam(
  app: FastifyInstance,
  token: string | undefined,
  body: SaveSurveyParamRequestInput,
  language?: string,
) {
  return call<SurveyParamWire>(app, 'POST', SURVEY_PARAM_API.save, { token, body, language });
}

/** Declares a parameter, which must be taken. */
export async function declareParam(
  app: FastifyInstance,
  token: string,
  surveyId: string,
  paramName: string,
  outParamName: string,
): Promise<SurveyParamWire> {
  const saved = await saveParam(app, token, { surveyId, paramName, outParamName });
  expect(saved.status, saved.envelope.message).toBe(200);
  return saved.envelope.data;
}

export function listParams(app: FastifyInstance, token: string | undefined, surveyId: string) {
  return call<SurveyParamListResponse>(app, 'GET', `${SURVEY_PARAM_API.list}?surveyId=${surveyId}`, {
    token,
  });
}

export function deleteParam(app: FastifyInstance, token: string | undefined, id: string) {
  return call<{ id: string }>(app, 'GET', `${SURVEY_PARAM_API.delete}?id=${id}`, { token });
}
