/**
 * Number fields keep what the respondent types as text and report a number only when the text is one, so
 * "-" or "3." can be typed on the way to "-3.5".
 */

/**
 * What a typed text is to a number field: `ok`; a number with a decimal point where only whole numbers are
 * allowed (`integer`) or with more decimals than allowed (`decimals`) — kept as typed and reported, with the
 * reason shown at once, rather than the dot or digit being dropped (which turned "36.5" into "365"); or
 * `refused`: a keystroke that cannot lead to a number here (a letter, a second dot, a minus sign the range
 * does not allow), which the field ignores.
 */
export type NumberTextVerdict = 'ok' | 'integer' | 'decimals' | 'refused';

export function judgeNumberText(
  text: string,
  options: { decimals: number; negative: boolean },
): NumberTextVerdict {
  const sign = options.negative ? '-?' : '';
  const match = new RegExp(`^${sign}\\d*(?:\\.(\\d*))?$`).exec(text);
  if (!match) return 'refused';
  const fraction = match[1];
  if (fraction === undefined) return 'ok';
  if (options.decimals === 0) return 'integer';
  return fraction.length > options.decimals ? 'decimals' : 'ok';
}

/** Whether a typed text is a number of the question's type, or on the way to one. */
export function acceptNumberText(text: string, options: { decimals: number; negative: boolean }): boolean {
  return judgeNumberText(text, options) === 'ok';
}

/** The number a typed text stands for; undefined while it is empty or only a sign. */
export function parseNumberText(text: string): number | undefined {
  if (!/\d/.test(text)) return undefined;
  const value = Number(text.endsWith('.') ? text.slice(0, -1) : text);
  return Number.isFinite(value) ? value : undefined;
}
