import { createWriteStream } from 'node:fs';
import type {
  Cell,
  ColumnModel,
  ExportColumn,
  ExportResponse,
} from '../../../src/questions/shared/exportColumns';
import { MAX_STRING_WIDTH } from './sav/layout';
import { utf8Length } from './sav/text';
import type { NumericFormat, SavDictionary, SavVariable } from './sav/types';
import { patchSavCaseCount, SavWriter } from './sav/writer';
import { rowCells } from './cells';

/**
 * An SPSS system file of the export: coded choice columns as numbers with value labels, each multiple choice
 * question (and each row of a multiple matrix) as a multiple dichotomy set counting 1, strings as wide as
 * their longest value in UTF-8 bytes. A .sav declares string widths before the first case, so the responses
 * are read twice: once to measure, once to write (memory stays one page either way).
 */
export async function writeSav(
  path: string,
  model: ColumnModel,
  pages: () => AsyncIterable<ExportResponse[]>,
  onPage: (rowsDone: number) => Promise<unknown>,
  fileLabel: string,
): Promise<number> {
  const widths = model.columns.map(() => 1);
  for await (const page of pages()) {
    for (const response of page) {
      model.columns.forEach((column, at) => {
        if (column.type !== 'string') return;
        const value = column.cell(response);
        if (typeof value === 'string') widths[at] = Math.max(widths[at] as number, utf8Length(value));
      });
    }
  }
  const dictionary = savDictionary(model, widths, fileLabel);
  const writer = new SavWriter(createWriteStream(path), dictionary);
  let rows = 0;
  for await (const page of pages()) {
    for (const response of page) await writer.writeCase(savCells(model.columns, response));
    rows += page.length;
    await onPage(rows);
  }
  const { cases } = await writer.finish();
  // Responses may arrive between the passes: the header gets the count the file really holds.
  await patchSavCaseCount(path, cases);
  return cases;
}

function savCells(columns: readonly ExportColumn[], response: ExportResponse): Cell[] {
  return rowCells(columns, response, 'codes');
}

/** Display formats: whole numbers for codes, counts and versions; decimals where answers have them. */
function formatOf(column: ExportColumn): NumericFormat | undefined {
  if (column.valueLabels.length > 0 || column.measure !== 'scale')
    return { type: 'F', width: 8, decimals: 0 };
  if (/_(lat|lon)$/.test(column.name)) return { type: 'F', width: 12, decimals: 6 };
  if (column.name === 'durationSeconds') return { type: 'F', width: 10, decimals: 0 };
  return { type: 'F', width: 12, decimals: 2 };
}

export function savDictionary(
  model: ColumnModel,
  widths: readonly number[],
  fileLabel: string,
): SavDictionary {
  const variables = model.columns.map((column, at): SavVariable => {
    const common = { name: column.name, label: column.label, measure: column.measure };
    if (column.type === 'string') {
      return { ...common, type: 'string', width: Math.min(MAX_STRING_WIDTH, Math.max(1, widths[at] ?? 1)) };
    }
    return {
      ...common,
      type: 'numeric',
      format: formatOf(column),
      valueLabels: column.valueLabels.length > 0 ? column.valueLabels : undefined,
    };
  });
  return {
    fileLabel,
    variables,
    // SPSS wants two variables or more in a set; a one-option question stays a plain 0/1 variable.
    multipleResponseSets: model.sets
      .filter((set) => set.columns.length >= 2)
      .map((set) => ({ name: `$${set.name}`, label: set.label, countedValue: 1, variables: set.columns })),
  };
}
