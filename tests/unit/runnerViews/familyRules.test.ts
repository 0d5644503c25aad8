import { describe, expect, it } from 'vitest';
import type { Question } from '../../../src/core/model';
import { splitCommaList } from '../../../src/core/model';
import { choiceLimits, optionRuleIds } from '../../../src/core/validation';
import { newQuestion } from '../../../src/questions/catalogue';
import { choiceLimitsOf, optionRuleIdsOf, splitIds } from '../../../src/runner/components/familyRules';

let next = 0;
const makeId = () => `id${++next}`;
const question = (key: string, patch: Partial<Question> = {}): Question => {
  const base = newQuestion(key, { id: `q${++next}`, belongId: 's', groupId: 'g', makeId });
  return { ...base, ...patch, answerConfig: { ...base.answerConfig, ...(patch.answerConfig ?? {}) } };
};

// The views restate these shared rules to keep zod out of their chunks; here each is held equal to the core's.
// (One family's own rules live in its family.ts, which its core and its views both import.)
describe('view-side family rules equal the core', () => {
  it('comma lists and the custom option rule', () => {
    for (const value of [undefined, '', 'a', ' a , b ,,c '])
      expect(splitIds(value)).toEqual(splitCommaList(value));
    const variants: Partial<Question>[] = [
      {},
      { exclusiveItemsId: 'a,b', mutualItemsId: 'c', answerConfig: { optionExInd: 1 } as never },
      { exclusiveItemsId: 'a', answerConfig: { optionExInd: 0 } as never },
      { answerConfig: { optionExInd: 1, optionExItems: 'x,y', optionExType: '1' } as never },
      { answerConfig: { optionExInd: 1, optionExItems: 'x,y' } as never, optionRuleType: 0 },
      { answerConfig: { optionExInd: 1, optionExItems: 'x' } as never, optionRuleType: 1 },
    ];
    for (const patch of variants) {
      const q = question('checkbox', patch);
      expect(optionRuleIdsOf(q)).toEqual(optionRuleIds(q));
    }
  });
  it('choice limits', () => {
    for (const config of [
      {},
      { answerLimitInd: 1, minAnswerNum: 2, maxAnswerNum: 4 },
      { minAnswerInd: 1, minAnswerNum: 3 },
      { maxAnswerInd: 1, maxAnswerNum: 1 },
    ]) {
      const q = question('checkbox', { answerConfig: config as never });
      expect(choiceLimitsOf(q)).toEqual(choiceLimits(q));
    }
  });
});
