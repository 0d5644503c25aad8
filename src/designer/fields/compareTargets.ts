import type { Group, Question } from '../../core/model';
import { optionText, questionTitleText } from '../../core/results/labels';
import { timeFormatOfQuestion } from '../../core/validation';
import { entryForQuestion } from '../../questions/catalogue';
import { displayNumbers, orderedQuestions } from '../workspace/designOps';

/**
 * The questions a cross-question comparison (answerValidInd, rangeTargetId) may compare with, as the designer
 * offers them: earlier questions whose answer has a magnitude of the same sort (core/validation/compare.ts
 * comparableValue), numbered and titled. `items`: the options or rows one may (chip) or must (rating group)
 * name, since a chip answer compares by its total or one option and a rating group only by one row.
 */
export type CompareTarget = {
  id: string;
  label: string;
  items: { id: string; text: string }[];
  itemRequired: boolean;
};

type Sort = 'amount' | 'time';

/** What an answer of this question compares as: a number (numbers, ratings, chips, rows' scores) or a time. */
function sortOf(question: Question): Sort | undefined {
  switch (entryForQuestion(question)?.answerKind) {
    case 'number':
    case 'chip':
    case 'scores':
      return 'amount';
    case 'time':
      return 'time';
    default:
      return undefined;
  }
}

export function compareTargets(question: Question, groups: readonly Group[]): CompareTarget[] {
  const sort = sortOf(question);
  if (!sort) return [];
  const numbering = displayNumbers(groups);
  const inOrder = groups.flatMap((group) => orderedQuestions(group));
  const position = inOrder.findIndex((other) => other.id === question.id);
  // A question not yet in the list (being added) goes after the others.
  const earlier = position === -1 ? inOrder : inOrder.slice(0, position);
  const ownFormat = sort === 'time' ? timeFormatOfQuestion(question) : undefined;
  return earlier
    .filter(
      (other) => sortOf(other) === sort && (sort !== 'time' || timeFormatOfQuestion(other) === ownFormat),
    )
    .map((other) => {
      const kind = entryForQuestion(other)?.answerKind;
      const parts = kind === 'chip' ? other.optionList : kind === 'scores' ? other.descList : [];
      return {
        id: other.id,
        label: [numbering.questions[other.id], questionTitleText(other)].filter(Boolean).join(' '),
        items: [...parts]
          .sort((left, right) => left.orderById - right.orderById)
          .map((part) => ({ id: part.id, text: optionText(part) })),
        itemRequired: kind === 'scores',
      };
    });
}
