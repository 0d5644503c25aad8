import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { AuditEventKind } from '../../../src/core/audit/events';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  type ArchiveFileEntry,
  type ArchiveLine,
  fileReferences,
} from '../../../src/core/results/archive';
import type { Database } from '../../db/database';
import {
  answerRules,
  auditEvents,
  logicRecords,
  questionDescs,
  questionGroups,
  questionOptions,
  questions,
  releases,
  responseItems,
  responses,
  type SurveyRow,
  surveyParams,
  surveyStyles,
  uploadedFiles,
} from '../../db/schema';
import { imageContentType } from '../../design/routes/uploads';

/** Responses read per query: few enough that a page of them and their items stays small in memory. */
export const ARCHIVE_PAGE = 300;

/**
 * The survey as an archive (src/core/results/archive.ts), gzip'd as it is produced: the design first, then
 * the images it and its releases show (read from `uploadsDir` one at a time), then the releases, then the
 * responses page by page (keyset over their ids), so memory holds one page.
 */
export function archiveStream(
  db: Database,
  survey: SurveyRow,
  uploadsDir: string,
  pageSize = ARCHIVE_PAGE,
): Readable {
  return Readable.from(archiveLines(db, survey, uploadsDir, pageSize)).pipe(createGzip());
}

async function* archiveLines(
  db: Database,
  survey: SurveyRow,
  uploadsDir: string,
  pageSize: number,
): AsyncGenerator<string> {
  const surveyId = survey.id;
  const [groups, questionRows, options, descs, logic, rules, params, [style]] = [
    await db
      .select()
      .from(questionGroups)
      .where(eq(questionGroups.surveyId, surveyId))
      .orderBy(asc(questionGroups.orderById)),
    await db
      .select()
      .from(questions)
      .where(eq(questions.belongId, surveyId))
      .orderBy(asc(questions.orderById)),
    await db.select().from(questionOptions).where(eq(questionOptions.surveyId, surveyId)),
    await db.select().from(questionDescs).where(eq(questionDescs.surveyId, surveyId)),
    await db.select().from(logicRecords).where(eq(logicRecords.surveyId, surveyId)),
    await db.select().from(answerRules).where(eq(answerRules.surveyId, surveyId)),
    await db.select().from(surveyParams).where(eq(surveyParams.surveyId, surveyId)),
    await db.select().from(surveyStyles).where(eq(surveyStyles.surveyId, surveyId)),
  ];
  const { userId: _owner, ...surveyColumns } = survey;
  const releaseRows = await db
    .select()
    .from(releases)
    .where(eq(releases.surveyId, surveyId))
    .orderBy(asc(releases.version));
  const design = {
    groups,
    questions: questionRows,
    options,
    descs,
    logic,
    answerRules: rules,
    params,
    style: style?.style ?? null,
  };
  const files = await shownFiles(db, uploadsDir, [
    surveyColumns,
    design,
    releaseRows.map((release) => release.snapshot),
  ]);
  yield line({
    part: 'header',
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    exportedAt: new Date().toISOString(),
    survey: surveyColumns,
    design: { ...design, files },
  } as unknown as ArchiveLine);
  for (const file of files) {
    const bytes = await readFile(join(uploadsDir, file.path));
    yield line({ part: 'file', path: file.path, base64: bytes.toString('base64') });
  }

  for (const release of releaseRows) {
    yield line({
      part: 'release',
      version: release.version,
      publishedAt: release.publishedAt.toISOString(),
      snapshot: release.snapshot as unknown as Record<string, unknown>,
    });
  }

  let written = 0;
  let after = '';
  for (;;) {
    const page = await db
      .select()
      .from(responses)
      .where(and(eq(responses.surveyId, surveyId), gt(responses.id, after)))
      .orderBy(asc(responses.id))
      .limit(pageSize);
    if (page.length === 0) break;
    const items = await db
      .select()
      .from(responseItems)
      .where(
        and(
          eq(responseItems.surveyId, surveyId),
          inArray(
            responseItems.responseId,
            page.map((response) => response.id),
          ),
        ),
      );
    const byResponse = new Map<string, typeof items>();
    for (const item of items) {
      const list = byResponse.get(item.responseId) ?? [];
      list.push(item);
      byResponse.set(item.responseId, list);
    }
    const trails = await auditTrailsOf(
      db,
      page.map((response) => response.id),
    );
    for (const response of page) {
      // The answers document is the database's own copy of the items (rebuilt from them on import).
      const { surveyId: _survey, answerSlots: _derived, ...columns } = response;
      yield line({
        part: 'response',
        response: columns as unknown as Extract<ArchiveLine, { part: 'response' }>['response'],
        // The item's own id, response and survey are implied by where it is written.
        items: (byResponse.get(response.id) ?? []).map(
          ({ id: _id, responseId: _r, surveyId: _s, ...item }) => item,
        ),
        audit: trails.get(response.id) ?? [],
      });
      written++;
    }
    after = page[page.length - 1]?.id ?? after;
    if (page.length < pageSize) break;
  }
  yield line({ part: 'end', files: files.length, releases: releaseRows.length, responses: written });
}

/**
 * The uploaded images whose addresses appear in the survey, its design or a release, that are still on
 * disk: this survey's own uploads and those a copied survey still shows from its source. Their original
 * names come from the uploads table where it knows them.
 */
async function shownFiles(db: Database, uploadsDir: string, texts: unknown): Promise<ArchiveFileEntry[]> {
  const paths = [...fileReferences(texts)].sort();
  if (paths.length === 0) return [];
  const known = await db
    .select({ filePath: uploadedFiles.filePath, fileName: uploadedFiles.fileName })
    .from(uploadedFiles)
    .where(inArray(uploadedFiles.filePath, paths));
  const names = new Map(known.map((row) => [row.filePath, row.fileName]));
  const files: ArchiveFileEntry[] = [];
  for (const path of paths) {
    const found = await stat(join(uploadsDir, path)).catch(() => null);
    if (!found?.isFile()) continue;
    files.push({
      path,
      fileName: names.get(path) ?? path.split('/').pop() ?? path,
      contentType: imageContentType(path),
      size: found.size,
    });
  }
  return files;
}

/** A line of the file; Dates become ISO text through JSON. */
/** The audit trails of a page of responses, each in seq order, without the columns its place implies. */
async function auditTrailsOf(db: Database, responseIds: string[]) {
  const rows = await db
    .select()
    .from(auditEvents)
    .where(inArray(auditEvents.responseId, responseIds))
    .orderBy(asc(auditEvents.responseId), asc(auditEvents.seq));
  const trails = new Map<string, Extract<ArchiveLine, { part: 'response' }>['audit']>();
  for (const { responseId, surveyId: _survey, clockStartedAt, ...event } of rows) {
    const list = trails.get(responseId) ?? [];
    // The kind is one the save's schema took (server/answers/audit.ts).
    list.push({ ...event, kind: event.kind as AuditEventKind, clockStartedAt: clockStartedAt.toISOString() });
    trails.set(responseId, list);
  }
  return trails;
}

function line(value: ArchiveLine): string {
  return `${JSON.stringify(value)}\n`;
}
