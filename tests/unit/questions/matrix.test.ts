import { describe, expect, it } from 'vitest';
import type { AnswerValue } from '../../../src/core/model';
import { validateAnswer } from '../../../src/questions/validate';
import { keys, make } from './helpers';

// New matrices: columns (options) id1, id2; rows (descs) id3, id4.
const matrix = (rows: Record<string, string[]>, otherText: Record<string, string> = {}): AnswerValue => ({
  kind: 'matrix',
  rows,
  otherText,
});

describe('matrix single choice', () => {
  const q = make('matrixRadio');

  it.each([
    [{}, ['core.tipAnswerNull'], [undefined]],
    [{ id3: ['id1'] }, ['core.tipAnswerNull'], [{ descId: 'id4' }]],
    [{ id3: ['id1'], id4: ['id2'] }, [], []],
    [{ id3: ['id1', 'id2'], id4: ['id2'] }, ['core.answer.invalid'], [{ descId: 'id3' }]],
    [{ nope: ['id1'] }, ['core.answer.invalid'], [undefined]],
    [{ id3: ['nope'] }, ['core.answer.invalid'], [undefined]],
  ])('%j → %j', (rows, expected, targets) => {
    const issues = validateAnswer(q, matrix(rows));
    expect(keys(issues)).toEqual(expected);
    expect(issues.map((found) => found.target)).toEqual(targets);
  });

  it('only shown rows must be answered', () => {
    expect(validateAnswer(q, matrix({ id3: ['id1'] }), { shownDescIds: new Set(['id3']) })).toEqual([]);
  });

  it('asks nothing of a required matrix whose rows are all hidden, and still of one with a row shown', () => {
    expect(validateAnswer(q, undefined, { shownDescIds: new Set() })).toEqual([]);
    expect(keys(validateAnswer(q, undefined, { shownDescIds: new Set(['id4']) }))).toEqual([
      'core.tipAnswerNull',
    ]);
  });

  it('an other row needs its text once answered', () => {
    const withOther = make('matrixRadio', {
      descList: [
        { id: 'r1', optionName: 'Brand A', orderById: 1, type: 'normal', required: 1, descBeforLogics: [] },
        {
          id: 'r2',
          optionName: 'Other, please specify',
          orderById: 2,
          type: 'other',
          required: 0,
          descBeforLogics: [],
        },
      ],
    });
    expect(validateAnswer(withOther, matrix({ r1: ['id1'] }))).toEqual([]);
    expect(validateAnswer(withOther, matrix({ r1: ['id1'], r2: ['id2'] }))).toEqual([
      {
        key: 'core.answer.otherTextNull',
        params: { name: 'Other, please specify' },
        target: { descId: 'r2' },
      },
    ]);
    expect(validateAnswer(withOther, matrix({ r1: ['id1'], r2: ['id2'] }, { r2: 'Brand Z' }))).toEqual([]);
  });
});

describe('matrix multiple choice', () => {
  const limited = make('matrixCheckbox', {
    answerConfig: { answerLimitInd: 1, minAnswerNum: 1, maxAnswerNum: 1 },
  });

  it('all rows empty is the empty message', () => {
    expect(keys(validateAnswer(make('matrixCheckbox'), matrix({ id3: [], id4: [] })))).toEqual([
      'core.tipAnswerNull',
    ]);
  });

  it('every required row is checked: row 1 answered does not carry an empty row 2', () => {
    expect(validateAnswer(make('matrixCheckbox'), matrix({ id3: ['id1', 'id2'] }))).toEqual([
      { key: 'core.tipAnswerNull', target: { descId: 'id4' } },
    ]);
    // Each row is its own page: the page of row 2 checks row 2 alone.
    expect(
      validateAnswer(make('matrixCheckbox'), matrix({ id3: ['id1'] }), { shownDescIds: new Set(['id4']) }),
    ).toEqual([{ key: 'core.tipAnswerNull', target: { descId: 'id4' } }]);
    expect(
      validateAnswer(make('matrixCheckbox'), matrix({ id3: ['id1'] }), { shownDescIds: new Set(['id3']) }),
    ).toEqual([]);
  });

  it('an optional row, or an optional question, may stay empty', () => {
    const optionalRow = make('matrixCheckbox', {
      descList: [
        { id: 'id3', optionName: 'Row 1', orderById: 1, type: 'normal', required: 1, descBeforLogics: [] },
        { id: 'id4', optionName: 'Row 2', orderById: 2, type: 'normal', required: 0, descBeforLogics: [] },
      ],
    });
    expect(validateAnswer(optionalRow, matrix({ id3: ['id1'] }))).toEqual([]);
    const optionalQuestion = make('matrixCheckbox', { answerConfig: { requireInd: 0 } });
    expect(validateAnswer(optionalQuestion, matrix({ id3: ['id1'] }))).toEqual([]);
  });

  it('checks min and max per row, with the row as target', () => {
    expect(validateAnswer(limited, matrix({ id3: ['id1', 'id2'] }))).toEqual([
      { key: 'core.answer.checkAtMost', params: { n: 1 }, target: { descId: 'id3' } },
      { key: 'core.tipAnswerNull', target: { descId: 'id4' } },
    ]);
    expect(validateAnswer(limited, matrix({ id3: ['id1'], id4: ['id2'] }))).toEqual([]);
  });

  it('a special column stands alone in its row', () => {
    const q = make('matrixCheckbox', {
      optionList: [
        { id: 'c1', optionName: 'A', orderById: 1, type: 'normal', visibility: 1 },
        { id: 'c2', optionName: "Don't know", orderById: 2, type: 'special', visibility: 1 },
      ],
    });
    expect(validateAnswer(q, matrix({ id3: ['c1', 'c2'], id4: ['c1'] }))).toEqual([
      { key: 'core.answer.specialAlone', params: { name: "Don't know" }, target: { descId: 'id3' } },
    ]);
  });
});

describe('image markup', () => {
  const q = make('markupImage', {
    optionList: [
      { id: 'i1', optionName: 'Pack', orderById: 1, type: 'normal', visibility: 1, optionTitle: '/a.png' },
      { id: 'i2', optionName: 'Logo', orderById: 2, type: 'normal', visibility: 1, optionTitle: '/b.png' },
    ],
  });

  it('every image needs one of the expression marks', () => {
    expect(validateAnswer(q, matrix({ i1: ['like'], i2: ['confused'] }))).toEqual([]);
    expect(validateAnswer(q, matrix({ i1: ['like'] }))).toEqual([
      { key: 'core.tipAnswerNull', target: { optionId: 'i2' } },
    ]);
    expect(keys(validateAnswer(q, matrix({ i1: ['love'], i2: ['like'] })))).toEqual(['core.answer.invalid']);
    expect(keys(validateAnswer(q, matrix({ i1: ['like', 'dislike'] })))).toEqual(['core.answer.invalid']);
    expect(keys(validateAnswer(q, undefined))).toEqual(['core.tipAnswerNull']);
  });
});
