import type { AnswerOfKind, Question } from '../../core/model';
import {
  type DesignContext,
  isEmptyAnswer,
  isRequired,
  issue,
  optionCountIssues,
  outputValueIssues,
  type ValidationIssue,
} from '../../core/validation';
import type { CatalogEntry } from '../entry';
import { defineEntry } from '../entry';
import { answerNull, commonDesign } from '../shared/answerChecks';
import { sortLimit } from './family';

/**
 * How many options must be ranked: all, or maxSortNum when it is set below the number of options. Options
 * hidden by a filter or a quote (`shownOptionIds` lists those shown) cannot be ranked and are not counted.
 */
export function sortTarget(question: Question, shownOptionIds?: ReadonlySet<string>): number {
  const target = sortLimit(question);
  return shownOptionIds ? Math.min(target, shownOptionIds.size) : target;
}

/**
 * Sort (spec 2 §4–§5): ranks are 1…k without gaps or repeats, over the question's options; all options
 * must be ranked, or maxSortNum of them. Decision: completeness is checked whenever an answer was started,
 * also when the question is optional, since a half-ranked list is not a ranking.
 */
export function validateSort(
  question: Question,
  answer: AnswerOfKind<'sort'> | undefined,
  shownOptionIds?: ReadonlySet<string>,
): ValidationIssue[] {
  if (!answer || isEmptyAnswer(answer)) return isRequired(question) ? answerNull() : [];
  const known = new Set(question.optionList.map((option) => option.id));
  const ranks = Object.values(answer.ranks).sort((a, b) => a - b);
  const contiguous = ranks.every((rank, index) => rank === index + 1);
  const target = sortTarget(question, shownOptionIds);
  if (!contiguous || Object.keys(answer.ranks).some((id) => !known.has(id)) || ranks.length > target) {
    return [issue('core.answer.invalid')];
  }
  if (ranks.length === target) return [];
  return target < (shownOptionIds?.size ?? question.optionList.length)
    ? [issue('core.answer.sortIncomplete', { n: target })]
    : [issue('core.answer.sortAll')];
}

function sortDesign(question: Question, context: DesignContext): ValidationIssue[] {
  const issues = [...commonDesign(question, context), ...optionCountIssues(question.optionList)];
  for (const option of question.optionList) {
    if (option.optionName.trim() === '' && !option.imgUrl) {
      issues.push(issue('core.design.sortOptionNull', undefined, { optionId: option.id }));
    }
  }
  const max = question.maxSortNum;
  if (max != null && max !== 0 && (max < 1 || max > question.optionList.length)) {
    issues.push(issue('core.design.sortMaxRange'));
  }
  issues.push(...outputValueIssues(question.optionList));
  return issues;
}

/** Sort (SortBox): rank per option; an option needs a text or an image. */
export const sortEntry = defineEntry({
  catalogKey: 'sort',
  elementType: 'SortBox',
  category: 'pingfen',
  defaultOrder: 100,
  titleKey: 'core.title.sort',
  saveEndpoint: '/design/qu-orderqu/ajaxSave',
  answerKind: 'sort',
  limits: { maxOptions: 999, minOptions: 1 },
  defaults: (build) => ({ optionList: build.numberedOptions(2) }),
  validateAnswer: (question, answer, context) => validateSort(question, answer, context.shownOptionIds),
  validateDesign: sortDesign,
});

/** This folder's catalogue entries (src/questions/entries.generated.ts collects every folder's). */
export const entries: readonly CatalogEntry[] = [sortEntry];
