import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from '../../server/start';
import { scratchRoot } from './scratch';
import { clientDirectory, DEMO_PASSWORD } from './server';

/**
 * Runs once before the end-to-end files: one server started and stopped on a fresh data directory, which
 * leaves it as any first start does — the database migrated, the demo account, the demo survey with its
 * generated responses. Every file's server starts from a copy of it (startTestServer): the demo survey alone
 * took three seconds to make, on every file. The first start on an empty directory keeps its own test
 * (tests/server/start.test.ts), and a copy still runs the migrator and the demo checks as any restart does.
 */
export default async function setup(project: TestProject) {
  const folder = await mkdtemp(join(scratchRoot(), 'wenda-e2e-seed-'));
  const dataDir = join(folder, 'data');
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    clientDir: clientDirectory(),
    logger: false,
    demo: true,
    demoPassword: DEMO_PASSWORD,
  });
  await server.close();
  project.provide('seedDataDir', dataDir);
  return async () => {
    await rm(folder, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory as a first start leaves it, to copy. */
    seedDataDir: string;
  }
}
