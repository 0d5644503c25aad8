import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvRecord, writeCsv } from '../../../../server/results/exports/csv';
import type { Cell } from '../../../../src/questions/shared/exportColumns';

const TRICKY: Cell[] = [
  null,
  0,
  -1.5,
  '',
  'plain',
  '逗号,和"引号"',
  'two\r\nlines',
  'line\nfeed',
  '=1+1',
  '+86 138',
  '-x',
  '@SUM(A1)',
  '\tTab',
  '한국어 / 日本語',
];

describe('CSV writer', () => {
  it('writes records that a CSV parser reads back cell by cell, formulas made inert', () => {
    const [parsed] = parse(csvRecord(TRICKY), { record_delimiter: '\r\n', relax_column_count: false });
    expect(parsed).toEqual([
      '',
      '0',
      '-1.5',
      '',
      'plain',
      '逗号,和"引号"',
      'two\r\nlines',
      'line\nfeed',
      "'=1+1",
      "'+86 138",
      "'-x",
      "'@SUM(A1)",
      "'\tTab",
      '한국어 / 日本語',
    ]);
    expect(csvRecord([1, 'a']).endsWith('\r\n')).toBe(true);
  });

  it('writes every page through the file stream, with the BOM first, when pages outrun the disk', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'wenda-csv-'));
    try {
      const path = join(dir, 'out.csv');
      // Pages far beyond the stream's buffer, so that writing has to wait for 'drain'.
      async function* pages() {
        for (let page = 0; page < 40; page++) {
          yield Array.from({ length: 500 }, (_, at) => [page * 500 + at, `行 ${'x'.repeat(200)}`]);
        }
      }
      await writeCsv(path, ['n', 'text'], pages());
      const text = await readFile(path, 'utf8');
      expect(text.startsWith('\uFEFFn,text\r\n')).toBe(true);
      const rows = parse(text.slice(1), { record_delimiter: '\r\n' }) as string[][];
      expect(rows.length).toBe(20_001);
      expect(rows.slice(1).map((row) => Number(row[0]))).toEqual(
        Array.from({ length: 20_000 }, (_, at) => at),
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('fails when the file cannot be written, instead of reporting an export done', async () => {
    async function* pages() {
      yield [[1]];
    }
    await expect(writeCsv('/nonexistent-dir/out.csv', ['n'], pages())).rejects.toThrow(/ENOENT/);
  });
});
