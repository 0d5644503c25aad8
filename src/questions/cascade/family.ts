import type { Question } from '../../core/model';
import type { FamilySlice } from '../slice';

export const family = {
  keys: {
    cascade: { order: 270, answer: true, design: true, results: true },
  },
} satisfies FamilySlice;

/** Levels of a cascade (paramInt01): default 2, at most 3 (spec: "Address and cascade depth"). */
export const CASCADE_DEFAULT_LEVELS = 2;
export const CASCADE_MAX_LEVELS = 3;

/** The question's levels, kept within 1–3 (a value stored before the checks existed reads as the nearest). */
export function cascadeLevels(question: Pick<Question, 'answerConfig'>): number {
  const levels = question.answerConfig.paramInt01 ?? CASCADE_DEFAULT_LEVELS;
  return Math.min(Math.max(Math.trunc(levels), 1), CASCADE_MAX_LEVELS);
}
