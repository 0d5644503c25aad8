import type { Question } from '../../core/model';
import type { FamilySlice } from '../slice';

export const family = {
  keys: {
    sort: { order: 60, answer: true, design: true },
  },
} satisfies FamilySlice;

/** How many options a sort ranks: all, or maxSortNum below that (the core and the runner's view read it). */
export function sortLimit(question: Pick<Question, 'optionList' | 'maxSortNum'>): number {
  const count = question.optionList.length;
  const max = question.maxSortNum ?? 0;
  return max > 0 && max < count ? max : count;
}
