import type { FamilySlice } from '../slice';

export const family = {
  keys: {
    conceptEvaluation: { order: 230 },
  },
} satisfies FamilySlice;
