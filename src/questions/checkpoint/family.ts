import type { FamilySlice } from '../slice';

export const family = {
  keys: {
    checkpoint: { order: 180, answer: true, design: true },
  },
} satisfies FamilySlice;
