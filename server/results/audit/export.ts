import { type SQL, sql } from 'drizzle-orm';
import type { ResultsFilter } from '../../../src/core/api/results';
import type { Cell } from '../../../src/questions/shared/columns';
import { type AnalyticDb, analyticRows, toNumber } from '../../db/raw';
import { responsesWhere } from '../filter';
import type { AuditQuestion } from './questions';

/**
 * The audit trail in an export (docs/architecture.md "Audit trail"): one row per event of the filtered
 * responses, in the order the responses started and then the events' own. `time_utc` is the event's wall
 * time (its clock's anchor plus the monotonic offset); `elapsed_sec` counts from the response's first
 * anchor, so within a page life it is exact whatever the device's clock did.
 */
export const AUDIT_EXPORT_HEADER = [
  'response_id',
  'seq',
  'event',
  'question_code',
  'question_id',
  'from_page',
  'to_page',
  'detail',
  'time_utc',
  'elapsed_sec',
  'clock',
  'offset_ms',
  'old_value',
  'new_value',
  'latitude',
  'longitude',
  'accuracy',
] as const;

/** Responses per page: their events (hundreds each) are read together. */
const RESPONSES_PER_PAGE = 100;

type EventRecord = {
  response_id: string;
  seq: unknown;
  kind: string;
  question_id: string | null;
  from_page: unknown;
  to_page: unknown;
  detail: string | null;
  clock: unknown;
  clock_started_at: Date | string;
  offset_ms: unknown;
  old_value: string | null;
  new_value: string | null;
  latitude: unknown;
  longitude: unknown;
  accuracy: unknown;
};

/** The export's rows, a page of responses at a time (keyset by start time and id, as the answers' export). */
export async function* auditExportPages(
  db: AnalyticDb,
  surveyId: string,
  filter: ResultsFilter,
  questions: ReadonlyMap<string, AuditQuestion>,
): AsyncGenerator<Cell[][]> {
  const where = responsesWhere(surveyId, filter);
  let last: { startedKey: string; id: string } | undefined;
  for (;;) {
    const lastStart = last && sql`(${last.startedKey}::timestamp at time zone 'UTC')`;
    const after: SQL = last && lastStart ? sql`(r.started_at, r.id) > (${lastStart}, ${last.id})` : sql`true`;
    const page = await analyticRows<{ id: string; started_key: string }>(
      db,
      sql`select r.id, to_char(r.started_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as started_key
          from responses r
          where ${where} and ${after} and exists (select 1 from audit_events e where e.response_id = r.id)
          order by r.started_at, r.id
          limit ${RESPONSES_PER_PAGE}`,
    );
    const tail = page[page.length - 1];
    if (!tail) return;
    const events = await analyticRows<EventRecord>(
      db,
      sql`select e.* from audit_events e
          where e.response_id in (${sql.join(
            page.map((row) => sql`${row.id}`),
            sql`, `,
          )})
          order by e.response_id, e.seq`,
    );
    const byResponse = new Map<string, EventRecord[]>();
    for (const event of events) {
      const list = byResponse.get(event.response_id);
      if (list) list.push(event);
      else byResponse.set(event.response_id, [event]);
    }
    yield page.flatMap((row) => eventRows(byResponse.get(row.id) ?? [], questions));
    if (page.length < RESPONSES_PER_PAGE) return;
    last = { startedKey: tail.started_key, id: tail.id };
  }
}

/** One response's events as export rows. */
function eventRows(events: readonly EventRecord[], questions: ReadonlyMap<string, AuditQuestion>): Cell[][] {
  const anchorOf = (event: EventRecord) => new Date(event.clock_started_at).getTime();
  const firstAnchor = Math.min(...events.map(anchorOf));
  return events.map((event) => {
    const offset = toNumber(event.offset_ms) ?? 0;
    const wall = anchorOf(event) + offset;
    return [
      event.response_id,
      toNumber(event.seq),
      event.kind,
      event.question_id ? (questions.get(event.question_id)?.code ?? '') : null,
      event.question_id,
      pageNumber(event.from_page),
      pageNumber(event.to_page),
      event.detail,
      new Date(wall).toISOString(),
      Math.round(wall - firstAnchor) / 1000,
      toNumber(event.clock),
      offset,
      event.old_value,
      event.new_value,
      toNumber(event.latitude),
      toNumber(event.longitude),
      toNumber(event.accuracy),
    ];
  });
}

/** Pages as people count them (the device counts from 0). */
function pageNumber(value: unknown): number | null {
  const index = toNumber(value);
  return index === null ? null : index + 1;
}
