import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../../server/db/database';
import { logicRecords, responseItems, responses } from '../../../server/db/schema';
import {
  ANSWER_API,
  type SaveAnswersRequestInput,
  type SaveAnswersResponse,
} from '../../../src/core/api/answer';
import {
  DESIGN_API,
  type SavedQuestion,
  type SurveyInfoWire,
  saveQuestionPath,
} from '../../../src/core/api/design';
import type { AnswerItemPayload } from '../../../src/core/model';
import { entryFor } from '../../../src/questions/catalogue';
import { register } from '../support/app';
import { call } from '../support/http';

/**
 * A survey made and published the way a designer does it (design endpoints, then surveyState=1):
 * Q1 single choice A/B, Q2 phone (format checked), Q3 a required fill-in shown only when Q1 is A. The
 * design API has no logic call yet, so Q3's before-logic row is written with Drizzle before publishing.
 */
export type PublishedSurvey = {
  token: string;
  surveyId: string;
  choiceId: string;
  optionA: string;
  optionB: string;
  phoneId: string;
  textId: string;
};

export async function saveQuestion(
  app: FastifyInstance,
  token: string,
  body: Record<string, unknown>,
): Promise<SavedQuestion> {
  const endpoint = entryFor(body.catalogKey as string)?.saveEndpoint as string;
  const result = await call<SavedQuestion>(app, 'POST', saveQuestionPath(endpoint), { token, body });
  expect(result.status, result.envelope.message).toBe(200);
  return result.envelope.data;
}

export async function setSurveyState(
  app: FastifyInstance,
  token: string,
  surveyId: string,
  state: '0' | '1' | '2',
) {
  const result = await call(app, 'GET', `${DESIGN_API.surveyState}?id=${surveyId}&surveyState=${state}`, {
    token,
  });
  expect(result.status, result.envelope.message).toBe(200);
}

/** Logic rows a test adds to the fixture before it is published, given the fixture's ids. */
export type ExtraLogic = (ids: Omit<PublishedSurvey, 'token'>) => (typeof logicRecords.$inferInsert)[];

export async function publishedSurvey(
  app: FastifyInstance,
  db: Database,
  extraLogic?: ExtraLogic,
): Promise<PublishedSurvey> {
  const { token } = await register(app);
  const created = await call<SurveyInfoWire>(app, 'POST', DESIGN_API.updateSurvey, {
    token,
    body: { surveyName: '答卷测试' },
  });
  expect(created.status).toBe(200);
  const surveyId = created.envelope.data.surveyId;
  const choice = await saveQuestion(app, token, {
    belongId: surveyId,
    catalogKey: 'radio',
    quTitle: '您喜欢哪个？',
    optionList: [{ optionName: 'A' }, { optionName: 'B' }],
  });
  const phone = await saveQuestion(app, token, {
    belongId: surveyId,
    catalogKey: 'phone',
    quTitle: '手机号',
    answerConfig: { validInd: 1 },
  });
  const text = await saveQuestion(app, token, {
    belongId: surveyId,
    catalogKey: 'fillBlank',
    quTitle: '为什么喜欢A？',
    answerConfig: { requireInd: 1 },
  });
  const [optionA, optionB] = choice.optionList.map((option) => option.id) as [string, string];
  await db.insert(logicRecords).values({
    id: randomUUID(),
    surveyId,
    attachment: 'before',
    questionId: text.id,
    anQuId: choice.id,
    anQuItemId: optionA,
    geLe: '1',
  });
  const ids = { surveyId, choiceId: choice.id, optionA, optionB, phoneId: phone.id, textId: text.id };
  const extra = extraLogic?.(ids) ?? [];
  if (extra.length > 0) await db.insert(logicRecords).values(extra);
  await setSurveyState(app, token, surveyId, '1');
  return { token, ...ids };
}

/** Wire items: Q1's option, Q2's phone and, when given, Q3's text. */
export function itemsOf(
  survey: PublishedSurvey,
  answers: { option?: string; phone?: string; text?: string },
): AnswerItemPayload[] {
  const items: AnswerItemPayload[] = [];
  const belongId = survey.surveyId;
  if (answers.option) items.push({ belongId, quId: survey.choiceId, quItemId: answers.option });
  if (answers.phone) items.push({ belongId, quId: survey.phoneId, answer: answers.phone });
  if (answers.text) items.push({ belongId, quId: survey.textId, answer: answers.text });
  return items;
}

export function saveBody(
  survey: PublishedSurvey,
  overrides: Partial<SaveAnswersRequestInput> & Pick<SaveAnswersRequestInput, 'seq'>,
): SaveAnswersRequestInput {
  return {
    responseId: randomUUID(),
    surveyId: survey.surveyId,
    version: 1,
    seed: 'seed-1',
    userPage: 0,
    status: 'in-progress',
    items: [],
    ...overrides,
  };
}

export function postSave(app: FastifyInstance, body: unknown, language?: string) {
  return call<SaveAnswersResponse>(app, 'POST', ANSWER_API.save, { body, language });
}

/** The stored response row and its item rows, items in a stable order. */
export async function storedResponse(db: Database, responseId: string) {
  const [response] = await db.select().from(responses).where(eq(responses.id, responseId));
  const items = await db.select().from(responseItems).where(eq(responseItems.responseId, responseId));
  items.sort((left, right) =>
    `${left.questionId}|${left.descId}`.localeCompare(`${right.questionId}|${right.descId}`),
  );
  return { response, items };
}
