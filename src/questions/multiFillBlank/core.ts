import type { Desc, Question } from '../../core/model';
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

/**
 * Blank widths (spec 1 §5, §9): short blanks take 8 characters, long ones 16. Decision: a blank's
 * descConfig.contentSize chooses it (1 short, 2 long); without one the open-answer limit 200 applies.
 */
export const BLANK_SHORT = 8;
export const BLANK_LONG = 16;

export function blankMaxLength(row: Desc): number {
  const size = row.descConfig?.contentSize;
  if (size === 1) return BLANK_SHORT;
  if (size === 2) return BLANK_LONG;
  return OPEN_TEXT_MAX;
}

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
