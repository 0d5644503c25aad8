import { describe, expect, it } from 'vitest';
import { splitCommaList } from '../../../src/core/model';
import type { Question } from '../../../src/core/model';
import { choiceLimits, optionRuleIds } from '../../../src/core/validation';
import { entryFor, newQuestion } from '../../../src/questions/catalogue';
import { CHIP_DEFAULT_TOTAL, CHIP_DEFAULT_UNIT, chipTotal } from '../../../src/questions/chip/core';
import { SCREEN_FORMATS, screenFormat } from '../../../src/questions/fillBlank/core';
import { blankMaxLength } from '../../../src/questions/multiFillBlank/core';
import { MULTI_OPEN_MAX } from '../../../src/questions/multiOpen/core';
import { AGE_MAX } from '../../../src/questions/profile/dates';
import { RATING_SCALES, scoreRange } from '../../../src/questions/rating/scales';
import { sortTarget } from '../../../src/questions/sort/core';
import {
  AGE_LIMIT,
  blankWidthOf,
  CHIP_TOTAL_DEFAULT,
  CHIP_UNIT_DEFAULT,
  chipTotalOf,
  choiceLimitsOf,
  MULTI_OPEN_LIMIT,
  optionRuleIdsOf,
  PROFILE_TEXT_LIMITS,
  screenFormatOf,
  scoreRangeOf,
  sortLimit,
  splitIds,
} from '../../../src/runner/components/familyRules';

let next = 0;
const makeId = () => `id${++next}`;
const question = (key: string, patch: Partial<Question> = {}): Question => {
  const base = newQuestion(key, { id: `q${++next}`, belongId: 's', groupId: 'g', makeId });
  return { ...base, ...patch, answerConfig: { ...base.answerConfig, ...(patch.answerConfig ?? {}) } };
};

// The views restate these rules to keep zod out of their chunks; here each is held equal to the core's.
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
  it('sort limit, chip total and unit', () => {
    for (const maxSortNum of [null, 0, 1, 2, 5]) {
      const q = question('sort', { maxSortNum });
      expect(sortLimit(q)).toBe(sortTarget(q));
    }
    expect([CHIP_TOTAL_DEFAULT, CHIP_UNIT_DEFAULT]).toEqual([CHIP_DEFAULT_TOTAL, CHIP_DEFAULT_UNIT]);
    const chip = question('chip');
    expect(chipTotalOf(chip)).toBe(chipTotal(chip));
    const noTotal = question('chip', { answerConfig: { paramInt01: null } as never });
    expect(chipTotalOf(noTotal)).toBe(chipTotal(noTotal));
  });
  it('rating score ranges of every style and scale', () => {
    for (const [style, scales] of Object.entries(RATING_SCALES)) {
      for (const points of scales) {
        const q = question('rating', { scoreQuType: Number(style), scoreQuParagraph: points });
        expect(scoreRangeOf(q)).toEqual(scoreRange(q));
      }
    }
  });
  it('blank widths, open and age limits, profile text limits, screen formats', () => {
    for (const contentSize of [undefined, 1, 2, 3]) {
      const row = { descConfig: contentSize === undefined ? null : ({ contentSize } as never) };
      expect(blankWidthOf(row)).toBe(blankMaxLength(row as never));
    }
    expect(MULTI_OPEN_LIMIT).toBe(MULTI_OPEN_MAX);
    expect(AGE_LIMIT).toBe(AGE_MAX);
    for (const [key, limit] of Object.entries(PROFILE_TEXT_LIMITS)) {
      expect(entryFor(key)?.limits.maxTextLength, key).toBe(limit);
    }
    for (const code of [...Object.keys(SCREEN_FORMATS), 'other', null]) {
      const q = question('fillBlank', { mediaQuType: code });
      expect(screenFormatOf(q)).toBe(screenFormat(q));
    }
  });
});
