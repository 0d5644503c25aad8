import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { ANSWER_API } from '../../../src/core/api/answer';
import {
  type CreatedCode,
  INTERVIEWER_API,
  INTERVIEWER_TOKEN_HEADER,
  type InterviewerLoginResponse,
} from '../../../src/core/api/interviewers';
import type { Envelope } from '../../../src/core/envelope';
import { type LimitedSurvey, responseBody } from '../collection/fixture';
import { call } from '../support/http';

/** An interviewer's call: the interviewer token in its header, as the runner's interviewer screen sends it. */
export async function asInterviewer<T>(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  token: string | undefined,
  options: { body?: unknown; language?: string } = {},
) {
  const response = await app.inject({
    method,
    url,
    headers: {
      ...(token && { [INTERVIEWER_TOKEN_HEADER]: token }),
      ...(options.language && { 'accept-language': options.language }),
      ...(options.body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(options.body !== undefined && { payload: JSON.stringify(options.body) }),
  });
  const envelope = response.json() as Envelope<T>;
  expect(envelope.code).toBe(response.statusCode);
  return { status: response.statusCode, envelope };
}

export async function createCode(
  app: FastifyInstance,
  survey: LimitedSurvey,
  name: string,
): Promise<CreatedCode> {
  const made = await call<CreatedCode>(app, 'POST', INTERVIEWER_API.createCode, {
    token: survey.token,
    body: { surveyId: survey.surveyId, name },
  });
  expect(made.status, made.envelope.message).toBe(200);
  return made.envelope.data;
}

export async function codeLogin(app: FastifyInstance, code: string): Promise<InterviewerLoginResponse> {
  const login = await asInterviewer<InterviewerLoginResponse>(app, 'POST', INTERVIEWER_API.login, undefined, {
    body: { code },
  });
  expect(login.status, login.envelope.message).toBe(200);
  return login.envelope.data;
}

/** An interview's save: the respondents' save with the interviewer's id and token. */
export function interviewSave(
  app: FastifyInstance,
  survey: LimitedSurvey,
  login: InterviewerLoginResponse | undefined,
  options: Parameters<typeof responseBody>[1] & {
    token?: string;
    language?: string;
    interviewerId?: string;
  } = {},
) {
  const body = {
    ...responseBody(survey, options),
    interviewerId: options.interviewerId ?? login?.interviewer.id,
  };
  return asInterviewer(app, 'POST', ANSWER_API.save, options.token ?? login?.token, {
    body,
    language: options.language,
  });
}
