import type { Question } from '../../core/model';
import { type DesignContext, issue, optionTextIssues, type ValidationIssue } from '../../core/validation';
import { commonDesign } from '../shared/answerChecks';

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

export function scoreRange(question: Question): { min: number; max: number } {
  const points = question.scoreQuParagraph ?? 5;
  if (question.scoreQuType === 4 && points === SLIDER_ZERO_TO_TEN) return { min: 0, max: 10 };
  return { min: 1, max: points };
}

/** A score the scale can give: an integer inside the range. */
export function isScoreOnScale(question: Question, score: number): boolean {
  const { min, max } = scoreRange(question);
  return Number.isInteger(score) && score >= min && score <= max;
}

/** Rating design: a known style, a scale it offers, and titles for any scale labels (options). */
export function ratingDesign(question: Question, context: DesignContext): ValidationIssue[] {
  const issues = commonDesign(question, context);
  const scales = RATING_SCALES[question.scoreQuType ?? 0];
  if (!scales) issues.push(issue('core.design.ratingStyle'));
  else if (!scales.includes(question.scoreQuParagraph ?? 0)) issues.push(issue('core.design.ratingScale'));
  issues.push(...optionTextIssues(question.optionList));
  return issues;
}
