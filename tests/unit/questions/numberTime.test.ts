import { describe, expect, it } from 'vitest';
import type { AnswerValue, Question } from '../../../src/core/model';
import { validateAnswer } from '../../../src/questions/validate';
import { keys, make } from './helpers';

const num = (value: number): AnswerValue => ({ kind: 'number', value });
const time = (value: string): AnswerValue => ({ kind: 'time', value });

describe('number', () => {
  const integer = make('number'); // 0–100 integer by default
  const decimal = make('number', { answerConfig: { scoreNumType: 2, paramInt01: -5, paramInt02: 5 } });

  it.each([
    [integer, 0, []],
    [integer, 100, []],
    [integer, 101, ['core.tipRangeNull']],
    [integer, -1, ['core.tipRangeNull']],
    [integer, 2.5, ['core.answer.integer']],
    [decimal, 1.25, []],
    [decimal, -4.99, []],
    [decimal, 1.255, ['core.answer.twoDecimals']],
    [decimal, 5.01, ['core.tipRangeNull']],
  ])('%#: %d → %j', (question, value, expected) => {
    expect(keys(validateAnswer(question, num(value)))).toEqual(expected);
  });

  it('the range message carries the bounds', () => {
    expect(validateAnswer(integer, num(101))[0]?.params).toEqual({ min: '0', max: '100' });
  });

  it('no range when limitRangeInd is off', () => {
    expect(validateAnswer(make('number', { answerConfig: { limitRangeInd: 0 } }), num(1000))).toEqual([]);
  });

  it('empty is the null-answer message when required', () => {
    expect(keys(validateAnswer(integer, undefined))).toEqual(['core.tipAnswerNull']);
  });
});

describe('cross-question comparison', () => {
  const target = { ...make('number'), id: 'qT', quNum: 'Q3', quTitle: '<p>Household size</p>' };
  const chipTarget = {
    ...make('chip'),
    id: 'qC',
    quNum: 'Q4',
    quTitle: 'Spend',
    optionList: [
      { id: 'food', optionName: 'Food', orderById: 1, type: 'normal' as const, visibility: 1 as const },
    ],
  };
  const questions: Record<string, Question> = { qT: target, qC: chipTarget };
  const context = {
    answers: { qT: num(4), qC: { kind: 'chip' as const, amounts: { food: 7 } } },
    questionById: (id: string) => questions[id],
  };
  const comparing = (answerRangeType: string, rangeTargetId = 'qT') =>
    make('number', { answerConfig: { answerValidInd: 1, answerRangeType, rangeTargetId } });

  it.each([
    ['1', 4, []],
    ['01', 3, ['core.answer.mustEqual']],
    ['2', 3, []],
    ['2', 4, ['core.answer.mustLess']],
    ['3', 4, []],
    ['3', 5, ['core.answer.mustLessEqual']],
    ['4', 5, []],
    ['4', 4, ['core.answer.mustGreater']],
    ['5', 4, []],
    ['5', 3, ['core.answer.mustGreaterEqual']],
  ])('type %s with %d', (type, value, expected) => {
    expect(keys(validateAnswer(comparing(type), num(value), context))).toEqual(expected);
  });

  it('names the target question, option and answer', () => {
    expect(validateAnswer(comparing('1'), num(3), context)[0]?.params).toEqual({
      quNum: 'Q3',
      title: 'Household size',
      option: '',
      value: '4',
    });
    expect(validateAnswer(comparing('5', 'qC,food'), num(3), context)[0]?.params).toEqual({
      quNum: 'Q4',
      title: 'Spend',
      option: ' Food',
      value: '7',
    });
  });

  it('passes when the target is unanswered or the check is off', () => {
    expect(validateAnswer(comparing('1'), num(3), { answers: {} })).toEqual([]);
    expect(validateAnswer(make('number'), num(3), context)).toEqual([]);
  });
});

describe('time and date', () => {
  const withType = (timeType: string, range?: { paramInt01: number; paramInt02: number }) =>
    make('time', { answerConfig: { timeType, ...(range ? { limitRangeInd: 1, ...range } : {}) } });

  it.each([
    ['01', '0930', []],
    ['01', '2400', ['core.answer.timeFormat']],
    ['01', '1260', ['core.answer.timeFormat']],
    ['02', '202402', []],
    ['02', '202413', ['core.answer.timeFormat']],
    ['03', '20240229', []],
    ['03', '20230229', ['core.answer.timeFormat']],
    ['03', '18991231', ['core.answer.dateOutOfPicker']],
    ['03', '21000101', ['core.answer.dateOutOfPicker']],
    ['04', String(Date.UTC(2024, 0, 1)), []],
    ['04', String(Date.UTC(2100, 0, 2)), ['core.answer.dateOutOfPicker']],
  ])('timeType %s value %s', (timeType, value, expected) => {
    expect(keys(validateAnswer(withType(timeType), time(value)))).toEqual(expected);
  });

  it('formats range bounds in the format of the question', () => {
    const times = withType('01', { paramInt01: 900, paramInt02: 1730 });
    expect(validateAnswer(times, time('0830'))).toEqual([
      { key: 'core.tipRangeNull', params: { min: '09:00', max: '17:30' } },
    ]);
    const dates = withType('03', { paramInt01: 20240101, paramInt02: 20241231 });
    expect(validateAnswer(dates, time('20250101'))[0]?.params).toEqual({
      min: '2024/01/01',
      max: '2024/12/31',
    });
    const from = Date.UTC(2024, 0, 1, 8, 0, 0);
    const datetimes = withType('04', { paramInt01: from, paramInt02: from + 3_600_000 });
    expect(validateAnswer(datetimes, time(String(from - 1)), { utcOffsetMinutes: 480 })[0]?.params).toEqual({
      min: '2024/01/01 16:00:00',
      max: '2024/01/01 17:00:00',
    });
    expect(validateAnswer(datetimes, time(String(from + 60_000)))).toEqual([]);
  });
});

describe('birthday and age', () => {
  const now = new Date(Date.UTC(2024, 5, 15, 12));
  const context = { now, utcOffsetMinutes: 0 };

  it.each([
    ['19900101', []],
    ['20240615', []],
    ['20240616', ['core.answer.birthdayFuture']],
    ['18991231', ['core.answer.dateOutOfPicker']],
    ['19900231', ['core.answer.timeFormat']],
  ])('birthday %s', (value, expected) => {
    expect(keys(validateAnswer(make('birthday'), time(value), context))).toEqual(expected);
  });

  it.each([
    [0, []],
    [120, []],
    [121, ['core.tipRangeNull']],
    [30.5, ['core.answer.integer']],
  ])('age %d', (value, expected) => {
    expect(keys(validateAnswer(make('age'), num(value)))).toEqual(expected);
  });
});
