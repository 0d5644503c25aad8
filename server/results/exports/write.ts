import { eq, sql } from 'drizzle-orm';
import type { ExportRequest } from '../../../src/core/api/results';
import { ResponseCode } from '../../../src/core/envelope';
import type { Question } from '../../../src/core/model';
import { type Language, translate } from '../../../src/i18n';
import {
  type Cell,
  type ColumnModel,
  exportColumns,
  META_COLUMNS,
  type MetaLabels,
  type NameRule,
} from '../../../src/questions/shared/exportColumns';
import { cascadeAnswerNames } from '../../address/answer-names';
import { cachedRelease } from '../../answers/survey-release';
import type { Database } from '../../db/database';
import { queryRows, toNumber } from '../../db/raw';
import { surveys } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { surveyHasInterviewers } from '../../interviewers/assignments';
import { declaredParamsOf } from '../../surveyParams/declared';
import { AUDIT_EXPORT_HEADER, auditExportPages } from '../audit/export';
import { locationLabelsOf } from '../audit/locations';
import { auditQuestionsOf } from '../audit/questions';
import { responsesWhere } from '../filter';
import { rowCells } from './cells';
import { writeCodebook } from './codebook';
import { writeCsv } from './csv';
import { countResponses, readResponsePages } from './read-rows';
import { MAX_NAME_BYTES, makeVariableNames } from './sav/names';
import { writeSav } from './spss';
import { writeXlsx, XLSX_MAX_ROWS } from './xlsx';

export type ExportHooks = {
  /** The number of responses the filter holds, before the first row is written. */
  started: (rowsTotal: number) => Promise<unknown>;
  /** Rows written so far, after each page. */
  page: (rowsDone: number) => Promise<unknown>;
};

export type ExportResult = { rows: number; fileName: string };

/**
 * Column names follow the SPSS writer's rule in every format, so a column is named alike in CSV, XLSX, .sav
 * and the codebook. Set names leave room for SPSS's `$` prefix.
 */
const names: NameRule = (wanted) => makeVariableNames(wanted);
const setNames: NameRule = (wanted) => makeVariableNames(wanted, MAX_NAME_BYTES - 1);

/** Writes one export file to `path`: the columns of the survey's releases, the filtered responses' rows. */
export async function writeExport(
  db: Database,
  path: string,
  request: ExportRequest,
  language: Language,
  hooks: ExportHooks,
): Promise<ExportResult> {
  const model = await columnModelOf(db, request, language);
  const surveyName = await surveyNameOf(db, request.surveyId);
  const fileName = fileNameOf(surveyName, request);
  if (request.format === 'codebook') {
    await hooks.started(0);
    await writeCodebook(path, model, language);
    return { rows: 0, fileName };
  }
  if (request.format === 'audit') return writeAuditExport(db, path, request, fileName, hooks);
  const total = await countResponses(db, request.surveyId, request.filter);
  if (request.format === 'xlsx' && total + 1 > XLSX_MAX_ROWS) {
    throw new AppError(ResponseCode.badRequest, 'results.export.tooManyRows', {
      rows: total,
      max: XLSX_MAX_ROWS - 1,
    });
  }
  await hooks.started(total);
  let rows = 0;
  async function* dataPages(): AsyncGenerator<Cell[][]> {
    for await (const page of readResponsePages(db, request.surveyId, request.filter)) {
      yield page.map((response) => rowCells(model.columns, response, request.values));
      rows += page.length;
      await hooks.page(rows);
    }
  }
  const header = model.columns.map((column) => column.name);
  switch (request.format) {
    case 'csv':
      await writeCsv(path, header, dataPages());
      break;
    case 'xlsx':
      // The audit trail's events are a sheet of their own, one row per event (the 'audit' export as CSV).
      await writeXlsx(path, [
        { name: 'data', rows: withHeader(header, dataPages()) },
        { name: 'audit', rows: await auditSheet(db, request) },
      ]);
      break;
    case 'sav':
      await writeSav(
        path,
        model,
        readResponsePages(db, request.surveyId, request.filter),
        async (done) => {
          rows = done;
          await hooks.page(done);
        },
        surveyName,
      );
      break;
  }
  return { rows, fileName };
}

async function* withHeader(header: Cell[], pages: AsyncIterable<Cell[][]>): AsyncGenerator<Cell[]> {
  yield header;
  for await (const page of pages) yield* page;
}

/**
 * The columns of the releases the filtered responses answered: the newest one's questions in its order,
 * then questions only older releases had (a question deleted later still has its answers exported).
 * Options and rows are read from the newest release holding the question.
 */
