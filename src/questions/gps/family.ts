import type { FamilySlice } from '../slice';

export const family = {
  keys: {
    gps: { order: 260 },
  },
} satisfies FamilySlice;
