import type { Question } from '../../core/model';

/**
 * Whether leaving a page runs a checkpoint's quota check: paging makes a checkpoint the last item of the page
 * it ends (src/core/paging.ts), and the check runs only when the checkpoint is shown (logic may hide it) and
 * has checkQuotas on.
 */
export function checksQuotasOnLeaving(pageQuestions: readonly Question[]): boolean {
  return pageQuestions.some((question) => isCheckpoint(question) && question.answerConfig.checkQuotas === 1);
}

/** A checkpoint is for the survey, not the respondent: it runs on leaving its page and is never shown. */
export function isCheckpoint(question: Pick<Question, 'elementType'>): boolean {
  return question.elementType === 'CheckPointBox';
}
