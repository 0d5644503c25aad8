import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, openTestDatabase } from './support/databases';

const postgres = databaseTargets().find((target) => target.name === 'postgres');

// Only PostgreSQL has connections a server can drop; PGlite lives in the process.
describe.runIf(postgres)('the PostgreSQL connection pool', () => {
  let handle: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    if (!postgres) return;
    handle = await openTestDatabase(postgres);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('outlives the server dropping its idle connections, and answers the next query', async () => {
    await handle.db.execute(sql`select 1`);
    const databaseName = new URL(handle.url ?? '').pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      const result = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [databaseName],
      );
      expect(result.rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    // The idle connection's error arrives asynchronously; give it time to reach the pool.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const result = (await handle.db.execute(sql`select 2 as two`)) as unknown as { rows: unknown[] };
    expect(result.rows[0]).toEqual({ two: 2 });
  });
});
