import type { Language } from '../../i18n';

/** Numbers, shares and durations as the results screens show them, in the interface language. */

const locale = (language: Language) => (language === 'en' ? 'en-US' : 'zh-CN');

export function formatNumber(language: Language, value: number | null | undefined, digits = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  return new Intl.NumberFormat(locale(language), { maximumFractionDigits: digits }).format(value);
}

/** A percentage already on 0–100 (option percents, row percents). */
export function formatPercent(value: number | null | undefined, digits = 1): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  return `${value.toFixed(digits)}%`;
}

/** A share on 0–1 (completion rate, chip share). */
export function formatShare(value: number | null | undefined, digits = 1): string {
  return formatPercent(value === null || value === undefined ? value : value * 100, digits);
}

/** 75 → "1:15", 3725 → "1:02:05": durations of minutes to hours read best as a clock. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return '–';
  const whole = Math.round(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${minutes}:${two(rest)}`;
}

export function formatDateTime(language: Language, iso: string | null | undefined): string {
  if (!iso) return '–';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale(language), {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(date);
}

export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
