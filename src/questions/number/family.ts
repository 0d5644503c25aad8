import type { FamilySlice } from '../slice';

export const family = {
  keys: {
    number: { order: 110, answer: true, design: true },
  },
} satisfies FamilySlice;
