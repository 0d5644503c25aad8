import type { FamilySlice } from '../slice';

export const family = {
  keys: {
    city: { order: 410 },
  },
} satisfies FamilySlice;
