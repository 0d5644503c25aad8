import type { Desc } from '../../core/model';
import { OPEN_TEXT_MAX } from '../../core/validation/textRules';
import type { FamilySlice } from '../slice';

export const family = {
  keys: {
    multiFillBlank: { order: 140, answer: true, design: true },
  },
} satisfies FamilySlice;

/**
 * Blank widths (spec 1 §5, §9): short blanks take 8 characters, long ones 16. Decision: a blank's
 * descConfig.contentSize chooses it (1 short, 2 long); without one the open-answer limit 200 applies. The core
 * checks answers against it and the runner's view limits its inputs to it.
 */
export const BLANK_SHORT = 8;
export const BLANK_LONG = 16;

export function blankMaxLength(row: Pick<Desc, 'descConfig'>): number {
  const size = row.descConfig?.contentSize;
  if (size === 1) return BLANK_SHORT;
  if (size === 2) return BLANK_LONG;
  return OPEN_TEXT_MAX;
}
