import type { FamilySlice } from '../slice';

export const family = {
  keys: {
    select: { order: 30, answer: true, design: true },
  },
} satisfies FamilySlice;
