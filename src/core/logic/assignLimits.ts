import type { AnswerValue, Desc, Question } from '../model';
import { charCount } from '../text';
import {
  descTextRules,
  formatTimeValue,
  isWithinPicker,
  numberTypeOf,
  OPEN_TEXT_MAX,
  PICKER_MAX,
  PICKER_MIN,
  rangeOf,
  type TimeFormat,
  timeFormatOfQuestion,
} from '../validation';

/**
 * What a family adds to a question's own settings about the values it takes (the core knows no family; the
 * catalogue answers this per question, src/questions/validate.ts valueLimitsOf): a fixed range (an age, a
 * rating's scale), the longest text, a blank's longest text when its own settings name none.
 */
export type ValueLimits = {
  range?: { min: number; max: number };
  /** Whole numbers only, whatever the question's number type (a rating's scale points). */
  wholeNumbers?: boolean;
  maxTextLength?: number;
  blankMaxLength?: (desc: Desc) => number;
};

export type AssignLimitKey =
  | 'design.logic.assignOutOfRange'
  | 'design.logic.assignNotWhole'
  | 'design.logic.assignTooPrecise'
  | 'design.logic.assignTooLong';

/** Why a value logic would give a question lies outside what the question takes; params fill the message. */
export type AssignLimitProblem = { key: AssignLimitKey; params: Record<string, string> };

type Range = { min?: number; max?: number };

/** The tighter of two ranges (the question's own range and the family's fixed one both apply). */
function narrower(left: Range | undefined, right: Range | undefined): Range | undefined {
  if (!left) return right;
  if (!right) return left;
  const min = [left.min, right.min].filter((bound) => bound !== undefined) as number[];
  const max = [left.max, right.max].filter((bound) => bound !== undefined) as number[];
  return {
    ...(min.length ? { min: Math.max(...min) } : {}),
    ...(max.length ? { max: Math.min(...max) } : {}),
  };
}

/** "1–10", "≥ 1", "≤ 10": the same in zh and en, so the message tables only place it. */
function rangeText(range: Range, show: (bound: number) => string): string {
  if (range.min !== undefined && range.max !== undefined) return `${show(range.min)}–${show(range.max)}`;
  return range.min !== undefined ? `≥ ${show(range.min)}` : `≤ ${show(range.max as number)}`;
}

function outside(value: number, range: Range | undefined): boolean {
  if (!range) return false;
  return (range.min !== undefined && value < range.min) || (range.max !== undefined && value > range.max);
}

function decimals(value: number): number {
  const [, fraction = ''] = String(value).split('.');
  return fraction.length;
}

function numberProblem(target: Question, value: number, limits: ValueLimits): AssignLimitProblem | undefined {
  const numberType = numberTypeOf(target);
  if ((numberType === 1 || limits.wholeNumbers) && !Number.isInteger(value))
    return { key: 'design.logic.assignNotWhole', params: {} };
  if (numberType === 2 && decimals(value) > 2) return { key: 'design.logic.assignTooPrecise', params: {} };
  const range = narrower(rangeOf(target), limits.range);
  if (!outside(value, range)) return undefined;
  return { key: 'design.logic.assignOutOfRange', params: { range: rangeText(range as Range, String) } };
}

/** Times and dates: inside the picker's 1900–2099 and the question's range, shown in its format. */
function timeProblem(target: Question, digits: string): AssignLimitProblem | undefined {
  const format: TimeFormat = timeFormatOfQuestion(target);
  // Times and dates are shown in UTC+8 whatever machine checks them, so the designer and the server word
  // a refusal alike (the engine compares the digits; only the message shows them).
  const show = (bound: number) => formatTimeValue(bound, format, 480);
  const picker = format === 'HHmm' ? undefined : { min: PICKER_MIN[format], max: PICKER_MAX[format] };
  const range = narrower(rangeOf(target), picker);
  if (isWithinPicker(digits, format) && !outside(Number(digits), range)) return undefined;
  return { key: 'design.logic.assignOutOfRange', params: { range: rangeText(range as Range, show) } };
}

function tooLong(text: string, max: number): AssignLimitProblem | undefined {
  return charCount(text) > max
    ? { key: 'design.logic.assignTooLong', params: { max: String(max) } }
    : undefined;
}

/**
 * The one rule on what an auto-assign may give its target, for the designer's form and the server's addLogic
 * alike: a value the respondent could not have entered (a number or date outside the question's range, a
 * whole-number question given 2.5, a text longer than the question takes) is refused when the rule is
 * written, rather than met in the runner as an answer that fails its own question's check and can never be
 * sent. Options are not looked at here (validate.ts checks their ids); nor are formats of the texts (an
 * email, a phone), which a designer may mean to fill in later.
 */
export function assignLimitProblem(
  target: Question,
  value: AnswerValue,
  limits: ValueLimits,
): AssignLimitProblem | undefined {
  switch (value.kind) {
    case 'number':
      return numberProblem(target, value.value, limits);
    case 'time':
      return timeProblem(target, value.value);
    case 'text':
      return tooLong(value.text, limits.maxTextLength ?? OPEN_TEXT_MAX);
    case 'blanks':
      for (const [descId, text] of Object.entries(value.values)) {
        const desc = target.descList.find((candidate) => candidate.id === descId);
        const fallback = desc && limits.blankMaxLength ? limits.blankMaxLength(desc) : undefined;
        const rules = descTextRules(desc?.descConfig, fallback ?? limits.maxTextLength ?? OPEN_TEXT_MAX);
        const problem = tooLong(text, rules.maxLength ?? OPEN_TEXT_MAX);
        if (problem) return problem;
      }
      return undefined;
    case 'scores':
      for (const score of Object.values(value.values)) {
        if (!Number.isInteger(score)) return { key: 'design.logic.assignNotWhole', params: {} };
        if (outside(score, limits.range))
          return {
            key: 'design.logic.assignOutOfRange',
            params: { range: rangeText(limits.range as Range, String) },
          };
      }
      return undefined;
    default:
      return undefined;
  }
}
