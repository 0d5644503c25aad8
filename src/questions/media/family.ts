import type { FamilySlice } from '../slice';

export const family = {
  keys: {
    audio: { order: 190, answer: true },
    image: { order: 200, answer: true },
    video: { order: 210, answer: true },
    music: { order: 220 },
  },
} satisfies FamilySlice;
