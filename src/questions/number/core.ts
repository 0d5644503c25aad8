import type { Question } from '../../core/model';
import {
  boundsIssues,
  type DesignContext,
  issue,
  numberTypeOf,
  type ValidationIssue,
} from '../../core/validation';
import type { CatalogEntry } from '../entry';
import { defineEntry } from '../entry';
import { commonDesign, validateNumber } from '../shared/answerChecks';
import { UNITS } from '../shared/defaults';

export const NUMBER_SAVE_ENDPOINT = '/design/qu-number/ajaxSave';

/** Number design: a support type (1 integer, 2 two decimals), the bounds rules, an offered unit. */
export function numberDesign(question: Question, context: DesignContext): ValidationIssue[] {
  const issues = commonDesign(question, context);
  const numberType = numberTypeOf(question);
  if (numberType !== 1 && numberType !== 2) issues.push(issue('core.design.numberTypeNull'));
  issues.push(...boundsIssues(question, numberType));
  if (question.unit && !(UNITS as readonly string[]).includes(question.unit))
    issues.push(issue('core.design.unitUnknown'));
  return issues;
}

/** Number (NumberBox): default range 0–100, integer (spec 1 §9). */
export const numberEntry = defineEntry({
  catalogKey: 'number',
  elementType: 'NumberBox',
  category: 'tiankongti',
  defaultOrder: 160,
  titleKey: 'core.title.number',
  saveEndpoint: NUMBER_SAVE_ENDPOINT,
  answerKind: 'number',
  limits: { units: UNITS },
  defaults: () => ({
    scoreQuType: 1,
    scoreNumType: 1,
    answerConfig: { scoreNumType: 1, limitRangeInd: 1, paramInt01: 0, paramInt02: 100 },
  }),
  validateAnswer: (question, answer, context) => validateNumber(question, answer, context),
  validateDesign: numberDesign,
});

/** This folder's catalogue entries (src/questions/entries.generated.ts collects every folder's). */
export const entries: readonly CatalogEntry[] = [numberEntry];
