import type { AnswerOfKind, Question } from '../../core/model';
import {
  type DesignContext,
  isEmptyAnswer,
  isRequired,
  issue,
  type ValidationIssue,
} from '../../core/validation';
import type { CatalogEntry } from '../entry';
import { defineEntry } from '../entry';
import { answerNull, commonDesign } from '../shared/answerChecks';

export const CASCADE_DEFAULT_LEVELS = 2;
export const CASCADE_MAX_LEVELS = 3;

/** Levels of a cascade (paramInt01, default 2, max 3). */
export function cascadeLevels(question: Question, fallback = CASCADE_DEFAULT_LEVELS): number {
  return question.answerConfig.paramInt01 ?? fallback;
}

/**
 * A cascading answer: one id per level, top first, at most the configured levels, no repeats. Decision: the
 * level data lives on the server (getSelectList), not in the question, so ids are not checked against it
 * here, and a path shorter than the levels is accepted (some places have fewer levels).
 */
export function validateCascade(
  question: Question,
  answer: AnswerOfKind<'cascade'> | undefined,
): ValidationIssue[] {
  if (!answer || isEmptyAnswer(answer)) return isRequired(question) ? answerNull() : [];
  const path = answer.path;
  return path.length > cascadeLevels(question) || new Set(path).size !== path.length
    ? [issue('core.answer.invalid')]
    : [];
}

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

/** Cascading select (JilianBox): levels from the server's flat id/parentId/optionName list. */
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
  defaults: () => ({ mediaQuType: 'Jilian', answerConfig: { paramInt01: CASCADE_DEFAULT_LEVELS } }),
  validateAnswer: validateCascade,
  validateDesign: cascadeDesign,
});

/** This folder's catalogue entries (src/questions/entries.generated.ts collects every folder's). */
export const entries: readonly CatalogEntry[] = [cascadeEntry];
