import { describe, expect, it } from 'vitest';
import { assignLimitProblem } from '../../../src/core/logic/assignLimits';
import type { Desc, Question } from '../../../src/core/model';
import { valueLimitsOf } from '../../../src/questions/validate';
import { question } from '../designer/logic/fixture';

/** The one rule on what an auto-assign may give its target, as the designer's form and the server run it. */
const check = (target: Question, value: Parameters<typeof assignLimitProblem>[1]) =>
  assignLimitProblem(target, value, valueLimitsOf(target));

describe('what an auto-assign may give its target', () => {
  const number = (answerConfig: Record<string, unknown>) =>
    question('number', 'A', 0, {
      answerConfig: { ...question('number', 'A', 0).answerConfig, ...answerConfig },
    });

  it('a number inside the question range and of its number type', () => {
    const small = number({ limitRangeInd: 1, paramInt01: 1, paramInt02: 10, scoreNumType: 1 });
    expect(check(small, { kind: 'number', value: 99 })).toEqual({
      key: 'design.logic.assignOutOfRange',
      params: { range: '1–10' },
    });
    expect(check(small, { kind: 'number', value: 0 })?.key).toBe('design.logic.assignOutOfRange');
    expect(check(small, { kind: 'number', value: 2.5 })?.key).toBe('design.logic.assignNotWhole');
    expect(check(small, { kind: 'number', value: 10 })).toBeUndefined();
    const money = number({ limitRangeInd: 1, paramInt01: 0, paramInt02: null, scoreNumType: 2 });
    expect(check(money, { kind: 'number', value: 1.234 })?.key).toBe('design.logic.assignTooPrecise');
    expect(check(money, { kind: 'number', value: -1 })?.params).toEqual({ range: '≥ 0' });
    expect(check(money, { kind: 'number', value: 1e9 + 0.25 })).toBeUndefined();
    // No range switched on: any number of the type.
    expect(check(number({ limitRangeInd: 0 }), { kind: 'number', value: 5000 })).toBeUndefined();
  });

  it('a family range: an age of 0–120, a rating on its scale', () => {
    const age = question('age', 'A', 0);
    expect(check(age, { kind: 'number', value: 130 })?.params).toEqual({ range: '0–120' });
    const rating = question('rating', 'A', 0, { scoreQuParagraph: 7 });
    expect(check(rating, { kind: 'number', value: 8 })?.params).toEqual({ range: '1–7' });
    expect(check(rating, { kind: 'number', value: 3.5 })?.key).toBe('design.logic.assignNotWhole');
    expect(check(rating, { kind: 'number', value: 7 })).toBeUndefined();
    const group = question('ratingGroup', 'A', 0, { scoreQuParagraph: 5 });
    expect(check(group, { kind: 'scores', values: { row: 6 } })?.params).toEqual({ range: '1–5' });
    expect(check(group, { kind: 'scores', values: { row: 5 } })).toBeUndefined();
  });

  it('a time or date inside the question limits and the picker years, shown in the question format', () => {
    const base = question('time', 'A', 0);
    const hours = {
      ...base,
      answerConfig: { ...base.answerConfig, limitRangeInd: 1 as const, paramInt01: 800, paramInt02: 1800 },
    };
    expect(check(hours, { kind: 'time', value: '1900' })?.params).toEqual({ range: '08:00–18:00' });
    expect(check(hours, { kind: 'time', value: '0800' })).toBeUndefined();
    const date = {
      ...base,
      answerConfig: { ...base.answerConfig, timeType: '03', limitRangeInd: 0 as const },
    };
    expect(check(date, { kind: 'time', value: '18991231' })?.params).toEqual({
      range: '1900/01/01–2099/12/31',
    });
    expect(check(date, { kind: 'time', value: '20240229' })).toBeUndefined();
  });

  it('a text no longer than the question takes, a blank no longer than its own limit', () => {
    const fill = question('fillBlank', 'A', 0);
    expect(check(fill, { kind: 'text', text: 'x'.repeat(201) })).toEqual({
      key: 'design.logic.assignTooLong',
      params: { max: '200' },
    });
    expect(check(fill, { kind: 'text', text: '字'.repeat(200) })).toBeUndefined();
    expect(check(question('name', 'A', 0), { kind: 'text', text: 'x'.repeat(21) })?.params).toEqual({
      max: '20',
    });
    const blanks = question('multiFillBlank', 'A', 0);
    const row = blanks.descList[0]!;
    const short: Question = {
      ...blanks,
      descList: [{ ...row, descConfig: { ...row.descConfig, contentSize: 1 } } as Desc],
    };
    expect(check(short, { kind: 'blanks', values: { [row.id]: '123456789' } })?.params).toEqual({ max: '8' });
    expect(check(short, { kind: 'blanks', values: { [row.id]: '12345678' } })).toBeUndefined();
  });

  it('options are no business of this rule', () => {
    expect(
      check(question('radio', 'A', 0), { kind: 'choice', optionIds: ['x'], otherText: {} }),
    ).toBeUndefined();
  });
});
