import { describe, expect, it } from 'vitest';
import {
  cleanStrings,
  cleanText,
  hasUnholdable,
  charCount,
  decimalPlaces,
  hasChinese,
  hasLetter,
  hasNumber,
  hasSymbol,
  isColor,
  isEmail,
  isIdCard,
  isIdCardChecksumValid,
  isLettersDigits,
  isLettersDigitsUnderscore,
  isPhone,
  isSignedDecimal,
  plainText,
  textLength,
} from '../../../src/core/text';

describe('text length', () => {
  it.each([
    ['', 0, 0],
    ['abc', 3, 3],
    ['~', 1, 1],
    ['中文', 4, 2],
    ['a中', 3, 2],
    ['😀', 2, 1],
    ['\u007f', 2, 1],
  ])('%j weighs %i in %i characters', (text, weighted, chars) => {
    expect(textLength(text)).toBe(weighted);
    expect(charCount(text)).toBe(chars);
  });
});

describe('format checks', () => {
  it.each([
    [isColor, '#fff', true],
    [isColor, '#38ADAB', true],
    [isColor, '#abcd', false],
    [isColor, '38ADAB', false],
    [isColor, '#ggg', false],
    [isPhone, '13812345678', true],
    [isPhone, '19912345678', true],
    [isPhone, '12812345678', false],
    [isPhone, '1381234567', false],
    [isPhone, '138123456789', false],
    [isEmail, 'a.b+c@example.com', true],
    [isEmail, 'name@mail.example.cn', true],
    [isEmail, 'name@example', false],
    [isEmail, 'name example.com', false],
    [isEmail, '@example.com', false],
    [hasNumber, 'ab1', true],
    [hasNumber, 'abc', false],
    [hasLetter, '12a', true],
    [hasLetter, '123中', false],
    [hasSymbol, 'ab!', true],
    [hasSymbol, 'ab 中1', false],
    [hasChinese, 'abc中', true],
    [hasChinese, 'abc', false],
    [isLettersDigits, 'Ab12', true],
    [isLettersDigits, 'Ab_12', false],
    [isLettersDigitsUnderscore, 'Ab_12', true],
    [isLettersDigitsUnderscore, 'Ab-12', false],
    [isSignedDecimal, '-12.5', true],
    [isSignedDecimal, '+3', true],
    [isSignedDecimal, '.5', true],
    [isSignedDecimal, '1.', false],
    [isSignedDecimal, '1e3', false],
    [isSignedDecimal, '', false],
  ] as const)('%o(%j) is %s', (check, value, expected) => {
    expect(check(value)).toBe(expected);
  });
});

describe('ID card', () => {
  it.each([
    ['110105491231002', true], // 15 digits, month 12 day 31
    ['110105491331002', false], // month 13
    ['110105490132002', false], // day 32
    ['110105490100002', false], // day 00
    ['11010519491231002X', true],
    ['11010519491231002x', true],
    ['110105194912310021', true],
    ['11010519491331002X', false], // month 13
    ['11010519491231002Y', false],
    ['1101051949123100', false], // 16 digits
  ])('%s pattern %s', (value, expected) => {
    expect(isIdCard(value)).toBe(expected);
  });

  it('checksum is a separate, stricter check', () => {
    expect(isIdCardChecksumValid('11010519491231002X')).toBe(true);
    expect(isIdCardChecksumValid('110105194912310021')).toBe(false);
    expect(isIdCard('110105194912310021')).toBe(true);
    expect(isIdCardChecksumValid('110105491231002')).toBe(true);
  });
});

describe('helpers', () => {
  it.each([
    [1, 0],
    [1.5, 1],
    [1.25, 2],
    [2.345, 3],
    [1e-7, 7],
  ])('decimalPlaces(%d) = %i', (value, places) => {
    expect(decimalPlaces(value)).toBe(places);
  });

  it('plainText strips tags and nbsp', () => {
    expect(plainText('<p>&nbsp;<b>Hi</b> </p>')).toBe('Hi');
    expect(plainText(null)).toBe('');
  });
});

describe('cleanText: characters no database or export can hold', () => {
  it('removes NUL, other C0 controls, U+FFFE/U+FFFF and lone surrogates, keeps tab and line breaks', () => {
    expect(cleanText('a\u0000b\u0001c\u001fd\u007fe')).toBe('abcd\u007fe');
    expect(cleanText('x\ty\nz\r')).toBe('x\ty\nz\r');
    expect(cleanText('a\ud800b\udc00c\ufffe\uffffd')).toBe('abcd');
    expect(cleanText('😀 中文 한국어 日本語')).toBe('😀 中文 한국어 日本語');
    // A high surrogate at the very end and a low one at the very start are lone too.
    expect(cleanText('\udc00ok\ud83d')).toBe('ok');
  });

  it('answers hasUnholdable consistently on repeated calls (a global regex keeps no state between them)', () => {
    expect(hasUnholdable('a\u0000')).toBe(true);
    expect(hasUnholdable('a\u0000')).toBe(true);
    expect(hasUnholdable('plain')).toBe(false);
  });

  it('cleans every string and key of a JSON value, and keeps the same object when nothing changes', () => {
    const clean = { a: 'x', list: ['y', { z: 1 }], flag: true, none: null };
    expect(cleanStrings(clean)).toBe(clean);
    const dirty = { a: 'x\u0000', list: ['y', { 'k\u0001': 'v\ud800' }], n: 2 };
    expect(cleanStrings(dirty)).toEqual({ a: 'x', list: ['y', { k: 'v' }], n: 2 });
    expect(dirty.a).toBe('x\u0000');
  });

  it('keeps a key that reads __proto__ once cleaned as a plain key, never as the prototype', () => {
    const cleaned = cleanStrings(JSON.parse('{"__pro\\u0000to__": {"polluted": true}}')) as Record<
      string,
      unknown
    >;
    expect(Object.getPrototypeOf(cleaned)).toBe(Object.prototype);
    expect(Object.keys(cleaned)).toEqual(['__proto__']);
    expect((cleaned as { polluted?: boolean }).polluted).toBeUndefined();
  });
});
