import { type SQL, sql } from 'drizzle-orm';
import type { ResultsFilter } from '../../../src/core/api/results';
import type { ExportResponse } from '../../../src/questions/shared/exportColumns';
import { type AnswerSlotsDoc, answersOfSlots } from '../../answers/answer-slots';
import { type AnalyticDb, analyticRows, queryRows, toNumber } from '../../db/raw';
import type { Queryable } from '../../design/access';
import { storedLinkValues } from '../../surveyParams/declared';
import { interviewLocationsOf } from '../audit/locations';
import { storedDisplayTimes } from '../displayTimes';
import { responsesWhere } from '../filter';
import { receivedFilesOfResponses } from '../media/files';

/**
 * Responses per page, each with its answers document (responses.answer_slots): one query a page, and at most
 * two pages are held in memory.
 */
export const EXPORT_PAGE_SIZE = 1_000;

type ResponseRecord = {
  id: string;
  status: string;
  sample_status: string | null;
  started_at: Date | string;
  completed_at: Date | string | null;
  release_version: number | string;
  language: string | null;
  panel_user_id: string | null;
  interviewer_id: string | null;
  interviewer_name: string | null;
  link_values: unknown;
  display_times: unknown;
  invalid: boolean;
  answer_slots: AnswerSlotsDoc;
  /** started_at to the microsecond in UTC (a JavaScript Date would round it): the page's keyset. */
  started_key: string;
};

/** How many responses the filter holds (a job's rows_total). */
export async function countResponses(
  db: Queryable,
  surveyId: string,
  filter: ResultsFilter,
): Promise<number> {
  const [row] = await queryRows<{ n: unknown }>(
    db,
    sql`select count(*) as n from responses r where ${responsesWhere(surveyId, filter)}`,
  );
  return toNumber(row?.n) ?? 0;
}

/**
 * The filtered responses with their answers, page by page in the order they started. A keyset page
 * (`(started_at, id) > last`) rather than a cursor: it works alike on PGlite and PostgreSQL, holds no
 * transaction open while a file is written, and each page costs the same however deep into the export it is,
 * because it starts where the index (survey_id, started_at) says, not by skipping rows. The next page is
 * asked for while the caller writes the current one (on PostgreSQL it runs on another pooled connection),
 * so at most two pages are in memory.
 */
export async function* readResponsePages(
  db: AnalyticDb,
  surveyId: string,
  filter: ResultsFilter,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<ExportResponse[]> {
  const where = responsesWhere(surveyId, filter);
  let next: Promise<Page> | null = readPage(db, surveyId, where, null, pageSize);
  while (next) {
    const page: Page = await next;
    next =
      page.responses.length === pageSize && page.last
        ? readPage(db, surveyId, where, page.last, pageSize)
        : null;
    // A failed read-ahead surfaces when it is awaited; until then it must not count as unhandled.
    next?.catch(() => undefined);
    if (page.responses.length > 0) yield page.responses;
  }
}

type Keyset = { startedKey: string; id: string };
type Page = { responses: ExportResponse[]; last: Keyset | undefined };

async function readPage(
  db: AnalyticDb,
  surveyId: string,
  where: SQL,
  last: Keyset | null,
  pageSize: number,
): Promise<Page> {
  const lastStart = last && sql`(${last.startedKey}::timestamp at time zone 'UTC')`;
  // The plain `>=` lets the index range start at the last page's time; the row comparison breaks ties.
  const after: SQL =
    last && lastStart
      ? sql`r.started_at >= ${lastStart} and (r.started_at, r.id) > (${lastStart}, ${last.id})`
      : sql`true`;
  const records: ResponseRecord[] = await analyticRows<ResponseRecord>(
    db,
    sql`select r.id, r.status, r.sample_status, r.started_at, r.completed_at, r.release_version,
          nullif(r.language, '') as language, r.paradata->>'userId' as panel_user_id,
          r.paradata->'urlParams' as link_values, r.paradata->'displayTimes' as display_times,
          (r.invalid_at is not null) as invalid, r.answer_slots, r.interviewer_id,
          (select i.name from interviewers i where i.id = r.interviewer_id) as interviewer_name,
          to_char(r.started_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as started_key
        from responses r
        where ${where} and ${after}
        order by r.started_at, r.id
        limit ${pageSize}`,
  );
  const tail = records[records.length - 1];
  if (!tail) return { responses: [], last: undefined };
  // The page's received media files, for the media columns' ZIP names (one indexed query a page).
  const media = await receivedFilesOfResponses(
    db,
    surveyId,
    records.map((record) => record.id),
  );
  const ids = records.map((record) => record.id);
  // The interview's start and end fix from the audit trail (one query a page; none for most surveys).
  const locations = await interviewLocationsOf(db, surveyId, ids);
  const responses = records.map((record) => ({
    ...exportResponseOf(record),
    mediaFiles: media.get(record.id),
    interviewLocation: locations.get(record.id),
  }));
  return { responses, last: { startedKey: tail.started_key, id: tail.id } };
}

function exportResponseOf(record: ResponseRecord): ExportResponse {
  return {
    id: record.id,
    status: record.status,
    sampleStatus: record.sample_status,
    startedAt: new Date(record.started_at),
    completedAt: record.completed_at === null ? null : new Date(record.completed_at),
    releaseVersion: toNumber(record.release_version) ?? 0,
    language: record.language,
    panelUserId: record.panel_user_id,
    interviewer: record.interviewer_id
      ? { id: record.interviewer_id, name: record.interviewer_name ?? '' }
      : null,
    linkValues: storedLinkValues({ urlParams: jsonOf(record.link_values) }),
    displayTimes: storedDisplayTimes(record.display_times),
    invalid: record.invalid === true,
    answers: answersOfSlots(record.answer_slots, record.id),
  };
}

/** A jsonb value as a driver gives it: parsed already, or as text (PGlite through a raw query may). */
function jsonOf(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}
