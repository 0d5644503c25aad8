import type { FamilySlice } from '../slice';

export const family = {
  keys: {
    implicitAssociation: { order: 250 },
  },
} satisfies FamilySlice;
