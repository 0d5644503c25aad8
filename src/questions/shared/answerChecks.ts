import type { AnswerOfKind, Question } from '../../core/model';
import { codeIssues } from '../../core/numbering';
import {
  type AnswerContext,
  checkText,
  combinationIssues,
  compareDesignIssues,
  compareIssues,
  countIssues,
  type DesignContext,
  displayTimeIssues,
  formatTimeValue,
  hasUnknownOrRepeated,
  isEmptyAnswer,
  isRequired,
  issue,
  isValidTimeValue,
  isWithinPicker,
  numberTypeIssues,
  numberTypeOf,
  openTextRules,
  optionCountIssues,
  optionTextIssues,
  otherTextIssues,
  outputValueIssues,
  rangeIssues,
  rangeOf,
  reachableChoiceLimits,
  type TextFormat,
  type TimeFormat,
  titleIssues,
  todayValue,
  type ValidationIssue,
} from '../../core/validation';

const EMPTY: ValidationIssue[] = [];
export const answerNull = () => [issue('core.tipAnswerNull')];

/** Single or multiple choice over the question's options (radio, checkbox, dropdown, profile choices). */
export function validateChoice(
  question: Question,
  answer: AnswerOfKind<'choice'> | undefined,
  mode: { multiple: boolean; shownOptionIds?: ReadonlySet<string> | undefined },
): ValidationIssue[] {
  if (!answer || isEmptyAnswer(answer)) return isRequired(question) ? answerNull() : EMPTY;
  const ids = answer.optionIds;
  if (hasUnknownOrRepeated(question.optionList, ids) || (!mode.multiple && ids.length > 1)) {
    return [issue('core.answer.invalid')];
  }
  const issues = otherTextIssues(question.optionList, ids, (id) => answer.otherText[id]);
  if (!mode.multiple) return issues;
  issues.push(...combinationIssues(question, ids));
  // A lone special option answers the question whatever the minimum (it clears the others by design).
  const lone =
    ids.length === 1 && question.optionList.find((option) => option.id === ids[0])?.type === 'special';
  if (!lone) {
    // The minimum asks for no more than can be chosen together among the options shown (reachableChoiceLimits).
    issues.push(...countIssues(ids.length, reachableChoiceLimits(question, mode.shownOptionIds)));
  }
  return issues;
}

/**
 * A single free text: required unless requireInd is 0 (or always, for the phone); the family's maximum
 * length, the answerConfig's minimum length and character classes; the screen format when validInd is 1.
 */
export function validateText(
  question: Question,
  answer: AnswerOfKind<'text'> | undefined,
  rules: { maxLength: number; format?: TextFormat; alwaysRequired?: boolean },
): ValidationIssue[] {
  if (!answer || answer.text.trim() === '') {
    return isRequired(question) || rules.alwaysRequired ? answerNull() : EMPTY;
  }
  const textRules = openTextRules(question.answerConfig, rules.maxLength);
  if (rules.format && question.answerConfig.validInd === 1) textRules.format = rules.format;
  return checkText(answer.text, textRules);
}

/** A number: type (integer / two decimals), range [paramInt01, paramInt02], the family's hard bounds, comparison. */
export function validateNumber(
  question: Question,
  answer: AnswerOfKind<'number'> | undefined,
  context: AnswerContext,
  hardRange?: { min: number; max: number },
): ValidationIssue[] {
  if (!answer || isEmptyAnswer(answer)) return isRequired(question) ? answerNull() : EMPTY;
  const issues = numberTypeIssues(answer.value, numberTypeOf(question));
  const range = rangeIssues(answer.value, rangeOf(question));
  issues.push(...(range.length ? range : rangeIssues(answer.value, hardRange)));
  issues.push(...compareIssues(question, answer.value, context));
  return issues;
}

const PICKER_TEXT = { min: '1900/01/01', max: '2099/12/31' };

/**
 * A time or date in the question's format: a real value, inside the picker's 1900–2099, not after today for
 * a birthday, in range when limitRangeInd is on (bounds shown in the format), and the comparison.
 */
export function validateTime(
  question: Question,
  answer: AnswerOfKind<'time'> | undefined,
  context: AnswerContext,
  format: TimeFormat,
  options: { notAfterToday?: boolean } = {},
): ValidationIssue[] {
  if (!answer || isEmptyAnswer(answer)) return isRequired(question) ? answerNull() : EMPTY;
  if (!isValidTimeValue(answer.value, format)) return [issue('core.answer.timeFormat')];
  if (!isWithinPicker(answer.value, format)) return [issue('core.answer.dateOutOfPicker', PICKER_TEXT)];
  const value = Number(answer.value);
  const issues: ValidationIssue[] = [];
  if (
    options.notAfterToday &&
    format === 'yyyyMMdd' &&
    value > todayValue(context.now ?? new Date(), context.utcOffsetMinutes)
  ) {
    issues.push(issue('core.answer.birthdayFuture'));
  }
  const show = (bound: number) => formatTimeValue(bound, format, context.utcOffsetMinutes);
  issues.push(...rangeIssues(value, rangeOf(question), show));
  issues.push(...compareIssues(question, value, context, show));
  return issues;
}

/** What every question's design shares: title (or the family's title message), display time, codes. */
export function commonDesign(
  question: Question,
  context: DesignContext,
  titleKey: ValidationIssue['key'] = 'core.tipTitleNull',
): ValidationIssue[] {
  return [
    ...titleIssues(question, titleKey),
    ...displayTimeIssues(question),
    ...codeIssues(question, context.surveyQuestions),
    ...compareDesignIssues(question, context),
  ];
}

/** A choice question's design: common rules, option count (≤ 999, ≥ 1, a normal one), texts, output values. */
export function choiceDesign(
  question: Question,
  context: DesignContext,
  rules: { maxOptions?: number; titleKey?: ValidationIssue['key']; emptyOptionsAllowed?: boolean } = {},
): ValidationIssue[] {
  const issues = commonDesign(question, context, rules.titleKey);
  if (rules.emptyOptionsAllowed && question.optionList.length === 0) return issues;
  issues.push(...optionCountIssues(question.optionList, { max: rules.maxOptions, needNormal: true }));
  issues.push(...optionTextIssues(question.optionList));
  issues.push(...outputValueIssues(question.optionList));
  return issues;
}
