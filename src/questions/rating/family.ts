import type { Question } from '../../core/model';
import type { FamilySlice } from '../slice';

/** The slider is the rating box in style 4 (scoreQuType): both keys share the views and the core. */
export const family = {
  keys: {
    rating: { order: 80, answer: true, design: true },
    slider: { order: 90, answer: true, design: true },
  },
} satisfies FamilySlice;

// Read alike by the core (scales.ts), the runner's scales and the designer: free of zod and messages.

/**
 * Rating styles (scoreQuType) and the scales each offers (scoreQuParagraph, the number of points), spec 1 §9:
 * 1 Likert 4–7 items; 2 star 5, 7 or 10; 3 bipolar 5 or 7 segments; 4 slider 10 or 100 segments, or the 0–10
 * variant; 5 exact 5 items. Decision: the slider's 0–10 variant is stored as 11 points (0…10); every other
 * scale runs 1…n.
 */
export const RATING_SCALES: Readonly<Record<number, readonly number[]>> = {
  1: [4, 5, 6, 7],
  2: [5, 7, 10],
  3: [5, 7],
  4: [10, 100, 11],
  5: [5],
};
export const SLIDER_ZERO_TO_TEN = 11;

/** A rating's score range: 1…n, or 0…10 for the slider's 0–10 variant. */
export function scoreRange(question: Pick<Question, 'scoreQuType' | 'scoreQuParagraph'>): {
  min: number;
  max: number;
} {
  const points = question.scoreQuParagraph ?? 5;
  if (question.scoreQuType === 4 && points === SLIDER_ZERO_TO_TEN) return { min: 0, max: 10 };
  return { min: 1, max: points };
}
