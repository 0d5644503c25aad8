import type { Question } from '../../core/model';
import {
  type DesignContext,
  descCountIssues,
  descTextIssues,
  lengthLimitIssues,
  OPEN_TEXT_MAX,
  type ValidationIssue,
} from '../../core/validation';
import type { CatalogEntry } from '../entry';
import { defineEntry } from '../entry';
import { commonDesign } from '../shared/answerChecks';
import { validateBlanks } from '../shared/blanks';

import { BLANK_LONG, BLANK_SHORT, blankMaxLength } from './family';

export { BLANK_LONG, BLANK_SHORT, blankMaxLength };

function multiFillBlankDesign(question: Question, context: DesignContext): ValidationIssue[] {
  return [
    ...commonDesign(question, context),
    ...descCountIssues(question.descList),
    ...descTextIssues(question.descList),
    ...lengthLimitIssues(question.descList),
  ];
}

/** Several blanks (FillBlankBox): every shown required blank filled, each within its width and limits. */
export const multiFillBlankEntry = defineEntry({
  catalogKey: 'multiFillBlank',
  elementType: 'FillBlankBox',
  category: 'tiankongti',
  defaultOrder: 40,
  titleKey: 'core.title.multiFillBlank',
  saveEndpoint: '/design/qu-multi-fillblank/ajaxSave',
  answerKind: 'blanks',
  limits: { maxTextLength: OPEN_TEXT_MAX, maxDescs: 999 },
  defaults: (build) => ({ descList: build.numberedDescs(2) }),
  valueLimits: () => ({ blankMaxLength }),
  validateAnswer: (question, answer, context) =>
    validateBlanks(question, answer, context, {
      requiredRows: (rows) => rows.filter((row) => row.required === 1),
      maxLengthOf: blankMaxLength,
    }),
  validateDesign: multiFillBlankDesign,
});

/** This folder's catalogue entries (src/questions/entries.generated.ts collects every folder's). */
export const entries: readonly CatalogEntry[] = [multiFillBlankEntry];
