import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { DESIGN_API, type SavedQuestion, type SurveyDesign } from '../../../../src/core/api/design';
import type { Group, Question } from '../../../../src/core/model';
import { saveQuestion } from '../../answers/fixture';
import { call } from '../../support/http';
import { createSurvey, design, designer } from '../support';

/**
 * A survey made through the design endpoints, for the logic calls. Group A: Q1 single choice (a, b), Q2
 * multiple choice (x, y, z), Q3 number, Q4 fill-in, Q5 time (HHmm), Q6 matrix single (two rows, two columns),
 * Q7 single choice (c, d). Group B: Q8 single choice (e, f).
 */
export type LogicSurvey = {
  token: string;
  surveyId: string;
  groupA: string;
  groupB: string;
  q1: SavedQuestion;
  q2: SavedQuestion;
  q3: SavedQuestion;
  q4: SavedQuestion;
  q5: SavedQuestion;
  q6: SavedQuestion;
  q7: SavedQuestion;
  q8: SavedQuestion;
};

export const optionIds = (question: Pick<Question, 'optionList'>) =>
  question.optionList.map((option) => option.id);
export const descIds = (question: Pick<Question, 'descList'>) => question.descList.map((desc) => desc.id);

export async function logicSurvey(app: FastifyInstance): Promise<LogicSurvey> {
  const { token } = await designer(app);
  const { surveyId } = await createSurvey(app, token, '逻辑测试');
  const groupA = (await design(app, token, surveyId)).groupList[0]?.id ?? '';
  const added = await call<Group[]>(app, 'POST', DESIGN_API.saveGroup, { token, body: { surveyId } });
  expect(added.status).toBe(200);
  const groupB = added.envelope.data[1]?.id ?? '';
  const q = (catalogKey: string, quTitle: string, extra: Record<string, unknown> = {}, groupId = groupA) =>
    saveQuestion(app, token, { belongId: surveyId, catalogKey, quTitle, groupId, ...extra });
  const options = (...names: string[]) => ({ optionList: names.map((optionName) => ({ optionName })) });
  const q1 = await q('radio', '性别', options('a', 'b'));
  const q2 = await q('checkbox', '爱好', options('x', 'y', 'z'));
  const q3 = await q('number', '年收入');
  const q4 = await q('fillBlank', '说明');
  const q5 = await q('time', '时间');
  const q6 = await q('matrixRadio', '矩阵');
  const q7 = await q('radio', '满意', options('c', 'd'));
  const q8 = await q('radio', '推荐', options('e', 'f'), groupB);
  return { token, surveyId, groupA, groupB, q1, q2, q3, q4, q5, q6, q7, q8 };
}

export async function loadQuestion(
  app: FastifyInstance,
  survey: LogicSurvey,
  quId: string,
): Promise<Question> {
  const loaded: SurveyDesign = await design(app, survey.token, survey.surveyId);
  const question = loaded.groupList.flatMap((group) => group.questionList).find((item) => item.id === quId);
  if (!question) throw new Error(`question ${quId} not in the design`);
  return question;
}

export async function loadGroup(app: FastifyInstance, survey: LogicSurvey, groupId: string): Promise<Group> {
  const loaded = await design(app, survey.token, survey.surveyId);
  const group = loaded.groupList.find((item) => item.id === groupId);
  if (!group) throw new Error(`group ${groupId} not in the design`);
  return group;
}

/** A POST of a logic call. */
export function post<T = unknown>(
  app: FastifyInstance,
  token: string | undefined,
  path: string,
  body: unknown,
  language?: string,
) {
  return call<T>(app, 'POST', path, { token, body, language });
}

/** A GET of a logic call with its query. */
export function get<T = unknown>(
  app: FastifyInstance,
  token: string | undefined,
  path: string,
  query: Record<string, string>,
) {
  return call<T>(app, 'GET', `${path}?${new URLSearchParams(query).toString()}`, { token });
}
