import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'csv-parse/sync';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, describe, expect, it } from 'vitest';
import { RESULTS_API, type ResponseDetail } from '../../../../src/core/api/results';
import { displayTimeSurvey } from '../../answers/displayTimeFixture';
import { postSave } from '../../answers/fixture';
import { useTestApp } from '../../support/app';
import { databaseTargets } from '../../support/databases';
import { call } from '../../support/http';
import { runExport } from './support';

const run = promisify(execFile);
const dataDir = await mkdtemp(join(tmpdir(), 'wenda-display-time-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/**
 * Display time in the results: a page break timed 2 s (moving on) opening Q1's page, an untimed page break,
 * then Q2 timed 3 s (hiding its content). Three responses: one that saw both items run out, one that left
 * the timed page early and never reached Q2, and one saved before display time existed (no records). CSV,
 * XLSX and .sav (read back by csv-parse, read-excel-file and PSPP) carry two columns per timed item, the
 * codebook lists them, and the response detail shows each item's record.
 */
describe.each(databaseTargets())('display time in exports and the response detail ($name)', (target) => {
  const ctx = useTestApp(target, { dataDir });

  async function surveyWithResponses() {
    const { app } = ctx();
    const { token, surveyId, page, q1, q2 } = await displayTimeSurvey(app, '限时显示结果');

    const save = async (
      status: 'complete' | 'in-progress',
      items: { quId: string; quItemId: string }[],
      displayTimes?: Record<string, { shownMs: number; ranOut: boolean }>,
    ) => {
      const responseId = crypto.randomUUID();
      const saved = await postSave(app, {
        responseId,
        surveyId,
        version: 1,
        seed: 'seed',
        userPage: 1,
        status,
        ...(status === 'complete' ? { sampleStatus: 'Complete' } : {}),
        seq: 1,
        items: items.map((item) => ({ belongId: surveyId, ...item })),
        paradata: displayTimes ? { questionTimeMs: {}, displayTimes } : { questionTimeMs: {} },
      });
      expect(saved.status, saved.envelope.message).toBe(200);
      return responseId;
    };
    const ranOut = await save('complete', [{ quId: q2.id, quItemId: q2.optionList[0]!.id }], {
      [page.id]: { shownMs: 2004, ranOut: true },
      [q2.id]: { shownMs: 3001, ranOut: true },
    });
    const leftEarly = await save('in-progress', [{ quId: q1.id, quItemId: q1.optionList[1]!.id }], {
      [page.id]: { shownMs: 1375, ranOut: false },
    });
    const noRecords = await save('in-progress', [{ quId: q1.id, quItemId: q1.optionList[0]!.id }]);
    return { token, surveyId, pageId: page.id, q2: q2.id, ranOut, leftEarly, noRecords };
  }

  const COLUMNS = ['PageBreak1_shownsec', 'PageBreak1_ranout', 'Q2_shownsec', 'Q2_ranout'];
  /** Per response: the four cells as the CSV writes them in codes. */
  const expectedCells = (s: Awaited<ReturnType<typeof surveyWithResponses>>) =>
    new Map([
      [s.ranOut, ['2.004', '1', '3.001', '1']],
      [s.leftEarly, ['1.375', '0', '', '']],
      [s.noRecords, ['', '', '', '']],
    ]);

  function cellsOf(header: unknown[], rows: unknown[][]) {
    const at = COLUMNS.map((name) => header.indexOf(name));
    for (const [index, name] of COLUMNS.entries()) {
      expect(at[index], `${name} in ${header.join(',')}`).toBeGreaterThan(0);
    }
    return new Map(
      rows.map((row) => [String(row[0]).trim(), at.map((index) => String(row[index] ?? '').trim())]),
    );
  }

  it('exports two columns per timed item in CSV, XLSX and .sav, and lists them in the codebook', async () => {
    const { app } = ctx();
    const s = await surveyWithResponses();
    const expected = expectedCells(s);

    const csv = await runExport(app, s.token, { surveyId: s.surveyId, format: 'csv' });
    const [header = [], ...rows] = parse(csv.file, { bom: true }) as string[][];
    // Each item's columns follow its own: the page break's before Q1, Q2's after Q2's answer.
    expect(header.indexOf('PageBreak1_ranout')).toBeLessThan(header.indexOf('Q1'));
    expect(header.indexOf('Q2_shownsec')).toBe(header.indexOf('Q2') + 1);
    expect(cellsOf(header, rows)).toEqual(expected);

    const labelled = await runExport(app, s.token, { surveyId: s.surveyId, format: 'csv', values: 'labels' });
    const [labelledHeader = [], ...labelledRows] = parse(labelled.file, { bom: true }) as string[][];
    expect(cellsOf(labelledHeader, labelledRows).get(s.ranOut)).toEqual(['2.004', '是', '3.001', '是']);
    expect(cellsOf(labelledHeader, labelledRows).get(s.leftEarly)).toEqual(['1.375', '否', '', '']);

    const xlsx = await runExport(app, s.token, { surveyId: s.surveyId, format: 'xlsx' });
    const [sheet] = await readXlsxFile(xlsx.file);
    const [xlsxHeader = [], ...xlsxRows] = sheet?.data ?? [];
    expect(xlsxHeader).toEqual(header);
    const shownAt = xlsxHeader.indexOf('Q2_shownsec');
    // Numbers stay numbers in the workbook.
    expect(xlsxRows.find((row) => row[0] === s.ranOut)?.[shownAt]).toBe(3.001);
    expect(cellsOf(xlsxHeader, xlsxRows)).toEqual(expected);

    const sav = await runExport(app, s.token, { surveyId: s.surveyId, format: 'sav' });
    const savPath = join(dataDir, `${target.name}-display-time.sav`);
    await writeFile(savPath, sav.file);
    await run('pspp-convert', [savPath, `${savPath}.csv`]);
    const [savHeader = [], ...savRows] = parse(await readFile(`${savPath}.csv`), { bom: true }) as string[][];
    expect(savHeader).toEqual(header);
    expect(cellsOf(savHeader, savRows)).toEqual(expected);
    const syntax = `${savPath}.sps`;
    await writeFile(syntax, `GET FILE='${savPath}'.\nDISPLAY DICTIONARY.\n`);
    // A wide page keeps each label on one line of PSPP's tables.
    const { stdout } = await run('pspp', ['-O', 'format=txt', '-O', 'width=400', '-o', '-', syntax]);
    expect(stdout).toMatch(/\|Q2_shownsec +\| +\d+\|请记住这张图片 - 显示时长（秒） *\|Scale/);
    // Shown time with three decimals; ran out 0/1 with its value labels.
    expect(stdout).toMatch(/\|Q2_shownsec +\|F12\.3/);
    expect(stdout).toMatch(/\|第 1 个分页 - 显示时间已到 +0 +\|否 *\|\n\| +1 +\|是/);

    const codebook = await runExport(app, s.token, { surveyId: s.surveyId, format: 'codebook' });
    const [variables] = await readXlsxFile(codebook.file);
    const byName = new Map((variables?.data ?? []).map((row) => [row[0], row]));
    expect(byName.get('Q2_shownsec')?.slice(1, 3)).toEqual(['请记住这张图片 - 显示时长（秒）', 'numeric']);
    expect(byName.get('PageBreak1_ranout')?.slice(1, 4)).toEqual([
      '第 1 个分页 - 显示时间已到',
      'numeric',
      '0=否; 1=是',
    ]);
  }, 120_000);

  it('shows each timed item in the response detail, or that it was not reached', async () => {
    const { app } = ctx();
    const s = await surveyWithResponses();
    const detailOf = async (responseId: string) => {
      const detail = await call<ResponseDetail>(
        app,
        'GET',
        `${RESULTS_API.response}?surveyId=${s.surveyId}&responseId=${responseId}`,
        { token: s.token },
      );
      expect(detail.status, detail.envelope.message).toBe(200);
      return detail.envelope.data.paradata.displayTimes;
    };
    const pageItem = {
      itemId: s.pageId,
      kind: 'page',
      itemCode: '',
      title: '',
      pageBreak: 1,
      covers: ['Q1'],
      limitSeconds: 2,
      end: 'next',
    };
    const q2Item = {
      itemId: s.q2,
      kind: 'question',
      itemCode: 'Q2',
      title: '请记住这张图片',
      pageBreak: null,
      covers: ['Q2'],
      limitSeconds: 3,
      end: 'hide',
    };
    expect(await detailOf(s.ranOut)).toEqual([
      { ...pageItem, shownSeconds: 2.004, ranOut: true },
      { ...q2Item, shownSeconds: 3.001, ranOut: true },
    ]);
    expect(await detailOf(s.leftEarly)).toEqual([
      { ...pageItem, shownSeconds: 1.375, ranOut: false },
      { ...q2Item, shownSeconds: null, ranOut: null },
    ]);
    expect(await detailOf(s.noRecords)).toEqual([
      { ...pageItem, shownSeconds: null, ranOut: null },
      { ...q2Item, shownSeconds: null, ranOut: null },
    ]);
  }, 60_000);
});
