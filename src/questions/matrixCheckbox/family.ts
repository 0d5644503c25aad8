import type { FamilySlice } from '../slice';

export const family = {
  keys: {
    matrixCheckbox: { order: 50, answer: true, design: true },
  },
} satisfies FamilySlice;
