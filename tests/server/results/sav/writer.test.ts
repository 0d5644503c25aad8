import { copyFileSync, createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FILE_LABEL, measureOf } from '../../../../server/results/exports/sav/dictionary';
import { truncateUtf8 } from '../../../../server/results/exports/sav/text';
import { patchSavCaseCount, SavWriter } from '../../../../server/results/exports/sav/writer';
import { ASCII_LONG_NAME, CJK_LONG_NAME, caseAt, DICTIONARY, expectedCell } from './fixture';
import { describe as describeSav, type PsppTables, readCases, requirePspp, rowsOf } from './pspp';

const CASES = 5000;
const capitalized = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

/** The 8-byte names of the variable records (segments and continuations included), read from the bytes. */
function shortNames(file: Buffer): string[] {
  const names: string[] = [];
  let offset = 176;
  while (file.readInt32LE(offset) === 2) {
    const type = file.readInt32LE(offset + 4);
    const hasLabel = file.readInt32LE(offset + 8);
    const missing = Math.abs(file.readInt32LE(offset + 12));
    if (type !== -1) names.push(file.subarray(offset + 24, offset + 32).toString('latin1'));
    offset += 32;
    if (hasLabel) offset += 4 + Math.ceil(file.readInt32LE(offset) / 4) * 4;
    offset += missing * 8;
  }
  return names;
}

