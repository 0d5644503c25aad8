import type { Group, Question } from '../../core/model';
import { type QuoteOrderProblem, quoteOrderProblem } from '../../core/quotes';
import { orderedQuestions } from './designOps';

/**
 * The survey order a move would produce, for the core rule on quotes (src/core/quotes.ts quoteOrderProblem)
 * that the server applies to the same move: the designer refuses it before asking, with the same message.
 */
function surveyOrder(groups: readonly Group[], listOf: (group: Group) => Question[]): Question[] {
  return groups.flatMap((group) => listOf(group));
}

/** A swap inside a group: the group's questions take `ids`' order (planMove's swap plan). */
export function quoteProblemOfSwap(
  groups: readonly Group[],
  groupId: string,
  ids: readonly string[],
): QuoteOrderProblem | undefined {
  return quoteOrderProblem(
    surveyOrder(groups, (group) => {
      const list = orderedQuestions(group);
      if (group.id !== groupId) return list;
      const byId = new Map(list.map((question) => [question.id, question]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    }),
  );
}

/**
 * A move into another group: to its end, or to its start or end when crossing into the neighbour below or
 * above (the server's moveQuestionToGroup places it so).
 */
export function quoteProblemOfGroupMove(
  groups: readonly Group[],
  questionId: string,
  toGroupId: string,
  at: 'start' | 'end' = 'end',
): QuoteOrderProblem | undefined {
  const moved = groups.flatMap((group) => group.questionList).find((question) => question.id === questionId);
  if (!moved) return undefined;
  return quoteOrderProblem(
    surveyOrder(groups, (group) => {
      const list = orderedQuestions(group).filter((question) => question.id !== questionId);
      if (group.id !== toGroupId) return list;
      return at === 'start' ? [moved, ...list] : [...list, moved];
    }),
  );
}
