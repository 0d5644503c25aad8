import type { AnswerOfKind, Desc, Question } from '../../core/model';
import {
  type AnswerContext,
  checkText,
  descTextRules,
  isEmptyAnswer,
  isRequired,
  issue,
  type ValidationIssue,
  withTarget,
} from '../../core/validation';
import { answerNull } from './answerChecks';
import { shownRows } from './matrix';

/**
 * One text per sub-question (multi-blank fill-in, multi-line open). `requiredRows` says which shown rows must
 * be filled; `maxLengthOf` gives a row's limit when its descConfig sets none. Every filled row is checked
 * against its descConfig (length, character classes, content format).
 */
export function validateBlanks(
  question: Question,
  answer: AnswerOfKind<'blanks'> | undefined,
  context: AnswerContext,
  rules: { requiredRows: (rows: Desc[]) => Desc[] | 'any'; maxLengthOf: (row: Desc) => number },
): ValidationIssue[] {
  const rows = shownRows(question, context);
  const known = new Set(question.descList.map((desc) => desc.id));
  if (answer && Object.keys(answer.values).some((id) => !known.has(id)))
    return [issue('core.answer.invalid')];
  const filled = (row: Desc) => (answer?.values[row.id] ?? '').trim() !== '';
  const issues: ValidationIssue[] = [];
  if (isRequired(question)) {
    const required = rules.requiredRows(rows);
    if (required === 'any') {
      if (!rows.some(filled)) issues.push(...answerNull());
    } else {
      for (const row of required)
        if (!filled(row)) issues.push(issue('core.tipAnswerNull', undefined, { descId: row.id }));
    }
  } else if (!answer || isEmptyAnswer(answer)) {
    return [];
  }
  for (const row of rows.filter(filled)) {
    const text = answer?.values[row.id] ?? '';
    issues.push(
      ...withTarget(checkText(text, descTextRules(row.descConfig, rules.maxLengthOf(row))), {
        descId: row.id,
      }),
    );
  }
  return issues;
}
