import type { Option, Question } from '../model';
import { splitCommaList } from '../model/commaList';
import { charCount } from '../text';
import { type IssueTarget, issue, type ValidationIssue } from './issue';
import { OTHER_TEXT_MAX } from './textRules';

/** The "please specify" words of the default other option in both interface languages. */
const PLEASE_SPECIFY = ['请注明', 'please specify'];

/**
 * Spec 2 §5: the other text is required when the chosen option is of type other and its name contains the
 * please-specify text. An `other` option named just "other" takes optional text.
 */
export function requiresOtherText(option: Pick<Option, 'type' | 'optionName'>): boolean {
  if (option.type !== 'other') return false;
  const name = option.optionName.toLowerCase();
  return PLEASE_SPECIFY.some((words) => name.includes(words));
}

/** Ids that are not options of the list, or that repeat: the answer does not fit the question. */
export function hasUnknownOrRepeated(options: readonly { id: string }[], ids: readonly string[]): boolean {
  const known = new Set(options.map((option) => option.id));
  return new Set(ids).size !== ids.length || ids.some((id) => !known.has(id));
}

/** Other-option text: required for please-specify options, at most 200 characters for any. */
export function otherTextIssues(
  options: readonly Option[],
  chosenIds: readonly string[],
  textFor: (optionId: string) => string | undefined,
  target: (option: Option) => IssueTarget = (option) => ({ optionId: option.id }),
): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (const id of chosenIds) {
    const option = options.find((candidate) => candidate.id === id);
    if (option?.type !== 'other') continue;
    const text = textFor(id)?.trim() ?? '';
    if (text === '' && requiresOtherText(option)) {
      issues.push(issue('core.answer.otherTextNull', { name: option.optionName }, target(option)));
    } else if (charCount(text) > OTHER_TEXT_MAX) {
      issues.push(issue('core.answer.otherTextTooLong', { max: OTHER_TEXT_MAX }, target(option)));
    }
  }
  return issues;
}

/**
 * Minimum and maximum choices (checkbox, matrix checkbox rows, concept regions): on with answerLimitInd, or
 * with the individual minAnswerInd / maxAnswerInd flags. 0 means no minimum / no maximum (spec 2 §5).
 */
export function choiceLimits(question: Question): { min: number; max: number } {
  const config = question.answerConfig;
  const on = config.answerLimitInd === 1;
  const min = on || config.minAnswerInd === 1 ? (config.minAnswerNum ?? 0) : 0;
  const max = on || config.maxAnswerInd === 1 ? (config.maxAnswerNum ?? 0) : 0;
  return { min, max };
}

/**
 * The limits of a multiple choice as the respondent can meet them, for the runner's hint and for the check the
 * worker and the server's save evaluation run alike. The minimum never asks for more options than can be
 * chosen together among those shown: options logic hides (an option filter, an answer rule, a quote whose
 * source option was not chosen) cannot be chosen at all, a special option or an exclusive one (custom option
 * rule) clears the others and so stands alone (choosing it alone answers the question, see validateChoice),
 * and of a set of mutually exclusive options one at most can be kept. Why not keep the designer's n: a
 * respondent shown fewer choices than n could never leave the page (nor complete, on the server); the
 * designer's n still holds whenever that many can be chosen. `shownOptionIds` undefined: every option shows.
 */
export function reachableChoiceLimits(
  question: Question,
  shownOptionIds?: ReadonlySet<string>,
): { min: number; max: number } {
  const limits = choiceLimits(question);
  if (limits.min === 0) return limits;
  const { exclusive, mutual } = optionRuleIds(question);
  const alone = new Set(exclusive);
  const oneOf = new Set(mutual);
  const shown = question.optionList.filter((option) => !shownOptionIds || shownOptionIds.has(option.id));
  const together = shown.filter(
    (option) => option.type !== 'special' && !alone.has(option.id) && !oneOf.has(option.id),
  ).length;
  const mutualShown = shown.some((option) => oneOf.has(option.id) && option.type !== 'special') ? 1 : 0;
  return { ...limits, min: Math.min(limits.min, together + mutualShown) };
}

export function countIssues(count: number, limits: { min: number; max: number }, target?: IssueTarget) {
  const issues: ValidationIssue[] = [];
  if (limits.min > 0 && count < limits.min)
    issues.push(issue('core.answer.checkAtLeast', { n: limits.min }, target));
  if (limits.max > 0 && count > limits.max)
    issues.push(issue('core.answer.checkAtMost', { n: limits.max }, target));
  return issues;
}

/** Exclusive and mutually exclusive option ids of the custom option rule, when it is on. */
export function optionRuleIds(question: Question): { exclusive: string[]; mutual: string[] } {
  const config = question.answerConfig;
  if (config.optionExInd !== 1) return { exclusive: [], mutual: [] };
  const exclusive = splitCommaList(question.exclusiveItemsId);
  const mutual = splitCommaList(question.mutualItemsId);
  // The answerConfig copy (optionExType 0 exclusive, 1 mutual) counts when the question-level lists are empty.
  const configIds = splitCommaList(config.optionExItems);
  if (exclusive.length === 0 && mutual.length === 0 && configIds.length > 0) {
    const type = config.optionExType ?? String(question.optionRuleType ?? 0);
    return type === '1' ? { exclusive: [], mutual: configIds } : { exclusive: configIds, mutual: [] };
  }
  return { exclusive, mutual };
}

/**
 * Multiple choice rules (spec 2 §4–§5): a special option clears the others, so it can only be chosen alone;
 * with the custom option rule on, an exclusive option (rule type 0) can only be chosen alone and at most one
 * of the mutually exclusive options (rule type 1) may be chosen. The runner enforces these while answering;
 * here an answer that breaks them is refused (the server never trusts the client).
 */
export function combinationIssues(question: Question, chosenIds: readonly string[], target?: IssueTarget) {
  const issues: ValidationIssue[] = [];
  if (chosenIds.length < 2) return issues;
  const nameOf = (id: string) => question.optionList.find((option) => option.id === id)?.optionName ?? id;
  const { exclusive, mutual } = optionRuleIds(question);
  for (const id of chosenIds) {
    const option = question.optionList.find((candidate) => candidate.id === id);
    if (option?.type === 'special' || option?.type === 'none') {
      issues.push(issue('core.answer.specialAlone', { name: nameOf(id) }, target ?? { optionId: id }));
    } else if (exclusive.includes(id)) {
      issues.push(issue('core.answer.exclusiveOption', { name: nameOf(id) }, target ?? { optionId: id }));
    }
  }
  const chosenMutual = chosenIds.filter((id) => mutual.includes(id));
  if (chosenMutual.length > 1) {
    issues.push(issue('core.answer.mutualOptions', { names: chosenMutual.map(nameOf).join(', ') }, target));
  }
  return issues;
}
