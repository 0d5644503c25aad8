import { describe, expect, it } from 'vitest';
import { newQuestion } from '../../../src/questions/catalogue';
import { chipRemaining, clampAmount, withAmount } from '../../../src/questions/chip/amounts';
import {
  scaleLabels,
  scalePoints,
  sliderPercent,
  sliderValue,
} from '../../../src/questions/rating/ratingScale';
import { rankedIds, tapRank } from '../../../src/questions/sort/ranks';
import { blankLimit, withBlank } from '../../../src/runner/components/BlankRows';
import { choiceCountHint, tapChoice, withOtherText } from '../../../src/runner/components/choiceAnswer';
import {
  type ChoiceRules,
  choiceRulesOf,
  keepOtherText,
  orderedItems,
  toggleMultiple,
} from '../../../src/runner/components/choiceToggle';
import { tapMatrix } from '../../../src/runner/components/MatrixGrid';
import {
  acceptNumberText,
  judgeNumberText,
  parseNumberText,
} from '../../../src/runner/components/numberText';
import {
  boundAttribute,
  fromInputValue,
  pickerBounds,
  todayDigits,
  toInputValue,
} from '../../../src/runner/components/timeValues';

let next = 0;
const makeId = () => `id${++next}`;
const question = (key: string, patch: Record<string, unknown> = {}) => ({
  ...newQuestion(key, { id: `q${++next}`, belongId: 's', groupId: 'g', makeId, lang: 'en' }),
  ...patch,
});

const rules = (special: string[] = [], exclusive: string[] = [], mutual: string[] = []): ChoiceRules => ({
  special: new Set(special),
  exclusive: new Set(exclusive),
  mutual: new Set(mutual),
});

describe('multiple choice toggling', () => {
  it('adds and removes normal options in the order chosen', () => {
    expect(toggleMultiple([], 'a', rules())).toEqual(['a']);
    expect(toggleMultiple(['a'], 'b', rules())).toEqual(['a', 'b']);
    expect(toggleMultiple(['a', 'b'], 'a', rules())).toEqual(['b']);
  });
  it('a special option clears the others; a normal option clears the special one', () => {
    const r = rules(['none']);
    expect(toggleMultiple(['a', 'b'], 'none', r)).toEqual(['none']);
    expect(toggleMultiple(['none'], 'a', r)).toEqual(['a']);
    expect(toggleMultiple(['none'], 'none', r)).toEqual([]);
  });
  it('an exclusive option stands alone; choosing another drops it', () => {
    const r = rules([], ['x']);
    expect(toggleMultiple(['a', 'b'], 'x', r)).toEqual(['x']);
    expect(toggleMultiple(['x'], 'b', r)).toEqual(['b']);
  });
  it('mutually exclusive options replace each other and leave the rest', () => {
    const r = rules([], [], ['m1', 'm2']);
    expect(toggleMultiple(['a', 'm1'], 'm2', r)).toEqual(['a', 'm2']);
    expect(toggleMultiple(['a', 'm2'], 'b', r)).toEqual(['a', 'm2', 'b']);
  });
  it('reads the rules from the question: special options and the custom rule only when it is on', () => {
    const base = question('checkbox');
    const [first, second] = base.optionList;
    const withSpecial = {
      ...base,
      optionList: [...base.optionList, { ...first!, id: 'dk', type: 'special' as const }],
      exclusiveItemsId: first!.id,
      mutualItemsId: `${first!.id},${second!.id}`,
    };
    const off = choiceRulesOf(withSpecial);
    expect([...off.special]).toEqual(['dk']);
    expect(off.exclusive.size).toBe(0);
    const on = choiceRulesOf({
      ...withSpecial,
      answerConfig: { ...withSpecial.answerConfig, optionExInd: 1 },
    });
    expect([...on.exclusive]).toEqual([first!.id]);
    expect([...on.mutual]).toEqual([first!.id, second!.id]);
  });
  it('keeps other text only for chosen other options', () => {
    const options = [
      { id: 'o', type: 'other' as const },
      { id: 'n', type: 'normal' as const },
    ];
    expect(keepOtherText({ o: 'x', n: 'y' }, ['o', 'n'], options)).toEqual({ o: 'x' });
    expect(keepOtherText({ o: 'x' }, ['n'], options)).toEqual({});
  });
  it('tapChoice builds choice answers and clears when nothing is left', () => {
    const q = question('checkbox');
    const id = q.optionList[0]!.id;
    const once = tapChoice(q, undefined, id, { multiple: true, rules: rules() });
    expect(once).toEqual({ kind: 'choice', optionIds: [id], otherText: {} });
    expect(tapChoice(q, once, id, { multiple: true, rules: rules() })).toBeUndefined();
    const single = tapChoice(q, once, q.optionList[1]!.id, { multiple: false });
    expect(single?.optionIds).toEqual([q.optionList[1]!.id]);
    expect(withOtherText(single!, 'o', 'hi').otherText).toEqual({ o: 'hi' });
  });
  it('orders items by the runner order and skips hidden or unknown ids', () => {
    expect(orderedItems([{ id: 'a' }, { id: 'b' }, { id: 'c' }], ['c', 'zz', 'a']).map((i) => i.id)).toEqual([
      'c',
      'a',
    ]);
  });
  it('says how many to choose', () => {
    expect(choiceCountHint({ min: 2, max: 0 }, 'en')).toBe('Choose at least 2');
    expect(choiceCountHint({ min: 0, max: 3 }, 'en')).toBe('Choose at most 3');
    expect(choiceCountHint({ min: 1, max: 3 }, 'en')).toBe('Choose 1 to 3');
    expect(choiceCountHint({ min: 0, max: 0 }, 'en')).toBe('Choose all that apply');
  });
});

