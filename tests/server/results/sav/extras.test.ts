import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavDictionary, SavValue } from '../../../../server/results/exports/sav/types';
import { SavWriter, spssDateTime } from '../../../../server/results/exports/sav/writer';
import { describe as describeSav, type PsppTables, readCases, requirePspp, rowsOf } from './pspp';

const dictionary: SavDictionary = {
  variables: [
    { type: 'numeric', name: 'completed', format: { type: 'DATETIME', width: 20, decimals: 0 } },
    { type: 'numeric', name: 'day', format: { type: 'DATE', width: 11, decimals: 0 } },
    {
      type: 'numeric',
      name: 'amount',
      label: '金额'.repeat(60),
      format: { type: 'COMMA', width: 12, decimals: 2 },
      valueLabels: [{ value: 1234.5, label: '很'.repeat(50) }],
    },
    { type: 'string', name: 'c1', label: '颜色：红', width: 3 },
    { type: 'string', name: 'c2', label: '颜色：蓝', width: 6 },
    {
      type: 'string',
      name: 'story',
      width: 400,
      valueLabels: [{ value: `${'故事'.repeat(60)}`, label: '很长的值也有标签' }],
    },
  ],
  multipleResponseSets: [{ name: '$颜色', countedValue: '是', variables: ['c1', 'c2'] }],
};

const cases: SavValue[][] = [
  [
    spssDateTime(new Date(Date.UTC(2026, 0, 2, 3, 4, 5))),
    spssDateTime(new Date(Date.UTC(1999, 11, 31))),
    1234.5,
    '是',
    '否',
    `${'故事'.repeat(60)}`,
  ],
  [null, null, null, null, '是', null],
];

describe('dates, string sets, unlabelled sets, labels of very long strings (read back by PSPP)', () => {
  let dir: string;
  let path: string;
  let tables: PsppTables;

  beforeAll(async () => {
    requirePspp();
    dir = mkdtempSync(join(tmpdir(), 'wenda-sav-'));
    path = join(dir, 'extras.sav');
    const writer = new SavWriter(createWriteStream(path), dictionary);
    for (const values of cases) await writer.writeCase(values);
    await writer.finish();
    tables = describeSav(path);
  });

  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  // pspp-convert writes dates month first, whatever their display format: the value is what is checked.
  it('reads dates and date-times at the right day and second', () => {
    expect(readCases(path)).toEqual([
      ['completed', 'day', 'amount', 'c1', 'c2', 'story'],
      ['01/02/2026 03:04:05', '12/31/1999', '1234.5', '是', '否', '故事'.repeat(60)],
      [' ', ' ', ' ', '', '是', ''],
    ]);
  });

  it('reads the label of a very long string value', () => {
    expect(readCases(path, true)[1]![5]).toBe('很长的值也有标签');
  });

  it('cuts labels to SPSS limits on a character boundary: 255 bytes for variables, 120 for values', () => {
    const amount = rowsOf(tables, 'Variables').find((row) => row.Name === 'amount');
    expect(amount?.Label).toBe(`${'金额'.repeat(42)}金`);
    expect(readCases(path, true)[1]![2]).toBe('很'.repeat(40));
  });

  it('reads a string dichotomy set without a label', () => {
    expect(rowsOf(tables, 'Multiple Response Sets')).toEqual([
      {
        Name: '$颜色',
        // No set has a label, so PSPP prints no Label column.
        Encoding: 'Dichotomies',
        'Counted Value': '是',
        'Member Variables': 'c1\nc2',
      },
    ]);
  });
});
