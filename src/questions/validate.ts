import type { ValueLimits } from '../core/logic/assignLimits';
import type { AnswerItemPayload, AnswerValue, Question } from '../core/model';
import { type AnswerContext, type DesignContext, issue, type ValidationIssue } from '../core/validation';
import { entryForQuestion } from './catalogueLookup';
import type { PayloadIds } from './entry';

/**
 * Entry points dispatching to the question's family. They live beside the catalogue rather than in src/core
 * because the core knows no family (docs/architecture.md); the core holds the rules the families compose.
 */
export function validateAnswer(
  question: Question,
  answer: AnswerValue | undefined,
  context: AnswerContext = {},
): ValidationIssue[] {
  const entry = entryForQuestion(question);
  return entry ? entry.validateAnswer(question, answer, context) : [issue('core.answer.invalid')];
}

/**
 * What the question's family says about the values it takes beyond the question's own settings (its longest
 * text, a fixed range), for src/core/logic/assignLimits.ts.
 */
export function valueLimitsOf(question: Question): ValueLimits {
  const entry = entryForQuestion(question);
  if (!entry) return {};
  return { maxTextLength: entry.limits.maxTextLength, ...entry.valueLimits?.(question) };
}

export function validateQuestionDesign(question: Question, context: DesignContext = {}): ValidationIssue[] {
  const entry = entryForQuestion(question);
  return entry ? entry.validateDesign(question, context) : [issue('core.design.fieldNull')];
}

/** The spec 2 §3 wire items of an answer (none for an unknown question). */
export function toSavePayload(
  question: Question,
  answer: AnswerValue,
  ids?: PayloadIds,
): AnswerItemPayload[] {
  return entryForQuestion(question)?.toSavePayload(question, answer, ids) ?? [];
}

/** The answer carried by wire items (those of other questions are ignored). */
export function fromSavePayload(
  question: Question,
  items: readonly AnswerItemPayload[],
): AnswerValue | undefined {
  return entryForQuestion(question)?.fromSavePayload(question, items);
}

/**
 * Issues that only mean "not finished yet" (empty, too few, incomplete sort, unallocated chips): a response
 * in progress may carry them, since the respondent is still typing or choosing; they wait for completion.
 * Every other issue (formats, lengths, ranges, unknown options, too many choices) is wrong whatever comes
 * next: the server refuses a save carrying one, so the runner leaves such an answer out of its in-progress
 * saves (it stays on the device) and the rest of the progress still reaches the server.
 */
const UNFINISHED_ANSWER_KEYS: ReadonlySet<string> = new Set([
  'core.tipAnswerNull',
  'core.tipRateNull',
  'core.tipScoreNull',
  'core.tipNotMax',
  'core.answer.otherTextNull',
  'core.answer.checkAtLeast',
  'core.answer.sortAll',
  'core.answer.sortIncomplete',
  'core.answer.chooseEveryLevel',
  'core.answer.levelsIncomplete',
  'core.answer.answerFirst',
  'core.answer.answerAtLeast',
  'core.answer.noteNull',
  'core.answer.ceNull',
  'core.answer.swipe',
  'core.answer.textTooShort',
]);

export function isUnfinishedIssue(found: Pick<ValidationIssue, 'key'>): boolean {
  return UNFINISHED_ANSWER_KEYS.has(found.key);
}
