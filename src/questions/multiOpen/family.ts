import type { FamilySlice } from '../slice';

export const family = {
  keys: {
    multiOpen: { order: 150, answer: true, design: true },
  },
} satisfies FamilySlice;
