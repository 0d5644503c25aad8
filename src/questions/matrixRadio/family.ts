import type { FamilySlice } from '../slice';

export const family = {
  keys: {
    matrixRadio: { order: 40, answer: true, design: true },
  },
} satisfies FamilySlice;
