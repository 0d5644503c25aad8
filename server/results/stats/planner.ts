import { sql } from 'drizzle-orm';
import { queryRows, toNumber } from '../../db/raw';
import type { Queryable } from '../../design/access';

/** Below this many responses any plan is fast enough: no check. */
const SMALL_SURVEY = 500;

/**
 * Makes sure the planner knows roughly how big `responses` and `response_items` are before a statistic
 * runs. Without table statistics PostgreSQL guesses a handful of rows and may join item rows to responses
 * with a nested loop over a full scan of responses — minutes instead of a second for a few thousand
 * responses (measured). PostgreSQL's autovacuum analyses after bulk loads, but only after a while, and the
 * embedded PGlite has no autovacuum at all, so this does what autovacuum would: when the table's estimated
 * row count (pg_class.reltuples, -1 before the first ANALYZE) is below most of this survey's own responses,
 * the estimates are stale and both tables are analysed (ANALYZE samples a fixed number of rows: fast).
 */
export async function ensurePlannerStatistics(db: Queryable, surveyId: string): Promise<void> {
  const [row] = await queryRows<{ estimated: unknown; counted: unknown }>(
    db,
    sql`select (select reltuples from pg_class where oid = 'responses'::regclass) as estimated,
      (select count(*) from responses where survey_id = ${surveyId}) as counted`,
  );
  const counted = toNumber(row?.counted) ?? 0;
  const estimated = toNumber(row?.estimated) ?? -1;
  if (counted < SMALL_SURVEY || estimated >= counted * 0.8) return;
  await db.execute(sql`analyze responses, response_items`);
}
