import type { FamilySlice } from '../slice';

export const family = {
  keys: {
    gps: { order: 260, answer: true, design: true, results: true },
  },
} satisfies FamilySlice;
