import { describe, expect, it } from 'vitest';
import type { AnswerValue } from '../../../src/core/model';
import { validateAnswer } from '../../../src/questions/validate';
import { keys, make } from './helpers';

const choice = (optionIds: string[], otherText: Record<string, string> = {}): AnswerValue => ({
  kind: 'choice',
  optionIds,
  otherText,
});

/** A choice question with options id1 (normal), id2 (normal), o (other, please specify), x (special). */
function withExtras(key: string, answerConfig = {}) {
  const base = make(key, { answerConfig });
  return make(key, {
    answerConfig,
    exclusiveItemsId: base.exclusiveItemsId,
    optionList: [
      ...base.optionList,
      { id: 'o', optionName: 'Other, please specify', type: 'other', orderById: 3, visibility: 1 },
      { id: 'plain', optionName: 'Other', type: 'other', orderById: 4, visibility: 1 },
      { id: 'x', optionName: 'None of the above', type: 'special', orderById: 5, visibility: 1 },
    ],
  });
}

describe('single choice family (radio, select, profile choices)', () => {
  it.each(['radio', 'select', 'gender'])('%s: required, one known option, other text', (key) => {
    const q = withExtras(key);
    expect(keys(validateAnswer(q, undefined))).toEqual(['core.tipAnswerNull']);
    expect(keys(validateAnswer(q, choice([])))).toEqual(['core.tipAnswerNull']);
    expect(validateAnswer(q, choice(['id1']))).toEqual([]);
    expect(keys(validateAnswer(q, choice(['id1', 'id2'])))).toEqual(['core.answer.invalid']);
    expect(keys(validateAnswer(q, choice(['nope'])))).toEqual(['core.answer.invalid']);
    expect(validateAnswer(q, choice(['o']))).toEqual([
      {
        key: 'core.answer.otherTextNull',
        params: { name: 'Other, please specify' },
        target: { optionId: 'o' },
      },
    ]);
    expect(validateAnswer(q, choice(['o'], { o: 'Mine' }))).toEqual([]);
    // A plain "other" takes optional text, but at most 200 characters.
    expect(validateAnswer(q, choice(['plain']))).toEqual([]);
    expect(keys(validateAnswer(q, choice(['plain'], { plain: 'x'.repeat(201) })))).toEqual([
      'core.answer.otherTextTooLong',
    ]);
    expect(keys(validateAnswer(q, { kind: 'text', text: 'a' }))).toEqual(['core.answer.invalid']);
  });

  it('an optional question accepts no answer', () => {
    expect(validateAnswer(make('radio', { answerConfig: { requireInd: 0 } }), undefined)).toEqual([]);
  });

  it('recognises the Chinese please-specify name', () => {
    const q = make('radio', {
      optionList: [{ id: 'o', optionName: '其他，请注明', type: 'other', orderById: 1, visibility: 1 }],
    });
    expect(keys(validateAnswer(q, choice(['o'])))).toEqual(['core.answer.otherTextNull']);
  });
});

describe('checkbox', () => {
  it('special option only alone', () => {
    const q = withExtras('checkbox');
    expect(validateAnswer(q, choice(['x']))).toEqual([]);
    expect(validateAnswer(q, choice(['id1', 'x']))).toEqual([
      { key: 'core.answer.specialAlone', params: { name: 'None of the above' }, target: { optionId: 'x' } },
    ]);
  });

  it.each([
    // [min, max, chosen, expected]
    [2, 0, ['id1'], ['core.answer.checkAtLeast']],
    [2, 0, ['id1', 'id2'], []],
    [0, 2, ['id1', 'id2', 'plain'], ['core.answer.checkAtMost']],
    [0, 0, ['id1', 'id2', 'plain'], []],
    [3, 3, ['x'], []], // a lone special option is a whole answer
  ])('min %i max %i with %j', (min, max, chosen, expected) => {
    const q = withExtras('checkbox', { answerLimitInd: 1, minAnswerNum: min, maxAnswerNum: max });
    expect(keys(validateAnswer(q, choice(chosen)))).toEqual(expected);
  });

  it('reports the limit in the message parameters', () => {
    const q = withExtras('checkbox', { answerLimitInd: 1, minAnswerNum: 2 });
    expect(validateAnswer(q, choice(['id1']))[0]?.params).toEqual({ n: 2 });
  });

  it('exclusive and mutually exclusive options apply only with the custom option rule on', () => {
    const exclusive = { ...withExtras('checkbox', { optionExInd: 1 }), exclusiveItemsId: 'id1' };
    expect(keys(validateAnswer(exclusive, choice(['id1', 'id2'])))).toEqual(['core.answer.exclusiveOption']);
    expect(validateAnswer(exclusive, choice(['id1']))).toEqual([]);
    const off = { ...withExtras('checkbox', { optionExInd: 0 }), exclusiveItemsId: 'id1' };
    expect(validateAnswer(off, choice(['id1', 'id2']))).toEqual([]);
    const mutual = { ...withExtras('checkbox', { optionExInd: 1 }), mutualItemsId: 'id1,id2' };
    expect(validateAnswer(mutual, choice(['id1', 'id2']))).toEqual([
      { key: 'core.answer.mutualOptions', params: { names: 'Option 1, Option 2' } },
    ]);
    expect(validateAnswer(mutual, choice(['id1', 'plain']))).toEqual([]);
    const fromConfig = withExtras('checkbox', {
      optionExInd: 1,
      optionExType: '1',
      optionExItems: 'id1,plain',
    });
    expect(keys(validateAnswer(fromConfig, choice(['id1', 'plain'])))).toEqual(['core.answer.mutualOptions']);
  });
});

describe('profile choices', () => {
  it('dictionary choices accept any of their (fetched) options', () => {
    const q = make('education', {
      optionList: [
        { id: 'd1', optionName: 'Bachelor', orderById: 1, type: 'normal', visibility: 1, expandField: '03' },
      ],
    });
    expect(validateAnswer(q, choice(['d1']))).toEqual([]);
    expect(keys(validateAnswer(q, undefined))).toEqual(['core.tipAnswerNull']);
  });
});
