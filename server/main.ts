import { type LogSettings, logSettingsFromEnv, serverLogger } from './logging';
import { s3SettingsFromEnv } from './media/s3Config';
import type { S3Settings } from './media/s3Store';
import type { WechatSettings } from './share/wechat';
import { type RunningServer, startServer } from './start';

/**
 * `npm start` / `npm run dev:server`: configuration comes from the environment (PORT, HOST, DATA_DIR,
 * DATABASE_URL, LOG_LEVEL, LOG_FILE, WENDA_DEMO, WENDA_DEMO_PASSWORD, WENDA_ANNOUNCEMENT_TITLE, WENDA_ANNOUNCEMENT_TEXT,
 * TRUST_PROXY, WENDA_WECHAT_APP_ID and WENDA_WECHAT_APP_SECRET, and the WENDA_S3_* variables of server/media/s3Config.ts).
 * REDIS_URL (e.g. redis://127.0.0.1:6379) when several API nodes share one database: rate limits and sessions
 * are then kept in that Redis, every key prefixed with WENDA_REDIS_PREFIX (default "wenda:"); without it they
 * stay in the process and the database, as one node needs.
 */
function portFromEnv(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`PORT must be 0–65535, not "${value}"`);
  return port;
}

/** TRUST_PROXY: "true", or a comma-separated list of the proxies' addresses or CIDRs. */
function trustProxyFromEnv(value: string | undefined): boolean | string {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  return text === 'true' ? true : text;
}

/** WeChat's share card: both the app id and the secret, or neither (sharing then keeps WeChat's default card). */
function wechatFromEnv(appId: string | undefined, appSecret: string | undefined): WechatSettings | undefined {
  const id = nonEmpty(appId);
  const secret = nonEmpty(appSecret);
  if (!id && !secret) return undefined;
  if (!id || !secret) throw new Error('WENDA_WECHAT_APP_ID and WENDA_WECHAT_APP_SECRET must be set together');
  return { appId: id.trim(), appSecret: secret.trim() };
}

function nonEmpty(value: string | undefined): string | undefined {
  return value?.trim() ? value : undefined;
}

async function main(): Promise<void> {
  const env = process.env;
  const logs = logSettingsFromEnv(env);
  const s3 = s3SettingsFromEnv(env);
  const redisUrl = nonEmpty(env.REDIS_URL);
  const server = await startServer({
    port: portFromEnv(env.PORT),
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    dataDir: nonEmpty(env.DATA_DIR),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    // `npm start` sets WENDA_DEMO=1 unless it is set already (scripts/start.mjs).
    demo: env.WENDA_DEMO === '1',
    demoPassword: nonEmpty(env.WENDA_DEMO_PASSWORD),
    trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
    announcement: { title: env.WENDA_ANNOUNCEMENT_TITLE, text: env.WENDA_ANNOUNCEMENT_TEXT },
    wechat: wechatFromEnv(env.WENDA_WECHAT_APP_ID, env.WENDA_WECHAT_APP_SECRET),
    s3,
    redisUrl,
    redisPrefix: nonEmpty(env.WENDA_REDIS_PREFIX),
    logger: serverLogger(logs),
  });
  printBanner(server, logs, s3, Boolean(redisUrl));
  stopOnSignals(server);
}

function printBanner(
  server: RunningServer,
  logs: LogSettings,
  s3: S3Settings | undefined,
  sharedInRedis: boolean,
): void {
  const database = server.databaseKind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';
  const requests = logs.file
    ? `requests in ${logs.file}`
    : 'LOG_LEVEL=debug or LOG_FILE=<path> for request logs';
  console.log(
    [
      '',
      `  Wenda is running at ${server.url}`,
      `  Database: ${database}`,
      `  Media files: ${s3 ? `S3 bucket ${s3.bucket} at ${s3.endpoint}` : 'the data directory (media/)'}`,
      `  Rate limits and sessions: ${sharedInRedis ? 'shared in Redis (REDIS_URL)' : 'this process and the database'}`,
      server.demoAccount
        ? `  Demo account: ${server.demoAccount.userName} / ${server.demoAccount.password}`
        : '  Demo mode off (WENDA_DEMO=1 for the demo account and survey)',
      `  Log: ${logs.level} and above on this console; ${requests}`,
      '',
    ].join('\n'),
  );
}

/** Finish requests in flight and close the database; a second signal stops at once. */
function stopOnSignals(server: RunningServer): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`\n  ${signal}: shutting down…`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('Wenda could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
