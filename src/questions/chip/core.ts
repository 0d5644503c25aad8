import type { AnswerOfKind, Question } from '../../core/model';
import {
  type AnswerContext,
  compareIssues,
  type DesignContext,
  isEmptyAnswer,
  isRequired,
  issue,
  MAX_BRAND_ITEMS,
  optionCountIssues,
  optionTextIssues,
  type ValidationIssue,
} from '../../core/validation';
import type { CatalogEntry } from '../entry';
import { defineEntry } from '../entry';
import { answerNull, commonDesign } from '../shared/answerChecks';
import { UNITS } from '../shared/defaults';

import { CHIP_DEFAULT_TOTAL, CHIP_DEFAULT_UNIT, chipTotal } from './family';

export { CHIP_DEFAULT_TOTAL, CHIP_DEFAULT_UNIT, chipTotal };

/** Amounts are compared in hundredths so that 0.1 + 0.2 sums to 0.3. */
const cents = (value: number) => Math.round(value * 100);

/**
 * Chip allocation (spec 2 §5): amounts of the question's options, each 0…total, summing to the total: more is
 * tipMax with the excess, less tipNotMax with what remains. With answerValidInd each option's amount is
 * compared with the target (decision: per option, the spec only says "likewise").
 */
export function validateChip(
  question: Question,
  answer: AnswerOfKind<'chip'> | undefined,
  context: AnswerContext,
): ValidationIssue[] {
  if (!answer || isEmptyAnswer(answer)) return isRequired(question) ? answerNull() : [];
  const total = chipTotal(question);
  const known = new Set(question.optionList.map((option) => option.id));
  const entries = Object.entries(answer.amounts);
  if (entries.some(([id, amount]) => !known.has(id) || amount < 0 || amount > total)) {
    return [issue('core.answer.invalid')];
  }
  const sum = entries.reduce((acc, [, amount]) => acc + cents(amount), 0);
  const issues: ValidationIssue[] = [];
  if (sum > cents(total)) issues.push(issue('core.tipMax', { excess: (sum - cents(total)) / 100 }));
  if (sum < cents(total)) issues.push(issue('core.tipNotMax', { remaining: (cents(total) - sum) / 100 }));
  for (const [optionId, amount] of entries) {
    for (const found of compareIssues(question, amount, context))
      issues.push({ ...found, target: { optionId } });
  }
  return issues;
}

function chipDesign(question: Question, context: DesignContext): ValidationIssue[] {
  const issues = [
    ...commonDesign(question, context),
    ...optionCountIssues(question.optionList, { max: MAX_BRAND_ITEMS, needNormal: true }),
    ...optionTextIssues(question.optionList),
  ];
  const total = question.answerConfig.paramInt01;
  if (total == null || !Number.isInteger(total) || total < 1) issues.push(issue('core.design.chipTotalNull'));
  if (!question.unit) issues.push(issue('core.design.chipUnitNull'));
  else if (!(UNITS as readonly string[]).includes(question.unit))
    issues.push(issue('core.design.unitUnknown'));
  return issues;
}

/** Chip allocation (ChipBox): distribute paramInt01 (default 10 times) over at most 5 options. */
export const chipEntry = defineEntry({
  catalogKey: 'chip',
  elementType: 'ChipBox',
  category: 'pingfen',
  defaultOrder: 190,
  titleKey: 'core.title.chip',
  saveEndpoint: '/design/qu-proportion/ajaxSave',
  answerKind: 'chip',
  limits: { maxOptions: MAX_BRAND_ITEMS, minOptions: 1, units: UNITS },
  defaults: (build) => ({
    optionList: build.numberedOptions(2),
    unit: CHIP_DEFAULT_UNIT,
    answerConfig: { paramInt01: CHIP_DEFAULT_TOTAL },
  }),
  validateAnswer: validateChip,
  validateDesign: chipDesign,
});

/** This folder's catalogue entries (src/questions/entries.generated.ts collects every folder's). */
export const entries: readonly CatalogEntry[] = [chipEntry];
