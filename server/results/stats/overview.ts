import { sql } from 'drizzle-orm';
import type { Overview } from '../../../src/core/api/results';
import { type AnalyticDb, analyticRows, toNumber } from '../../db/raw';
import { RESPONSE_LANGUAGE, responsesWhere } from '../filter';
import type { StatsScope } from './items';
import { ensurePlannerStatistics } from './planner';

/**
 * The response-level figures of the results screen in two statements over `responses` alone: totals with
 * the duration quartiles (percentile_cont over complete responses), then the counts per day, version,
 * language and sample status as one grouped statement (grouping sets). The language is read as the filter
 * reads it (RESPONSE_LANGUAGE), so a language shown here filters to exactly its count.
 */
export async function overviewOf(db: AnalyticDb, scope: StatsScope): Promise<Overview> {
  await ensurePlannerStatistics(db, scope.surveyId);
  const where = responsesWhere(scope.surveyId, scope.filter);
  const [totals] = await analyticRows<Record<string, unknown>>(
    db,
    sql`select count(*) as started,
        count(*) filter (where r.status = 'in-progress') as in_progress,
        count(*) filter (where r.status = 'complete') as complete,
        percentile_cont(0.25) within group (order by extract(epoch from r.completed_at - r.started_at))
          filter (where r.status = 'complete' and r.completed_at is not null) as q1,
        percentile_cont(0.5) within group (order by extract(epoch from r.completed_at - r.started_at))
          filter (where r.status = 'complete' and r.completed_at is not null) as median,
        percentile_cont(0.75) within group (order by extract(epoch from r.completed_at - r.started_at))
          filter (where r.status = 'complete' and r.completed_at is not null) as q3,
        (select count(*) from responses r where ${responsesWhere(scope.surveyId, { ...scope.filter, invalid: 'only' })}) as invalid
      from responses r where ${where}`,
  );
  const groups = await analyticRows<{
    day: string | null;
    version: unknown;
    language: string | null;
    sample_status: string | null;
    by: string;
    started: unknown;
    complete: unknown;
  }>(
    db,
    sql`select day, version, language, sample_status,
        case when grouping(day) = 0 then 'day' when grouping(version) = 0 then 'version'
          when grouping(language) = 0 then 'language' else 'status' end as by,
        count(*) as started, count(*) filter (where status = 'complete') as complete
      from (
        select to_char(r.started_at at time zone 'UTC', 'YYYY-MM-DD') as day, r.release_version as version,
          ${RESPONSE_LANGUAGE} as language,
          case when r.status = 'complete' then coalesce(r.sample_status, 'Complete') end as sample_status, r.status
        from responses r where ${where}
      ) responses
      group by grouping sets ((day), (version), (language), (sample_status))`,
  );
  const of = (by: string) => groups.filter((row) => row.by === by);
  const started = toNumber(totals?.started) ?? 0;
  const complete = toNumber(totals?.complete) ?? 0;
  const median = toNumber(totals?.median);
  return {
    started,
    inProgress: toNumber(totals?.in_progress) ?? 0,
    complete,
    completionRate: started ? complete / started : 0,
    bySampleStatus: of('status')
      .filter((row) => row.sample_status !== null)
      .map((row) => ({ key: row.sample_status as string, count: toNumber(row.started) ?? 0 }))
      .sort((left, right) => right.count - left.count || left.key.localeCompare(right.key)),
    duration:
      median === null
        ? null
        : { median, q1: toNumber(totals?.q1) ?? median, q3: toNumber(totals?.q3) ?? median },
    perDay: of('day')
      .map((row) => ({
        day: row.day ?? '',
        started: toNumber(row.started) ?? 0,
        complete: toNumber(row.complete) ?? 0,
      }))
      .sort((left, right) => left.day.localeCompare(right.day)),
    byVersion: of('version')
      .map((row) => ({ version: toNumber(row.version) ?? 0, count: toNumber(row.started) ?? 0 }))
      .sort((left, right) => left.version - right.version),
    byLanguage: of('language')
      .map((row) => ({ key: row.language ?? '', count: toNumber(row.started) ?? 0 }))
      .sort((left, right) => right.count - left.count || left.key.localeCompare(right.key)),
    invalid: toNumber(totals?.invalid) ?? 0,
  };
}
