import type { FamilySlice } from '../slice';

export const family = {
  keys: {
    audio: { order: 190, answer: true, design: true, results: true },
    image: { order: 200, answer: true, design: true, results: true },
    video: { order: 210, answer: true, design: true, results: true },
  },
} satisfies FamilySlice;
