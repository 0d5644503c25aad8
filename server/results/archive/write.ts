import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, type ArchiveLine } from '../../../src/core/results/archive';
import type { Database } from '../../db/database';
import {
  answerRules,
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
} from '../../db/schema';

/** Responses read per query: few enough that a page of them and their items stays small in memory. */
export const ARCHIVE_PAGE = 300;

/**
 * The survey as an archive (src/core/results/archive.ts), gzip'd as it is produced: the design first,
 * then the releases, then the responses page by page (keyset over their ids), so memory holds one page.
 */
export function archiveStream(db: Database, survey: SurveyRow, pageSize = ARCHIVE_PAGE): Readable {
  return Readable.from(archiveLines(db, survey, pageSize)).pipe(createGzip());
}

async function* archiveLines(db: Database, survey: SurveyRow, pageSize: number): AsyncGenerator<string> {
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
  yield line({
    part: 'header',
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    exportedAt: new Date().toISOString(),
    survey: surveyColumns,
    design: {
      groups,
      questions: questionRows,
      options,
      descs,
      logic,
      answerRules: rules,
      params,
      style: style?.style ?? null,
    },
  } as unknown as ArchiveLine);

  const releaseRows = await db
    .select()
    .from(releases)
    .where(eq(releases.surveyId, surveyId))
    .orderBy(asc(releases.version));
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
    for (const response of page) {
      const { surveyId: _survey, ...columns } = response;
      yield line({
        part: 'response',
        response: columns as unknown as Extract<ArchiveLine, { part: 'response' }>['response'],
        // The item's own id, response and survey are implied by where it is written.
        items: (byResponse.get(response.id) ?? []).map(
          ({ id: _id, responseId: _r, surveyId: _s, ...item }) => item,
        ),
      });
      written++;
    }
    after = page[page.length - 1]?.id ?? after;
    if (page.length < pageSize) break;
  }
  yield line({ part: 'end', releases: releaseRows.length, responses: written });
}

/** A line of the file; Dates become ISO text through JSON. */
function line(value: ArchiveLine): string {
  return `${JSON.stringify(value)}\n`;
}
