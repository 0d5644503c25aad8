import type { FamilySlice } from '../slice';

export const family = {
  keys: {
    rating: { order: 80, answer: true, design: true },
    slider: { order: 90, answer: true, design: true },
  },
} satisfies FamilySlice;
