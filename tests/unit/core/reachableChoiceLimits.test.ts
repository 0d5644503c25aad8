import { describe, expect, it } from 'vitest';
import type { Question } from '../../../src/core/model';
import { reachableChoiceLimits } from '../../../src/core/validation';
import { validateAnswer } from '../../../src/questions/validate';
import { question } from '../designer/logic/fixture';

/** A checkbox "choose at least 3" of A, B, C, D and a special option 都不会. */
function atLeastThree(patch: Partial<Question> = {}): Question {
  const base = question('checkbox', 'A', 0);
  const template = base.optionList[0]!;
  const option = (id: string, type: 'normal' | 'special' = 'normal') => ({
    ...template,
    id,
    optionName: id,
    type,
  });
  return {
    ...base,
    optionList: [option('a'), option('b'), option('c'), option('d'), option('none', 'special')],
    ...patch,
    answerConfig: { ...base.answerConfig, minAnswerInd: 1, minAnswerNum: 3, ...patch.answerConfig },
  };
}

describe('the minimum of a multiple choice as the respondent can meet it', () => {
  it('keeps the designer minimum while that many can be chosen together', () => {
    expect(reachableChoiceLimits(atLeastThree()).min).toBe(3);
    expect(reachableChoiceLimits(atLeastThree(), new Set(['a', 'b', 'c', 'none'])).min).toBe(3);
  });

  it('asks for no more than the options shown that can be chosen together (a special one stands alone)', () => {
    expect(reachableChoiceLimits(atLeastThree(), new Set(['a', 'b', 'none'])).min).toBe(2);
    expect(reachableChoiceLimits(atLeastThree(), new Set(['a'])).min).toBe(1);
    expect(reachableChoiceLimits(atLeastThree(), new Set(['none'])).min).toBe(0);
  });

  it('counts exclusive options as standing alone and mutually exclusive ones as one', () => {
    const exclusive = atLeastThree({
      exclusiveItemsId: 'c',
      answerConfig: { optionExInd: 1 } as Question['answerConfig'],
    });
    expect(reachableChoiceLimits(exclusive, new Set(['a', 'b', 'c'])).min).toBe(2);
    const mutual = atLeastThree({
      mutualItemsId: 'b,c',
      answerConfig: { optionExInd: 1 } as Question['answerConfig'],
    });
    expect(reachableChoiceLimits(mutual, new Set(['a', 'b', 'c'])).min).toBe(2);
    expect(reachableChoiceLimits(mutual).min).toBe(3);
  });

  it('is the minimum the answer check applies', () => {
    const q = atLeastThree();
    const two = { kind: 'choice' as const, optionIds: ['a', 'b'], otherText: {} };
    expect(validateAnswer(q, two, { shownOptionIds: new Set(['a', 'b', 'none']) })).toEqual([]);
    expect(validateAnswer(q, two).map((found) => found.key)).toEqual(['core.answer.checkAtLeast']);
  });
});
