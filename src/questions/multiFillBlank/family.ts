import type { FamilySlice } from '../slice';

export const family = {
  keys: {
    multiFillBlank: { order: 140, answer: true, design: true },
  },
} satisfies FamilySlice;
