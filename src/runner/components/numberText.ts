/**
 * Number fields keep what the respondent types as text and report a number only when the text is one, so
 * "-" or "3." can be typed on the way to "-3.5". Keystrokes that cannot lead to a number of the question's
 * type are refused here rather than flagged later.
 */
export function acceptNumberText(text: string, options: { decimals: number; negative: boolean }): boolean {
  const sign = options.negative ? '-?' : '';
  const fraction = options.decimals > 0 ? `(\\.\\d{0,${options.decimals}})?` : '';
  return new RegExp(`^${sign}\\d*${fraction}$`).test(text);
}

/** The number a typed text stands for; undefined while it is empty or only a sign. */
export function parseNumberText(text: string): number | undefined {
  if (!/\d/.test(text)) return undefined;
  const value = Number(text.endsWith('.') ? text.slice(0, -1) : text);
  return Number.isFinite(value) ? value : undefined;
}
