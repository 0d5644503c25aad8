import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { closeDemoLogin, type DemoAccount, ensureDemoAccount } from './accounts/demo';
import { findUserByName } from './accounts/service';
import { type AppDeps, buildApp } from './app';
import { type Database, type DatabaseHandle, openDatabase, pgliteDirectory } from './db/database';
import { oneStartAtATime } from './db/start-lock';
import { tusUploadsDirOf } from './media/plugin';
import { type S3Settings, s3MediaStore } from './media/s3Store';
import { localMediaStore, type MediaStore } from './media/storage';
import { ensureDemoSurvey } from './publish/demo';
import type { AnnouncementSettings } from './routes/system';
import type { WechatSettings } from './share/wechat';
import { closeSharedRedis, connectSharedRedis, type SharedRedis } from './shared/redis';

export type StartOptions = {
  /** Default 8080; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1 (the CLI passes 0.0.0.0). */
  host?: string;
  /** Embedded database and the demo password file; default ./data. */
  dataDir?: string;
  /** PostgreSQL instead of the embedded database. */
  databaseUrl?: string;
  /** The built client; default dist/ of the repository. Not served when missing. */
  clientDir?: string;
  /**
   * Demo mode (`npm start`, WENDA_DEMO): the demo account and its survey are made, and the account's
   * password printed. Off by default: an installation has no account nobody chose, and a demo account left
   * by an earlier demo start no longer opens with the printed password (closeDemoLogin).
   */
  demo?: boolean;
  /** Password of the demo account; when absent one is generated once and kept in the data directory. */
  demoPassword?: string;
  /** Fastify's logger (server/logging.ts builds the one `npm start` uses); off by default. */
  logger?: AppDeps['logger'];
  tokenTtlMs?: number;
  loginRateLimit?: { max: number; windowMs: number };
  registrationRateLimit?: { max: number; windowMs: number };
  /** See AppDeps.trustProxy. */
  trustProxy?: boolean | string;
  /** The operator's announcement; off unless a text is given. */
  announcement?: AnnouncementSettings;
  /** See AppDeps.wechat. */
  wechat?: WechatSettings;
  /** Respondents' finished media files in this S3-compatible bucket instead of `<dataDir>/media/`. */
  s3?: S3Settings;
  /** Several API nodes: the Redis they share rate limits and sessions through (see AppDeps.redis). */
  redisUrl?: string;
  /** What every Redis key starts with (default "wenda:"): one Redis for several installations. */
  redisPrefix?: string;
};

export type RunningServer = {
  /** Where to reach it, e.g. http://127.0.0.1:8080 (a wildcard host is shown as localhost). */
  url: string;
  app: FastifyInstance;
  db: Database;
  databaseKind: DatabaseHandle['kind'];
  /** In demo mode only. */
  demoAccount?: DemoAccount;
  close(): Promise<void>;
};

const DEFAULT_CLIENT_DIR = fileURLToPath(new URL('../dist', import.meta.url));

/** Opens and migrates the database, ensures the demo account, builds the app and listens. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const dataDir = resolve(options.dataDir ?? 'data');
  const mediaStore = await openMediaStore(dataDir, options.s3);
  const handle = await openDatabase(
    options.databaseUrl
      ? { kind: 'postgres', url: options.databaseUrl }
      : { kind: 'pglite', directory: pgliteDirectory(dataDir) },
  );
  let app: FastifyInstance | undefined;
  let redis: SharedRedis | undefined;
  try {
    if (options.redisUrl) redis = await connectSharedRedis(options.redisUrl, options.redisPrefix);
    const demoOptions = { dataDir, password: options.demoPassword };
    const demoAccount = options.demo ? await ensureDemoAccount(handle.db, demoOptions) : undefined;
    if (!demoAccount) await closeDemoLogin(handle.db, demoOptions);
    const demoUser = demoAccount && (await findUserByName(handle.db, demoAccount.userName));
    app = await buildApp({
      db: handle.db,
      logger: options.logger,
      tokenTtlMs: options.tokenTtlMs,
      loginRateLimit: options.loginRateLimit,
      registrationRateLimit: options.registrationRateLimit,
      trustProxy: options.trustProxy,
      announcement: options.announcement,
      wechat: options.wechat,
      clientDir: options.clientDir ?? DEFAULT_CLIENT_DIR,
      dataDir,
      mediaStore,
      redis,
    });
    // After buildApp: the dictionaries the demo's profile questions take their options from are seeded there.
    // Its generated responses' photos and recordings go where uploads go (stored as uploads store them).
    // Under a lock: nodes started together on one database would otherwise each find no demo survey.
    if (demoUser)
      await oneStartAtATime(handle.db, () =>
        ensureDemoSurvey(handle.db, demoUser.id, {
          store: mediaStore,
          stagingDir: tusUploadsDirOf(dataDir),
        }),
      );
    const host = options.host ?? '127.0.0.1';
    await app.listen({ port: options.port ?? 8080, host });
    const running = app;
    let closing: Promise<void> | undefined;
    return {
      url: `http://${displayHost(host)}:${listeningPort(running)}`,
      app: running,
      db: handle.db,
      databaseKind: handle.kind,
      demoAccount,
      close: () => {
        closing ??= running
          .close()
          .then(() => handle.close())
          .then(() => redis && closeSharedRedis(redis));
        return closing;
      },
    };
  } catch (error) {
    await app?.close();
    await handle.close();
    if (redis) await closeSharedRedis(redis);
    throw error;
  }
}

/** The bucket is checked before anything starts: a wrong name or key stops the start with its reason. */
async function openMediaStore(dataDir: string, s3: S3Settings | undefined): Promise<MediaStore> {
  if (!s3) return localMediaStore(dataDir);
  const store = s3MediaStore(s3);
  await store.checkBucket();
  return store;
}

function listeningPort(app: FastifyInstance): number {
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the server is not listening on TCP');
  return address.port;
}

function displayHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}
