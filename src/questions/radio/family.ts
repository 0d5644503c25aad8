import type { FamilySlice } from '../slice';

export const family = {
  keys: {
    radio: { order: 10, answer: true, design: true },
  },
} satisfies FamilySlice;
