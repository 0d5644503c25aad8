import type { FamilySlice } from '../slice';

export const family = {
  keys: {
    ratingGroup: { order: 100, answer: true, design: true },
  },
} satisfies FamilySlice;
