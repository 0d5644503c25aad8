import type { Question } from '../../core/model';
import { type DesignContext, issue, optionTextIssues, type ValidationIssue } from '../../core/validation';
import { commonDesign } from '../shared/answerChecks';
import { RATING_SCALES, SLIDER_ZERO_TO_TEN, scoreRange } from './family';

export { RATING_SCALES, SLIDER_ZERO_TO_TEN, scoreRange };

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
