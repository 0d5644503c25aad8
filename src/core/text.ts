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

/**
 * An address a respondent's browser may be sent to: http or https only, so that a `javascript:` or `data:`
 * address typed by a designer can never run in a respondent's browser. The normalised address, or null.
 */
export function webAddress(text: string): string | null {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
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

/**
 * Characters no database or export can hold, removed from everything a person types or pastes: NUL
 * (PostgreSQL text and jsonb refuse it), the other C0 controls but tab, line feed and carriage return, and
 * U+FFFE / U+FFFF (XML 1.0, and so XLSX and SPSS's XML readers, refuse them all), and lone UTF-16
 * surrogates (jsonb refuses their escapes, UTF-8 cannot encode them). Pasted text from PDFs and terminals
 * carries these; the rest of the text is kept as it was. The runner cleans what it stores and the server
 * cleans every string it receives with this same function.
 */
const UNHOLDABLE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function cleanText(text: string): string {
  return text.replace(UNHOLDABLE, '');
}

/** Whether cleanText would change the text (cheap test before copying a structure). */
export function hasUnholdable(text: string): boolean {
  UNHOLDABLE.lastIndex = 0;
  const found = UNHOLDABLE.test(text);
  UNHOLDABLE.lastIndex = 0;
  return found;
}

/**
 * Every string inside a JSON-like value cleaned with cleanText, object keys included; the value is returned
 * as it was (same identity) when nothing needed cleaning, so a clean request costs one walk and no copy.
 */
export function cleanStrings<T>(value: T): T {
  return cleanValue(value) as T;
}

function cleanValue(value: unknown): unknown {
  if (typeof value === 'string') return hasUnholdable(value) ? cleanText(value) : value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let index = 0; index < value.length; index++) {
      const cleaned = cleanValue(value[index]);
      if (cleaned !== value[index]) {
        copy ??= value.slice();
        copy[index] = cleaned;
      }
    }
    return copy ?? value;
  }
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    let copy: Record<string, unknown> | undefined;
    for (const [key, item] of Object.entries(value)) {
      const cleanKey = hasUnholdable(key) ? cleanText(key) : key;
      const cleaned = cleanValue(item);
      if (cleaned !== item || cleanKey !== key) {
        copy ??= { ...(value as Record<string, unknown>) };
        if (cleanKey !== key) delete copy[key];
        // defineProperty, not assignment: a key that reads `__proto__` once cleaned stays a plain own key
        // instead of replacing the copy's prototype.
        Object.defineProperty(copy, cleanKey, {
          value: cleaned,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
    }
    return copy ?? value;
  }
  return value;
}
