import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { and, eq, inArray, sql } from 'drizzle-orm';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportJobs, responseItems, surveyGrants, users } from '../../../../server/db/schema';
import { EXPORTS_PER_USER, exportsDir, jobsIdle } from '../../../../server/results/exports/jobs';
import { readResponsePages } from '../../../../server/results/exports/read-rows';
import { textArray } from '../../../../server/results/filter';
import { sampleAsExportResponse } from '../../../../server/seed/sample-responses';
import { type ExportJob, RESULTS_API } from '../../../../src/core/api/results';
import type { Cell, ColumnModel } from '../../../../src/questions/shared/exportColumns';
import { createSurvey } from '../../design/support';
import { register, useTestApp } from '../../support/app';
import { databaseTargets } from '../../support/databases';
import { call } from '../../support/http';
import {
  download,
  type ExportFixture,
  expectedResponses,
  exportFixture,
  modelOf,
  runExport,
} from './support';

const COUNT = 240;
const dataDir = await mkdtemp(join(tmpdir(), 'wenda-exports-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** A cell as CSV writes it: empty for nothing, numbers as JavaScript prints them, formulas neutralised. */
function csvText(cell: Cell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

function parseCsv(file: Buffer): string[][] {
  return parse(file, { bom: true, relax_column_count: false }) as string[][];
}

describe.each(databaseTargets())('exports ($name)', (target) => {
  const ctx = useTestApp(target, { dataDir });
  let fixture: ExportFixture;
  let model: ColumnModel;
  /** A response whose fill-in answer is a formula, and a CJK text. */
  let injected: string;
  const FORMULA = '=HYPERLINK("http://evil.example","点我")';

  beforeAll(async () => {
    fixture = await exportFixture(ctx().app, ctx().db, COUNT);
    model = await modelOf(ctx().db, fixture.surveyId);
    const fillBlank = fixture.release.release.groups
      .flatMap((group) => group.questionList)
      .find((question) => question.catalogKey === 'fillBlank');
    const target = expectedResponses(fixture).find((response) => fillBlank && response.answers[fillBlank.id]);
    if (!fillBlank || !target) throw new Error('the sample has no fill-in answer');
    injected = target.id;
    const value = { kind: 'text' as const, text: FORMULA };
    await ctx()
      .db.update(responseItems)
      .set({ value })
      .where(and(eq(responseItems.responseId, target.id), eq(responseItems.questionId, fillBlank.id)));
    target.answers[fillBlank.id] = value;
  }, 120_000);

  it('writes a CSV with BOM and CRLF that reads back value by value as generated', async () => {
    const { job, file, headers } = await runExport(ctx().app, fixture.token, {
      surveyId: fixture.surveyId,
      format: 'csv',
    });
    expect(file.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(file.toString('utf8')).toContain('\r\n');
    expect(headers['content-type']).toMatch(/^text\/csv/);
    const expected = expectedResponses(fixture);
    expect(job.rowsTotal).toBe(expected.length);
    expect(job.rowsDone).toBe(expected.length);
    const [header, ...rows] = parseCsv(file);
    expect(header).toEqual(model.columns.map((column) => column.name));
    expect(rows).toHaveLength(expected.length);
    const byId = new Map(rows.map((row) => [row[0], row]));
    for (const response of expected) {
      const row = byId.get(response.id);
      const wanted = model.columns.map((column) => csvText(column.cell(sampleAsExportResponse(response))));
      expect(row, response.id).toEqual(wanted);
    }
    // Every summary kind put something in the file (not a file of empty cells).
    for (const column of model.columns) {
      const at = model.columns.indexOf(column);
      expect(
        rows.some((row) => row[at] !== ''),
        column.name,
      ).toBe(true);
    }
    // The formula came out inert, the Chinese in it intact.
    const formulaRow = byId.get(injected);
    expect(formulaRow).toContain(`'${FORMULA}`);
  });

  it('writes option texts instead of codes when asked', async () => {
    const { file } = await runExport(ctx().app, fixture.token, {
      surveyId: fixture.surveyId,
      format: 'csv',
      values: 'labels',
    });
    const [header, ...rows] = parseCsv(file);
    const radio = model.columns.find((column) => column.valueLabels.length > 2 && !column.dichotomy);
    const dichotomy = model.columns.find((column) => column.dichotomy);
    if (!radio || !dichotomy || !header) throw new Error('no coded columns');
    const radioAt = header.indexOf(radio.name);
    const labels = new Set(radio.valueLabels.map((label) => label.label));
    const radioCells = rows.map((row) => row[radioAt]).filter((cell) => cell !== '');
    expect(radioCells.length).toBeGreaterThan(0);
    for (const cell of radioCells) expect(labels).toContain(cell);
    const dichotomyAt = header.indexOf(dichotomy.name);
    const chosen = rows.map((row) => row[dichotomyAt]).filter((cell) => cell !== '');
    expect(chosen.length).toBeGreaterThan(0);
    for (const cell of chosen) expect(cell).toBe(dichotomy.valueLabels[0]?.label);
  });

  it('holds exactly the filtered responses, invalid ones only when asked', async () => {
    const onlyInvalid = await runExport(ctx().app, fixture.token, {
      surveyId: fixture.surveyId,
      format: 'csv',
      filter: { invalid: 'only', statuses: ['complete'] },
    });
    const expected = expectedResponses(fixture, (r) => r.invalidAt !== null && r.status === 'complete');
    expect(expected.length).toBeGreaterThan(0);
    const rows = parseCsv(onlyInvalid.file).slice(1);
    expect(rows.map((row) => row[0]).sort()).toEqual(expected.map((r) => r.id).sort());
    const invalidAt = model.columns.findIndex((column) => column.name === 'invalid');
    for (const row of rows) expect(row[invalidAt]).toBe('1');

    const all = await runExport(ctx().app, fixture.token, {
      surveyId: fixture.surveyId,
      format: 'csv',
      filter: { invalid: 'include' },
    });
    expect(parseCsv(all.file).length - 1).toBe(COUNT);
  });

  it('writes an XLSX that a reader opens with the same values', async () => {
    const { file, headers } = await runExport(ctx().app, fixture.token, {
      surveyId: fixture.surveyId,
      format: 'xlsx',
    });
    expect(headers['content-type']).toMatch(/spreadsheetml/);
    const [sheet] = await readXlsxFile(file);
    const [header, ...rows] = sheet?.data ?? [];
    expect(header).toEqual(model.columns.map((column) => column.name));
    const expected = expectedResponses(fixture);
    expect(rows).toHaveLength(expected.length);
    const byId = new Map(rows.map((row) => [row[0], row]));
    for (const response of expected) {
      const wanted = model.columns.map((column) => column.cell(sampleAsExportResponse(response)));
      expect(byId.get(response.id), response.id).toEqual(wanted);
    }
    // In XLSX the formula is an inline string: kept as typed, never run.
    expect(byId.get(injected)).toContain(FORMULA);
  });

  it('writes a codebook: one row per column with its value labels, and the multiple-response sets', async () => {
    const { file, job } = await runExport(ctx().app, fixture.token, {
      surveyId: fixture.surveyId,
      format: 'codebook',
    });
    expect(job.fileName).toMatch(/^样本问卷 满意度调查-codebook-.*\.xlsx$/);
    const [variables, sets, notes] = await readXlsxFile(file);
    const [, ...rows] = variables?.data ?? [];
    expect(rows.map((row) => row[0])).toEqual(model.columns.map((column) => column.name));
    const radio = model.columns.find((column) => column.valueLabels.length > 2 && !column.dichotomy);
    const radioRow = rows.find((row) => row[0] === radio?.name);
    expect(radioRow?.[3]).toBe(radio?.valueLabels.map((label) => `${label.value}=${label.label}`).join('; '));
    expect(radioRow?.[2]).toBe('numeric');
    expect(sets?.data.slice(1).map((row) => row[0])).toEqual(model.sets.map((set) => `$${set.name}`));
    expect(String(notes?.data[0]?.[0])).toContain('单引号');
  });

  it('names the download in UTF-8, lets it be fetched again, and lists jobs newest first', async () => {
    const { job, headers } = await runExport(ctx().app, fixture.token, {
      surveyId: fixture.surveyId,
      format: 'csv',
    });
    expect(String(headers['content-disposition'])).toContain(
      `filename*=UTF-8''${encodeURIComponent('样本问卷 满意度调查')}`,
    );
    const again = await download(ctx().app, fixture.token, job.jobId);
    expect(again.statusCode).toBe(200);
    expect(Number(again.headers['content-length'])).toBe(job.bytes);
    const listed = await call<ExportJob[]>(
      ctx().app,
      'GET',
      `${RESULTS_API.exports}?surveyId=${fixture.surveyId}`,
      {
        token: fixture.token,
      },
    );
    const created = listed.envelope.data.map((item) => item.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect(listed.envelope.data[0]?.jobId).toBe(job.jobId);
    expect(job.expiresAt && Date.parse(job.expiresAt) - Date.parse(job.finishedAt ?? '')).toBe(
      7 * 86_400_000,
    );
  });

  it('deletes expired jobs with their files, and fails jobs a dead process left running', async () => {
    const { job } = await runExport(ctx().app, fixture.token, { surveyId: fixture.surveyId, format: 'csv' });
    const path = join(exportsDir(dataDir), `${job.jobId}.csv`);
    expect(existsSync(path)).toBe(true);
    await ctx()
      .db.update(exportJobs)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(exportJobs.id, job.jobId));
    const orphan = `0190a000-0000-7000-8000-${Date.now().toString(16).padStart(12, '0').slice(-12)}`;
    await ctx()
      .db.insert(exportJobs)
      .values({
        id: orphan,
        surveyId: fixture.surveyId,
        userId: fixture.userId,
        format: 'csv',
        request: { surveyId: fixture.surveyId, format: 'csv' },
        status: 'running',
        createdAt: new Date(Date.now() - 3_600_000),
      });
    const listed = await call<ExportJob[]>(
      ctx().app,
      'GET',
      `${RESULTS_API.exports}?surveyId=${fixture.surveyId}`,
      {
        token: fixture.token,
        language: 'en',
      },
    );
    expect(listed.envelope.data.some((item) => item.jobId === job.jobId)).toBe(false);
    expect(existsSync(path)).toBe(false);
    const failed = listed.envelope.data.find((item) => item.jobId === orphan);
    expect(failed?.status).toBe('failed');
    expect(failed?.error).toMatch(/interrupted/);
    expect((await download(ctx().app, fixture.token, job.jobId)).statusCode).toBe(404);
    expect((await download(ctx().app, fixture.token, orphan)).statusCode).toBe(409);
  });

  it('refuses callers without data authority', async () => {
    const { job } = await runExport(ctx().app, fixture.token, { surveyId: fixture.surveyId, format: 'csv' });
    const body = { surveyId: fixture.surveyId, format: 'csv' };
    const list = `${RESULTS_API.exports}?surveyId=${fixture.surveyId}`;

    expect((await call(ctx().app, 'POST', RESULTS_API.exports, { body })).status).toBe(401);
    expect((await call(ctx().app, 'GET', list)).status).toBe(401);
    expect((await download(ctx().app, undefined, job.jobId)).statusCode).toBe(401);

    const stranger = await register(ctx().app);
    expect((await call(ctx().app, 'POST', RESULTS_API.exports, { token: stranger.token, body })).status).toBe(
      404,
    );
    expect((await call(ctx().app, 'GET', list, { token: stranger.token })).status).toBe(404);
    expect((await download(ctx().app, stranger.token, job.jobId)).statusCode).toBe(404);

    const editor = await register(ctx().app);
    await ctx()
      .db.insert(surveyGrants)
      .values({ surveyId: fixture.surveyId, userId: editor.userId, mayEdit: 1 });
    expect((await call(ctx().app, 'POST', RESULTS_API.exports, { token: editor.token, body })).status).toBe(
      403,
    );
    expect((await call(ctx().app, 'GET', list, { token: editor.token })).status).toBe(403);
    expect((await download(ctx().app, editor.token, job.jobId)).statusCode).toBe(403);

    const noDataRight = await register(ctx().app);
    await ctx()
      .db.insert(surveyGrants)
      .values({ surveyId: fixture.surveyId, userId: noDataRight.userId, mayData: 1 });
    await ctx().db.update(users).set({ reData: 0 }).where(eq(users.id, noDataRight.userId));
    expect((await download(ctx().app, noDataRight.token, job.jobId)).statusCode).toBe(403);

    const grantee = await register(ctx().app);
    await ctx()
      .db.insert(surveyGrants)
      .values({ surveyId: fixture.surveyId, userId: grantee.userId, mayData: 1 });
    expect((await download(ctx().app, grantee.token, job.jobId)).statusCode).toBe(200);

    // Bad input is a 400 with a message, not a 500.
    const bad = await call(ctx().app, 'POST', RESULTS_API.exports, {
      token: fixture.token,
      body: { surveyId: fixture.surveyId, format: 'pdf' },
    });
    expect(bad.status).toBe(400);
    // A job that does not exist is a 404 like one of another survey.
    expect(
      (await download(ctx().app, fixture.token, '0190a000-0000-7000-8000-000000000000')).statusCode,
    ).toBe(404);
    await jobsIdle();
  });

  it('fails a job with a reason the caller reads, and refuses the file of an unfinished or failed job', async () => {
    const draft = await createSurvey(ctx().app, fixture.token, '未发布的问卷');
    const started = await call<ExportJob>(ctx().app, 'POST', RESULTS_API.exports, {
      token: fixture.token,
      body: { surveyId: draft.surveyId, format: 'csv' },
    });
    expect(started.status).toBe(200);
    await jobsIdle();
    const listed = await call<ExportJob[]>(
      ctx().app,
      'GET',
      `${RESULTS_API.exports}?surveyId=${draft.surveyId}`,
      {
        token: fixture.token,
      },
    );
    const [failed] = listed.envelope.data;
    expect(failed?.status).toBe('failed');
    expect(failed?.error).toBe('问卷尚未发布，没有可导出的数据');
    const refused = await download(ctx().app, fixture.token, started.envelope.data.jobId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('导出失败，请重试');

    // A job another node is running right now (recent, not this process's): listed as it is, no file yet.
    const queued = '0190a000-0000-7000-8000-00000000abcd';
    await ctx()
      .db.insert(exportJobs)
      .values({
        id: queued,
        surveyId: fixture.surveyId,
        userId: fixture.userId,
        format: 'xlsx',
        request: { surveyId: fixture.surveyId, format: 'xlsx' },
        status: 'running',
        rowsDone: 500,
        rowsTotal: 2000,
      });
    const jobs = await call<ExportJob[]>(
      ctx().app,
      'GET',
      `${RESULTS_API.exports}?surveyId=${fixture.surveyId}`,
      {
        token: fixture.token,
      },
    );
    expect(jobs.envelope.data.find((job) => job.jobId === queued)).toMatchObject({
      status: 'running',
      rowsDone: 500,
      rowsTotal: 2000,
    });
    expect((await download(ctx().app, fixture.token, queued)).statusCode).toBe(409);
  });

  it('refuses a fourth unfinished export of one user with a message, and takes one again when they end', async () => {
    const busy = Array.from(
      { length: EXPORTS_PER_USER },
      (_, at) => `0190a000-0000-7000-8000-0000000bb${at}00`,
    );
    await ctx()
      .db.insert(exportJobs)
      .values(
        busy.map((id) => ({
          id,
          surveyId: fixture.surveyId,
          userId: fixture.userId,
          format: 'csv',
          request: { surveyId: fixture.surveyId, format: 'csv' },
          status: 'running',
        })),
      );
    const body = { surveyId: fixture.surveyId, format: 'csv' };
    const refused = await call(ctx().app, 'POST', RESULTS_API.exports, { token: fixture.token, body });
    expect(refused.status).toBe(429);
    expect(refused.envelope.message).toBe(
      `您已有 ${EXPORTS_PER_USER} 个导出正在进行，请等其中一个完成后再导出`,
    );
    await ctx().db.delete(exportJobs).where(inArray(exportJobs.id, busy));
    const taken = await call<ExportJob>(ctx().app, 'POST', RESULTS_API.exports, {
      token: fixture.token,
      body,
    });
    expect(taken.status).toBe(200);
    await jobsIdle();
  });

  // Last: it changes start times the tests above compare with.
  it('pages through responses that started at the same microsecond without losing or repeating one', async () => {
    const ids = expectedResponses(fixture)
      .slice(0, 40)
      .map((response) => response.id);
    await ctx().db.execute(
      sql`update responses set started_at = '2026-03-02T10:00:00.123456Z' where id = any(${textArray(ids)})`,
    );
    const seen: string[] = [];
    for await (const page of readResponsePages(ctx().db, fixture.surveyId, { invalid: 'exclude' }, 7)) {
      expect(page.length).toBeLessThanOrEqual(7);
      seen.push(...page.map((response) => response.id));
    }
    expect(seen).toHaveLength(new Set(seen).size);
    expect(seen.sort()).toEqual(
      expectedResponses(fixture)
        .map((response) => response.id)
        .sort(),
    );
  });
});
