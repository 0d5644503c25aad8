import type { Group, Question } from './model';
import { UNNUMBERED_ELEMENT_TYPES } from './model/constants';
import { issue, type ValidationIssue } from './validation/issue';

/**
 * Numbering and item codes (spec 1 §4): questions Q1, Q2 … across the survey in group order, skipping page
 * tags and checkpoints; the type-1 group is S, type-2 groups A, B, … Z, AA, AB …; item codes follow the
 * numbering unless the question has a custom code (customCode 1) or a fixed profile code (Sys_…).
 *
 * Decision: info text (InfoBox) is not numbered either. It asks nothing, and the spec's rule that "saving a
 * new infoti question whose itemCode already exists appends a count" only makes sense if info codes are not
 * derived from a (unique) number. Its code is INFO_CODE with a count appended on a clash.
 */
export const NUMBERLESS_ELEMENT_TYPES: ReadonlySet<string> = new Set([
  ...UNNUMBERED_ELEMENT_TYPES,
  'InfoBox',
]);
export const INFO_CODE = 'Info';

export function isNumbered(question: Pick<Question, 'elementType'>): boolean {
  return !NUMBERLESS_ELEMENT_TYPES.has(question.elementType);
}

/** 0 → A, 25 → Z, 26 → AA, 27 → AB, 701 → ZZ, 702 → AAA (bijective base 26, like spreadsheet columns). */
export function groupLetters(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

export interface SurveyNumbering {
  /** Group id → S, A, B, … A second type-1 group (not expected) would be S2. */
  groups: Record<string, string>;
  /** Question id → Q1, Q2 …; null for page tags, checkpoints and info text. */
  questions: Record<string, string | null>;
}

/** Numbers of groups and questions, groups taken in the order given (the type-1 group first). */
export function numberSurvey(
  groups: readonly Pick<Group, 'id' | 'groupType' | 'questionList'>[],
): SurveyNumbering {
  const numbering: SurveyNumbering = { groups: {}, questions: {} };
  let specialCount = 0;
  let letterIndex = 0;
  let questionCount = 0;
  for (const group of groups) {
    if (group.groupType === 1) {
      specialCount++;
      numbering.groups[group.id] = specialCount === 1 ? 'S' : `S${specialCount}`;
    } else {
      numbering.groups[group.id] = groupLetters(letterIndex++);
    }
    for (const question of group.questionList) {
      numbering.questions[question.id] = isNumbered(question) ? `Q${++questionCount}` : null;
    }
  }
  return numbering;
}

/** A fixed profile code (Sys_Name, sys_AgeStage …) is kept whatever the numbering. */
export function isFixedCode(code: string | null | undefined): boolean {
  return !!code && /^sys_/i.test(code);
}

/** Whether the question keeps its own code: custom code on, or a fixed profile code. */
export function keepsOwnCode(question: Question): boolean {
  return (question.answerConfig.customCode === 1 && !!question.itemCode) || isFixedCode(question.itemCode);
}

/**
 * "Saving a new info question whose itemCode already exists appends a count": Info, Info1, Info2 … the
 * first count that makes the code unique.
 */
export function appendCountToCode(code: string, existing: Iterable<string>): string {
  const taken = new Set(existing);
  if (!taken.has(code)) return code;
  let count = 1;
  while (taken.has(`${code}${count}`)) count++;
  return `${code}${count}`;
}

/** Sub-question codes follow the question: Q3_1, Q3_2 …; option codes are their position 1, 2 … */
export function descCode(questionCode: string, index: number): string {
  return `${questionCode}_${index + 1}`;
}
export function optionCode(index: number): string {
  return String(index + 1);
}

/**
 * The survey with numbers and codes applied: quNum on groups and questions; question, sub-question and
 * option codes from the numbering where the question does not keep its own (custom codes keep whatever the
 * designer typed, empty ones filled). Info text gets INFO_CODE with a count when it has no code. Pure: new
 * objects are returned.
 */
export function applyNumbering<G extends Group>(groups: readonly G[]): G[] {
  const numbering = numberSurvey(groups);
  const usedCodes = new Set<string>();
  for (const group of groups) {
    for (const question of group.questionList)
      if (keepsOwnCode(question) && question.itemCode) usedCodes.add(question.itemCode);
  }
  return groups.map((group) => ({
    ...group,
    quNum: numbering.groups[group.id] ?? null,
    questionList: group.questionList.map((question) => {
      const quNum = numbering.questions[question.id] ?? null;
      const custom = question.answerConfig.customCode === 1;
      let itemCode = question.itemCode ?? null;
      if (!keepsOwnCode(question)) {
        if (quNum) itemCode = quNum;
        else if (question.elementType === 'InfoBox') {
          itemCode = question.itemCode || appendCountToCode(INFO_CODE, usedCodes);
          usedCodes.add(itemCode);
        }
      }
      const base = itemCode ?? question.id;
      return {
        ...question,
        quNum,
        itemCode,
        descList: question.descList.map((desc, index) => ({
          ...desc,
          itemCode: custom && desc.itemCode ? desc.itemCode : descCode(base, index),
        })),
        optionList: question.optionList.map((option, index) => ({
          ...option,
          itemCode: custom && option.itemCode ? option.itemCode : optionCode(index),
        })),
      };
    }),
  }));
}

/** Custom question codes: letters, digits and hyphen (spec 1 §5). Fixed profile codes keep their underscore. */
export function isValidQuestionCode(code: string): boolean {
  return /^[A-Za-z0-9-]+$/.test(code) || isFixedCode(code);
}

/** Sub-question and option codes: letters, digits, hyphen and underscore. */
export function isValidItemCode(code: string): boolean {
  return /^[A-Za-z0-9_-]+$/.test(code);
}

/** Question codes duplicated in a survey (each reported once). */
export function duplicateCodes(questions: readonly Pick<Question, 'itemCode'>[]): string[] {
  const seen = new Set<string>();
  const duplicated = new Set<string>();
  for (const { itemCode } of questions) {
    if (!itemCode) continue;
    if (seen.has(itemCode)) duplicated.add(itemCode);
    seen.add(itemCode);
  }
  return [...duplicated];
}

/**
 * Code rules of one question (spec 1 §5): a custom question code is required and made of letters, digits and
 * hyphens, and unique among the survey's other questions; sub-question and option codes, where set (always
 * with custom codes), are letters, digits, hyphens and underscores, non-empty and unique in the question.
 */
export function codeIssues(question: Question, surveyQuestions: readonly Question[] = []): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const custom = question.answerConfig.customCode === 1;
  const code = question.itemCode?.trim() ?? '';
  if (custom && code === '') issues.push(issue('core.design.questionCodeNull'));
  else if (custom && !isValidQuestionCode(code)) issues.push(issue('core.design.questionCodeFormat'));
  if (code !== '' && surveyQuestions.some((other) => other.id !== question.id && other.itemCode === code)) {
    issues.push(issue('core.design.codeDuplicate', { code }));
  }
  const checkItems = (
    items: readonly { id: string; itemCode?: string | null | undefined }[],
    kind: 'descId' | 'optionId',
  ) => {
    const seen = new Set<string>();
    for (const item of items) {
      const itemCode = item.itemCode?.trim() ?? '';
      const target = { [kind]: item.id };
      if (itemCode === '') {
        if (custom) issues.push(issue('core.design.itemCodeNull', undefined, target));
        continue;
      }
      if (!isValidItemCode(itemCode)) issues.push(issue('core.design.itemCodeFormat', undefined, target));
      else if (seen.has(itemCode))
        issues.push(issue('core.design.itemCodeDuplicate', { code: itemCode }, target));
      seen.add(itemCode);
    }
  };
  checkItems(question.descList, 'descId');
  checkItems(question.optionList, 'optionId');
  return issues;
}
