import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../../server/db/database';
import { withAdminClient } from './adminClient';

/**
 * The databases every server test runs against: always an in-memory PGlite, and PostgreSQL too when
 * DATABASE_URL is set. Each test file gets a fresh PostgreSQL database of its own, dropped afterwards. An
 * unreachable DATABASE_URL fails the tests: a silent skip would hide that PostgreSQL was never tested.
 * Both start from what globalSetup.ts migrated once (a PGlite dump, a PostgreSQL template); opening still runs
 * the migrator, which then finds nothing left to do.
 */
export type DatabaseTarget = {
  name: 'pglite' | 'postgres';
  /** A fresh database with the current schema: its URL (postgres only) and a function to drop it. */
  create(): Promise<FreshDatabase>;
  /** A fresh database with nothing in it, for tests of migrating and of a server's first start. */
  createEmpty(): Promise<FreshDatabase>;
};

export type FreshDatabase = { url?: string; drop(): Promise<void> };

export function databaseTargets(): DatabaseTarget[] {
  const adminUrl = process.env.DATABASE_URL;
  // A PGlite database is made when it is opened; what it starts from is chosen by openTestDatabase.
  const inMemory = async () => ({ drop: async () => {} });
  const targets: DatabaseTarget[] = [{ name: 'pglite', create: inMemory, createEmpty: inMemory }];
  if (adminUrl) {
    targets.push({
      name: 'postgres',
      create: () => createPostgresDatabase(adminUrl),
      createEmpty: () => createPostgresDatabase(adminUrl, true),
    });
  }
  return targets;
}

/** Opens (and migrates) the target's fresh database; closing it also drops it. */
export async function openTestDatabase(target: DatabaseTarget): Promise<DatabaseHandle & { url?: string }> {
  const fresh = await target.create();
  const handle = await openDatabase(
    fresh.url ? { kind: 'postgres', url: fresh.url } : { kind: 'memory', seed: await pgliteSeed() },
  );
  return {
    ...handle,
    url: fresh.url,
    close: async () => {
      await handle.close();
      await fresh.drop();
    },
  };
}

let seed: Promise<Blob> | undefined;

/** The migrated PGlite dump, read once per test file. */
function pgliteSeed(): Promise<Blob> {
  seed ??= readFile(inject('pgliteSeedPath')).then((bytes) => new Blob([bytes]));
  return seed;
}

/**
 * A fresh PostgreSQL database: a copy of the migrated template, or an empty one for the tests that migrate
 * it themselves (databaseAtMigration).
 */
async function createPostgresDatabase(adminUrl: string, empty = false): Promise<FreshDatabase> {
  const name = `wenda_t_${randomBytes(6).toString('hex')}`;
  const template = empty ? '' : inject('postgresTemplate');
  await withAdminClient(adminUrl, (client) =>
    client.query(template ? `create database ${name} template ${template}` : `create database ${name}`),
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdminClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)),
  };
}
