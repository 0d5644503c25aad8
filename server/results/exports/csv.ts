import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import type { Cell } from '../../../src/questions/shared/exportColumns';

/** UTF-8 byte order mark: Excel opens a CSV as UTF-8 (Chinese intact) only when the file starts with it. */
const BOM = '\uFEFF';

/**
 * A text cell a spreadsheet would run as a formula (= + - @, or tab / carriage return that some of them
 * skip before one) gets a single quote in front (OWASP's advice for CSV injection); the codebook says so.
 */
export function neutraliseFormula(cell: Cell): Cell {
  return typeof cell === 'string' && /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** Writes the header and the rows to `path` as CSV (UTF-8 with BOM, CRLF), streaming with back-pressure. */
export async function writeCsv(
  path: string,
  header: readonly string[],
  rows: AsyncIterable<Cell[]>,
): Promise<void> {
  async function* records() {
    yield header.map(neutraliseFormula);
    for await (const row of rows) yield row.map(neutraliseFormula);
  }
  const out = createWriteStream(path);
  out.write(BOM);
  await pipeline(Readable.from(records()), stringify({ record_delimiter: '\r\n' }), out);
}
