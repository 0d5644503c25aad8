import type { AnswerOfKind, OptionInput, Question } from '../../core/model';
import { childrenByParent, levelsOf, optionText, TOP_LEVEL } from '../../core/optionTree';
import {
  type DesignContext,
  isEmptyAnswer,
  isRequired,
  issue,
  optionCountIssues,
  optionTextIssues,
  type ValidationIssue,
} from '../../core/validation';
import type { CatalogEntry } from '../entry';
import { defineEntry } from '../entry';
import { answerNull, commonDesign } from '../shared/answerChecks';
import { CASCADE_DEFAULT_LEVELS, CASCADE_MAX_LEVELS, cascadeLevels } from './family';

export { CASCADE_DEFAULT_LEVELS, CASCADE_MAX_LEVELS, cascadeLevels } from './family';

/**
 * A cascading answer: the ids of one path down the question's option tree, top first. Each id is a child of
 * the one before (the first a top-level option), at most the question's levels; a path stopped above the
 * levels at an option that has options under it is "choose every level", only unfinished (a save in
 * progress may carry it). The tree comes with the question, so both sides check all of it.
 */
export function validateCascade(
  question: Question,
  answer: AnswerOfKind<'cascade'> | undefined,
): ValidationIssue[] {
  if (!answer || isEmptyAnswer(answer)) return isRequired(question) ? answerNull() : [];
  const { path } = answer;
  const levels = cascadeLevels(question);
  if (path.length > levels) return [issue('core.answer.invalid')];
  const children = childrenByParent(question.optionList);
  let parent = TOP_LEVEL;
  for (const id of path) {
    if (!children.get(parent)?.some((option) => option.id === id)) return [issue('core.answer.levelUnknown')];
    parent = id;
  }
  if (path.length < levels && (children.get(parent)?.length ?? 0) > 0)
    return [issue('core.answer.levelsIncomplete')];
  return [];
}

/** The levels setting of a cascading question (the cascade's and the city's): 1 to 3 when set. */
export function cascadeDesign(
  question: Question,
  context: DesignContext,
  titleKey?: ValidationIssue['key'],
): ValidationIssue[] {
  const issues = commonDesign(question, context, titleKey);
  const levels = question.answerConfig.paramInt01;
  if (levels != null && (!Number.isInteger(levels) || levels < 1 || levels > CASCADE_MAX_LEVELS)) {
    issues.push(issue('core.design.levelsRange', { max: CASCADE_MAX_LEVELS }));
  }
  return issues;
}

/**
 * The option tree of a cascade: at least one option, every parent one of the question's options, no option
 * under itself (at any depth), no deeper than the levels set, names non-empty and distinct among siblings
 * (a respondent could not tell two equal names apart in one dropdown).
 */
export function cascadeTreeIssues(question: Question): ValidationIssue[] {
  const options = question.optionList;
  const issues = [...optionCountIssues(options), ...optionTextIssues(options)];
  const ids = new Set(options.map((option) => option.id));
  const levels = levelsOf(options);
  const allowed = cascadeLevels(question);
  for (const option of options) {
    const target = { optionId: option.id };
    const level = levels.get(option.id);
    if (option.parentId != null && !ids.has(option.parentId))
      issues.push(issue('core.design.cascadeParentUnknown', { name: optionText(option) }, target));
    else if (level === undefined)
      issues.push(issue('core.design.cascadeCycle', { name: optionText(option) }, target));
    else if (level > allowed) issues.push(issue('core.design.cascadeTooDeep', { levels: allowed }, target));
  }
  for (const siblings of childrenByParent(options).values()) {
    const seen = new Set<string>();
    for (const option of siblings) {
      const name = optionText(option);
      if (name === '') continue;
      if (seen.has(name))
        issues.push(issue('core.design.cascadeDuplicateName', { name }, { optionId: option.id }));
      seen.add(name);
    }
  }
  return issues;
}

/** Cascading select (JilianBox): the designer's own option tree, one dropdown per level. */
export const cascadeEntry = defineEntry({
  catalogKey: 'cascade',
  elementType: 'JilianBox',
  category: 'xuanzeti',
  defaultOrder: 30,
  titleKey: 'core.title.cascade',
  saveEndpoint: '/design/qu-select/ajaxSave',
  answerKind: 'cascade',
  mediaQuType: 'Jilian',
  limits: { levels: { default: CASCADE_DEFAULT_LEVELS, max: CASCADE_MAX_LEVELS } },
  // A small two-level tree, so a question added from the palette answers at once and shows the idea.
  defaults: (build) => {
    const optionList: OptionInput[] = [];
    const add = (n: number | string, parentId?: string) => {
      const id = build.makeId();
      const name = build.text('core.default.option', { n });
      optionList.push({
        id,
        quId: build.questionId,
        orderById: optionList.length + 1,
        optionName: name,
        parentId,
      });
      return id;
    };
    for (const top of [1, 2]) {
      const parent = add(top);
      for (const child of [1, 2]) add(`${top}-${child}`, parent);
    }
    return { mediaQuType: 'Jilian', answerConfig: { paramInt01: CASCADE_DEFAULT_LEVELS }, optionList };
  },
  validateAnswer: validateCascade,
  validateDesign: (question, context) => [
    ...cascadeDesign(question, context),
    ...cascadeTreeIssues(question),
  ],
});

/** This folder's catalogue entries (src/questions/entries.generated.ts collects every folder's). */
export const entries: readonly CatalogEntry[] = [cascadeEntry];
