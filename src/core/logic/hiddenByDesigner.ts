import type { Question } from '../model';

/**
 * Whether the designer hid the question from respondents: `visibility: 0`, or `answerConfig.isHidden: 1`
 * (a question filled only by auto-assign or a link parameter). Either way no respondent sees it, so the
 * runner never shows or checks it and the server requires nothing of it; what logic puts into it is kept.
 * One predicate for the worker (workers/logicSessionCore.ts) and the server's save evaluation
 * (server/answers/evaluate-save.ts), so the two never disagree on which questions a respondent was shown.
 * It reads releases as the worker gets them too (no zod defaults: a missing flag means shown).
 */
export function isHiddenByDesigner(question: Pick<Question, 'visibility' | 'answerConfig'>): boolean {
  return question.visibility === 0 || question.answerConfig?.isHidden === 1;
}
