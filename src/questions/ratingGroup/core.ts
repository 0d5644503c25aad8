import type { AnswerOfKind, Question } from '../../core/model';
import {
  type AnswerContext,
  type DesignContext,
  descCountIssues,
  descTextIssues,
  isEmptyAnswer,
  isRequired,
  issue,
  type ValidationIssue,
} from '../../core/validation';
import type { CatalogEntry } from '../entry';
import { defineEntry } from '../entry';
import { isScoreOnScale, RATING_SCALES, ratingDesign, scoreRange } from '../rating/scales';
import { shownRows } from '../shared/matrix';

/**
 * Rating group (spec 2 §5): every shown row needs a score, else tipRateNull targeted at the row (the runner
 * scrolls to it); scores must be on the scale.
 */
export function validateRatingGroup(
  question: Question,
  answer: AnswerOfKind<'scores'> | undefined,
  context: AnswerContext,
): ValidationIssue[] {
  const required = isRequired(question);
  if (!answer || isEmptyAnswer(answer)) return required ? [issue('core.tipRateNull')] : [];
  const rowIds = new Set(question.descList.map((desc) => desc.id));
  const scores = Object.entries(answer.values);
  if (scores.some(([rowId, score]) => !rowIds.has(rowId) || !isScoreOnScale(question, score))) {
    return [issue('core.answer.invalid')];
  }
  return shownRows(question, context)
    .filter((row) => required && row.required === 1 && answer.values[row.id] === undefined)
    .map((row) => issue('core.tipRateNull', undefined, { descId: row.id }));
}

function ratingGroupDesign(question: Question, context: DesignContext): ValidationIssue[] {
  return [
    ...ratingDesign(question, context),
    ...descCountIssues(question.descList),
    ...descTextIssues(question.descList),
  ];
}

/** Rating group (RateGroupBox): one scale, several rows (sub-questions). */
export const ratingGroupEntry = defineEntry({
  catalogKey: 'ratingGroup',
  elementType: 'RateGroupBox',
  category: 'pingfen',
  defaultOrder: 100,
  titleKey: 'core.title.ratingGroup',
  saveEndpoint: '/design/qu-score-group/ajaxSave',
  answerKind: 'scores',
  limits: { ratingScales: RATING_SCALES, maxDescs: 999 },
  defaults: (build) => ({ scoreQuType: 1, scoreQuParagraph: 5, descList: build.numberedDescs(2) }),
  validateAnswer: validateRatingGroup,
  valueLimits: (question) => ({ range: scoreRange(question), wholeNumbers: true }),
  validateDesign: ratingGroupDesign,
});

/** This folder's catalogue entries (src/questions/entries.generated.ts collects every folder's). */
export const entries: readonly CatalogEntry[] = [ratingGroupEntry];
