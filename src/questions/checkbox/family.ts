import type { FamilySlice } from '../slice';

export const family = {
  keys: {
    checkbox: { order: 20, answer: true, design: true },
  },
} satisfies FamilySlice;
