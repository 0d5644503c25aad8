import type { Desc, Option, Question } from '../model';
import { charCount, decimalPlaces, isSignedDecimal, plainText } from '../text';
import { issue, type ValidationIssue } from './issue';

/** Designer limits of spec 1 §5 and §9. */
export const MAX_OPTIONS = 999;
/** Brand, association and chip boxes: at most 5 options, dimensions or attributes. */
export const MAX_BRAND_ITEMS = 5;
export const IMAGE_NAME_MAX = 6;
export const SHOW_TIME_MIN = 1;
export const SHOW_TIME_MAX = 120;

/** A rich-text title is empty when it has neither text nor an image. */
export function isBlankRichText(html: string | null | undefined): boolean {
  return plainText(html) === '' && !/<img\b/i.test(html ?? '');
}

export function titleIssues(
  question: Question,
  key: ValidationIssue['key'] = 'core.tipTitleNull',
): ValidationIssue[] {
  return isBlankRichText(question.quTitle) ? [issue(key)] : [];
}

export function optionTextIssues(options: readonly Option[]): ValidationIssue[] {
  return options
    .filter((option) => option.optionName.trim() === '')
    .map((option) => issue('core.design.optionNull', undefined, { optionId: option.id }));
}

/** At most 999 options, at least one, and (for choices) at least one normal option. */
export function optionCountIssues(
  options: readonly Option[],
  rules: { max?: number; needNormal?: boolean } = {},
): ValidationIssue[] {
  const max = rules.max ?? MAX_OPTIONS;
  if (options.length === 0) return [issue('core.design.keepOneOption')];
  const issues: ValidationIssue[] = [];
  if (options.length > max) {
    issues.push(
      issue(max === MAX_BRAND_ITEMS ? 'core.design.maxFiveOptions' : 'core.design.maxOptions', { max }),
    );
  }
  if (rules.needNormal && !options.some((option) => option.type === 'normal')) {
    issues.push(issue('core.design.keepOneNormal'));
  }
  return issues;
}

export function descTextIssues(descs: readonly Desc[]): ValidationIssue[] {
  return descs
    .filter((desc) => desc.optionName.trim() === '' && !desc.quoteQuId)
    .map((desc) => issue('core.design.subQuestionNull', undefined, { descId: desc.id }));
}

export function descCountIssues(descs: readonly Desc[], max?: number): ValidationIssue[] {
  if (descs.length === 0) return [issue('core.design.keepOneSubQuestion')];
  if (max !== undefined && descs.length > max) {
    return [
      issue(max === MAX_BRAND_ITEMS ? 'core.design.maxFiveAttributes' : 'core.design.maxOptions', { max }),
    ];
  }
  return [];
}

/** The output-value dialog allows empty, otherwise a number (positive, negative or decimal). */
export function isValidOutputValue(value: string | null | undefined): boolean {
  return value == null || value.trim() === '' || isSignedDecimal(value.trim());
}

export function outputValueIssues(options: readonly Option[]): ValidationIssue[] {
  return options
    .filter((option) => !isValidOutputValue(option.outputValue))
    .map((option) => issue('core.design.outputValueNumber', undefined, { optionId: option.id }));
}

/** Display time 1–120 seconds when questionShowConfig is on. */
export function displayTimeIssues(question: Question): ValidationIssue[] {
  const { questionShowConfig, questionShowTime } = question.answerConfig;
  if (questionShowConfig !== 1) return [];
  const ok =
    Number.isInteger(questionShowTime) &&
    questionShowTime >= SHOW_TIME_MIN &&
    questionShowTime <= SHOW_TIME_MAX;
  return ok ? [] : [issue('core.design.showTimeRange')];
}

/** Character limits of sub-questions: numbers, minimum not above maximum. */
export function lengthLimitIssues(descs: readonly Desc[]): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (const desc of descs) {
    const config = desc.descConfig;
    if (config?.lengthLimit !== 1) continue;
    const target = { descId: desc.id };
    if (config.min == null || config.max == null || config.min < 0 || config.max < 1) {
      issues.push(issue('core.design.lengthNotNumber', undefined, target));
    } else if (config.min > config.max) {
      issues.push(issue('core.design.lengthMinAboveMax', undefined, target));
    }
  }
  return issues;
}

/** The minimum-length switch of an open answer needs a positive length. */
export function requireLengthIssues(question: Question): ValidationIssue[] {
  const { requireLengthSwitch, requireLength } = question.answerConfig;
  return requireLengthSwitch === 1 && !(requireLength >= 1) ? [issue('core.design.lengthNotNumber')] : [];
}

/** Image names (markup images, option images): required, at most 6 characters. */
export function imageNameIssues(options: readonly Option[]): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (const option of options) {
    const name = option.optionName.trim();
    const target = { optionId: option.id };
    if (name === '') issues.push(issue('core.design.imageNameNull', undefined, target));
    else if (charCount(name) > IMAGE_NAME_MAX) {
      issues.push(issue('core.design.imageNameTooLong', { max: IMAGE_NAME_MAX }, target));
    }
  }
  return issues;
}

/**
 * Minimum and maximum of number, time and date boxes (spec 1 §5): both required, min ≤ max; with integer type
 * both integers, with decimal type at most two decimals. Checked when the range limit is on; the number box
 * also asks for its support type.
 */
export function boundsIssues(question: Question, numberType?: number): ValidationIssue[] {
  const { limitRangeInd, paramInt01: min, paramInt02: max } = question.answerConfig;
  if (limitRangeInd !== 1) return [];
  const issues: ValidationIssue[] = [];
  if (min == null) issues.push(issue('core.design.minNull'));
  if (max == null) issues.push(issue('core.design.maxNull'));
  if (min == null || max == null) return issues;
  if (min > max) issues.push(issue('core.design.minAboveMax'));
  if (numberType === 1 && !(Number.isInteger(min) && Number.isInteger(max))) {
    issues.push(issue('core.design.boundsInteger'));
  }
  if (numberType === 2 && (decimalPlaces(min) > 2 || decimalPlaces(max) > 2)) {
    issues.push(issue('core.design.boundsDecimals'));
  }
  return issues;
}
