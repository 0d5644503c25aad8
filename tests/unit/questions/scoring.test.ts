import { describe, expect, it } from 'vitest';
import type { AnswerValue } from '../../../src/core/model';
import { validateAnswer, validateQuestionDesign } from '../../../src/questions/validate';
import { keys, make } from './helpers';

const options3 = [
  { id: 'a', optionName: 'A', orderById: 1, type: 'normal' as const, visibility: 1 as const },
  { id: 'b', optionName: 'B', orderById: 2, type: 'normal' as const, visibility: 1 as const },
  { id: 'c', optionName: 'C', orderById: 3, type: 'normal' as const, visibility: 1 as const },
];
const sort = (ranks: Record<string, number>): AnswerValue => ({ kind: 'sort', ranks });
const chip = (amounts: Record<string, number>): AnswerValue => ({ kind: 'chip', amounts });

describe('sort', () => {
  const all = make('sort', { optionList: options3 });
  const top2 = make('sort', { optionList: options3, maxSortNum: 2 });

  it.each([
    [all, {}, ['core.tipAnswerNull']],
    [all, { a: 1, b: 2, c: 3 }, []],
    [all, { a: 1, b: 2 }, ['core.answer.sortAll']],
    [all, { a: 1, b: 3 }, ['core.answer.invalid']],
    [all, { a: 1, b: 1 }, ['core.answer.invalid']],
    [all, { z: 1 }, ['core.answer.invalid']],
    [top2, { c: 1, a: 2 }, []],
    [top2, { c: 1 }, ['core.answer.sortIncomplete']],
    [top2, { a: 1, b: 2, c: 3 }, ['core.answer.invalid']],
  ])('%#: %j', (question, ranks, expected) => {
    expect(keys(validateAnswer(question, sort(ranks)))).toEqual(expected);
  });

  it('names how many to rank', () => {
    expect(validateAnswer(top2, sort({ c: 1 }))[0]?.params).toEqual({ n: 2 });
  });
});

describe('chip', () => {
  const q = make('chip', { optionList: options3 });

  it.each([
    [{ a: 5, b: 5 }, [], undefined],
    [{ a: 4, b: 3, c: 3 }, [], undefined],
    [{ a: 6, b: 5 }, ['core.tipMax'], { excess: 1 }],
    [{ a: 2, b: 5 }, ['core.tipNotMax'], { remaining: 3 }],
    [{ a: 0.1, b: 0.2, c: 9.7 }, [], undefined],
    [{ a: 11 }, ['core.answer.invalid'], undefined],
    [{ z: 1 }, ['core.answer.invalid'], undefined],
    [{ a: 0, b: 0 }, ['core.tipAnswerNull'], undefined],
  ])('%j → %j %j', (amounts, expected, params) => {
    const issues = validateAnswer(q, chip(amounts));
    expect(keys(issues)).toEqual(expected);
    expect(issues[0]?.params).toEqual(params);
  });

  it('uses the total of paramInt01', () => {
    const q20 = make('chip', { optionList: options3, answerConfig: { paramInt01: 20 } });
    expect(keys(validateAnswer(q20, chip({ a: 10 })))).toEqual(['core.tipNotMax']);
    expect(validateAnswer(q20, chip({ a: 10, b: 10 }))).toEqual([]);
  });
});

describe('rating and slider', () => {
  it.each([
    ['rating', { scoreQuType: 1, scoreQuParagraph: 5 }, 5, []],
    ['rating', { scoreQuType: 1, scoreQuParagraph: 5 }, 6, ['core.answer.invalid']],
    ['rating', { scoreQuType: 1, scoreQuParagraph: 5 }, 0, ['core.answer.invalid']],
    ['rating', { scoreQuType: 2, scoreQuParagraph: 10 }, 2.5, ['core.answer.invalid']],
    ['slider', { scoreQuType: 4, scoreQuParagraph: 100 }, 100, []],
    ['slider', { scoreQuType: 4, scoreQuParagraph: 11 }, 0, []],
    ['slider', { scoreQuType: 4, scoreQuParagraph: 10 }, 0, ['core.answer.invalid']],
  ])('%s %j scores %d', (key, scale, value, expected) => {
    expect(keys(validateAnswer(make(key, scale), { kind: 'number', value }))).toEqual(expected);
  });

  it('an empty rating asks for a score', () => {
    expect(keys(validateAnswer(make('rating'), undefined))).toEqual(['core.tipScoreNull']);
    expect(validateAnswer(make('rating', { answerConfig: { requireInd: 0 } }), undefined)).toEqual([]);
  });

  it.each([
    [1, 4, []],
    [1, 8, ['core.design.ratingScale']],
    [2, 7, []],
    [2, 6, ['core.design.ratingScale']],
    [3, 7, []],
    [4, 100, []],
    [4, 11, []],
    [5, 5, []],
    [5, 7, ['core.design.ratingScale']],
    [6, 5, ['core.design.ratingStyle']],
  ])('style %i offers %i points: %j', (scoreQuType, scoreQuParagraph, expected) => {
    expect(keys(validateQuestionDesign(make('rating', { scoreQuType, scoreQuParagraph })))).toEqual(expected);
  });
});

describe('rating group', () => {
  const q = make('ratingGroup'); // rows id1, id2; 5-point Likert

  it('every row needs a score, targeted at the row', () => {
    expect(validateAnswer(q, { kind: 'scores', values: { id1: 3 } })).toEqual([
      { key: 'core.tipRateNull', target: { descId: 'id2' } },
    ]);
    expect(validateAnswer(q, { kind: 'scores', values: { id1: 3, id2: 5 } })).toEqual([]);
    expect(keys(validateAnswer(q, undefined))).toEqual(['core.tipRateNull']);
    expect(keys(validateAnswer(q, { kind: 'scores', values: { id1: 9, id2: 1 } }))).toEqual([
      'core.answer.invalid',
    ]);
    expect(keys(validateAnswer(q, { kind: 'scores', values: { zz: 1 } }))).toEqual(['core.answer.invalid']);
  });
});