describe('matrix tapping', () => {
  it('single choice sets one column a row; multiple toggles under the special rule; empty rows drop', () => {
    const q = question('matrixCheckbox');
    const [r1, r2] = q.descList;
    const [c1, c2] = q.optionList;
    const special = { ...q, optionList: [...q.optionList, { ...c1!, id: 'dk', type: 'special' as const }] };
    let answer = tapMatrix(special, undefined, r1!.id, c1!.id, true);
    answer = tapMatrix(special, answer, r1!.id, c2!.id, true);
    expect(answer?.rows[r1!.id]).toEqual([c1!.id, c2!.id]);
    answer = tapMatrix(special, answer, r1!.id, 'dk', true);
    expect(answer?.rows[r1!.id]).toEqual(['dk']);
    expect(tapMatrix(special, answer, r1!.id, 'dk', true)).toBeUndefined();
    const single = tapMatrix(q, tapMatrix(q, undefined, r2!.id, c1!.id, false), r2!.id, c2!.id, false);
    expect(single).toEqual({ kind: 'matrix', rows: { [r2!.id]: [c2!.id] }, otherText: {} });
  });
});

describe('sort by tapping ranks', () => {
  it('assigns the next rank, removes a ranked option and shifts later ranks down', () => {
    let ranks = tapRank({}, 'a', 4);
    ranks = tapRank(ranks, 'b', 4);
    ranks = tapRank(ranks, 'c', 4);
    expect(ranks).toEqual({ a: 1, b: 2, c: 3 });
    ranks = tapRank(ranks, 'a', 4);
    expect(ranks).toEqual({ b: 1, c: 2 });
    ranks = tapRank(ranks, 'a', 4);
    expect(rankedIds(ranks)).toEqual(['b', 'c', 'a']);
  });
  it('ranks no more than the limit (maxSortNum)', () => {
    const ranks = tapRank(tapRank({}, 'a', 2), 'b', 2);
    expect(tapRank(ranks, 'c', 2)).toEqual({ a: 1, b: 2 });
  });
});

describe('chip allocation', () => {
  it('shows what remains, negative when over, without float drift', () => {
    expect(chipRemaining(10, {})).toBe(10);
    expect(chipRemaining(10, { a: 3, b: 4 })).toBe(3);
    expect(chipRemaining(1, { a: 0.1, b: 0.2 })).toBe(0.7);
    expect(chipRemaining(10, { a: 8, b: 4 })).toBe(-2);
  });
  it('clamps amounts to 0…total with two decimals and drops zeros', () => {
    expect(clampAmount(-1, 10)).toBe(0);
    expect(clampAmount(12, 10)).toBe(10);
    expect(clampAmount(1.234, 10)).toBe(1.23);
    expect(withAmount({ a: 2 }, 'b', 3, 10)).toEqual({ a: 2, b: 3 });
    expect(withAmount({ a: 2, b: 3 }, 'b', 0, 10)).toEqual({ a: 2 });
    expect(withAmount({ a: 2 }, 'a', 0, 10)).toBeUndefined();
  });
});

