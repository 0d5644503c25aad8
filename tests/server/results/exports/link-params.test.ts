import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'csv-parse/sync';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, describe, expect, it } from 'vitest';
import { RESULTS_API, type ResponseDetail } from '../../../../src/core/api/results';
import { storedResponse } from '../../answers/fixture';
import { limitedSurvey, responseBody, sendSave } from '../../collection/fixture';
import { useTestApp } from '../../support/app';
import { databaseTargets } from '../../support/databases';
import { call } from '../../support/http';
import { declareParam, deleteParam } from '../../surveyParams/fixture';
import { runExport } from './support';

const run = promisify(execFile);
const dataDir = await mkdtemp(join(tmpdir(), 'wenda-link-params-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/**
 * The answer link's values: a save keeps those of the declared link parameters only (others dropped, a too
 * long one refused by the schema), the response detail shows them by their results names, and CSV, XLSX and
 * .sav (read back by csv-parse, read-excel-file and PSPP) have one column per parameter named by the SPSS
 * rule from its results name.
 */
describe.each(databaseTargets())('link parameter values ($name)', (target) => {
  const ctx = useTestApp(target, { dataDir });

  it('keeps declared values with the response, shows them and exports a column each', async () => {
    const { app, db } = ctx();
    const survey = await limitedSurvey(app);
    await declareParam(app, survey.token, survey.surveyId, 'src', '渠道');
    const wave = await declareParam(app, survey.token, survey.surveyId, 'wave', 'survey wave');
    const gone = await declareParam(app, survey.token, survey.surveyId, 'old', '旧参数');
    await deleteParam(app, survey.token, gone.id);

    const withValues = {
      ...responseBody(survey),
      paradata: { urlParams: { src: 'wechat', wave: '2', old: 'x', utm_source: 'newsletter' } },
    };
    const saved = await sendSave(app, withValues);
    expect(saved.status, saved.envelope.message).toBe(200);
    const stored = await storedResponse(db, withValues.responseId);
    expect(stored.response?.paradata?.urlParams).toEqual({ src: 'wechat', wave: '2' });

    // A response whose link had none of them keeps no urlParams at all.
    const without = { ...responseBody(survey), paradata: { urlParams: { utm_source: 'x' } } };
    expect((await sendSave(app, without)).status).toBe(200);
    expect((await storedResponse(db, without.responseId)).response?.paradata).not.toHaveProperty('urlParams');

    // The server re-checks what a phone would never send: a value over 500 characters is refused, kept nowhere.
    const tooLong = { ...responseBody(survey), paradata: { urlParams: { src: 'x'.repeat(501) } } };
    const refused = await sendSave(app, tooLong);
    expect(refused.status).toBe(400);
    expect((await storedResponse(db, tooLong.responseId)).response).toBeUndefined();

    const detail = await call<ResponseDetail>(
      app,
      'GET',
      `${RESULTS_API.response}?surveyId=${survey.surveyId}&responseId=${withValues.responseId}`,
      { token: survey.token },
    );
    expect(detail.status, detail.envelope.message).toBe(200);
    expect(detail.envelope.data.paradata.linkParams).toEqual([
      { name: '渠道', value: 'wechat' },
      { name: 'survey wave', value: '2' },
    ]);

    const byId = (header: unknown[], rows: unknown[][], column: string) => {
      const at = header.indexOf(column);
      expect(at, `${column} in ${header.join(',')}`).toBeGreaterThan(0);
      return new Map(rows.map((row) => [String(row[0]).trim(), row[at]]));
    };

    const csv = await runExport(app, survey.token, { surveyId: survey.surveyId, format: 'csv' });
    const [csvHeader = [], ...csvRows] = parse(csv.file, { bom: true }) as string[][];
    expect(csvHeader).not.toContain('旧参数');
    expect(byId(csvHeader, csvRows, '渠道').get(withValues.responseId)).toBe('wechat');
    expect(byId(csvHeader, csvRows, '渠道').get(without.responseId)).toBe('');
    // "survey wave" is no variable name: the rule every column follows makes it one.
    expect(byId(csvHeader, csvRows, 'survey_wave').get(withValues.responseId)).toBe('2');

    const xlsx = await runExport(app, survey.token, { surveyId: survey.surveyId, format: 'xlsx' });
    const [sheet] = await readXlsxFile(xlsx.file);
    const [xlsxHeader = [], ...xlsxRows] = sheet?.data ?? [];
    expect(xlsxHeader).toEqual(csvHeader);
    expect(byId(xlsxHeader, xlsxRows, '渠道').get(withValues.responseId)).toBe('wechat');

    const sav = await runExport(app, survey.token, { surveyId: survey.surveyId, format: 'sav' });
    const savPath = join(dataDir, `${target.name}-link.sav`);
    await writeFile(savPath, sav.file);
    await run('pspp-convert', [savPath, `${savPath}.csv`]);
    const [savHeader = [], ...savRows] = parse(await readFile(`${savPath}.csv`), { bom: true }) as string[][];
    expect(savHeader).toEqual(csvHeader);
    expect(String(byId(savHeader, savRows, '渠道').get(withValues.responseId)).trimEnd()).toBe('wechat');
    expect(String(byId(savHeader, savRows, 'survey_wave').get(withValues.responseId)).trimEnd()).toBe('2');

    // Renaming is deleting and declaring again: the values follow the query name, under the new column.
    await deleteParam(app, survey.token, wave.id);
    await declareParam(app, survey.token, survey.surveyId, 'wave', '期数');
    const again = await runExport(app, survey.token, { surveyId: survey.surveyId, format: 'csv' });
    const [againHeader = [], ...againRows] = parse(again.file, { bom: true }) as string[][];
    expect(againHeader).not.toContain('survey_wave');
    expect(byId(againHeader, againRows, '期数').get(withValues.responseId)).toBe('2');
  }, 120_000);
});