describe('SPSS system file writer, read back by GNU PSPP', () => {
  let dir: string;
  let savPath: string;
  let tables: PsppTables;
  let seconds: number;

  beforeAll(async () => {
    requirePspp();
    dir = mkdtempSync(join(tmpdir(), 'wenda-sav-'));
    savPath = join(dir, 'export.sav');
    const started = performance.now();
    const writer = new SavWriter(createWriteStream(savPath), DICTIONARY, {
      now: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)),
    });
    for (let i = 0; i < CASES; i += 1) await writer.writeCase(caseAt(i));
    expect(await writer.finish()).toEqual({ cases: CASES });
    seconds = (performance.now() - started) / 1000;
    tables = describeSav(savPath);
  });

  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('writes 5000 cases quickly', () => {
    console.info(`wrote ${CASES} cases in ${seconds.toFixed(2)} s`);
    // Loose on purpose: CI machines are shared; the figure is printed, the bound only catches a pathology.
    expect(seconds).toBeLessThan(30);
  });

  for (const labels of [false, true]) {
    it(`PSPP reads every cell as written${labels ? ', labelled values as their labels' : ''}`, () => {
      const [header, ...rows] = readCases(savPath, labels);
      expect(header).toEqual(DICTIONARY.variables.map((variable) => variable.name));
      expect(rows).toHaveLength(CASES);
      rows.forEach((row, i) => {
        const expected = caseAt(i).map((value, column) =>
          expectedCell(DICTIONARY.variables[column]!, value, labels),
        );
        if (row.join('\u0001') !== expected.join('\u0001'))
          expect({ case: i, row }).toEqual({ case: i, row: expected });
      });
    });
  }

  it('keeps CJK strings whole: a value wider than its variable is cut between characters', () => {
    const rows = readCases(savPath).slice(1);
    const comment = DICTIONARY.variables.findIndex((variable) => variable.name === 'comment');
    const essay = DICTIONARY.variables.findIndex((variable) => variable.name === 'essay');
    expect(rows[3]![comment]).toBe('中文字');
    expect(rows[4]![comment]).toBe('日本語');
    expect(rows[0]![essay]).toBe('한'.repeat(233));
    expect(Buffer.byteLength(rows[21]![essay]!)).toBe(671);
    expect(rows[21]![essay]).toBe(`第21条：${'长文本テキスト텍스트'.repeat(22)}`);
  });

  it('PSPP reads names, labels, measurement levels, formats, widths and missing values', () => {
    const expected = DICTIONARY.variables.map((variable, index) => {
      const numeric = variable.type === 'numeric';
      const format = numeric
        ? `${variable.format!.type}${variable.format!.width}.${variable.format!.decimals}`
        : `A${variable.width}`;
      return {
        Name: variable.name,
        Position: String(index + 1),
        Label: variable.label ?? '',
        'Measurement Level': capitalized(measureOf(variable)),
        Width: String(numeric ? variable.format!.width : Math.min(variable.width, 32)),
        Alignment: numeric ? 'Right' : 'Left',
        'Print Format': format,
        'Write Format': format,
        'Missing Values': (variable.missingValues ?? []).join('; '),
      };
    });
    // Role is PSPP's own attribute (always Input here), not something the writer sets.
    const actual = rowsOf(tables, 'Variables').map(({ Role: _role, ...row }) => row);
    expect(actual).toEqual(expected);
    expect(actual.map((row) => row.Name)).toContain(CJK_LONG_NAME);
    expect(Buffer.byteLength(CJK_LONG_NAME)).toBeGreaterThan(56);
    expect(actual.map((row) => row.Name)).toContain(ASCII_LONG_NAME);
    expect(ASCII_LONG_NAME).toHaveLength(64);
  });

  // PSPP names the variable by its label in this table, by its name when it has none.
  it('PSPP reads value labels of numeric, short string and long string variables', () => {
    const [, ...rows] = tables.get('Value Labels') ?? [];
    let current = '';
    const actual = rows.map(([variable, value, label]) => {
      current = variable || current;
      return [current, value, label];
    });
    // PSPP lists a variable's labels in value order (strings by their bytes).
    const byValue = (a: { value: number | string }, b: { value: number | string }) =>
      typeof a.value === 'number'
        ? a.value - Number(b.value)
        : Buffer.compare(Buffer.from(a.value), Buffer.from(String(b.value)));
    const expected = DICTIONARY.variables.flatMap((variable) =>
      [...(variable.valueLabels ?? [])]
        .sort(byValue)
        .map(({ value, label }) => [variable.label ?? variable.name, String(value), label]),
    );
    expect(actual).toEqual(expected);
  });

  it('PSPP reads the multiple dichotomy set', () => {
    expect(rowsOf(tables, 'Multiple Response Sets')).toEqual([
      {
        Name: '$q5',
        Label: '你用过哪些产品？（複数回答）',
        Encoding: 'Dichotomies',
        'Counted Value': '1',
        'Member Variables': 'q5_1\nq5_2\nq5_3',
      },
    ]);
  });

  it('PSPP reads the file label cut on a character, UTF-8, compression and an unknown case count', () => {
    const info = Object.fromEntries(tables.get('File Information') ?? []);
    expect(info.Label).toBe(truncateUtf8(DICTIONARY.fileLabel!, MAX_FILE_LABEL).trimEnd());
    expect(Buffer.byteLength(info.Label!)).toBeLessThanOrEqual(MAX_FILE_LABEL);
    expect(info.Label).toMatch(/^问卷导出 アンケート 설문 조사 — a label/);
    expect(info.Encoding).toBe('UTF-8');
    expect(info.Compression).toBe('SAV');
    expect(info.Cases).toBe('Unknown');
    expect(info.Created).toBe('02 Jan 26 03:04:05 by Wenda');
    expect(info.Variables).toBe(String(DICTIONARY.variables.length));
  });

  it('patches the case count of a file on disk', async () => {
    const patched = join(dir, 'patched.sav');
    copyFileSync(savPath, patched);
    await patchSavCaseCount(patched, CASES);
    const info = Object.fromEntries(describeSav(patched).get('File Information') ?? []);
    expect(info.Cases).toBe(String(CASES));
    expect(readCases(patched)).toHaveLength(CASES + 1);
  });

  it('gives variable records unique 8-byte ASCII short names, segments of very long strings included', () => {
    const names = shortNames(readFileSync(savPath)).map((name) => name.trimEnd());
    // 13 variables, the 700-byte string in three segments.
    expect(names).toHaveLength(DICTIONARY.variables.length + 2);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[A-Z][A-Z0-9_@#$]{0,7}$/);
  });
});
