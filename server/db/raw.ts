import type { SQL } from 'drizzle-orm';
import type { Queryable } from '../design/access';

/**
 * Rows of a hand-written statement (statistics, exports): both drivers answer `execute` with an object whose
 * `rows` are plain records keyed by column name. Numbers PostgreSQL computes as bigint or numeric arrive as
 * strings from node-postgres and as numbers or bigints from PGlite: read them with `toNumber`.
 */
export async function queryRows<Row extends Record<string, unknown>>(db: Queryable, query: SQL): Promise<Row[]> {
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
