import { Input } from 'antd';
import type { TimeFormat } from '../../core/validation';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The native input type that edits each stored format (spec 1 §9 date value formats). */
const INPUT_TYPE: Record<TimeFormat, string> = {
  HHmm: 'time',
  yyyyMM: 'month',
  yyyyMMdd: 'date',
  timestamp: 'datetime-local',
};

/** Stored number (930, 202401, 20240131, ms) → the native input's text ("09:30", "2024-01"…). */
export function toInputText(value: number | null, format: TimeFormat): string {
  if (value == null || !Number.isFinite(value)) return '';
  switch (format) {
    case 'HHmm':
      return `${pad(Math.floor(value / 100))}:${pad(value % 100)}`;
    case 'yyyyMM':
      return `${Math.floor(value / 100)}-${pad(value % 100)}`;
    case 'yyyyMMdd':
      return `${Math.floor(value / 10000)}-${pad(Math.floor(value / 100) % 100)}-${pad(value % 100)}`;
    case 'timestamp': {
      // Shown in the designer's own time zone, as the datetime-local input expects.
      const date = new Date(value);
      return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
    }
  }
}

/** The native input's text → the stored number; empty text clears the bound. */
export function fromInputText(text: string, format: TimeFormat): number | null {
  if (text === '') return null;
  if (format === 'timestamp') {
    const ms = new Date(text).getTime();
    return Number.isNaN(ms) ? null : ms;
  }
  const digits = text.replace(/\D/g, '');
  return digits === '' ? null : Number(digits);
}

/** A time or date bound edited with the browser's own picker, stored in the question's value format. */
export function TimeValueInput({
  format,
  value,
  disabled,
  label,
  onChange,
}: {
  format: TimeFormat;
  value: number | null;
  disabled?: boolean;
  label: string;
  onChange: (value: number | null) => void;
}) {
  return (
    <Input
      size="small"
      type={INPUT_TYPE[format]}
      style={{ width: format === 'timestamp' ? 200 : 150 }}
      disabled={disabled}
      value={toInputText(value, format)}
      onChange={(event) => onChange(fromInputText(event.target.value, format))}
      aria-label={label}
    />
  );
}
