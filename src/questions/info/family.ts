import type { FamilySlice } from '../slice';

export const family = {
  keys: {
    info: { order: 160, answer: true, design: true },
  },
} satisfies FamilySlice;
