import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleAsExportResponse } from '../../../../server/seed/sample-responses';
import type { ColumnModel } from '../../../../src/questions/shared/exportColumns';
import { useTestApp } from '../../support/app';
import { databaseTargets } from '../../support/databases';
import { type ExportFixture, expectedResponses, exportFixture, modelOf, runExport } from './support';

const run = promisify(execFile);
const dataDir = await mkdtemp(join(tmpdir(), 'wenda-sav-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe.each(databaseTargets())('SPSS export read back by PSPP ($name)', (target) => {
  const ctx = useTestApp(target, { dataDir });
  let fixture: ExportFixture;
  let model: ColumnModel;
  let savPath: string;

  beforeAll(async () => {
    fixture = await exportFixture(ctx().app, ctx().db, 150);
    model = await modelOf(ctx().db, fixture.surveyId);
    const { file, job } = await runExport(ctx().app, fixture.token, {
      surveyId: fixture.surveyId,
      format: 'sav',
    });
    expect(job.fileName).toMatch(/\.sav$/);
    savPath = join(dataDir, `${target.name}.sav`);
    await writeFile(savPath, file);
  }, 120_000);

  it('holds every response, value by value (numbers, codes, CJK strings)', async () => {
    const csvPath = `${savPath}.csv`;
    await run('pspp-convert', [savPath, csvPath]);
    const [header, ...rows] = parse(await readFile(csvPath), { bom: true }) as string[][];
    expect(header).toEqual(model.columns.map((column) => column.name));
    const expected = expectedResponses(fixture);
    expect(rows).toHaveLength(expected.length);
    const byId = new Map(rows.map((row) => [row[0]?.trim(), row]));
    for (const response of expected) {
      const row = byId.get(response.id);
      expect(row, response.id).toBeDefined();
      model.columns.forEach((column, at) => {
        const wanted = column.cell(sampleAsExportResponse(response));
        const got = (row as string[])[at] as string;
        if (column.type === 'string') expect(got.trimEnd(), column.name).toBe(wanted ?? '');
        else if (wanted === null) expect(got.trim(), column.name).toBe('');
        else expect(Number(got), `${column.name} of ${response.id}`).toBeCloseTo(wanted as number, 6);
      });
    }
  });

  it('declares value labels, measures and the multiple-response sets', async () => {
    const syntax = `${savPath}.sps`;
    await writeFile(syntax, `GET FILE='${savPath}'.\nDISPLAY DICTIONARY.\nMRSETS /DISPLAY NAME=ALL.\n`);
    const { stdout } = await run('pspp', ['-O', 'format=txt', '-o', '-', syntax], {
      maxBuffer: 64 * 1024 * 1024,
    });
    const radio = model.columns.find((column) => column.valueLabels.length > 2 && !column.dichotomy);
    for (const label of radio?.valueLabels ?? []) expect(stdout).toContain(label.label);
    // PSPP's MRSETS table: one row per set, "Dichotomies" counting 1.
    for (const set of model.sets)
      expect(stdout).toMatch(
        new RegExp(`\\$${set.name} *\\|[^\\n]*\\|Dichotomies\\| *1\\|${set.columns[0]} `),
      );
    expect(stdout).toContain('Nominal');
    expect(stdout).toContain('Scale');
  });
});
