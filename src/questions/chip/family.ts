import type { Question } from '../../core/model';
import type { FamilySlice } from '../slice';

export const family = {
  keys: {
    chip: { order: 70, answer: true, design: true },
  },
} satisfies FamilySlice;

// What the chip family's core, its runner view and its designer read alike: here, free of zod and messages, so
// that the runner's view imports it without pulling in the model's schemas (docs/architecture.md).

/** The total a new chip question allocates, and its unit (a code of core.unit.*). */
export const CHIP_DEFAULT_TOTAL = 10;
export const CHIP_DEFAULT_UNIT = 'times';

/** The total to allocate: paramInt01, else the default. */
export function chipTotal(question: Pick<Question, 'answerConfig'>): number {
  return question.answerConfig.paramInt01 ?? CHIP_DEFAULT_TOTAL;
}
