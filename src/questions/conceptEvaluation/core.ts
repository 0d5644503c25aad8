import type { AnswerOfKind, Question } from '../../core/model';
import {
  choiceLimits,
  combinationIssues,
  countIssues,
  type DesignContext,
  hasUnknownOrRepeated,
  isEmptyAnswer,
  isRequired,
  issue,
  optionCountIssues,
  type ValidationIssue,
} from '../../core/validation';
import type { CatalogEntry } from '../entry';
import { defineEntry } from '../entry';
import { commonDesign } from '../shared/answerChecks';

/** Hot-spot template defaults (spec 1 §9): between 1 and 5 regions. */
export const CE_MIN_REGIONS = 1;
export const CE_MAX_REGIONS = 5;

/**
 * Concept evaluation (spec 2 §4–§5): regions of the image; empty gives the circle-a-region message; the
 * none-of-the-above region clears the others, so it stands alone; the count limits apply.
 */
export function validateConcept(
  question: Question,
  answer: AnswerOfKind<'regions'> | undefined,
): ValidationIssue[] {
  if (!answer || isEmptyAnswer(answer)) return isRequired(question) ? [issue('core.answer.ceNull')] : [];
  if (hasUnknownOrRepeated(question.optionList, answer.optionIds)) return [issue('core.answer.invalid')];
  const issues = combinationIssues(question, answer.optionIds);
  const lone =
    answer.optionIds.length === 1 &&
    question.optionList.find((o) => o.id === answer.optionIds[0])?.type === 'none';
  if (!lone) issues.push(...countIssues(answer.optionIds.length, choiceLimits(question)));
  return issues;
}

/** Regions need a code and a name (tipCeOptionNull). */
function conceptDesign(question: Question, context: DesignContext): ValidationIssue[] {
  const issues = [...commonDesign(question, context), ...optionCountIssues(question.optionList)];
  for (const option of question.optionList) {
    if (!option.positionCode?.trim() || !option.positionName?.trim()) {
      issues.push(issue('core.tipCeOptionNull', undefined, { optionId: option.id }));
    }
  }
  return issues;
}

/** Concept evaluation (CeBox). A new one, like a changed base image, has the single none-of-the-above region, code 0. */
export const conceptEvaluationEntry = defineEntry({
  catalogKey: 'conceptEvaluation',
  elementType: 'CeBox',
  category: 'qita',
  defaultOrder: 110,
  titleKey: 'core.title.conceptEvaluation',
  saveEndpoint: '/design/qu-ce/ajaxSave',
  answerKind: 'regions',
  limits: { maxOptions: 999 },
  defaults: (build) => {
    const name = build.text('core.default.noneOfAbove');
    return {
      optionList: [{ ...build.option(name, 'none'), positionCode: '0', positionName: name }],
      answerConfig: { answerLimitInd: 1, minAnswerNum: CE_MIN_REGIONS, maxAnswerNum: CE_MAX_REGIONS },
    };
  },
  validateAnswer: validateConcept,
  validateDesign: conceptDesign,
});

/** This folder's catalogue entries (src/questions/entries.generated.ts collects every folder's). */
export const entries: readonly CatalogEntry[] = [conceptEvaluationEntry];
