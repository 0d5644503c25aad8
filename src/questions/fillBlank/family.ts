import type { FamilySlice } from '../slice';

export const family = {
  keys: {
    fillBlank: { order: 130, answer: true, design: true },
  },
} satisfies FamilySlice;
