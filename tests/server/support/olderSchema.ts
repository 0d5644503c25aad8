import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../../server/db/database';
import type { DatabaseTarget } from './databases';

const MIGRATIONS = fileURLToPath(new URL('../../../server/db/migrations', import.meta.url));

/** A database left at an older migration, holding what a test wrote in that schema's own SQL. */
export type OlderDatabase = {
  /** Runs SQL against the old schema (the current Drizzle tables would name columns it lacks). */
  exec(statement: string, params?: unknown[]): Promise<void>;
  /** Closes the old connection and opens the database as the server does, running every later migration. */
  upgrade(): Promise<DatabaseHandle>;
};

/**
 * A fresh database of the target migrated only up to `lastTag` (a migration's tag, e.g. "0003_tallies"):
 * how a deployment's data looks before an upgrade, so that a migration's backfill is tested on real rows.
 * PGlite lives in a temporary directory so the upgrade can reopen it.
 */
export async function databaseAtMigration(target: DatabaseTarget, lastTag: string): Promise<OlderDatabase> {
  const folder = await migrationsUpTo(lastTag);
  const fresh = await target.createEmpty();
  if (fresh.url) {
    const url = fresh.url;
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    await migratePg(drizzlePg({ client: pool }), { migrationsFolder: folder });
    return {
      exec: async (statement, params) => {
        await pool.query(statement, params);
      },
      upgrade: async () => {
        await pool.end();
        await rm(folder, { recursive: true, force: true });
        const handle = await openDatabase({ kind: 'postgres', url });
        return {
          ...handle,
          close: async () => {
            await handle.close();
            await fresh.drop();
          },
        };
      },
    };
  }
  const directory = await mkdtemp(join(tmpdir(), 'wenda-older-'));
  const client = await PGlite.create(directory);
  await migratePglite(drizzlePglite({ client }), { migrationsFolder: folder });
  return {
    exec: async (statement, params) => {
      await client.query(statement, params);
    },
    upgrade: async () => {
      await client.close();
      await rm(folder, { recursive: true, force: true });
      const handle = await openDatabase({ kind: 'pglite', directory });
      return {
        ...handle,
        close: async () => {
          await handle.close();
          await rm(directory, { recursive: true, force: true });
        },
      };
    },
  };
}

/** A copy of the migrations folder whose journal ends at `lastTag`. */
async function migrationsUpTo(lastTag: string): Promise<string> {
  const journal = JSON.parse(await readFile(join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const end = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (end < 0) throw new Error(`no migration ${lastTag}`);
  const folder = await mkdtemp(join(tmpdir(), 'wenda-migrations-'));
  await cp(MIGRATIONS, folder, { recursive: true });
  await writeFile(
    join(folder, 'meta/_journal.json'),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, end + 1) }),
  );
  return folder;
}
