import type { FamilySlice } from '../slice';

export const family = {
  keys: {
    cascade: { order: 270 },
  },
} satisfies FamilySlice;
