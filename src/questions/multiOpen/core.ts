import type { Desc, Question } from '../../core/model';
import { splitCommaList } from '../../core/model/commaList';
import {
  type DesignContext,
  descCountIssues,
  descTextIssues,
  lengthLimitIssues,
  type ValidationIssue,
} from '../../core/validation';
import type { CatalogEntry } from '../entry';
import { defineEntry } from '../entry';
import { commonDesign } from '../shared/answerChecks';
import { validateBlanks } from '../shared/blanks';

import { MULTI_OPEN_MAX, MULTI_OPEN_MIN } from './family';

export { MULTI_OPEN_MAX, MULTI_OPEN_MIN };

/**
 * Required relation (requireType, spec 1 §9): 1 all sub-questions, 2 any one, 3 and 4 the sub-questions listed
 * in requireDesc (decision: both "specified" modes name their sub-questions by id in requireDesc).
 */
export function requiredSubQuestions(question: Question, rows: Desc[]): Desc[] | 'any' {
  const { requireType, requireDesc } = question.answerConfig;
  if (requireType === 2) return 'any';
  if (requireType === 3 || requireType === 4) {
    const ids = new Set(splitCommaList(requireDesc));
    return rows.filter((row) => ids.has(row.id));
  }
  return rows.filter((row) => row.required === 1);
}

function multiOpenDesign(question: Question, context: DesignContext): ValidationIssue[] {
  return [
    ...commonDesign(question, context),
    ...descCountIssues(question.descList),
    ...descTextIssues(question.descList),
    ...lengthLimitIssues(question.descList),
  ];
}

/** Multi-line open (TitlesBox): sub-questions with their own limits (descConfig) and before-logic. */
export const multiOpenEntry = defineEntry({
  catalogKey: 'multiOpen',
  elementType: 'TitlesBox',
  category: 'tiankongti',
  defaultOrder: 40,
  titleKey: 'core.title.multiOpen',
  saveEndpoint: '/design/qu-multi-open/ajaxSave',
  answerKind: 'blanks',
  limits: { maxTextLength: MULTI_OPEN_MAX, maxDescs: 999 },
  defaults: (build) => ({
    descList: build
      .numberedDescs(2)
      .map((desc) => ({ ...desc, descConfig: { lengthLimit: 1, min: MULTI_OPEN_MIN, max: MULTI_OPEN_MAX } })),
  }),
  validateAnswer: (question, answer, context) =>
    validateBlanks(question, answer, context, {
      requiredRows: (rows) => requiredSubQuestions(question, rows),
      maxLengthOf: () => MULTI_OPEN_MAX,
    }),
  validateDesign: multiOpenDesign,
});

/** This folder's catalogue entries (src/questions/entries.generated.ts collects every folder's). */
export const entries: readonly CatalogEntry[] = [multiOpenEntry];
