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
import { isUploadedImage } from '../shared/uploadedImage';
import { CE_MAX_REGIONS, CE_MIN_REGIONS, CE_NONE_CODE, regionRect } from './family';
import { isInsideImage } from './regions';

export { CE_MAX_REGIONS, CE_MIN_REGIONS };

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

/**
 * The design of a concept evaluation (spec 1 §3–§5): every option needs a code and a name (tipCeOptionNull),
 * codes are unique; every option but the none-of-the-above one is a region, a rectangle inside the base
 * image (fractions of it), and regions need a base image, which is an image uploaded here; one
 * none-of-the-above option at most. A question with no image yet and only its none option is saved: it is
 * added from the palette before the designer uploads.
 */
function conceptDesign(question: Question, context: DesignContext): ValidationIssue[] {
  const issues = [...commonDesign(question, context), ...optionCountIssues(question.optionList)];
  const codes = new Set<string>();
  let regions = 0;
  let nones = 0;
  for (const option of question.optionList) {
    const target = { optionId: option.id };
    const code = option.positionCode?.trim() ?? '';
    if (!code || !option.positionName?.trim()) issues.push(issue('core.tipCeOptionNull', undefined, target));
    else if (codes.has(code)) issues.push(issue('core.design.ceCodeDuplicate', { code }, target));
    codes.add(code);
    if (option.type === 'none') {
      nones += 1;
      if (nones > 1) issues.push(issue('core.design.ceOneNone', undefined, target));
      continue;
    }
    regions += 1;
    const rect = regionRect(option);
    if (!rect || !isInsideImage(rect)) issues.push(issue('core.design.ceRegionBounds', undefined, target));
  }
  const { min, max } = choiceLimits(question);
  if (max > 0 && min > max) issues.push(issue('core.design.ceCountRange'));
  if (question.answerImgUrl && !isUploadedImage(question.answerImgUrl)) {
    issues.push(issue('core.design.ceImage'));
  } else if (regions > 0 && !question.answerImgUrl) {
    issues.push(issue('core.design.ceImageNull'));
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
  // Summarised as a multiple choice over its regions: each region's respondents and share (./results.ts).
  results: { summary: 'choice', multiple: true },
  limits: { maxOptions: 999 },
  defaults: (build) => {
    const name = build.text('core.default.noneOfAbove');
    return {
      optionList: [{ ...build.option(name, 'none'), positionCode: CE_NONE_CODE, positionName: name }],
      answerConfig: { answerLimitInd: 1, minAnswerNum: CE_MIN_REGIONS, maxAnswerNum: CE_MAX_REGIONS },
    };
  },
  validateAnswer: validateConcept,
  validateDesign: conceptDesign,
});

/** This folder's catalogue entries (src/questions/entries.generated.ts collects every folder's). */
export const entries: readonly CatalogEntry[] = [conceptEvaluationEntry];
