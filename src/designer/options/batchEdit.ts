import type { Desc, Option } from '../../core/model';
import { BATCH_MAX_ROWS, type ValidationIssue, validateBatchEdit } from '../../core/validation';
import { isExtraOption, renumber } from './optionList';

/** Trailing blank lines are forgiven (an editor's last newline); blank lines inside are not. */
function splitLines(text: string): string[] {
  const normalised = text.replace(/\r\n?/g, '\n').replace(/\n+$/, '');
  return normalised === '' ? [] : normalised.split('\n');
}

export type BatchInput = { optionText: string; codeText?: string };
export type BatchRow = { name: string; code?: string };

/** The text the dialog opens with: the items' names, and their codes when any has one. */
export function batchTextOf(items: readonly { optionName: string; itemCode?: string | null }[]): BatchInput {
  return {
    optionText: items.map((item) => item.optionName).join('\n'),
    codeText: items.some((item) => item.itemCode) ? items.map((item) => item.itemCode ?? '').join('\n') : '',
  };
}

/**
 * Rows of a valid batch text, or the issues that refuse it (spec 1 §5, checked by the core rule). `opened` is
 * the text the dialog opened with: while its code column is left as it was, the codes follow their options by
 * name (a kept option keeps its code, a new one has none) instead of being paired line by line, so adding or
 * removing options never meets the mismatch message. Codes the designer typed are paired line by line, and a
 * real mismatch is refused as the spec says.
 */
export function parseBatch(
  input: BatchInput,
  opened?: BatchInput,
): { ok: true; rows: BatchRow[] } | { ok: false; issues: ValidationIssue[] } {
  const codesUntouched =
    opened !== undefined && !!opened.codeText?.trim() && (input.codeText ?? '') === opened.codeText;
  const issues = validateBatchEdit(codesUntouched ? { optionText: input.optionText } : input);
  if (issues.length > 0) return { ok: false, issues };
  const names = splitLines(input.optionText).map((line) => line.trim());
  const codes = codesUntouched
    ? codesByName(opened, names)
    : input.codeText?.trim()
      ? splitLines(input.codeText).map((line) => line.trim())
      : undefined;
  const rows = names.slice(0, BATCH_MAX_ROWS).map((name, index) => {
    const code = codes?.[index];
    return code ? { name, code } : { name };
  });
  return { ok: true, rows };
}

/** The opened codes given to the names now listed: each name takes the code its first unused namesake had. */
function codesByName(opened: BatchInput, names: readonly string[]): string[] {
  // Not splitLines: the opened code column has exactly one line per item, a last empty code included.
  const codeLines = (opened.codeText ?? '').replace(/\r\n?/g, '\n').split('\n');
  const waiting = new Map<string, string[]>();
  splitLines(opened.optionText).forEach((line, index) => {
    const name = line.trim();
    waiting.set(name, [...(waiting.get(name) ?? []), codeLines[index]?.trim() ?? '']);
  });
  return names.map((name) => waiting.get(name)?.shift() ?? '');
}

/**
 * Normal options rebuilt from batch rows. Row n reuses the id (and image, value…) of the n-th normal option
 * so logic and quotas pointing at it survive a rename; extra options are kept after them untouched.
 */
export function applyBatchToOptions(
  options: readonly Option[],
  rows: readonly BatchRow[],
  makeId: () => string,
  quId: string,
): Option[] {
  const normals = options.filter((option) => !isExtraOption(option));
  const extras = options.filter(isExtraOption);
  const rebuilt = rows.map((row, index): Option => {
    const previous = normals[index];
    const base: Option = previous ?? {
      id: makeId(),
      quId,
      orderById: 0,
      optionName: '',
      type: 'normal',
      visibility: 1,
    };
    return { ...base, optionName: row.name, itemCode: row.code ?? (codesGiven(rows) ? null : base.itemCode) };
  });
  return renumber([...rebuilt, ...extras]);
}

/** Sub-questions rebuilt the same way (matrix rows, blanks, multi-open sub-questions). */
export function applyBatchToDescs(
  descs: readonly Desc[],
  rows: readonly BatchRow[],
  makeDesc: (name: string) => Desc,
): Desc[] {
  return renumber(
    rows.map((row, index) => {
      const previous = descs[index];
      const base = previous ?? makeDesc(row.name);
      return {
        ...base,
        optionName: row.name,
        itemCode: row.code ?? (codesGiven(rows) ? null : base.itemCode),
      };
    }),
  );
}

const codesGiven = (rows: readonly BatchRow[]) => rows.some((row) => row.code !== undefined);
