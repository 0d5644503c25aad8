import { describe, expect, it } from 'vitest';
import {
  DateCode,
  MultiChoiceCode,
  NumberCode,
  parseCode,
  SingleChoiceCode,
  TextCode,
} from '../../../../src/core/logic/codes';
import {
  compareDate,
  compareMultiChoice,
  compareNumber,
  compareSingleChoice,
  compareText,
} from '../../../../src/core/logic/compare';

const bounds = (value?: string, min?: string, max?: string) => ({ value, min, max });

describe('geLe codes', () => {
  it.each([
    ['1', 1],
    ['01', 1],
    ['06', 6],
    [null, undefined],
    ['', undefined],
    ['x', undefined],
  ])('parses %j as %j', (code, expected) => {
    expect(parseCode(code)).toBe(expected);
  });
});

describe('single choice (radio)', () => {
  it.each([
    [SingleChoiceCode.select, ['a'], ['a'], true],
    [SingleChoiceCode.select, ['b'], ['a'], false],
    [SingleChoiceCode.select, ['b'], ['a', 'b'], true],
    [SingleChoiceCode.notSelect, ['b'], ['a'], true],
    [SingleChoiceCode.notSelect, ['a'], ['a', 'c'], false],
    [3, ['a'], ['a'], false],
  ])('code %i, chosen %j, listed %j → %s', (code, chosen, listed, expected) => {
    expect(compareSingleChoice(code, chosen, listed)).toBe(expected);
  });
});

describe('multiple choice (checkbox)', () => {
  const listed = ['a', 'b'];
  it.each([
    ['only-select: exactly the listed', MultiChoiceCode.onlySelect, ['b', 'a'], true],
    ['only-select: one more', MultiChoiceCode.onlySelect, ['a', 'b', 'c'], false],
    ['only-select: one missing', MultiChoiceCode.onlySelect, ['a'], false],
    ['only-not: one more', MultiChoiceCode.onlyNot, ['a', 'b', 'c'], true],
    ['only-not: exactly', MultiChoiceCode.onlyNot, ['a', 'b'], false],
    ['select: all listed and more', MultiChoiceCode.select, ['a', 'b', 'c'], true],
    ['select: one missing', MultiChoiceCode.select, ['a', 'c'], false],
    ['not: one missing', MultiChoiceCode.not, ['a', 'c'], true],
    ['not: all there', MultiChoiceCode.not, ['a', 'b'], false],
    ['contains: any', MultiChoiceCode.contains, ['c', 'b'], true],
    ['contains: none', MultiChoiceCode.contains, ['c'], false],
    ['not contains: none', MultiChoiceCode.notContains, ['c'], true],
    ['not contains: one', MultiChoiceCode.notContains, ['a'], false],
  ])('%s', (_name, code, chosen, expected) => {
    expect(compareMultiChoice(code, chosen, listed)).toBe(expected);
  });
});

describe('number', () => {
  it.each([
    [NumberCode.equal, 5, bounds('5'), true],
    [NumberCode.equal, 5.5, bounds('5'), false],
    [NumberCode.between, 20, bounds(undefined, '20', '80'), true],
    [NumberCode.between, 80, bounds(undefined, '20', '80'), true],
    [NumberCode.between, 80.01, bounds(undefined, '20', '80'), false],
    [NumberCode.between, 19, bounds(undefined, '20', '80'), false],
    [NumberCode.between, 1000, bounds(undefined, '20', undefined), true],
    [NumberCode.less, 4, bounds('5'), true],
    [NumberCode.less, 5, bounds('5'), false],
    [NumberCode.atMost, 5, bounds('5'), true],
    [NumberCode.atMost, 6, bounds('5'), false],
    [NumberCode.greater, 6, bounds('5'), true],
    [NumberCode.greater, 5, bounds('5'), false],
    [NumberCode.atLeast, 5, bounds('5'), true],
    [NumberCode.atLeast, 4.99, bounds('5'), false],
    [NumberCode.equal, 5, bounds('five'), false],
  ])('code %i: %d against %j → %s', (code, answer, rule, expected) => {
    expect(compareNumber(code, answer, rule)).toBe(expected);
  });
});

describe('date and time', () => {
  it.each([
    ['HHmm select', DateCode.select, '0930', bounds('0930'), true],
    ['HHmm later', DateCode.later, '0931', bounds('0930'), true],
    ['HHmm later, same minute', DateCode.later, '0930', bounds('0930'), false],
    ['HHmm later or same', DateCode.laterOrSame, '0930', bounds('0930'), true],
    ['HHmm earlier across the hour', DateCode.earlier, '0859', bounds('0900'), true],
    ['HHmm between', DateCode.between, '1200', bounds(undefined, '0900', '1700'), true],
    ['HHmm between, outside', DateCode.between, '1701', bounds(undefined, '0900', '1700'), false],
    ['yyyyMM select', DateCode.select, '202403', bounds('202403'), true],
    ['yyyyMM earlier', DateCode.earlier, '202312', bounds('202401'), true],
    ['yyyyMM earlier or same', DateCode.earlierOrSame, '202402', bounds('202401'), false],
    ['yyyyMMdd select', DateCode.select, '20240315', bounds('20240315'), true],
    ['yyyyMMdd later', DateCode.later, '20240316', bounds('20240315'), true],
    [
      'yyyyMMdd between inclusive',
      DateCode.between,
      '20241231',
      bounds(undefined, '20240101', '20241231'),
      true,
    ],
    [
      'yyyyMMdd between, next year',
      DateCode.between,
      '20250101',
      bounds(undefined, '20240101', '20241231'),
      false,
    ],
    ['day against month: same month', DateCode.select, '20240315', bounds('202403'), true],
    ['day against month: later month', DateCode.later, '20240415', bounds('202403'), true],
    ['timestamp later', DateCode.later, '1700000000001', bounds('1700000000000'), true],
    ['timestamp earlier or same', DateCode.earlierOrSame, '1700000000000', bounds('1700000000000'), true],
    [
      'timestamp between',
      DateCode.between,
      '1700000000500',
      bounds(undefined, '1700000000000', '1700000001000'),
      true,
    ],
    ['timestamp against a day: not comparable', DateCode.select, '1700000000000', bounds('20231114'), false],
    ['time against a day: not comparable', DateCode.earlier, '0930', bounds('20240101'), false],
  ])('%s', (_name, code, answer, rule, expected) => {
    expect(compareDate(code, answer, rule)).toBe(expected);
  });
});

describe('text', () => {
  it.each([
    [TextCode.equal, ' yes ', 'yes', true],
    [TextCode.equal, 'Yes', 'yes', false],
    [TextCode.notEqual, 'no', 'yes', true],
    [TextCode.notEqual, undefined, 'yes', false],
    [TextCode.contains, 'I said yes', 'yes', true],
    [TextCode.contains, 'nope', 'yes', false],
    [TextCode.notContains, 'nope', 'yes', true],
    [TextCode.notContains, undefined, 'yes', false],
    [TextCode.empty, undefined, null, true],
    [TextCode.empty, '  ', null, true],
    [TextCode.empty, 'x', null, false],
    [TextCode.notEmpty, 'x', null, true],
    [TextCode.notEmpty, undefined, null, false],
  ])('code %i: %j against %j → %s', (code, answer, expected, result) => {
    expect(compareText(code, answer, expected)).toBe(result);
  });
});
