import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { finished } from 'node:stream/promises';
import type {
  Cell,
  ColumnModel,
  ExportColumn,
  ExportResponse,
} from '../../../src/questions/shared/exportColumns';
import { rowCells } from './cells';
import { MAX_STRING_WIDTH } from './sav/layout';
import { utf8Length } from './sav/text';
import type { NumericFormat, SavDictionary, SavVariable } from './sav/types';
import { SavWriter } from './sav/writer';

/**
 * An SPSS system file of the export: coded choice columns as numbers with value labels, each multiple choice
 * question (and each row of a multiple matrix) as a multiple dichotomy set counting 1, strings as wide as
 * their longest value in UTF-8 bytes. A .sav declares string widths before the first case, so the rows are
 * first spooled to a temporary file (one JSON array per line) while the widths are measured, then written
 * from it: the database is read once and memory stays at one page.
 */
export async function writeSav(
  path: string,
  model: ColumnModel,
  pages: AsyncIterable<ExportResponse[]>,
  onPage: (rowsDone: number) => Promise<unknown>,
  fileLabel: string,
): Promise<number> {
  const spoolPath = `${path}.rows`;
  try {
    const widths = model.columns.map(() => 1);
    const spool = createWriteStream(spoolPath);
    let rows = 0;
    for await (const page of pages) {
      let chunk = '';
      for (const response of page) {
        const cells = savCells(model.columns, response);
        cells.forEach((cell, at) => {
          if (typeof cell === 'string') widths[at] = Math.max(widths[at] as number, utf8Length(cell));
        });
        chunk += `${JSON.stringify(cells)}\n`;
      }
      if (!spool.write(chunk)) await once(spool, 'drain');
      rows += page.length;
      await onPage(rows);
    }
    spool.end();
    await finished(spool);

    const writer = new SavWriter(createWriteStream(path), savDictionary(model, widths, fileLabel), {
      caseCount: rows,
    });
    const lines = createInterface({
      input: createReadStream(spoolPath),
      crlfDelay: Number.POSITIVE_INFINITY,
    });
    for await (const line of lines) await writer.writeCase(JSON.parse(line) as Cell[]);
    return (await writer.finish()).cases;
  } finally {
    await rm(spoolPath, { force: true });
  }
}

function savCells(columns: readonly ExportColumn[], response: ExportResponse): Cell[] {
  return rowCells(columns, response, 'codes');
}

/** Display formats: whole numbers for codes, counts and versions; decimals where answers have them. */
function formatOf(column: ExportColumn): NumericFormat | undefined {
  if (column.decimals !== undefined) return { type: 'F', width: 12, decimals: column.decimals };
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
