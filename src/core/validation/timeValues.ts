import type { Question } from '../model';

/**
 * Time and date values travel in the spec's formats (spec 2 §9): HHmm, yyyyMM, yyyyMMdd, or a millisecond
 * timestamp for date-time. They compare as numbers within one format, which is how ranges and the
 * cross-question comparison treat them.
 */
export type TimeFormat = 'HHmm' | 'yyyyMM' | 'yyyyMMdd' | 'timestamp';

/** timeType 01 time, 02 year-month, 03 date, 04 date-time. Unknown types are read as a date. */
export function timeFormatOfTimeType(timeType: string | null | undefined): TimeFormat {
  switch (timeType) {
    case '01':
      return 'HHmm';
    case '02':
      return 'yyyyMM';
    case '04':
      return 'timestamp';
    default:
      return 'yyyyMMdd';
  }
}

/** scoreQuType of a number/time question: 2 time, 3 date (paragraph 1 year-month, 2 date), 4 date-time. */
export function timeFormatOfScoreType(scoreQuType: number, scoreQuParagraph?: number | null): TimeFormat {
  if (scoreQuType === 2) return 'HHmm';
  if (scoreQuType === 4) return 'timestamp';
  return scoreQuParagraph === 1 ? 'yyyyMM' : 'yyyyMMdd';
}

/**
 * The stored format of a question answered with a date or time: a time question by its timeType, any other
 * (a number question asking for a time or date) by its scoreQuType. Logic conditions on the question are
 * written in this format (the designer's pickers, the server's check of a rule).
 */
export function timeFormatOfQuestion(
  question: Pick<Question, 'elementType' | 'scoreQuType' | 'scoreQuParagraph' | 'answerConfig'>,
): TimeFormat {
  if (question.elementType === 'TimeBox') return timeFormatOfTimeType(question.answerConfig.timeType);
  return timeFormatOfScoreType(question.scoreQuType ?? 3, question.scoreQuParagraph);
}

/** Picker bounds of spec 1 §9: 1900-01-01 to 2099-12-31. */
export const PICKER_MIN = { yyyyMM: 190001, yyyyMMdd: 19000101, timestamp: Date.UTC(1900, 0, 1) } as const;
export const PICKER_MAX = {
  yyyyMM: 209912,
  yyyyMMdd: 20991231,
  timestamp: Date.UTC(2099, 11, 31, 23, 59, 59, 999),
} as const;

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Whether the digits are a real time or date in the format (25:00, 2023-02-30 and month 13 are not). */
export function isValidTimeValue(value: string, format: TimeFormat): boolean {
  if (!/^\d+$/.test(value)) return false;
  switch (format) {
    case 'HHmm':
      return value.length === 4 && Number(value.slice(0, 2)) <= 23 && Number(value.slice(2)) <= 59;
    case 'yyyyMM': {
      const month = Number(value.slice(4));
      return value.length === 6 && month >= 1 && month <= 12;
    }
    case 'yyyyMMdd':
      return (
        value.length === 8 &&
        isRealDate(Number(value.slice(0, 4)), Number(value.slice(4, 6)), Number(value.slice(6)))
      );
    case 'timestamp':
      return value.length >= 1 && value.length <= 14;
  }
}

/** Whether a valid value lies inside the picker's 1900–2099 (times of day always do). */
export function isWithinPicker(value: string, format: TimeFormat): boolean {
  if (format === 'HHmm') return true;
  const number = Number(value);
  return number >= PICKER_MIN[format] && number <= PICKER_MAX[format];
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** A local date-time of the timestamp at a fixed UTC offset, so server and runner format alike. */
function partsAt(timestamp: number, utcOffsetMinutes: number) {
  const shifted = new Date(timestamp + utcOffsetMinutes * 60_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

/** The runtime's own offset (minutes east of UTC) at a moment. */
export function localUtcOffset(at: number): number {
  return -new Date(at).getTimezoneOffset();
}

/**
 * A bound as shown in messages: HH:mm, yyyy/MM, yyyy/MM/dd, and for date-time yyyy/MM/dd HH:mm:ss (spec 2
 * §5; the spec's "hh" is read as a 24-hour clock).
 */
export function formatTimeValue(value: number, format: TimeFormat, utcOffsetMinutes?: number): string {
  const digits = String(Math.trunc(value));
  switch (format) {
    case 'HHmm': {
      const padded = digits.padStart(4, '0');
      return `${padded.slice(0, 2)}:${padded.slice(2)}`;
    }
    case 'yyyyMM':
      return `${digits.slice(0, 4)}/${digits.slice(4)}`;
    case 'yyyyMMdd':
      return `${digits.slice(0, 4)}/${digits.slice(4, 6)}/${digits.slice(6)}`;
    case 'timestamp': {
      const p = partsAt(value, utcOffsetMinutes ?? localUtcOffset(value));
      return `${p.year}/${pad(p.month)}/${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
    }
  }
}

/** Today as yyyyMMdd at the offset (the birthday's upper bound). */
export function todayValue(now: Date, utcOffsetMinutes?: number): number {
  const p = partsAt(now.getTime(), utcOffsetMinutes ?? localUtcOffset(now.getTime()));
  return p.year * 10_000 + p.month * 100 + p.day;
}
