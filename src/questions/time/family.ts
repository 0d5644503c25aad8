import type { FamilySlice } from '../slice';

export const family = {
  keys: {
    time: { order: 120, answer: true, design: true },
  },
} satisfies FamilySlice;
