import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ANSWER_API } from '../../../src/core/api/answer';
import {
  DESIGN_API,
  type SavedQuestion,
  type SurveyInfoWire,
  saveQuestionPath,
} from '../../../src/core/api/design';
import { entryFor } from '../../../src/questions/catalogue';
import { register } from '../support/app';
import { call } from '../support/http';

/**
 * What the fuzzer calls the routes as: a real designer (token) owning a survey being designed and a
 * published one that has a response, and every id of theirs, which id-like fields pick so that requests
 * reach the handlers' database work instead of stopping at "not found".
 */
export type Fixture = {
  token: string;
  ids: string[];
  /** The survey being designed and the published one, with their question ids, to check they are intact. */
  surveys: { surveyId: string; state: string; questionIds: string[] }[];
};

export async function ok<T>(
  result: Promise<{ status: number; envelope: { data: T; message: string } }>,
): Promise<T> {
  const { status, envelope } = await result;
  if (status !== 200) throw new Error(`fixture call failed (${status}): ${envelope.message}`);
  return envelope.data;
}

async function survey(app: FastifyInstance, token: string, surveyName: string) {
  return ok(call<SurveyInfoWire>(app, 'POST', DESIGN_API.updateSurvey, { token, body: { surveyName } }));
}

async function question(app: FastifyInstance, token: string, body: Record<string, unknown>) {
  const endpoint = entryFor(body.catalogKey as string)?.saveEndpoint as string;
  return ok(call<SavedQuestion>(app, 'POST', saveQuestionPath(endpoint), { token, body }));
}

/** A survey with a choice, a text and a matrix question; `marker` ends every text, to find it in a body. */
export async function surveyWithQuestions(app: FastifyInstance, token: string, name: string, marker = '') {
  const { surveyId } = await survey(app, token, `${name}${marker}`);
  const choice = await question(app, token, {
    belongId: surveyId,
    catalogKey: 'radio',
    quTitle: `您喜欢哪个？${marker}`,
    optionList: [{ optionName: `A${marker}` }, { optionName: `B${marker}` }],
  });
  const text = await question(app, token, {
    belongId: surveyId,
    catalogKey: 'fillBlank',
    quTitle: `为什么？${marker}`,
  });
  const matrix = await question(app, token, {
    belongId: surveyId,
    catalogKey: 'matrixRadio',
    quTitle: `评价${marker}`,
    optionList: [{ optionName: `好${marker}` }, { optionName: `差${marker}` }],
    descList: [{ optionName: `服务${marker}` }, { optionName: `价格${marker}` }],
  });
  return {
    surveyId,
    ids: [
      surveyId,
      choice.id,
      choice.groupId,
      text.id,
      matrix.id,
      ...choice.optionList.map((option) => option.id),
      ...matrix.optionList.map((option) => option.id),
      ...matrix.descList.map((desc) => desc.id),
    ],
    choiceId: choice.id,
    optionId: choice.optionList[0]?.id ?? '',
    optionIds: choice.optionList.map((option) => option.id),
    textId: text.id,
    questionIds: [choice.id, text.id, matrix.id],
  };
}

export async function makeFixture(app: FastifyInstance): Promise<Fixture> {
  const { token } = await register(app);
  const designing = await surveyWithQuestions(app, token, '设计中');
  const published = await surveyWithQuestions(app, token, '已发布');
  await ok(call(app, 'GET', `${DESIGN_API.surveyState}?id=${published.surveyId}&surveyState=1`, { token }));
  const responseId = randomUUID();
  await ok(
    call(app, 'POST', ANSWER_API.save, {
      body: {
        responseId,
        surveyId: published.surveyId,
        version: 1,
        seq: 1,
        seed: 'seed',
        userPage: 0,
        status: 'in-progress',
        items: [{ belongId: published.surveyId, quId: published.choiceId, quItemId: published.optionId }],
      },
    }),
  );
  return {
    token,
    ids: [...designing.ids, ...published.ids, responseId],
    surveys: [
      { surveyId: designing.surveyId, state: '0', questionIds: designing.questionIds },
      { surveyId: published.surveyId, state: '1', questionIds: published.questionIds },
    ],
  };
}

/**
 * Whether the fuzzing of a route left the fixture as it was made: the token still works (no logout, no
 * password change), both surveys exist in their states with their questions (no delete, publish, end,
 * copy over). Registering a user hashes a password, the slowest call there is: the fixture is remade only
 * when a route spoiled it.
 */
export async function fixtureIsWhole(app: FastifyInstance, fixture: Fixture): Promise<boolean> {
  for (const survey of fixture.surveys) {
    const found = await call<{ surveyState: string }>(
      app,
      'GET',
      `${DESIGN_API.getSurvey}?id=${survey.surveyId}`,
      {
        token: fixture.token,
      },
    );
    if (found.status !== 200 || found.envelope.data.surveyState !== survey.state) return false;
    const listed = await call<{ id: string }[]>(
      app,
      'GET',
      `${DESIGN_API.questionList}?surveyId=${survey.surveyId}`,
      {
        token: fixture.token,
      },
    );
    if (listed.status !== 200) return false;
    const ids = listed.envelope.data.map((question) => question.id);
    if (ids.length !== survey.questionIds.length || survey.questionIds.some((id) => !ids.includes(id)))
      return false;
  }
  return true;
}
