import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * A Wenda server process of its own (`server/main.ts`), as `npm start` runs it: one node of the bench.
 * `stop` asks it to finish (SIGTERM); `kill` ends it at once (SIGKILL), as a crash or an OOM kill would.
 */
export type BenchNode = { url: string; stop: () => Promise<void>; kill: () => Promise<void> };

const MAIN = fileURLToPath(new URL('../../server/main.ts', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts a node on `DATABASE_URL` (PostgreSQL) or on the PGlite of `dataDir`, and resolves when it listens.
 * `cpuProfileDir` runs it under `--cpu-prof`: the profile is written there when the node stops. `redisUrl`
 * (with its key prefix) makes it one of several nodes sharing rate limits and sessions; without it the node
 * keeps them itself, whatever REDIS_URL the calling shell has.
 */
export async function startNode(options: {
  databaseUrl?: string;
  dataDir: string;
  cpuProfileDir?: string;
  redisUrl?: string;
  redisPrefix?: string;
  /**
   * Demo mode (the default): the demo account, which the bench logs in as, and the demo survey with its 200
   * sample responses, made on a first start. A test that registers its own user turns it off and starts in a
   * fraction of the time.
   */
  demo?: boolean;
}): Promise<BenchNode> {
  const port = await freePort();
  const profile = options.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`] : [];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    WENDA_DEMO: options.demo === false ? '0' : '1',
    WENDA_DEMO_PASSWORD: 'Bench-demo-passw0rd',
    NODE_ENV: 'production',
  };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.WENDA_REDIS_PREFIX;
  if (options.redisUrl) env.REDIS_URL = options.redisUrl;
  if (options.redisPrefix) env.WENDA_REDIS_PREFIX = options.redisPrefix;
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', MAIN], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await listening(child);
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => stopped(child, 'SIGTERM'),
    kill: () => stopped(child, 'SIGKILL'),
  };
}

function listening(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    // Once listening, the output is read and dropped: kept, it grew with every line, and searching it again
    // on every chunk cost the bench's own process (autocannon's) more and more time.
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (!output.includes('Wenda is running at')) return;
      child.stdout?.off('data', read).resume();
      child.stderr?.off('data', read).resume();
      resolve();
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`node exited (${code}) before listening:\n${output}`)));
  });
}

function stopped(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}
