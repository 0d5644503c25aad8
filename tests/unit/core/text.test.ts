import { describe, expect, it } from 'vitest';
import {
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
