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
import { isUploadedImage } from '../shared/uploadedImage';
import { MARK_MAX_LENGTH, markupPicture } from './marks';

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

/**
 * The design of an image markup (spec 1 §3, §5): at least one item; each item's name at most 6 characters;
 * its picture, once uploaded, an image uploaded here (an item added before its upload shows its name); the
 * marks: at least one, none empty or twice, each short enough to sit under a picture.
 */
function markupDesign(question: Question, context: DesignContext): ValidationIssue[] {
  const issues = commonDesign(question, context);
  if (question.optionList.length === 0) issues.push(issue('core.design.keepOneItem'));
  else issues.push(...optionCountIssues(question.optionList), ...imageNameIssues(question.optionList));
  for (const option of question.optionList) {
    const picture = markupPicture(option);
    if (picture && !isUploadedImage(picture)) {
      issues.push(issue('core.design.markImage', undefined, { optionId: option.id }));
    }
  }
  const marks = question.answerConfig.markOptions.map((mark) => mark.trim());
  if (marks.length === 0) issues.push(issue('core.design.markOptionsNull'));
  else if (
    marks.some((mark, index) => !mark || mark.length > MARK_MAX_LENGTH || marks.indexOf(mark) !== index)
  ) {
    issues.push(issue('core.design.markOptionInvalid', { max: MARK_MAX_LENGTH }));
  }
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
  // The report counts who answered, and its results part (./results.ts) adds each picture's marks to that
  // count summary. A matrix summary would read sub-question rows, which an image markup has none of (its rows
  // are its pictures).
  results: { summary: 'count', multiple: false },
  limits: { maxOptions: 999 },
  defaults: (build) => ({ optionList: [build.option(build.text('core.default.image', { n: 1 }))] }),
  validateAnswer: validateMarkup,
  validateDesign: markupDesign,
});

/** This folder's catalogue entries (src/questions/entries.generated.ts collects every folder's). */
export const entries: readonly CatalogEntry[] = [markupImageEntry];
