import { describe, expect, it } from 'vitest';
import type { AnswerValue, Desc } from '../../../src/core/model';
import { validateAnswer } from '../../../src/questions/validate';
import { keys, make, type Overrides } from './helpers';

const text = (value: string): AnswerValue => ({ kind: 'text', text: value });
const blanks = (values: Record<string, string>): AnswerValue => ({ kind: 'blanks', values });

describe('single open question', () => {
  it.each([
    [{}, '', ['core.tipAnswerNull']],
    [{}, '   ', ['core.tipAnswerNull']],
    [{}, 'x'.repeat(200), []],
    [{}, 'x'.repeat(201), ['core.answer.textTooLong']],
    [{ requireLengthSwitch: 1, requireLength: 5 }, 'abcd', ['core.answer.textTooShort']],
    [{ requireLengthSwitch: 1, requireLength: 5 }, 'abcde', []],
    [{ requireNumber: 1 }, 'abc', ['core.answer.requireNumber']],
    [{ requireSymbol: 1 }, 'abc1', ['core.answer.requireSymbol']],
    [{ requireEnglish: 1 }, '中文1', ['core.answer.requireEnglish']],
    [{ requireNumber: 1, requireSymbol: 1, requireEnglish: 1 }, 'a1!', []],
  ])('config %j, text %j', (answerConfig, value, expected) => {
    expect(keys(validateAnswer(make('fillBlank', { answerConfig } as Overrides), text(value)))).toEqual(
      expected,
    );
  });

  it('optional and empty is fine', () => {
    expect(validateAnswer(make('fillBlank', { answerConfig: { requireInd: 0 } }), text(''))).toEqual([]);
  });
});

describe('profile texts', () => {
  it.each([
    ['phone', '13812345678', []],
    ['phone', '12812345678', ['core.tipPhoneError']],
    ['email', 'me@example.com', []],
    ['email', 'me@example', ['core.tipEmailError']],
    ['idCard', '11010519491231002X', []],
    ['idCard', '110105194913310021', ['core.tipIdCardError']],
    ['name', 'x'.repeat(20), []],
    ['name', 'x'.repeat(21), ['core.answer.textTooLong']],
  ])('%s %j', (key, value, expected) => {
    expect(keys(validateAnswer(make(key), text(value)))).toEqual(expected);
  });

  it('formats are checked only when validInd is 1', () => {
    expect(validateAnswer(make('email', { answerConfig: { validInd: 0 } }), text('not an email'))).toEqual(
      [],
    );
  });

  it('a phone is required even when requireInd is 0; an email is not', () => {
    expect(keys(validateAnswer(make('phone', { answerConfig: { requireInd: 0 } }), undefined))).toEqual([
      'core.tipAnswerNull',
    ]);
    expect(validateAnswer(make('email', { answerConfig: { requireInd: 0 } }), undefined)).toEqual([]);
  });

  it('an open question with a phone screen code checks the phone', () => {
    expect(keys(validateAnswer(make('fillBlank', { mediaQuType: 'phone1' }), text('123')))).toEqual([
      'core.tipPhoneError',
    ]);
  });
});

const desc = (id: string, descConfig?: Desc['descConfig'], required: 0 | 1 = 1): Desc => ({
  id,
  optionName: id,
  orderById: 0,
  type: 'normal',
  required,
  descBeforLogics: [],
  descConfig,
});
const limits = (over: Partial<NonNullable<Desc['descConfig']>>) => ({
  lengthLimit: 0 as const,
  contentLimit: 0 as const,
  requireNumber: 0 as const,
  requireSymbol: 0 as const,
  requireEnglish: 0 as const,
  ...over,
});

describe('multi-blank fill-in', () => {
  const q = make('multiFillBlank', {
    descList: [
      desc('short', limits({ contentSize: 1 })),
      desc('long', limits({ contentSize: 2 })),
      desc('num', limits({ contentLimit: 1, contentLimitType: 'number' }), 0),
    ],
  });

  it('every required blank filled, targeted', () => {
    expect(validateAnswer(q, blanks({ short: 'a' }))).toEqual([
      { key: 'core.tipAnswerNull', target: { descId: 'long' } },
    ]);
  });

  it.each([
    [{ short: '12345678', long: 'x'.repeat(16) }, []],
    [{ short: '123456789', long: 'x' }, [['core.answer.textTooLong', 'short', 8]]],
    [{ short: 'a', long: 'x'.repeat(17) }, [['core.answer.textTooLong', 'long', 16]]],
    [{ short: 'a', long: 'b', num: 'abc' }, [['core.answer.contentNumber', 'num', undefined]]],
    [{ short: 'a', long: 'b', num: '-1.5' }, []],
  ])('%j', (values, expected) => {
    const issues = validateAnswer(q, blanks(values));
    expect(issues.map((found) => [found.key, found.target?.descId, found.params?.max])).toEqual(expected);
  });

  it('refuses unknown blanks', () => {
    expect(keys(validateAnswer(q, blanks({ zz: 'a' })))).toEqual(['core.answer.invalid']);
  });
});

describe('multi-line open', () => {
  const rows = [desc('r1', limits({ lengthLimit: 1, min: 2, max: 5 })), desc('r2'), desc('r3')];

  it('requireType 1: all sub-questions', () => {
    const q = make('multiOpen', { descList: rows });
    expect(validateAnswer(q, blanks({ r1: 'ab', r2: 'x' }))).toEqual([
      { key: 'core.tipAnswerNull', target: { descId: 'r3' } },
    ]);
    expect(validateAnswer(q, blanks({ r1: 'ab', r2: 'x' }), { shownDescIds: new Set(['r1', 'r2']) })).toEqual(
      [],
    );
  });

  it('requireType 2: any one', () => {
    const q = make('multiOpen', { descList: rows, answerConfig: { requireType: 2 } });
    expect(validateAnswer(q, blanks({ r2: 'x' }))).toEqual([]);
    expect(keys(validateAnswer(q, blanks({})))).toEqual(['core.tipAnswerNull']);
  });

  it('requireType 3: the listed sub-questions', () => {
    const q = make('multiOpen', { descList: rows, answerConfig: { requireType: 3, requireDesc: 'r2' } });
    expect(validateAnswer(q, blanks({ r2: 'x' }))).toEqual([]);
    expect(validateAnswer(q, blanks({ r1: 'xx' }))).toEqual([
      { key: 'core.tipAnswerNull', target: { descId: 'r2' } },
    ]);
  });

  it('applies each sub-question descConfig length', () => {
    const q = make('multiOpen', { descList: rows, answerConfig: { requireType: 2 } });
    expect(validateAnswer(q, blanks({ r1: 'a' }))).toEqual([
      { key: 'core.answer.textTooShort', params: { min: 2 }, target: { descId: 'r1' } },
    ]);
    expect(keys(validateAnswer(q, blanks({ r1: 'abcdef' })))).toEqual(['core.answer.textTooLong']);
    expect(keys(validateAnswer(q, blanks({ r2: 'x'.repeat(501) })))).toEqual(['core.answer.textTooLong']);
  });
});
