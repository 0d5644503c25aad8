import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../../server/db/database';

/**
 * The databases every server test runs against: always an in-memory PGlite, and PostgreSQL too when
 * DATABASE_URL is set. Each test file gets a fresh PostgreSQL database of its own, dropped afterwards. An
 * unreachable DATABASE_URL fails the tests: a silent skip would hide that PostgreSQL was never tested.
 */
export type DatabaseTarget = {
  name: 'pglite' | 'postgres';
  /** A fresh empty database: its URL for startServer (postgres only) and a function to drop it. */
  create(): Promise<FreshDatabase>;
};

export type FreshDatabase = { url?: string; drop(): Promise<void> };

export function databaseTargets(): DatabaseTarget[] {
  const adminUrl = process.env.DATABASE_URL;
  const targets: DatabaseTarget[] = [{ name: 'pglite', create: async () => ({ drop: async () => {} }) }];
  if (adminUrl) targets.push({ name: 'postgres', create: () => createPostgresDatabase(adminUrl) });
  return targets;
}

/** Opens (and migrates) the target's fresh database; closing it also drops it. */
export async function openTestDatabase(target: DatabaseTarget): Promise<DatabaseHandle & { url?: string }> {
  const fresh = await target.create();
  const handle = await openDatabase(fresh.url ? { kind: 'postgres', url: fresh.url } : { kind: 'memory' });
  return {
    ...handle,
    url: fresh.url,
    close: async () => {
      await handle.close();
      await fresh.drop();
    },
  };
}

async function createPostgresDatabase(adminUrl: string): Promise<FreshDatabase> {
  const name = `wenda_t_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdminClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)),
  };
}

async function withAdminClient(url: string, run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}
