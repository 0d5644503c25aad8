import type { AnswerOfKind, Question } from '../../core/model';
import { isEmptyAnswer, isRequired, issue, type ValidationIssue } from '../../core/validation';
import type { CatalogEntry } from '../entry';
import { defineEntry } from '../entry';
import { isScoreOnScale, RATING_SCALES, ratingDesign, scoreRange } from './scales';

/** A single rating: a score on the scale; empty gives tipScoreNull when required. */
export function validateRating(
  question: Question,
  answer: AnswerOfKind<'number'> | undefined,
): ValidationIssue[] {
  if (!answer || isEmptyAnswer(answer)) return isRequired(question) ? [issue('core.tipScoreNull')] : [];
  return isScoreOnScale(question, answer.value) ? [] : [issue('core.answer.invalid')];
}

const ratingBase = {
  elementType: 'RateBox',
  category: 'pingfen',
  // The spec gives no default order for ratings; they sit with sort among scoring questions.
  defaultOrder: 100,
  saveEndpoint: '/design/qu-score/ajaxSave',
  answerKind: 'number',
  limits: { ratingScales: RATING_SCALES },
  validateAnswer: validateRating,
  valueLimits: (question: Question) => ({ range: scoreRange(question), wholeNumbers: true }),
  validateDesign: ratingDesign,
} as const;

/** Rating (RateBox) in its five styles; a new one is a 5-point Likert scale. */
export const ratingEntry = defineEntry({
  ...ratingBase,
  catalogKey: 'rating',
  titleKey: 'core.title.rating',
  defaults: () => ({ scoreQuType: 1, scoreQuParagraph: 5 }),
});

/**
 * Slider: decision — not a family of its own but the rating box in style 4, offered as its own entry in the
 * add-question popover so a designer finds it; it validates and saves exactly as a rating.
 */
export const sliderEntry = defineEntry({
  ...ratingBase,
  catalogKey: 'slider',
  titleKey: 'core.title.slider',
  defaults: () => ({ scoreQuType: 4, scoreQuParagraph: 10 }),
});

/** This folder's catalogue entries (src/questions/entries.generated.ts collects every folder's). */
export const entries: readonly CatalogEntry[] = [ratingEntry, sliderEntry];