export async function columnModelOf(
  db: Database,
  request: ExportRequest,
  language: Language,
): Promise<ColumnModel> {
  const used = await queryRows<{ v: unknown }>(
    db,
    sql`select distinct r.release_version as v from responses r where ${responsesWhere(request.surveyId, request.filter)}`,
  );
  let versions = used.map((row) => toNumber(row.v) ?? 0).sort((a, b) => b - a);
  if (versions.length === 0) {
    const [newest] = await queryRows<{ v: unknown }>(
      db,
      sql`select max(version) as v from releases where survey_id = ${request.surveyId}`,
    );
    const version = toNumber(newest?.v);
    versions = version === null ? [] : [version];
  }
  if (versions.length === 0) throw new AppError(ResponseCode.badRequest, 'results.export.noRelease');
  const questions: Question[] = [];
  const seen = new Set<string>();
  for (const version of versions) {
    const loaded = await cachedRelease(db, request.surveyId, version);
    for (const group of loaded?.release.groups ?? []) {
      for (const question of group.questionList) {
        if (seen.has(question.id)) continue;
        seen.add(question.id);
        questions.push(question);
      }
    }
  }
  const labels = Object.fromEntries(
    META_COLUMNS.map((key) => [key, translate(language, `results.export.meta.${key}`)]),
  ) as MetaLabels;
  const linkParams = await declaredParamsOf(db, request.surveyId);
  const pathNames = { label: translate(language, 'results.export.pathNames'), namesOf: cascadeAnswerNames };
  const displayTime = {
    shown: translate(language, 'results.export.displayTime.shown'),
    ranOut: translate(language, 'results.export.displayTime.ranOut'),
    yes: translate(language, 'results.export.displayTime.yes'),
    no: translate(language, 'results.export.displayTime.no'),
    pageBreak: (position: number) =>
      translate(language, 'results.export.displayTime.pageBreak', { n: position }),
  };
  const interviewer = (await surveyHasInterviewers(db, request.surveyId))
    ? {
        name: translate(language, 'interviewers.export.name'),
        id: translate(language, 'interviewers.export.id'),
      }
    : undefined;
  return exportColumns(questions, labels, {
    names,
    setNames,
    linkParams,
    pathNames,
    displayTime,
    interviewer,
    interviewLocation: await locationLabelsOf(db, request.surveyId, language),
  });
}

async function surveyNameOf(db: Database, surveyId: string): Promise<string> {
  const [survey] = await db
    .select({ name: surveys.surveyName })
    .from(surveys)
    .where(eq(surveys.id, surveyId))
    .limit(1);
  return survey?.name ?? 'export';
}

/** The filtered responses' audit events as CSV rows (the job counts events, not responses). */
async function writeAuditExport(
  db: Database,
  path: string,
  request: ExportRequest,
  fileName: string,
  hooks: ExportHooks,
): Promise<ExportResult> {
  const questions = await auditQuestionsOf(db, request.surveyId);
  await hooks.started(await countAuditEvents(db, request));
  let rows = 0;
  async function* pages(): AsyncGenerator<Cell[][]> {
    for await (const page of auditExportPages(db, request.surveyId, request.filter, questions)) {
      yield page;
      rows += page.length;
      await hooks.page(rows);
    }
  }
  await writeCsv(path, AUDIT_EXPORT_HEADER, pages());
  return { rows, fileName };
}

async function countAuditEvents(db: Database, request: ExportRequest): Promise<number> {
  const [row] = await queryRows<{ n: unknown }>(
    db,
    sql`select count(*) as n from audit_events e join responses r on r.id = e.response_id
        where ${responsesWhere(request.surveyId, request.filter)}`,
  );
  return toNumber(row?.n) ?? 0;
}

/**
 * The XLSX's audit sheet: every event when they fit in a sheet; past a sheet's rows, only the header and a
 * note, since the 'audit' export (CSV) has no such bound.
 */
async function auditSheet(db: Database, request: ExportRequest): Promise<AsyncIterable<Cell[]>> {
  const header: Cell[] = [...AUDIT_EXPORT_HEADER];
  if ((await countAuditEvents(db, request)) + 1 > XLSX_MAX_ROWS) return withHeader(header, tooManyEvents());
  const questions = await auditQuestionsOf(db, request.surveyId);
  return withHeader(header, auditExportPages(db, request.surveyId, request.filter, questions));
}

async function* tooManyEvents(): AsyncGenerator<Cell[][]> {
  yield [['more events than a sheet holds: export the audit trail as CSV']];
}

/** "<survey name>-<yyyyMMdd-HHmm>.csv", the codebook "<survey name>-codebook-<…>.xlsx". */
function fileNameOf(surveyName: string, request: ExportRequest): string {
  const base = surveyName.replace(/[\\/:*?"<>|\t\r\n]/g, '_').slice(0, 100);
  const stamp = new Date().toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
  if (request.format === 'codebook') return `${base}-codebook-${stamp}.xlsx`;
  if (request.format === 'audit') return `${base}-audit-${stamp}.csv`;
  return `${base}-${stamp}.${request.format}`;
}
