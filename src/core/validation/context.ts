import type { Answers, AnswerValue, Question } from '../model';

/**
 * What answer validation may look at beyond the question and its own answer: the other answers (for the
 * cross-question comparison of answerValidInd), the questions by id (the comparison's target and its number
 * for the message), and the clock (birthday ≤ today). Visibility is decided by the logic engine: the caller
 * validates shown questions only and may say which sub-questions are shown.
 */
export interface AnswerContext {
  answers?: Answers;
  questionById?: (id: string) => Question | undefined;
  /** Today for the birthday bound; defaults to the current time. */
  now?: Date;
  /**
   * Minutes east of UTC used to show date-time bounds (yyyy/MM/dd HH:mm:ss) in messages; defaults to the
   * runtime's own offset, which in the runner is the respondent's.
   */
  utcOffsetMinutes?: number;
  /** Sub-questions (rows) currently shown; undefined means all are shown. */
  shownDescIds?: ReadonlySet<string>;
  /**
   * Options currently shown (option filters and quotes hide some); undefined means all are shown. A minimum
   * (choices to make, options to rank) never asks for more than are shown.
   */
  shownOptionIds?: ReadonlySet<string>;
}

/** What designer validation may look at: the other questions of the survey (for code uniqueness). */
export interface DesignContext {
  surveyQuestions?: readonly Question[];
}

export function answerOf(context: AnswerContext, questionId: string): AnswerValue | undefined {
  return context.answers?.[questionId];
}

/**
 * The context's shown options when logic hides some (option filters, quotes), from the engine's hidden set;
 * nothing otherwise. The worker and the server's save evaluation both build it here.
 */
export function shownOptionsOf(
  question: Pick<Question, 'optionList'>,
  hidden: ReadonlySet<string> | undefined,
): { shownOptionIds?: ReadonlySet<string> } {
  if (!hidden || hidden.size === 0) return {};
  return {
    shownOptionIds: new Set(question.optionList.map((option) => option.id).filter((id) => !hidden.has(id))),
  };
}
