import type { Question } from '../model';
import { decimalPlaces } from '../text';
import { issue, type ValidationIssue } from './issue';

/** scoreNumType 1 integer, 2 up to two decimals; answerConfig's copy wins over the question's. */
export function numberTypeOf(question: Question): number | undefined {
  return question.answerConfig.scoreNumType ?? question.scoreNumType ?? undefined;
}

export function numberTypeIssues(value: number, scoreNumType: number | undefined): ValidationIssue[] {
  if (scoreNumType === 1 && !Number.isInteger(value)) return [issue('core.answer.integer')];
  if (scoreNumType === 2 && decimalPlaces(value) > 2) return [issue('core.answer.twoDecimals')];
  return [];
}

/** [paramInt01, paramInt02] when limitRangeInd is 1; a missing bound leaves that side open. */
export function rangeOf(question: Question): { min?: number; max?: number } | undefined {
  const config = question.answerConfig;
  if (config.limitRangeInd !== 1) return undefined;
  const range: { min?: number; max?: number } = {};
  if (config.paramInt01 != null) range.min = config.paramInt01;
  if (config.paramInt02 != null) range.max = config.paramInt02;
  return range;
}

/** Inclusive range check; the message carries both bounds as the reader should see them. */
export function rangeIssues(
  value: number,
  range: { min?: number; max?: number } | undefined,
  show: (bound: number) => string = String,
): ValidationIssue[] {
  if (!range) return [];
  const below = range.min !== undefined && value < range.min;
  const above = range.max !== undefined && value > range.max;
  if (!below && !above) return [];
  const min = range.min === undefined ? '' : show(range.min);
  const max = range.max === undefined ? '' : show(range.max);
  return [issue('core.tipRangeNull', { min, max })];
}
