import type { FamilySlice } from '../slice';

export const family = {
  keys: {
    audio: { order: 190 },
    image: { order: 200 },
    video: { order: 210 },
    music: { order: 220 },
  },
} satisfies FamilySlice;
