import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratedPgliteSnapshot, openDatabase } from '../../../server/db/database';
import { withAdminClient } from './adminClient';

/**
 * Runs once before the server tests: migrates one empty database of each kind and hands the test files what
 * they start from — a PGlite data-directory dump, and a PostgreSQL template database that
 * `create database … template` copies in a moment. Migrating a fresh database for each of some 140 describe
 * blocks was most of the server project's time. The migrations themselves are still run here, on empty
 * databases of both kinds, and from older schemas by the tests that use `databaseAtMigration`.
 */
export default async function setup(project: TestProject) {
  const folder = await mkdtemp(join(tmpdir(), 'wenda-seed-'));
  const seedPath = join(folder, 'pglite-migrated.tar');
  const snapshot = await migratedPgliteSnapshot();
  await writeFile(seedPath, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('pgliteSeedPath', seedPath);

  const adminUrl = process.env.DATABASE_URL;
  let template: string | undefined;
  if (adminUrl) {
    template = `wenda_template_${randomBytes(6).toString('hex')}`;
    await withAdminClient(adminUrl, (client) => client.query(`create database ${template}`));
    const url = new URL(adminUrl);
    url.pathname = `/${template}`;
    const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
    // A template must have no open connections while it is copied.
    await handle.close();
  }
  project.provide('postgresTemplate', template ?? '');

  return async () => {
    await rm(folder, { recursive: true, force: true });
    if (adminUrl && template) {
      await withAdminClient(adminUrl, (client) =>
        client.query(`drop database if exists ${template} with (force)`),
      );
    }
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (see migratedPgliteSnapshot). */
    pgliteSeedPath: string;
    /** A migrated PostgreSQL database to copy, or '' when DATABASE_URL is not set. */
    postgresTemplate: string;
  }
}
