import type { FamilySlice } from '../slice';

export const family = {
  keys: {
    multiOpen: { order: 150, answer: true, design: true },
  },
} satisfies FamilySlice;

/** Multi-line open sub-questions default to 1…500 characters (spec 1 §9): the core, the runner and the designer. */
export const MULTI_OPEN_MIN = 1;
export const MULTI_OPEN_MAX = 500;
