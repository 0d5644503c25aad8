import type { FamilySlice } from '../slice';

export const family = {
  keys: {
    sort: { order: 60, answer: true, design: true },
  },
} satisfies FamilySlice;
