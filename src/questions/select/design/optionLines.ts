import type { Option } from '../../../core/model';
import { isExtraOption, renumber } from '../../../designer/options/optionList';

/**
 * A dropdown's options set at once from text, one option per line (a spreadsheet column pasted in, or the
 * current list edited), for the block's set-content tool.
 *
 * Reading the text: lines are trimmed; a last newline (a spreadsheet copy ends with one) is forgiven, but a
 * blank line anywhere else is refused, as is a line repeating an earlier one or the name of an other/special
 * option, and a line holding a tab (several columns were copied). Each refusal names its line; one refused
 * line refuses the whole text, so nothing is half applied.
 *
 * Matching (decision): by name. A line whose text is the name of an existing normal option keeps that option
 * whole — id, code, output value, image — at the line's place, so logic, quotas and answers pointing at it
 * stay valid. A line with a new text is a new option (a fresh id): a rename here is a new option, since a
 * changed text may mean another thing, and logic written for the old one must not silently follow it (renames
 * that keep logic are made in the question's editor). Options whose name no line keeps are removed. Other and
 * special options are not in the text; they stay after the normal ones as they were.
 */
export type LineRefusal =
  | { line: number; reason: 'blank' }
  | { line: number; reason: 'columns' }
  | { line: number; reason: 'repeated'; name: string; firstLine: number }
  | { line: number; reason: 'extraName'; name: string };

export type ParsedLines = { ok: true; names: string[] } | { ok: false; refusals: LineRefusal[] };

/** The text the dialog opens with: the normal options' names, one a line. */
export function optionLinesText(options: readonly Option[]): string {
  return options
    .filter((option) => !isExtraOption(option))
    .map((option) => option.optionName.trim())
    .join('\n');
}

/** The names a text sets, or every refused line. `extraNames` are the other/special options' names. */
export function parseOptionLines(text: string, extraNames: readonly string[] = []): ParsedLines {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .replace(/\n\s*$/, '')
    .split('\n');
  const extras = new Set(extraNames.map((name) => name.trim()));
  const firstLineOf = new Map<string, number>();
  const names: string[] = [];
  const refusals: LineRefusal[] = [];
  for (const [index, raw] of lines.entries()) {
    const refusal = lineRefusal(index + 1, raw.trim(), firstLineOf, extras);
    if (refusal) {
      refusals.push(refusal);
      continue;
    }
    const name = raw.trim();
    firstLineOf.set(name, index + 1);
    names.push(name);
  }
  // An empty text is one blank line 1: "at least one option" is the line's refusal, said where it is.
  return refusals.length > 0 ? { ok: false, refusals } : { ok: true, names };
}

function lineRefusal(
  line: number,
  name: string,
  firstLineOf: ReadonlyMap<string, number>,
  extras: ReadonlySet<string>,
): LineRefusal | undefined {
  if (name === '') return { line, reason: 'blank' };
  if (name.includes('\t')) return { line, reason: 'columns' };
  const firstLine = firstLineOf.get(name);
  if (firstLine !== undefined) return { line, reason: 'repeated', name, firstLine };
  if (extras.has(name)) return { line, reason: 'extraName', name };
  return undefined;
}

export type LinesApplied = {
  options: Option[];
  kept: number;
  added: number;
  /** The options no line kept (their logic and answers lose their target: the dialog names them). */
  removed: Option[];
};

/** The options the names make (see the matching decision above); `makeOption` makes a new normal option. */
export function applyOptionLines(
  options: readonly Option[],
  names: readonly string[],
  makeOption: (name: string) => Option,
): LinesApplied {
  const normals = options.filter((option) => !isExtraOption(option));
  const extras = options.filter(isExtraOption);
  // Names are distinct once parsed; an old list holding a name twice keeps the first of them.
  const byName = new Map<string, Option>();
  for (const option of normals) {
    const name = option.optionName.trim();
    if (!byName.has(name)) byName.set(name, option);
  }
  const keptIds = new Set<string>();
  const rebuilt = names.map((name) => {
    const found = byName.get(name);
    if (!found) return makeOption(name);
    keptIds.add(found.id);
    return found;
  });
  return {
    options: renumber([...rebuilt, ...extras]),
    kept: keptIds.size,
    added: names.length - keptIds.size,
    removed: normals.filter((option) => !keptIds.has(option.id)),
  };
}
