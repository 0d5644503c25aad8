import { truncateUtf8, utf8Length } from './text';

/** SPSS limits: long names up to 64 bytes, short names (variable records) exactly up to 8. */
export const MAX_NAME_BYTES = 64;
export const SHORT_NAME_BYTES = 8;

/** Keywords that SPSS syntax reserves: a variable of that name could not be referred to. */
const RESERVED = new Set(['ALL', 'AND', 'BY', 'EQ', 'GE', 'GT', 'LE', 'LT', 'NE', 'NOT', 'OR', 'TO', 'WITH']);

const FIRST_CHAR = /^\p{L}$/u;
/** Letters (CJK included), combining marks, digits and the four punctuation characters SPSS accepts. */
const NAME_CHAR = /^[\p{L}\p{M}\p{Nd}_.@#$]$/u;

function sameName(name: string): string {
  return name.toUpperCase();
}

/**
 * Whether `name` is a valid SPSS variable name: a letter first, then letters, digits or `_ . @ # $`, at most
 * 64 bytes, not ending in `.` or `_` (SPSS warns on those: a trailing period ends a command, a trailing
 * underscore collides with names its procedures create), and not a reserved keyword.
 */
export function isValidVariableName(name: string): boolean {
  const chars = [...name];
  if (chars.length === 0 || utf8Length(name) > MAX_NAME_BYTES) return false;
  if (!FIRST_CHAR.test(chars[0]!)) return false;
  if (!chars.every((char) => NAME_CHAR.test(char))) return false;
  if (name.endsWith('.') || name.endsWith('_')) return false;
  return !RESERVED.has(sameName(name));
}

/** `code` made into a valid name, without regard to uniqueness; `maxBytes` leaves room for a prefix. */
function sanitize(code: string, maxBytes: number): string {
  const chars = [...code.normalize('NFC').trim()].map((char) => (NAME_CHAR.test(char) ? char : '_'));
  let name = chars.join('').replace(/_{2,}/g, '_');
  // A digit, an underscore or punctuation cannot start a name: keep the code readable behind a "V".
  if (!FIRST_CHAR.test([...name][0] ?? '')) name = `V${name}`;
  name = truncateUtf8(name, maxBytes).replace(/[._]+$/, '');
  if (name === '' || RESERVED.has(sameName(name))) name = `${name || 'V'}x`;
  return name;
}

/** `base` with the smallest `_n` suffix (n ≥ 2) that is not taken; the base is shortened to stay in bytes. */
function withSuffix(base: string, taken: Set<string>, maxBytes: number): string {
  for (let n = 2; ; n += 1) {
    const suffix = `_${n}`;
    const candidate = `${truncateUtf8(base, maxBytes - suffix.length).replace(/[._]+$/, '')}${suffix}`;
    if (!taken.has(sameName(candidate))) return candidate;
  }
}

/**
 * Valid, unique SPSS variable names for item codes, in the same order: invalid characters become `_`, a name
 * that would not start with a letter gets a leading `V`, names are cut to 64 UTF-8 bytes on a character
 * boundary, and a name equal to an earlier one ignoring case gets `_2`, `_3`, … The same rule serves the
 * CSV and XLSX column names so that every export names a column alike.
 */
export function makeVariableNames(codes: readonly string[], maxBytes = MAX_NAME_BYTES): string[] {
  const taken = new Set<string>();
  return codes.map((code) => {
    let name = sanitize(code, maxBytes);
    if (taken.has(sameName(name))) name = withSuffix(name, taken, maxBytes);
    taken.add(sameName(name));
    return name;
  });
}

/** Names for multiple-response sets: `$` then a valid name, 64 bytes in all, unique ignoring case. */
export function makeMultipleResponseSetNames(codes: readonly string[]): string[] {
  return makeVariableNames(codes, MAX_NAME_BYTES - 1).map((name) => `$${name}`);
}

export function isValidMultipleResponseSetName(name: string): boolean {
  return name.startsWith('$') && isValidVariableName(name.slice(1)) && utf8Length(name) <= MAX_NAME_BYTES;
}

/**
 * Allocates the 8-byte names of the variable records. They are kept to ASCII capitals and digits (a CJK long
 * name has none, so it gets `V1`, `V2`, …): old readers show short names, and three-byte characters would
 * leave room for only two of them. The long name, in full, goes in the long variable names record.
 */
export class ShortNames {
  private readonly taken = new Set<string>();
  private counter = 0;

  allocate(longName: string): string {
    const ascii = longName.toUpperCase().replace(/[^A-Z0-9_@#$]/g, '');
    const base = /^[A-Z]/.test(ascii) ? ascii.slice(0, SHORT_NAME_BYTES).replace(/_+$/, '') : '';
    if (base !== '' && !RESERVED.has(base) && !this.taken.has(base)) return this.take(base);
    if (base !== '') {
      for (let n = 1; n < 10_000; n += 1) {
        const suffix = String(n);
        const candidate = `${base.slice(0, SHORT_NAME_BYTES - suffix.length)}${suffix}`;
        if (!this.taken.has(candidate)) return this.take(candidate);
      }
    }
    for (;;) {
      this.counter += 1;
      const candidate = `V${this.counter}`;
      if (!this.taken.has(candidate)) return this.take(candidate);
    }
  }

  private take(name: string): string {
    this.taken.add(name);
    return name;
  }
}
