import type { Option } from '../../core/model';

/** The points of a scale, lowest first (1…n, or 0…10 for the slider's 0–10 variant). */
export function scalePoints(range: { min: number; max: number }): number[] {
  const points: number[] = [];
  for (let value = range.min; value <= range.max; value++) points.push(value);
  return points;
}

/**
 * Labels of a scale from the question's options (the designer's scale labels): one per point when there are
 * as many options as points; otherwise the first and last name the ends. Empty names are no label.
 */
export function scaleLabels(
  options: readonly Pick<Option, 'optionName'>[],
  pointCount: number,
): { perPoint?: string[]; low?: string; high?: string } {
  const names = options.map((option) => option.optionName.trim());
  if (names.length === pointCount && names.some((name) => name !== '')) return { perPoint: names };
  if (names.length >= 2) return { low: names[0] || undefined, high: names[names.length - 1] || undefined };
  return {};
}

/** Where a value sits on a slider, 0–100 %, for the filled track; a value off the scale is clamped. */
export function sliderPercent(value: number, range: { min: number; max: number }): number {
  if (range.max <= range.min) return 0;
  const clamped = Math.min(range.max, Math.max(range.min, value));
  return ((clamped - range.min) / (range.max - range.min)) * 100;
}

/** A slider position (the native input's text value) as a score on the scale: whole, inside the range. */
export function sliderValue(input: string, range: { min: number; max: number }): number | undefined {
  const value = Number(input);
  if (input.trim() === '' || !Number.isFinite(value)) return undefined;
  return Math.min(range.max, Math.max(range.min, Math.round(value)));
}
