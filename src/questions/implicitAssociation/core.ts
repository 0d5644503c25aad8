import type { AnswerOfKind, Question } from '../../core/model';
import {
  type AnswerContext,
  type DesignContext,
  descCountIssues,
  descTextIssues,
  isEmptyAnswer,
  isRequired,
  issue,
  MAX_BRAND_ITEMS,
  optionTextIssues,
  type ValidationIssue,
} from '../../core/validation';
import type { CatalogEntry } from '../entry';
import { defineEntry } from '../entry';
import { commonDesign } from '../shared/answerChecks';
import { shownRows } from '../shared/matrix';

/**
 * Implicit association (IatBox): each item (desc, at most 5 attributes) is swiped left for the first option
 * or right for the second (spec 2 §4). Decision: the options are the two sides, so exactly two; the items
 * carry the "up to 5 attributes" limit. Every shown item needs a choice, else the swipe message at the item.
 */
export function validateAssociation(
  question: Question,
  answer: AnswerOfKind<'association'> | undefined,
  context: AnswerContext,
): ValidationIssue[] {
  const required = isRequired(question);
  if (!answer || isEmptyAnswer(answer)) return required ? [issue('core.answer.swipe')] : [];
  const items = new Set(question.descList.map((desc) => desc.id));
  const sides = new Set(question.optionList.slice(0, 2).map((option) => option.id));
  const seen = new Set<string>();
  for (const choice of answer.choices) {
    const badTime = choice.stTime < 0 || choice.edTime < choice.stTime || choice.time < 0;
    if (!items.has(choice.descId) || !sides.has(choice.optionId) || seen.has(choice.descId) || badTime) {
      return [issue('core.answer.invalid')];
    }
    seen.add(choice.descId);
  }
  if (!required) return [];
  return shownRows(question, context)
    .filter((item) => !seen.has(item.id))
    .map((item) => issue('core.answer.swipe', undefined, { descId: item.id }));
}

function associationDesign(question: Question, context: DesignContext): ValidationIssue[] {
  const issues = [
    ...commonDesign(question, context),
    ...descCountIssues(question.descList, MAX_BRAND_ITEMS),
    ...descTextIssues(question.descList),
    ...optionTextIssues(question.optionList),
  ];
  if (question.optionList.length !== 2) issues.push(issue('core.design.twoSides'));
  return issues;
}

export const implicitAssociationEntry = defineEntry({
  catalogKey: 'implicitAssociation',
  elementType: 'IatBox',
  category: 'qita',
  defaultOrder: 110,
  titleKey: 'core.title.implicitAssociation',
  saveEndpoint: '/design/qu-time-notes/ajaxSave',
  answerKind: 'association',
  limits: { maxOptions: 2, minOptions: 2, maxDescs: MAX_BRAND_ITEMS },
  defaults: (build) => ({
    optionList: [
      build.option(build.text('core.default.left'), 'normal', 0),
      build.option(build.text('core.default.right'), 'normal', 1),
    ],
    descList: build.numberedDescs(2),
  }),
  validateAnswer: validateAssociation,
  validateDesign: associationDesign,
});

/** This folder's catalogue entries (src/questions/entries.generated.ts collects every folder's). */
export const entries: readonly CatalogEntry[] = [implicitAssociationEntry];
