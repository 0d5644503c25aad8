import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, describe, expect, it } from 'vitest';
import { surveyGrants } from '../../../server/db/schema';
import { writeXlsx } from '../../../server/results/exports/xlsx';
import { DESIGN_API, type SurveyInfoWire } from '../../../src/core/api/design';
import {
  type ImportLanguageResponse,
  LANGUAGE_API,
  type LanguageResponse,
} from '../../../src/core/api/language';
import type { Envelope } from '../../../src/core/envelope';
import { setSurveyState } from '../answers/fixture';
import { limitedSurvey } from '../collection/fixture';
import { register, useTestApp } from '../support/app';
import { databaseTargets } from '../support/databases';
import { call } from '../support/http';
import { multipart } from '../support/multipart';

/**
 * Translations as a spreadsheet (issue 11): the export has a row per text and a column per declared language,
 * read back by an independent reader (read-excel-file); a translator's workbook imported replaces the cells
 * of each declared language, and exporting again gives the same cells (the round trip). A file that is no
 * workbook, or lacks the key or any language column, is refused with nothing changed; importing needs the
 * edit right and the designing state.
 */
describe.each(databaseTargets())('translation workbooks ($name)', (target) => {
  const ctx = useTestApp(target);
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  async function declaredSurvey() {
    const survey = await limitedSurvey(ctx().app, false);
    const updated = await call<SurveyInfoWire>(ctx().app, 'POST', DESIGN_API.updateSurvey, {
      token: survey.token,
      body: { surveyId: survey.surveyId, surveyName: '收集限制测试', surveyLanguage: 'origin,en,ja' },
    });
    expect(updated.status).toBe(200);
    return survey;
  }

  async function exported(token: string, surveyId: string): Promise<unknown[][]> {
    const response = await ctx().app.inject({
      method: 'GET',
      url: `${LANGUAGE_API.exportXlsx}?surveyId=${surveyId}`,
      headers: { token, 'accept-language': 'zh-CN' },
    });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toMatch(/spreadsheetml/);
    expect(response.headers['content-disposition']).toMatch(/attachment/);
    const [sheet] = (await readXlsxFile(response.rawPayload)) as { data: unknown[][] }[];
    return sheet?.data ?? [];
  }

  /** A workbook as a translator saves it: written anew from rows (with the exports' writer). */
  async function workbook(rows: unknown[][]): Promise<Buffer> {
    const dir = await mkdtemp(join(tmpdir(), 'wenda-lang-test-'));
    dirs.push(dir);
    const path = join(dir, 'translated.xlsx');
    await writeXlsx(path, [
      {
        name: 'translations',
        rows: rows.map((row) => row.map((cell) => (cell === null ? '' : String(cell)))),
      },
    ]);
    return readFile(path);
  }

  async function importFile(token: string | undefined, surveyId: string, content: Buffer) {
    const { payload, contentType } = multipart([
      { name: 'surveyId', content: surveyId },
      { name: 'file', fileName: 'translated.xlsx', content },
    ]);
    const response = await ctx().app.inject({
      method: 'POST',
      url: LANGUAGE_API.importXlsx,
      headers: { ...(token ? { token } : {}), 'content-type': contentType, 'accept-language': 'en' },
      payload,
    });
    return { status: response.statusCode, envelope: response.json() as Envelope<ImportLanguageResponse> };
  }

  it('exports a row per text and a column per language, and imports a translated workbook back', async () => {
    const survey = await declaredSurvey();
    await call(ctx().app, 'POST', LANGUAGE_API.save, {
      token: survey.token,
      body: {
        surveyId: survey.surveyId,
        language: 'en',
        translations: { 'survey.surveyName': 'Limits test' },
      },
    });
    const [header, ...rows] = await exported(survey.token, survey.surveyId);
    expect(header).toEqual(['key', '题号', '类型', '原文', '英文 (en)', '日文 (ja)']);
    const all = await call<LanguageResponse>(
      ctx().app,
      'GET',
      `${LANGUAGE_API.get}?surveyId=${survey.surveyId}`,
      {
        token: survey.token,
      },
    );
    expect(rows.map((row) => row[0])).toEqual(all.envelope.data.texts.map((text) => text.key));
    const nameRow = rows.find((row) => row[0] === 'survey.surveyName');
    expect(nameRow?.slice(2)).toEqual(['问卷名称', '收集限制测试', 'Limits test', null]);
    const titleRow = rows.find((row) => row[0] === `question.${survey.questionId}.quTitle`);
    expect(titleRow?.slice(1, 4)).toEqual(['Q1', '题目', '您选哪个？']);

    // The translator fills Japanese for every text, clears the English name and adds an English title.
    const translated = [
      header ?? [],
      ...rows.map((row) => {
        const key = String(row[0]);
        const en =
          key === 'survey.surveyName' ? '' : key.endsWith('.quTitle') ? 'Which one?' : (row[4] ?? '');
        return [...row.slice(0, 4), en, `ja:${key.slice(0, 12)}`];
      }),
    ];
    const imported = await importFile(survey.token, survey.surveyId, await workbook(translated));
    expect(imported.status, imported.envelope.message).toBe(200);
    expect(imported.envelope.data.imported).toEqual([
      { language: 'en', translated: 1 },
      { language: 'ja', translated: rows.length },
    ]);
    const [en, ja] = imported.envelope.data.translations;
    expect(en?.translations).toEqual({ [`question.${survey.questionId}.quTitle`]: 'Which one?' });
    expect(ja?.missing).toBe(0);

    // Exported again: the cells the translator wrote.
    const [, ...again] = await exported(survey.token, survey.surveyId);
    expect(again.map((row) => row.slice(4).map((cell) => cell ?? ''))).toEqual(
      translated.slice(1).map((row) => row.slice(4)),
    );
  });

  it('refuses what is no translation workbook, and keeps the translations as they were', async () => {
    const survey = await declaredSurvey();
    const notXlsx = await importFile(
      survey.token,
      survey.surveyId,
      Buffer.from('key,en\nsurvey.surveyName,x'),
    );
    expect(notXlsx.status).toBe(400);
    expect(notXlsx.envelope.message).toContain('cannot be read');
    const noKey = await importFile(
      survey.token,
      survey.surveyId,
      await workbook([
        ['id', 'English (en)'],
        ['a', 'b'],
      ]),
    );
    expect(noKey.status).toBe(400);
    expect(noKey.envelope.message).toContain('key column');
    const noLanguage = await importFile(
      survey.token,
      survey.surveyId,
      await workbook([
        ['key', 'Korean (ko)', 'fr'],
        ['survey.surveyName', 'x', 'y'],
      ]),
    );
    expect(noLanguage.status).toBe(400);
    expect(noLanguage.envelope.message).toContain('no column of a language');
    const all = await call<LanguageResponse>(
      ctx().app,
      'GET',
      `${LANGUAGE_API.get}?surveyId=${survey.surveyId}`,
      {
        token: survey.token,
      },
    );
    expect(all.envelope.data.translations.map((entry) => entry.translations)).toEqual([{}, {}]);
  });

  it('imports only with the edit right while designing; strangers 404, no session 401', async () => {
    const survey = await declaredSurvey();
    const file = await workbook([
      ['key', 'en'],
      ['survey.surveyName', 'Limits'],
    ]);
    const stranger = await register(ctx().app);
    expect((await importFile(stranger.token, survey.surveyId, file)).status).toBe(404);
    expect((await importFile(undefined, survey.surveyId, file)).status).toBe(401);
    const strangerExport = await ctx().app.inject({
      method: 'GET',
      url: `${LANGUAGE_API.exportXlsx}?surveyId=${survey.surveyId}`,
      headers: { token: stranger.token },
    });
    expect(strangerExport.statusCode).toBe(404);

    const reader = await register(ctx().app);
    await ctx()
      .db.insert(surveyGrants)
      .values({ surveyId: survey.surveyId, userId: reader.userId, mayData: 1 });
    expect((await importFile(reader.token, survey.surveyId, file)).status).toBe(403);
    expect((await exported(reader.token, survey.surveyId)).length).toBeGreaterThan(1);

    await setSurveyState(ctx().app, survey.token, survey.surveyId, '1');
    expect((await importFile(survey.token, survey.surveyId, file)).status).toBe(409);
    await setSurveyState(ctx().app, survey.token, survey.surveyId, '0');
    const taken = await importFile(survey.token, survey.surveyId, file);
    expect(taken.status, taken.envelope.message).toBe(200);
    expect(taken.envelope.data.imported).toEqual([{ language: 'en', translated: 1 }]);
  });
});