describe('time values at the edge', () => {
  it('converts each spec format to the native input and back', () => {
    expect(toInputValue('0930', 'HHmm')).toBe('09:30');
    expect(fromInputValue('09:30', 'HHmm')).toBe('0930');
    expect(toInputValue('202401', 'yyyyMM')).toBe('2024-01');
    expect(fromInputValue('2024-01', 'yyyyMM')).toBe('202401');
    expect(toInputValue('20240105', 'yyyyMMdd')).toBe('2024-01-05');
    expect(fromInputValue('2024-01-05', 'yyyyMMdd')).toBe('20240105');
  });
  it('reads a date-time in the device time zone as a millisecond timestamp, and back', () => {
    const stamp = fromInputValue('2024-03-10T14:05', 'timestamp');
    expect(stamp).toBe(String(new Date(2024, 2, 10, 14, 5).getTime()));
    expect(toInputValue(stamp, 'timestamp')).toBe('2024-03-10T14:05');
  });
  it('gives nothing for empty or half-typed inputs', () => {
    expect(fromInputValue('', 'yyyyMMdd')).toBeUndefined();
    expect(fromInputValue('2024-01', 'yyyyMMdd')).toBeUndefined();
    expect(toInputValue(undefined, 'HHmm')).toBe('');
    expect(toInputValue('abc', 'yyyyMMdd')).toBe('');
  });
  it('holds pickers to 1900-01-01…2099-12-31, the range when on, and today for a birthday', () => {
    const date = question('time', { answerConfig: { ...question('time').answerConfig, timeType: '03' } });
    expect(pickerBounds(date, 'yyyyMMdd')).toEqual({ min: 19000101, max: 20991231 });
    expect(boundAttribute(19000101, 'yyyyMMdd')).toBe('1900-01-01');
    expect(boundAttribute(209912, 'yyyyMM')).toBe('2099-12');
    const ranged = {
      ...date,
      answerConfig: {
        ...date.answerConfig,
        limitRangeInd: 1 as const,
        paramInt01: 20200101,
        paramInt02: 20301231,
      },
    };
    expect(pickerBounds(ranged, 'yyyyMMdd')).toEqual({ min: 20200101, max: 20301231 });
    const now = new Date(2025, 5, 7);
    expect(pickerBounds(question('birthday'), 'yyyyMMdd', { notAfterToday: true, now }).max).toBe(20250607);
    expect(todayDigits(now)).toBe(20250607);
    expect(pickerBounds(question('time'), 'HHmm')).toEqual({ min: undefined, max: undefined });
    expect(boundAttribute(930, 'HHmm')).toBe('09:30');
  });
});

describe('scales and sliders', () => {
  it('lists points and maps slider positions', () => {
    expect(scalePoints({ min: 1, max: 5 })).toEqual([1, 2, 3, 4, 5]);
    expect(scalePoints({ min: 0, max: 10 })).toHaveLength(11);
    expect(sliderPercent(1, { min: 1, max: 100 })).toBe(0);
    expect(sliderPercent(100, { min: 1, max: 100 })).toBe(100);
    expect(sliderPercent(5, { min: 0, max: 10 })).toBe(50);
    expect(sliderPercent(50, { min: 0, max: 10 })).toBe(100);
    expect(sliderValue('7.6', { min: 1, max: 10 })).toBe(8);
    expect(sliderValue('0', { min: 1, max: 10 })).toBe(1);
    expect(sliderValue('', { min: 1, max: 10 })).toBeUndefined();
  });
  it('labels each point when there are as many options, else the ends', () => {
    const names = (...list: string[]) => list.map((optionName) => ({ optionName }));
    expect(scaleLabels(names('a', 'b', 'c'), 3)).toEqual({ perPoint: ['a', 'b', 'c'] });
    expect(scaleLabels(names('bad', 'good'), 5)).toEqual({ low: 'bad', high: 'good' });
    expect(scaleLabels([], 5)).toEqual({});
  });
});

describe('number text and blanks', () => {
  it('refuses keystrokes that cannot lead to a number of the type', () => {
    expect(acceptNumberText('12', { decimals: 0, negative: false })).toBe(true);
    expect(acceptNumberText('1.', { decimals: 0, negative: false })).toBe(false);
    expect(acceptNumberText('-3.25', { decimals: 2, negative: true })).toBe(true);
    expect(acceptNumberText('3.251', { decimals: 2, negative: true })).toBe(false);
    expect(acceptNumberText('-1', { decimals: 0, negative: false })).toBe(false);
    expect(acceptNumberText('1e5', { decimals: 2, negative: true })).toBe(false);
    // A dot in a whole-number field, or a third decimal, is kept and named, never silently dropped.
    expect(judgeNumberText('36.5', { decimals: 0, negative: false })).toBe('integer');
    expect(judgeNumberText('36.', { decimals: 0, negative: false })).toBe('integer');
    expect(judgeNumberText('3.251', { decimals: 2, negative: true })).toBe('decimals');
    expect(judgeNumberText('3.25', { decimals: 2, negative: true })).toBe('ok');
    expect(judgeNumberText('3.2.', { decimals: 2, negative: true })).toBe('refused');
    expect(judgeNumberText('-1', { decimals: 0, negative: false })).toBe('refused');
    expect(parseNumberText('-')).toBeUndefined();
    expect(parseNumberText('3.')).toBe(3);
    expect(parseNumberText('-0.5')).toBe(-0.5);
  });
  it('blank limits follow the validator and emptied blanks drop', () => {
    expect(blankLimit({ descConfig: null }, 8)).toBe(8);
    expect(blankLimit({ descConfig: { lengthLimit: 1, max: 30 } as never }, 500)).toBe(30);
    const one = withBlank(undefined, 'r1', 'hi');
    expect(one).toEqual({ kind: 'blanks', values: { r1: 'hi' } });
    expect(withBlank(one, 'r1', '')).toBeUndefined();
  });
});
