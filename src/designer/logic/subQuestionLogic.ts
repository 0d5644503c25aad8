import type { Desc, Question } from '../../core/model';
import { optionText } from '../../core/results/labels';

/** Questions whose sub-questions each have a before-logic of their own: the multi-line open (spec 1 §2). */
export function hasSubQuestionLogic(question: Pick<Question, 'elementType'>): boolean {
  return question.elementType === 'TitlesBox';
}

/** A sub-question as /editlogic lists it: its name, its place and its before-logic records. */
export type SubQuestionRow = { id: string; text: string; ordinal: number; records: Desc['descBeforLogics'] };

/** The question's sub-questions in their order, each with its before-logic (the count is its length). */
export function subQuestionRows(question: Pick<Question, 'descList'>): SubQuestionRow[] {
  return [...question.descList]
    .sort((left, right) => left.orderById - right.orderById)
    .map((desc, index) => ({
      id: desc.id,
      text: optionText(desc),
      ordinal: index + 1,
      records: desc.descBeforLogics,
    }));
}
