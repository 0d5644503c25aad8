import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../design/access';
import type { Database } from './database';

/**
 * Rows of a hand-written statement (statistics, exports): both drivers answer `execute` with an object whose
 * `rows` are plain records keyed by column name. Numbers PostgreSQL computes as bigint or numeric arrive as
 * strings from node-postgres and as numbers or bigints from PGlite: read them with `toNumber`.
 */
export async function queryRows<Row extends Record<string, unknown>>(
  db: Queryable,
  query: SQL,
): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** A count, sum or average as the drivers give it (string, number or bigint), as a number; null stays null. */
export function toNumber(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  const parsed = Number(value);
  return Number.isNaN(parsed) ? null : parsed;
}

/** What an aggregate over a whole survey's answers runs on: the database, or a transaction (nested then). */
export type AnalyticDb = Queryable & Pick<Database, 'transaction'>;

/**
 * Rows of a statement that aggregates a whole survey's answers (statistics): in a transaction of its own, with
 * memory enough for its hash tables and sorts (PostgreSQL's default 4 MB work_mem made them spill to disk,
 * several times slower at 10 000 responses) and without JIT compilation (70–80 ms per statement here, more
 * than it saved). `set local` ends with the transaction, so the pooled connection goes back as it was.
 */
export async function analyticRows<Row extends Record<string, unknown>>(
  db: AnalyticDb,
  query: SQL,
): Promise<Row[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '64MB'`);
    await tx.execute(sql`set local jit = off`);
    return queryRows<Row>(tx, query);
  });
}
