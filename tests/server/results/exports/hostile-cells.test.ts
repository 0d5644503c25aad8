import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULTS_API, type ResponseDetail } from '../../../../src/core/api/results';
import type { AnswerItemPayload } from '../../../../src/core/model';
import { FORMULA_PAYLOADS, XSS_PAYLOADS } from '../../../support/xssPayloads';
import { postSave, saveBody, saveQuestion, setSurveyState } from '../../answers/fixture';
import { createSurvey, designer } from '../../design/support';
import { useTestApp } from '../../support/app';
import { databaseTargets } from '../../support/databases';
import { call } from '../../support/http';
import { mediaItems, someBytes, storeMedia } from '../media/support';
import { readCases, requirePspp } from '../sav/pspp';
import { runExport } from './support';

/**
 * Texts made to attack whoever opens the exports: formulas (CSV injection) and script payloads typed by a
 * designer (survey name, titles, option names, matrix rows) and by respondents (fill-in, "other" text),
 * and a media question whose title is a path trick. Each file is read back — CSV as text, XLSX through
 * read-excel-file and its sheet XML, SPSS through PSPP, the media ZIP's names through unzip — and checked:
 * no cell can evaluate (CSV: a quote in front; XLSX: inline strings, no formula element), the typed texts
 * are otherwise intact, negative numbers stay numbers, and no ZIP entry leaves its folder.
 */
