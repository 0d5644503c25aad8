import type { TimeFormat } from '../../core/validation';

/**
 * A date or time value as logic stores it (spec 1 §9 date value formats: HHmm, yyyyMM, yyyyMMdd, millisecond
 * timestamp, all digit strings) and as the browser's own pickers show it. Unlike the number bounds of the
 * time settings, a stored HHmm keeps its leading zero ("0930"): logic compares the text's length.
 */
export const PICKER_TYPE: Record<TimeFormat, string> = {
  HHmm: 'time',
  yyyyMM: 'month',
  yyyyMMdd: 'date',
  timestamp: 'datetime-local',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** Stored digits → the picker's text; anything that is not a stored value shows as empty. */
export function pickerText(stored: string, format: TimeFormat): string {
  const digits = stored.trim();
  if (!/^\d+$/.test(digits)) return '';
  switch (format) {
    case 'HHmm':
      return digits.length === 4 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : '';
    case 'yyyyMM':
      return digits.length === 6 ? `${digits.slice(0, 4)}-${digits.slice(4)}` : '';
    case 'yyyyMMdd':
      return digits.length === 8 ? `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6)}` : '';
    case 'timestamp': {
      // Shown in the designer's time zone, as datetime-local expects.
      const date = new Date(Number(digits));
      if (Number.isNaN(date.getTime())) return '';
      return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
    }
  }
}

/** The picker's text → stored digits; an empty picker stores nothing. */
export function storedText(picker: string, format: TimeFormat): string {
  if (picker === '') return '';
  if (format === 'timestamp') {
    const ms = new Date(picker).getTime();
    return Number.isNaN(ms) ? '' : String(ms);
  }
  return picker.replace(/\D/g, '');
}
