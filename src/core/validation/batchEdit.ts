import { isValidOutputValue } from './designRules';
import { issue, type ValidationIssue } from './issue';

export const BATCH_MAX_ROWS = 100;

const lines = (text: string) => text.replace(/\r\n?/g, '\n').replace(/\n+$/, '').split('\n');

/**
 * The designer's batch edit of options (spec 1 §5): one option per line, optionally a code per line and a
 * value per line. Text is required, at most 100 rows, no blank option lines; when codes are given their lines
 * must match the option lines one to one; values must be numbers (or empty).
 */
export function validateBatchEdit(input: { optionText: string; codeText?: string; valueText?: string }) {
  const issues: ValidationIssue[] = [];
  if (input.optionText.trim() === '') return [issue('core.design.batchTextNull')];
  const optionLines = lines(input.optionText);
  if (optionLines.length > BATCH_MAX_ROWS)
    issues.push(issue('core.design.batchMaxRows', { max: BATCH_MAX_ROWS }));
  const blankOption = optionLines.some((line) => line.trim() === '');
  const codeLines = input.codeText?.trim() ? lines(input.codeText) : undefined;
  if (blankOption || (codeLines && codeLines.length !== optionLines.length)) {
    issues.push(issue('core.design.batchLinesMismatch'));
  }
  if (input.valueText?.trim() && lines(input.valueText).some((value) => !isValidOutputValue(value))) {
    issues.push(issue('core.design.outputValueNumber'));
  }
  return issues;
}
