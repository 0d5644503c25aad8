import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';
import { type StartOptions, startServer } from '../../server/start';
import { scratchRoot } from './scratch';
import { elapsed, logTiming } from './timing';

/** The demo account's password in end-to-end tests. */
export const DEMO_PASSWORD = 'demo-pass-2026';

/**
 * A real server for one end-to-end file: the built client (dist/, made by `npm run build` before the
 * end-to-end project runs), a fresh data directory in memory or a temporary folder (scratch.ts), a copy of
 * the one globalSetup.ts made (embedded database, demo account and demo survey with its media; outside Vitest,
 * a first start), a random port.
 */
export async function startTestServer(
  options: Omit<StartOptions, 'port' | 'host' | 'dataDir' | 'clientDir'> = {},
) {
  const started = performance.now();
  const clientDir = clientDirectory();
  const dataDir = await mkdtemp(join(scratchRoot(), 'wenda-e2e-'));
  // Benches start servers outside Vitest, where there is no seed: they pay for a first start instead.
  const seedDataDir = process.env.VITEST ? inject('seedDataDir') : undefined;
  if (!options.databaseUrl && seedDataDir) await cp(seedDataDir, dataDir, { recursive: true });
  const copied = performance.now();
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    clientDir,
    logger: false,
    // Tests register users freely from one address; the limit itself is tested in tests/server.
    registrationRateLimit: { max: 100_000, windowMs: 60_000 },
    ...options,
    demo: true,
    demoPassword: options.demoPassword ?? DEMO_PASSWORD,
  });
  const { demoAccount } = server;
  if (!demoAccount) throw new Error('the test server started without its demo account');
  logTiming(`data copy ${elapsed(started, copied)}, server start ${elapsed(copied)}`);
  return {
    ...server,
    demoAccount,
    async close() {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The built client the servers serve. */
export function clientDirectory(): string {
  // E2E_CLIENT_DIR: a build of one's own (vite build --outDir …), so parallel work does not share dist/.
  const clientDir = process.env.E2E_CLIENT_DIR ?? join(process.cwd(), 'dist');
  if (!existsSync(join(clientDir, 'index.html'))) {
    throw new Error('dist/ is missing: run `npm run build` before the end-to-end tests (npm test does).');
  }
  return clientDir;
}
