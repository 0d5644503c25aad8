import {
  type AnswerRule,
  type AnswerValue,
  type ElementType,
  type LogicRecord,
  type QuestionInput,
  type Release,
  releaseSchema,
} from '../../../../src/core/model';

/** Small builders for releases used by the logic, shuffle and paging tests. */
let ruleCounter = 0;

export type QuestionSpec = Partial<QuestionInput> & { id: string; elementType?: ElementType };

export function question(spec: QuestionSpec): QuestionInput {
  const elementType = spec.elementType ?? 'RadioBox';
  return {
    belongId: 'survey',
    groupId: 'g?',
    catalogKey: elementType,
    elementType,
    ...spec,
  };
}

/** A radio question with options `${id}.a`, `${id}.b`, … named after the letters given. */
export function radio(id: string, letters = ['a', 'b'], extra: Partial<QuestionInput> = {}): QuestionInput {
  return question({ id, optionList: letters.map((letter) => ({ id: `${id}.${letter}` })), ...extra });
}

export function checkbox(
  id: string,
  letters = ['a', 'b', 'c'],
  extra: Partial<QuestionInput> = {},
): QuestionInput {
  return radio(id, letters, { elementType: 'CheckBox', catalogKey: 'CheckBox', ...extra });
}

export interface SurveySpec {
  groups: { id: string; questions: QuestionInput[]; groupBeforLogics?: LogicRecord[]; groupType?: 1 | 2 }[];
  randOrder?: 0 | 1;
  randIds?: string[];
}

export function release(spec: SurveySpec): Release {
  return releaseSchema.parse({
    surveyId: 'survey',
    version: 1,
    publishedAt: '2026-01-01T00:00:00Z',
    survey: {
      surveyId: 'survey',
      userId: 'user',
      surveyName: 'Test',
      randOrder: spec.randOrder ?? 0,
      randIds: spec.randIds ?? [],
    },
    groups: spec.groups.map((group, position) => ({
      id: group.id,
      surveyId: 'survey',
      orderById: position,
      groupType: group.groupType ?? 2,
      groupBeforLogics: group.groupBeforLogics ?? [],
      questionList: group.questions.map((item, order) => ({ ...item, groupId: group.id, orderById: order })),
    })),
    style: {},
  });
}

/** One group holding the given questions. */
export function single(...questions: QuestionInput[]): Release {
  return release({ groups: [{ id: 'g1', questions }] });
}

export function rule(fields: Partial<LogicRecord> & { anQuId: string }): LogicRecord {
  ruleCounter++;
  return { id: `r${ruleCounter}`, anAnd: 1, ...fields };
}

export function answerRule(fields: Omit<AnswerRule, 'id'>): AnswerRule {
  ruleCounter++;
  return { id: `ar${ruleCounter}`, ...fields };
}

export const choose = (...optionIds: string[]): AnswerValue => ({ kind: 'choice', optionIds, otherText: {} });
export const num = (value: number): AnswerValue => ({ kind: 'number', value });
export const time = (value: string): AnswerValue => ({ kind: 'time', value });
export const text = (value: string): AnswerValue => ({ kind: 'text', text: value });
