import type { FamilySlice } from '../slice';

export const family = {
  keys: {
    chip: { order: 70, answer: true, design: true },
  },
} satisfies FamilySlice;
