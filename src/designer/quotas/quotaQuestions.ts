import type { Group, Question } from '../../core/model';
import { optionText, questionTitleText } from '../../core/results/labels';
import { entryForQuestion } from '../../questions/catalogue';
import { displayNumbers, orderedQuestions } from '../workspace/designOps';

/** A question a quota may count, as the quota screen shows it: its number, title and options in order. */
export type QuotaQuestion = {
  id: string;
  /** Q1, Q2 … (null for a question the numbering leaves out). */
  number: string | null;
  title: string;
  options: { id: string; text: string }[];
};

/**
 * Whether a quota may count this question: its family answers with one chosen option (single choice,
 * dropdown, the profile choices). The same rule as the server's (server/quotas/definition.ts), read from the
 * catalogue so the two never disagree.
 */
export function isQuotaEligible(question: Pick<Question, 'catalogKey' | 'elementType'>): boolean {
  const entry = entryForQuestion(question);
  return entry?.answerKind === 'choice' && entry.results?.multiple === false;
}

/** The survey's questions a quota may count, in survey order, numbered as the editor numbers them. */
export function quotaQuestions(groups: readonly Group[]): QuotaQuestion[] {
  const numbering = displayNumbers(groups);
  return groups
    .flatMap((group) => orderedQuestions(group))
    .filter(isQuotaEligible)
    .map((question) => ({
      id: question.id,
      number: numbering.questions[question.id] ?? null,
      title: questionTitleText(question),
      options: [...question.optionList]
        .sort((left, right) => left.orderById - right.orderById)
        .map((option) => ({ id: option.id, text: optionText(option) })),
    }));
}

/** "Q1 性别": how a question is named in pickers and headings. */
export function questionLabel(question: Pick<QuotaQuestion, 'number' | 'title'>): string {
  return [question.number, question.title].filter(Boolean).join(' ');
}
