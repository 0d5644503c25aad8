/**
 * Text measures and format checks of spec 1 §5 and spec 2 §5. Pure functions over strings, shared by the
 * designer, the runner and the server.
 */

/** Characters (code points), so that an emoji or a rare CJK character counts once. */
export function charCount(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/**
 * The spec's weighted length: a code point up to 126 (ASCII) counts 1, any other 2 — how wide a text is in
 * a fixed-width field where a Chinese character takes two columns.
 */
export function textLength(text: string): number {
  let length = 0;
  for (const char of text) length += (char.codePointAt(0) ?? 0) <= 126 ? 1 : 2;
  return length;
}

/** Colours are #rgb or #rrggbb. */
export function isColor(value: string): boolean {
  return /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(value);
}

/** Mainland mobile number: 11 digits, 1 then 3–9 (spec 2 §5, phone1). */
export function isPhone(value: string): boolean {
  return /^1[3-9]\d{9}$/.test(value);
}

/** A practical address pattern: local part, @, dotted domain ending in a 2+ letter top-level domain. */
export function isEmail(value: string): boolean {
  return /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/.test(value);
}

const MONTH = '(?:0[1-9]|1[0-2])';
const DAY = '(?:0[1-9]|[12]\\d|3[01])';
/** 15 digits: area (6), yyMMdd, sequence (3). */
const ID_CARD_15 = new RegExp(`^\\d{6}\\d{2}${MONTH}${DAY}\\d{3}$`);
/** 18 digits: area (6), yyyyMMdd, sequence (3), check digit 0–9 or X. */
const ID_CARD_18 = new RegExp(`^\\d{6}\\d{4}${MONTH}${DAY}\\d{3}[0-9X]$`);

/**
 * The spec's ID card pattern (spec 2 §5): 15 digits with a valid month and day, or 18 digits ending 0–9 or X.
 * Decision: the 18-digit form checks month and day at its own offsets too, and a lower-case x is accepted
 * (phone keyboards type it) by upper-casing first. The checksum is not part of the spec's rule; it is offered
 * separately by `isIdCardChecksumValid`.
 */
export function isIdCard(value: string): boolean {
  const upper = value.toUpperCase();
  return ID_CARD_15.test(upper) || ID_CARD_18.test(upper);
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK_CHARS = '10X98765432';

/** GB 11643 check digit of an 18-digit ID number; 15-digit numbers have none and pass when well-formed. */
export function isIdCardChecksumValid(value: string): boolean {
  const upper = value.toUpperCase();
  if (!isIdCard(upper)) return false;
  if (upper.length === 15) return true;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(upper[i]) * (ID_WEIGHTS[i] ?? 0);
  return ID_CHECK_CHARS[sum % 11] === upper[17];
}

export function hasNumber(value: string): boolean {
  return /\d/.test(value);
}

/** Latin letters (requireEnglish). */
export function hasLetter(value: string): boolean {
  return /[A-Za-z]/.test(value);
}

/** Anything that is not a letter of any script, a digit or white space. */
export function hasSymbol(value: string): boolean {
  return /[^\p{L}\p{N}\s]/u.test(value);
}

export function hasChinese(value: string): boolean {
  return /\p{Script=Han}/u.test(value);
}

export function isLettersDigits(value: string): boolean {
  return /^[A-Za-z0-9]+$/.test(value);
}

export function isLettersDigitsUnderscore(value: string): boolean {
  return /^[A-Za-z0-9_]+$/.test(value);
}

/** Positive, negative or decimal: 12, -3, +4.5, 0.25, -.5. */
export function isSignedDecimal(value: string): boolean {
  return /^[+-]?(?:\d+(?:\.\d+)?|\.\d+)$/.test(value);
}

/** Digits after the decimal point of a finite number as written in shortest form (1.10 → 1, 2.345 → 3). */
export function decimalPlaces(value: number): number {
  if (!Number.isFinite(value) || Number.isInteger(value)) return 0;
  const text = String(value);
  const exponent = /e-(\d+)$/.exec(text);
  if (exponent) {
    const mantissaDecimals = text.split('e')[0]?.split('.')[1]?.length ?? 0;
    return mantissaDecimals + Number(exponent[1]);
  }
  return text.split('.')[1]?.length ?? 0;
}

/** Title text without HTML tags, entities of spaces and surrounding white space: what "empty" is judged on. */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
}
