import type { Question } from '../../core/model';
import { PICKER_MAX, PICKER_MIN, type TimeFormat } from '../../core/validation/timeValues';

/**
 * Native pickers speak HH:mm, yyyy-MM, yyyy-MM-dd and yyyy-MM-ddTHH:mm; answers travel in the spec's HHmm,
 * yyyyMM, yyyyMMdd and millisecond timestamps (spec 2 §3). The conversion happens here, at the edge, and
 * nowhere else. A date-time is read and shown in the device's own time zone, as the respondent sees it.
 */
const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function localDateTime(timestamp: number): string {
  const date = new Date(timestamp);
  return (
    `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/** A stored value as the native input shows it; '' when empty or not readable in the format. */
export function toInputValue(value: string | undefined, format: TimeFormat): string {
  if (!value || !/^\d+$/.test(value)) return '';
  switch (format) {
    case 'HHmm':
      return value.length === 4 ? `${value.slice(0, 2)}:${value.slice(2)}` : '';
    case 'yyyyMM':
      return value.length === 6 ? `${value.slice(0, 4)}-${value.slice(4)}` : '';
    case 'yyyyMMdd':
      return value.length === 8 ? `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}` : '';
    case 'timestamp':
      return localDateTime(Number(value));
  }
}

/** What a native input gave, as the stored value; undefined for an empty or half-typed input. */
export function fromInputValue(input: string, format: TimeFormat): string | undefined {
  switch (format) {
    case 'HHmm': {
      const match = /^(\d{2}):(\d{2})/.exec(input);
      return match ? `${match[1]}${match[2]}` : undefined;
    }
    case 'yyyyMM': {
      const match = /^(\d{4})-(\d{2})$/.exec(input);
      return match ? `${match[1]}${match[2]}` : undefined;
    }
    case 'yyyyMMdd': {
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(input);
      return match ? `${match[1]}${match[2]}${match[3]}` : undefined;
    }
    case 'timestamp': {
      const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(input);
      if (!match) return undefined;
      const [, y, mo, d, h, mi] = match.map(Number) as number[];
      const date = new Date(y!, mo! - 1, d!, h!, mi!);
      return Number.isNaN(date.getTime()) ? undefined : String(date.getTime());
    }
  }
}

/** Today as yyyyMMdd on the device (a birthday's upper bound). */
export function todayDigits(now: Date = new Date()): number {
  return Number(`${pad(now.getFullYear(), 4)}${pad(now.getMonth() + 1)}${pad(now.getDate())}`);
}

/**
 * The picker's bounds in the stored format: 1900-01-01…2099-12-31 (spec 2 §9), narrowed by the question's
 * range when limitRangeInd is on, and to today for a birthday. Times of day have no bounds but the range.
 */
export function pickerBounds(
  question: Question,
  format: TimeFormat,
  options: { notAfterToday?: boolean; now?: Date } = {},
): { min?: number; max?: number } {
  const config = question.answerConfig;
  const ranged = config.limitRangeInd === 1;
  let min: number | undefined = format === 'HHmm' ? undefined : PICKER_MIN[format];
  let max: number | undefined = format === 'HHmm' ? undefined : PICKER_MAX[format];
  if (ranged && config.paramInt01 != null)
    min = min === undefined ? config.paramInt01 : Math.max(min, config.paramInt01);
  if (ranged && config.paramInt02 != null)
    max = max === undefined ? config.paramInt02 : Math.min(max, config.paramInt02);
  if (options.notAfterToday && format === 'yyyyMMdd') {
    const today = todayDigits(options.now);
    max = max === undefined ? today : Math.min(max, today);
  }
  return { min, max };
}

/** A bound in the native input's min/max attribute form. */
export function boundAttribute(bound: number | undefined, format: TimeFormat): string | undefined {
  if (bound === undefined) return undefined;
  const digits = format === 'HHmm' ? String(bound).padStart(4, '0') : String(bound);
  return toInputValue(digits, format) || undefined;
}
