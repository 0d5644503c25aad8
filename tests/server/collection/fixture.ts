import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { ANSWER_API, type SaveAnswersResponse } from '../../../src/core/api/answer';
import {
  COLLECTION_API,
  type CollectionLimits,
  type SaveCollectionRequestInput,
  SURVEY_PASSWORD_HEADER,
} from '../../../src/core/api/collection';
import { DESIGN_API, type SurveyInfoWire } from '../../../src/core/api/design';
import type { Envelope } from '../../../src/core/envelope';
import { saveQuestion, setSurveyState } from '../answers/fixture';
import { register } from '../support/app';
import { call } from '../support/http';

/** A published survey with one optional single-choice question (A/B), made through the design calls. */
export type LimitedSurvey = { token: string; surveyId: string; questionId: string; optionA: string };

export async function limitedSurvey(app: FastifyInstance, publish = true): Promise<LimitedSurvey> {
  const { token } = await register(app);
  const created = await call<SurveyInfoWire>(app, 'POST', DESIGN_API.updateSurvey, {
    token,
    body: { surveyName: '收集限制测试' },
  });
  expect(created.status).toBe(200);
  const surveyId = created.envelope.data.surveyId;
  const question = await saveQuestion(app, token, {
    belongId: surveyId,
    catalogKey: 'radio',
    quTitle: '您选哪个？',
    answerConfig: { requireInd: 0 },
    optionList: [{ optionName: 'A' }, { optionName: 'B' }],
  });
  if (publish) await setSurveyState(app, token, surveyId, '1');
  return { token, surveyId, questionId: question.id, optionA: question.optionList[0]?.id as string };
}

/** The limits with every one off, and the given ones on. */
export function limitsBody(
  survey: LimitedSurvey,
  limits: Partial<SaveCollectionRequestInput> = {},
): SaveCollectionRequestInput {
  return {
    surveyId: survey.surveyId,
    opensAt: null,
    closesAt: null,
    maxCompletes: null,
    onePerDevice: 0,
    ...limits,
  };
}

export function saveLimits(
  app: FastifyInstance,
  token: string | undefined,
  body: SaveCollectionRequestInput,
  language?: string,
) {
  return call<CollectionLimits>(app, 'POST', COLLECTION_API.save, { token, body, language });
}

export async function setLimits(
  app: FastifyInstance,
  survey: LimitedSurvey,
  limits: Partial<SaveCollectionRequestInput>,
): Promise<CollectionLimits> {
  const result = await saveLimits(app, survey.token, limitsBody(survey, limits));
  expect(result.status, result.envelope.message).toBe(200);
  return result.envelope.data;
}

export function getLimits(app: FastifyInstance, token: string | undefined, surveyId: string) {
  return call<CollectionLimits>(app, 'GET', `${COLLECTION_API.get}?surveyId=${surveyId}`, { token });
}

/** The browser's cookie jar, as far as these tests need one: name → value, sent back as a Cookie header. */
export type Jar = Map<string, string>;

export type RespondentCall<T> = {
  status: number;
  envelope: Envelope<T>;
  /** Cookies the answer set (name → value). */
  cookies: Map<string, string>;
  headers: Record<string, string | string[] | number | undefined>;
};

function cookieHeader(jar: Jar | undefined): Record<string, string> {
  if (!jar || jar.size === 0) return {};
  return { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') };
}

function setCookies(headers: Record<string, unknown>): Map<string, string> {
  const raw = headers['set-cookie'];
  const lines = Array.isArray(raw) ? raw : typeof raw === 'string' ? [raw] : [];
  const found = new Map<string, string>();
  for (const line of lines as string[]) {
    const [pair] = line.split(';');
    const [name, ...value] = (pair ?? '').split('=');
    if (name) found.set(name.trim(), value.join('='));
  }
  return found;
}

/** A respondent call through app.inject with a cookie jar (updated with what the answer sets). */
async function respondentCall<T>(
  app: FastifyInstance,
  request: { method: 'GET' | 'POST'; url: string; body?: unknown; headers?: Record<string, string> },
  jar?: Jar,
): Promise<RespondentCall<T>> {
  const response = await app.inject({
    method: request.method,
    url: request.url,
    headers: {
      ...cookieHeader(jar),
      ...(request.body !== undefined && { 'content-type': 'application/json' }),
      ...request.headers,
    },
    ...(request.body !== undefined && { payload: JSON.stringify(request.body) }),
  });
  const envelope = response.json() as Envelope<T>;
  expect(envelope.code).toBe(response.statusCode);
  const cookies = setCookies(response.headers);
  for (const [name, value] of cookies) jar?.set(name, value);
  return { status: response.statusCode, envelope, cookies, headers: response.headers };
}

/** The respondents' survey load; `password` goes in the X-Survey-Password header as the runner sends it. */
export function loadSurvey(
  app: FastifyInstance,
  surveyId: string,
  options: { jar?: Jar; password?: string; language?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (options.password !== undefined) headers[SURVEY_PASSWORD_HEADER] = encodeURIComponent(options.password);
  if (options.language) headers['accept-language'] = options.language;
  return respondentCall<{ surveyId: string }>(
    app,
    { method: 'GET', url: `/api/survey-answer/load?surveyId=${surveyId}`, headers },
    options.jar,
  );
}

export function sendSave(app: FastifyInstance, body: unknown, jar?: Jar, language?: string) {
  return respondentCall<SaveAnswersResponse>(
    app,
    {
      method: 'POST',
      url: ANSWER_API.save,
      body,
      ...(language && { headers: { 'accept-language': language } }),
    },
    jar,
  );
}

/** A response's save: a new id, answering A; complete unless told, started when told (ISO). */
export function responseBody(
  survey: LimitedSurvey,
  options: { startedAt?: Date; status?: 'complete' | 'in-progress'; responseId?: string; seq?: number } = {},
) {
  return {
    responseId: options.responseId ?? randomUUID(),
    surveyId: survey.surveyId,
    version: 1,
    seq: options.seq ?? 1,
    seed: 'limits-seed',
    userPage: 0,
    status: options.status ?? 'complete',
    items: [{ belongId: survey.surveyId, quId: survey.questionId, quItemId: survey.optionA }],
    paradata: options.startedAt ? { startedAt: options.startedAt.toISOString() } : {},
  };
}

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;
export const inHours = (hours: number) => new Date(Date.now() + hours * HOUR);
