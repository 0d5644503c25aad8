import type { FamilySlice } from '../slice';

export const family = {
  keys: {
    markupImage: { order: 240, answer: true, design: true, results: true },
  },
} satisfies FamilySlice;
