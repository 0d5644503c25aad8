import type { AnswerOfKind, Desc, Question } from '../../core/model';
import {
  type AnswerContext,
  charCount,
  choiceLimits,
  combinationIssues,
  countIssues,
  type DesignContext,
  descCountIssues,
  descTextIssues,
  hasUnknownOrRepeated,
  isEmptyAnswer,
  isRequired,
  issue,
  OTHER_TEXT_MAX,
  requiresOtherText,
  type ValidationIssue,
} from '../../core/validation';
import { answerNull, choiceDesign } from './answerChecks';

/** Rows the respondent sees: all, or those the logic engine reports shown. */
export function shownRows(question: Question, context: AnswerContext): Desc[] {
  const shown = context.shownDescIds;
  return question.descList.filter((desc) => !shown || shown.has(desc.id));
}

function fitsQuestion(question: Question, rows: Record<string, string[]>): boolean {
  const rowIds = new Set(question.descList.map((desc) => desc.id));
  return Object.entries(rows).every(
    ([rowId, columns]) => rowIds.has(rowId) && !hasUnknownOrRepeated(question.optionList, columns),
  );
}

/** A row of type other (e.g. "other brand, please specify") needs its text once answered. */
function rowOtherIssues(row: Desc, answered: boolean, text: string | undefined): ValidationIssue[] {
  if (row.type !== 'other' || !answered) return [];
  const target = { descId: row.id };
  if ((text ?? '').trim() === '' && requiresOtherText(row)) {
    return [issue('core.answer.otherTextNull', { name: row.optionName }, target)];
  }
  if (charCount(text ?? '') > OTHER_TEXT_MAX)
    return [issue('core.answer.otherTextTooLong', { max: OTHER_TEXT_MAX }, target)];
  return [];
}

/**
 * Matrix answers (spec 2 §5). Every shown required row (of a required question) needs an answer, whatever
 * the other rows hold — a matrix row is its own page, so an answer in row 1 must not carry row 2. Single: one
 * column per row. Multiple: each answered row meets the minimum and maximum (0 = none) and the special /
 * exclusive / mutual rules per row; an optional empty row still meets the minimum when one is set.
 */
export function validateMatrix(
  question: Question,
  answer: AnswerOfKind<'matrix'> | undefined,
  context: AnswerContext,
  mode: { multiple: boolean },
): ValidationIssue[] {
  if (!answer || isEmptyAnswer(answer)) {
    // With every row hidden by sub-question logic there is nothing to answer: the runner skips its pages.
    return isRequired(question) && shownRows(question, context).length > 0 ? answerNull() : [];
  }
  if (!fitsQuestion(question, answer.rows)) return [issue('core.answer.invalid')];
  const issues: ValidationIssue[] = [];
  const limits = choiceLimits(question);
  for (const row of shownRows(question, context)) {
    const columns = answer.rows[row.id] ?? [];
    const target = { descId: row.id };
    if (columns.length === 0 && isRequired(question) && row.required === 1) {
      issues.push(issue('core.tipAnswerNull', undefined, target));
    } else if (mode.multiple) {
      issues.push(...combinationIssues(question, columns, target));
      const lone =
        columns.length === 1 && question.optionList.find((o) => o.id === columns[0])?.type === 'special';
      if (!lone) issues.push(...countIssues(columns.length, limits, target));
    } else if (columns.length > 1) {
      issues.push(issue('core.answer.invalid', undefined, target));
    }
    issues.push(...rowOtherIssues(row, columns.length > 0, answer.otherText[row.id]));
  }
  return issues;
}

/** Matrix design: the choice rules for the columns plus at least one row, each with text. */
export function matrixDesign(
  question: Question,
  context: DesignContext,
  maxRows?: number,
): ValidationIssue[] {
  return [
    ...choiceDesign(question, context),
    ...descCountIssues(question.descList, maxRows),
    ...descTextIssues(question.descList),
  ];
}
