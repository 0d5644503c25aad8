import type { FamilySlice } from '../slice';

export const family = {
  keys: {
    pageBreak: { order: 170, answer: true, design: true },
  },
} satisfies FamilySlice;
