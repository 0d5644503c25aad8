import { DateCode, MultiChoiceCode, NumberCode, SingleChoiceCode, TextCode } from './codes';

/** Single choice: `chosen` has at most one id. Codes outside the table are false. */
export function compareSingleChoice(
  code: number,
  chosen: readonly string[],
  listed: readonly string[],
): boolean {
  const hit = chosen.some((id) => listed.includes(id));
  if (code === SingleChoiceCode.select) return hit;
  if (code === SingleChoiceCode.notSelect) return !hit;
  return false;
}

export function compareMultiChoice(
  code: number,
  chosen: readonly string[],
  listed: readonly string[],
): boolean {
  const chosenSet = new Set(chosen);
  const listedSet = new Set(listed);
  const hits = [...listedSet].filter((id) => chosenSet.has(id)).length;
  const exact = hits === listedSet.size && chosenSet.size === listedSet.size;
  switch (code) {
    case MultiChoiceCode.onlySelect:
      return exact;
    case MultiChoiceCode.onlyNot:
      return !exact;
    case MultiChoiceCode.select:
      return hits === listedSet.size;
    case MultiChoiceCode.not:
      return hits < listedSet.size;
    case MultiChoiceCode.contains:
      return hits > 0;
    case MultiChoiceCode.notContains:
      return hits === 0;
    default:
      return false;
  }
}

/** A rule bound: missing or non-numeric means unbounded (between) or no match (other codes). */
export function parseNumber(text: string | null | undefined): number | undefined {
  if (text === null || text === undefined || text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

export interface Bounds {
  value: string | null | undefined;
  min: string | null | undefined;
  max: string | null | undefined;
}

export function compareNumber(code: number, answer: number, bounds: Bounds): boolean {
  if (code === NumberCode.between) {
    const min = parseNumber(bounds.min);
    const max = parseNumber(bounds.max);
    return (min === undefined || answer >= min) && (max === undefined || answer <= max);
  }
  const target = parseNumber(bounds.value);
  if (target === undefined) return false;
  return compareOrdered(code, answer - target, NumberCode);
}

interface OrderedCodes {
  readonly equal?: number;
  readonly select?: number;
  readonly less?: number;
  readonly atMost?: number;
  readonly greater?: number;
  readonly atLeast?: number;
  readonly earlier?: number;
  readonly earlierOrSame?: number;
  readonly later?: number;
  readonly laterOrSame?: number;
}

/** `difference` is answer minus rule value; the table names which codes mean <, ≤, >, ≥ and =. */
function compareOrdered(code: number, difference: number, codes: OrderedCodes): boolean {
  if (code === codes.equal || code === codes.select) return difference === 0;
  if (code === codes.less || code === codes.earlier) return difference < 0;
  if (code === codes.atMost || code === codes.earlierOrSame) return difference <= 0;
  if (code === codes.greater || code === codes.later) return difference > 0;
  if (code === codes.atLeast || code === codes.laterOrSame) return difference >= 0;
  return false;
}

/**
 * Dates and times arrive as digit strings in the spec's formats, told apart by length: HHmm (4), yyyyMM (6),
 * yyyyMMdd (8), anything longer a millisecond timestamp. Two values compare only in the same format, except
 * that a day and a month compare at month precision (20240315 "select" 202403 holds). Any other mismatch, or
 * a value that is not digits, makes the comparison false: there is no time zone to turn a timestamp into a day.
 */
type DateFormat = 'HHmm' | 'yyyyMM' | 'yyyyMMdd' | 'timestamp';

function dateFormatOf(text: string): DateFormat | undefined {
  if (!/^\d+$/.test(text)) return undefined;
  if (text.length === 4) return 'HHmm';
  if (text.length === 6) return 'yyyyMM';
  if (text.length === 8) return 'yyyyMMdd';
  return text.length > 8 ? 'timestamp' : undefined;
}

function dateKey(text: string, format: DateFormat): number {
  if (format === 'HHmm') return Number(text.slice(0, 2)) * 60 + Number(text.slice(2));
  return Number(text);
}

/** answer − rule, in a common precision, or undefined when the two cannot be compared. */
function dateDifference(answer: string, rule: string | null | undefined): number | undefined {
  if (!rule) return undefined;
  const answerFormat = dateFormatOf(answer);
  const ruleFormat = dateFormatOf(rule.trim());
  if (!answerFormat || !ruleFormat) return undefined;
  if (answerFormat === ruleFormat) return dateKey(answer, answerFormat) - dateKey(rule.trim(), ruleFormat);
  const dayAndMonth =
    (answerFormat === 'yyyyMM' || answerFormat === 'yyyyMMdd') &&
    (ruleFormat === 'yyyyMM' || ruleFormat === 'yyyyMMdd');
  if (!dayAndMonth) return undefined;
  return Number(answer.slice(0, 6)) - Number(rule.trim().slice(0, 6));
}

export function compareDate(code: number, answer: string, bounds: Bounds): boolean {
  if (code === DateCode.between) {
    const fromMin = bounds.min ? dateDifference(answer, bounds.min) : 0;
    const fromMax = bounds.max ? dateDifference(answer, bounds.max) : 0;
    if (fromMin === undefined || fromMax === undefined) return false;
    return fromMin >= 0 && fromMax <= 0;
  }
  const difference = dateDifference(answer, bounds.value);
  if (difference === undefined) return false;
  return compareOrdered(code, difference, DateCode);
}

/**
 * Text compares trimmed and case-sensitively (most answers are Chinese, where case means nothing, and a code or
 * name typed in Latin letters should match as the designer wrote it). `answer` undefined means unanswered.
 */
export function compareText(
  code: number,
  answer: string | undefined,
  expected: string | null | undefined,
): boolean {
  const text = answer?.trim() ?? '';
  const wanted = expected?.trim() ?? '';
  switch (code) {
    case TextCode.empty:
      return text === '';
    case TextCode.notEmpty:
      return text !== '';
    case TextCode.equal:
      return text !== '' && text === wanted;
    case TextCode.notEqual:
      return text !== '' && text !== wanted;
    case TextCode.contains:
      return text !== '' && wanted !== '' && text.includes(wanted);
    case TextCode.notContains:
      return text !== '' && (wanted === '' || !text.includes(wanted));
    default:
      return false;
  }
}