const dataDir = await mkdtemp(join(tmpdir(), 'wenda-hostile-cells-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));
requirePspp();

const SURVEY_NAME = `调查 ${XSS_PAYLOADS[0]}`;
/**
 * What no ZIP entry's name may hold: a leading dot or `..`, what Windows forbids, control characters (C0, by
 * their escapes) and bidirectional controls.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: naming the control characters is the point
const UNSAFE_IN_NAME = /^\.|\.\.|[<>"\\:*?|]|[\x00-\x1f]|[\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

/** What a spreadsheet would run: a text starting with one of these (OWASP's list). */
const FORMULA_START = /^[=+\-@\t\r]/;

describe.each(databaseTargets())('exports of hostile texts ($name)', (target) => {
  const ctx = useTestApp(target, { dataDir });
  let token: string;
  let surveyId: string;
  /** Response ids by the formula its fill-in holds. */
  const byFormula = new Map<string, string>();
  const codes = { choice: '', fill: '', number: '', image: '' };

  beforeAll(async () => {
    const { app, db } = ctx();
    ({ token } = await designer(app));
    ({ surveyId } = await createSurvey(app, token, SURVEY_NAME));
    const choice = await saveQuestion(app, token, {
      belongId: surveyId,
      catalogKey: 'radio',
      quTitle: `=1+1 ${XSS_PAYLOADS[0]}`,
      optionList: [
        { optionName: FORMULA_PAYLOADS[0] },
        { optionName: `@SUM(1) ${XSS_PAYLOADS[2]}` },
        { optionName: '其他', type: 'other' },
      ],
    });
    const fill = await saveQuestion(app, token, {
      belongId: surveyId,
      catalogKey: 'fillBlank',
      quTitle: `+填空 ${XSS_PAYLOADS[1]}`,
    });
    const number = await saveQuestion(app, token, {
      belongId: surveyId,
      catalogKey: 'number',
      quTitle: '-温度',
      answerConfig: { limitRangeInd: 1, paramInt01: -100, paramInt02: 100 },
    });
    const image = await saveQuestion(app, token, {
      belongId: surveyId,
      catalogKey: 'image',
      quTitle: '../../../etc/passwd \u202Egpj.exe',
    });
    await setSurveyState(app, token, surveyId, '1');
    const code = (question: { itemCode?: string | null; quNum?: string | null }) =>
      question.itemCode || question.quNum || '';
    Object.assign(codes, {
      choice: code(choice),
      fill: code(fill),
      number: code(number),
      image: code(image),
    });
    const [first, second, other] = choice.optionList;
    if (!first || !second || !other) throw new Error('the choice question lost its options');

    for (const [at, formula] of FORMULA_PAYLOADS.entries()) {
      const responseId = randomUUID();
      byFormula.set(formula, responseId);
      const photo = await storeMedia(db, dataDir, {
        surveyId,
        responseId,
        questionId: image.id,
        kind: 'image',
        mimeType: 'image/jpeg',
        extension: 'jpg',
        bytes: someBytes(300 + at, at),
        fileName: `../../${XSS_PAYLOADS[0]}\u202Egpj.exe`,
      });
      const items: AnswerItemPayload[] = [
        at % 2 === 0
          ? { belongId: surveyId, quId: choice.id, quItemId: other.id, otherAnswer: formula }
          : { belongId: surveyId, quId: choice.id, quItemId: at % 3 === 0 ? first.id : second.id },
        { belongId: surveyId, quId: fill.id, answer: formula },
        { belongId: surveyId, quId: number.id, answserScore: String(-5 - at) },
        ...mediaItems(surveyId, image.id, [{ name: 'photo.jpg', mediaId: photo.mediaId }]),
      ];
      const saved = await postSave(
        app,
        saveBody({ surveyId } as Parameters<typeof saveBody>[0], {
          responseId,
          seq: 1,
          status: 'complete',
          items,
        }),
      );
      expect(saved.status, saved.envelope.message).toBe(200);
    }
  }, 120_000);

  it('keeps the typed texts as they were (the answers are data, not markup)', async () => {
    const responseId = byFormula.get(FORMULA_PAYLOADS[0]) ?? '';
    const detail = await call<ResponseDetail>(
      ctx().app,
      'GET',
      `${RESULTS_API.response}?surveyId=${surveyId}&responseId=${responseId}`,
      { token },
    );
    expect(detail.status, detail.envelope.message).toBe(200);
    expect(JSON.stringify(detail.envelope.data)).toContain(JSON.stringify(FORMULA_PAYLOADS[0]).slice(1, -1));
  });

  it('CSV: every text cell that would start a formula has a quote in front; numbers stay numbers', async () => {
    for (const values of ['codes', 'labels'] as const) {
      const { file } = await runExport(ctx().app, token, { surveyId, format: 'csv', values });
      const [header = [], ...rows] = parse(file, { bom: true }) as string[][];
      expect(rows).toHaveLength(FORMULA_PAYLOADS.length);
      const column = (name: string) => header.indexOf(name);
      for (const row of rows) {
        for (const [at, cell] of row.entries()) {
          if (at === column(codes.number)) continue;
          expect(FORMULA_START.test(cell), `${header[at]}: ${JSON.stringify(cell)}`).toBe(false);
        }
        expect(row[column(codes.number)]).toMatch(/^-\d+$/);
      }
      for (const [formula, responseId] of byFormula) {
        const row = rows.find((cells) => cells.includes(responseId));
        expect(row?.[column(codes.fill)], values).toBe(`'${formula}`);
      }
      if (values === 'labels') {
        const labels = rows.map((row) => row[column(codes.choice)]);
        expect(labels).toContain(`'${FORMULA_PAYLOADS[0]}`);
        expect(labels.some((label) => label?.startsWith("'@SUM(1)"))).toBe(true);
      }
      // The number answers read back as the numbers saved.
      expect(rows.map((row) => Number(row[column(codes.number)])).sort((a, b) => b - a)).toEqual(
        FORMULA_PAYLOADS.map((_, at) => -5 - at),
      );
    }
  });

  it('XLSX: texts are inline strings that never run, read back as typed; numbers stay numbers', async () => {
    const { file } = await runExport(ctx().app, token, { surveyId, format: 'xlsx', values: 'labels' });
    const xlsxPath = join(dataDir, `${randomUUID()}.xlsx`);
    await writeFile(xlsxPath, file);
    const sheetXml = execFileSync('unzip', ['-p', xlsxPath, 'xl/worksheets/sheet1.xml'], {
      encoding: 'utf8',
    });
    // No formula element anywhere, and every text cell an inline string.
    expect(sheetXml).not.toMatch(/<f[\s>]/);
    for (const cell of sheetXml.match(/<c [^>]*>/g) ?? [])
      expect(cell).toMatch(/t="inlineStr"|^<c r="[A-Z]+\d+">$/);
    const [sheet] = await readXlsxFile(file);
    const [header = [], ...rows] = sheet?.data ?? [];
    const at = (name: string) => header.indexOf(name);
    for (const [formula, responseId] of byFormula) {
      const row = rows.find((cells) => cells.includes(responseId));
      // A reader shows the text (read-excel-file trims the tab or return in front)…
      expect(row?.[at(codes.fill)]).toBe(formula.trim());
    }
    // …which the sheet holds as typed.
    expect(sheetXml).toContain('<t xml:space="preserve">\t=1+1</t>');
    expect(
      rows.map((row) => row[at(codes.number)]).every((value) => typeof value === 'number' && value < 0),
    ).toBe(true);
  });

  it('codebook: titles and option names with formulas are inline strings', async () => {
    const { file } = await runExport(ctx().app, token, { surveyId, format: 'codebook' });
    const path = join(dataDir, `${randomUUID()}.xlsx`);
    await writeFile(path, file);
    const names = execFileSync('unzip', ['-Z1', path], { encoding: 'utf8' }).split('\n').filter(Boolean);
    for (const name of names.filter((entry) => entry.startsWith('xl/worksheets/'))) {
      expect(execFileSync('unzip', ['-p', path, name], { encoding: 'utf8' })).not.toMatch(/<f[\s>]/);
    }
    const [variables] = await readXlsxFile(file);
    const row = variables?.data.find((cells) => cells[0] === codes.choice);
    expect(String(row?.[3])).toContain(FORMULA_PAYLOADS[0]);
  });

  it('SPSS: PSPP reads every text back as typed', async () => {
    const { file } = await runExport(ctx().app, token, { surveyId, format: 'sav' });
    const savPath = join(dataDir, `${randomUUID()}.sav`);
    await writeFile(savPath, file);
    const [header = [], ...rows] = readCases(savPath);
    const fillAt = header.indexOf(codes.fill);
    // PSPP pads strings; the tab and return in front are the formula payloads' own.
    expect(rows.map((row) => row[fillAt]?.trimEnd()).sort()).toEqual([...FORMULA_PAYLOADS].sort());
  });

  it('media ZIP: no entry leaves the response folder, whatever the title and the device file name', async () => {
    const zipped = await ctx().app.inject({
      method: 'POST',
      url: RESULTS_API.mediaZip,
      headers: { token, 'content-type': 'application/json' },
      payload: JSON.stringify({ surveyId }),
    });
    expect(zipped.statusCode).toBe(200);
    const disposition = String(zipped.headers['content-disposition']);
    expect(disposition).not.toMatch(/[\r\n<>]/);
    const zipPath = join(dataDir, `${randomUUID()}.zip`);
    await writeFile(zipPath, zipped.rawPayload);
    const entries = execFileSync('unzip', ['-Z1', zipPath], { encoding: 'utf8' }).split('\n').filter(Boolean);
    expect(entries).toHaveLength(FORMULA_PAYLOADS.length);
    for (const entry of entries) {
      const [folder, name, ...deeper] = entry.split('/');
      expect(deeper, entry).toEqual([]);
      expect([...byFormula.values()]).toContain(folder);
      expect(name, entry).not.toMatch(UNSAFE_IN_NAME);
      // The extension is the type read from the bytes, never the device's name.
      expect(name).toMatch(new RegExp(`^${codes.image}-.*\\.jpg$`));
    }
  });
});
