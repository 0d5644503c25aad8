import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

/**
 * One type for both drivers: code above this module never knows whether it talks to the embedded PGlite or
 * to a PostgreSQL server, so everything must stay within what both support (they are the same engine).
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
};

export type DatabaseLocation =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; directory: string }
  /**
   * For tests: nothing touches the disk and the data vanish on close. `seed` is a data directory dumped by
   * `migratedPgliteSnapshot`: starting from it skips PGlite's initdb, which is most of an open's time.
   */
  | { kind: 'memory'; seed?: Blob };

const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** An arbitrary constant: the advisory lock that serialises migrations of several API nodes starting at once. */
const MIGRATION_LOCK_KEY = 7_302_115;

/** Opens the database and brings its schema up to date; the caller closes it. */
export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  if (location.kind === 'postgres') return openPostgres(location.url);
  if (location.kind === 'memory') return openPglite(undefined, location.seed);
  return openPglite(location.directory);
}

/**
 * An empty embedded database with every migration applied, dumped as a data directory, for test and bench
 * setups that open many fresh databases: each starts from the dump (`{ kind: 'memory', seed }`) instead of
 * running initdb and the migrations again. Opening a seeded database still runs the migrator, which finds
 * nothing to do, so a stale dump cannot pass for the current schema.
 */
export async function migratedPgliteSnapshot(): Promise<Blob> {
  const client = await PGlite.create();
  try {
    await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/** Where the embedded database of a data directory lives. */
export function pgliteDirectory(dataDir: string): string {
  return join(dataDir, 'pglite');
}

async function openPglite(directory: string | undefined, seed?: Blob): Promise<DatabaseHandle> {
  if (directory) mkdirSync(directory, { recursive: true });
  const client = directory
    ? await PGlite.create(directory)
    : await PGlite.create(seed ? { loadDataDir: seed } : {});
  try {
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return { db, kind: 'pglite', close: () => client.close() };
  } catch (error) {
    await client.close();
    throw error;
  }
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection that the server drops (a restart, a network cut, an administrator's terminate) makes
  // the pool emit 'error'; without a listener Node treats that as an uncaught error and the process dies.
  // The pool replaces the connection on the next query, so a line in the log is all it needs.
  pool.on('error', (error) => {
    console.warn(`PostgreSQL dropped an idle connection: ${error.message}`);
  });
  try {
    const db = drizzlePg({ client: pool, schema });
    await withMigrationLock(pool, () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }));
    return { db, kind: 'postgres', close: () => pool.end() };
  } catch (error) {
    await pool.end();
    throw error;
  }
}

/**
 * drizzle's migrator takes no lock of its own: two nodes starting together could both apply a migration.
 * The lock is held on a connection of its own while the migrator works on others.
 */
async function withMigrationLock(pool: pg.Pool, run: () => Promise<void>): Promise<void> {
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await run();
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    lockClient.release();
  }
}
