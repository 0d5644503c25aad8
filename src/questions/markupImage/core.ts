import type { AnswerOfKind, Question } from '../../core/model';
import {
  type DesignContext,
  imageNameIssues,
  isEmptyAnswer,
  isRequired,
  issue,
  optionCountIssues,
  type ValidationIssue,
} from '../../core/validation';
import type { CatalogEntry } from '../entry';
import { defineEntry } from '../entry';
import { answerNull, commonDesign } from '../shared/answerChecks';

/**
 * Image markup (MarkupImageBox): the respondent marks each image (option; optionTitle its path, optionName its
 * name) with one of the expression options (answerConfig.markOptions: like, neutral, dislike, confused).
 * Decision: the answer is a matrix answer whose rows are the image option ids and whose single column is the
 * chosen mark, so the core needs no extra answer kind.
 */
export function validateMarkup(
  question: Question,
  answer: AnswerOfKind<'matrix'> | undefined,
): ValidationIssue[] {
  if (!answer || isEmptyAnswer(answer)) return isRequired(question) ? answerNull() : [];
  const images = new Set(question.optionList.map((option) => option.id));
  const marks = new Set(question.answerConfig.markOptions);
  const rows = Object.entries(answer.rows);
  if (
    rows.some(
      ([id, chosen]) => !images.has(id) || chosen.length > 1 || chosen.some((mark) => !marks.has(mark)),
    )
  ) {
    return [issue('core.answer.invalid')];
  }
  if (!isRequired(question)) return [];
  return question.optionList
    .filter((option) => (answer.rows[option.id] ?? []).length === 0)
    .map((option) => issue('core.tipAnswerNull', undefined, { optionId: option.id }));
}

function markupDesign(question: Question, context: DesignContext): ValidationIssue[] {
  const issues = commonDesign(question, context);
  if (question.optionList.length === 0) issues.push(issue('core.design.keepOneItem'));
  else issues.push(...optionCountIssues(question.optionList), ...imageNameIssues(question.optionList));
  if (question.answerConfig.markOptions.length === 0) issues.push(issue('core.design.markOptionsNull'));
  return issues;
}

export const markupImageEntry = defineEntry({
  catalogKey: 'markupImage',
  elementType: 'MarkupImageBox',
  category: 'qita',
  defaultOrder: 110,
  titleKey: 'core.title.markupImage',
  saveEndpoint: '/design/qu-img-mark/ajaxSave',
  answerKind: 'matrix',
  limits: { maxOptions: 999 },
  defaults: (build) => ({ optionList: [build.option(build.text('core.default.image', { n: 1 }))] }),
  validateAnswer: validateMarkup,
  validateDesign: markupDesign,
});

/** This folder's catalogue entries (src/questions/entries.generated.ts collects every folder's). */
export const entries: readonly CatalogEntry[] = [markupImageEntry];
