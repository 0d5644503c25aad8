import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { DEFAULT_SESSION_SETTINGS, keepSessionsInRedis, type SessionSettings } from './accounts/sessions';
import { addressRoutes } from './address/routes';
import { answerRoutes } from './answers/routes';
import type { Database } from './db/database';
import { designPlugin } from './design/plugin';
import { installAuth } from './http/auth';
import { installInputCleaning } from './http/clean-input';
import { serveClient } from './http/client';
import { frameworkErrorHandler, registerErrorHandling } from './http/errors';
import { clientInlineScriptSources } from './http/inlineScripts';
import {
  DEFAULT_LOGIN_RATE_LIMIT,
  DEFAULT_REGISTRATION_RATE_LIMIT,
  type LoginRateLimit,
  type RateLimit,
} from './http/rate-limits';
import { registerSecurityHeaders } from './http/security';
import { interviewerPlugin } from './interviewers/plugin';
import { languageRoutes } from './language/routes';
import { mediaPlugin } from './media/plugin';
import type { MediaStore } from './media/storage';
import { quotaRoutes } from './quotas/routes';
import { resultsPlugin } from './results/plugin';
import { accountRoutes } from './routes/accounts';
import { type AnnouncementSettings, systemRoutes } from './routes/system';
import { answerPage } from './share/answerPage';
import { shareRoutes } from './share/routes';
import { WECHAT_SDK_ORIGIN, type WechatSettings } from './share/wechat';
import { wechatRoutes } from './share/wechatRoutes';
import type { SharedRedis } from './shared/redis';
import { styleRoutes } from './style/routes';
import { surveyParamRoutes } from './surveyParams/routes';

export type AppDeps = {
  db: Database;
  /** pino request logs; off by default (tests). Options (level, stream) let a test read the log lines. */
  logger?: FastifyServerOptions['logger'];
  /** Token lifetime (default 7 days); tokens past half of it are renewed. */
  tokenTtlMs?: number;
  /** How long a renewed token keeps working (default 60 s). */
  tokenRenewGraceMs?: number;
  loginRateLimit?: LoginRateLimit;
  registrationRateLimit?: RateLimit;
  /**
   * Behind a reverse proxy: trust its X-Forwarded-For so that rate limits count the visitor's address, not
   * the proxy's. true trusts every hop; a string lists the proxies' addresses or CIDRs, comma-separated.
   */
  trustProxy?: boolean | string;
  announcement?: AnnouncementSettings;
  /** The built client; served at `/` when the directory exists. */
  clientDir?: string;
  /** Where uploaded files are kept (under uploads/); default ./data. */
  dataDir?: string;
  /** WeChat's share card (an official account's app id and secret); off when absent. */
  wechat?: WechatSettings;
  /** Where respondents' finished media files live (an S3-compatible store); the data directory's media folder when absent. */
  mediaStore?: MediaStore;
  /**
   * The Redis that several API nodes share (REDIS_URL): rate-limit counts and sessions go there instead of
   * this process's memory and the sessions table. The caller opens and closes it.
   */
  redis?: SharedRedis;
  /** Told of every route as it is registered (the route fuzz test lists the routes with it). */
  onRoute?: (route: RouteOptions) => void;
};

/**
 * The HTTP application without a listening socket: tests call `app.inject`, `startServer` listens. Every
 * route validates with zod (the schemas of src/core/api) and answers with the envelope of spec 1 §7.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: deps.trustProxy ?? false,
    frameworkErrors: frameworkErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const sessions: SessionSettings = {
    tokenTtlMs: deps.tokenTtlMs ?? DEFAULT_SESSION_SETTINGS.tokenTtlMs,
    renewGraceMs: deps.tokenRenewGraceMs ?? DEFAULT_SESSION_SETTINGS.renewGraceMs,
  };

  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  registerErrorHandling(app);
  // Before any route is registered, so that every route (today's and tomorrow's) gets cleaned input.
  installInputCleaning(app);
  await registerSecurityHeaders(
    app,
    clientInlineScriptSources(deps.clientDir),
    deps.wechat ? [WECHAT_SDK_ORIGIN] : [],
  );
  // Not global: only routes that opt in (login and registration) are limited. With several nodes their
  // counts are shared in Redis, and so are the login limiters' (app.sharedRedis) and the sessions.
  app.decorate('sharedRedis', deps.redis ?? null);
  await app.register(rateLimit, {
    global: false,
    ...(deps.redis ? { redis: deps.redis.client, nameSpace: `${deps.redis.prefix}rate-limit:` } : {}),
  });
  if (deps.redis) keepSessionsInRedis(deps.db, deps.redis);
  installAuth(app, deps.db, sessions);

  await app.register(accountRoutes, {
    db: deps.db,
    sessions,
    loginRateLimit: deps.loginRateLimit ?? DEFAULT_LOGIN_RATE_LIMIT,
    registrationRateLimit: deps.registrationRateLimit ?? DEFAULT_REGISTRATION_RATE_LIMIT,
  });
  await app.register(systemRoutes, { announcement: deps.announcement ?? {} });
  await app.register(designPlugin, { db: deps.db, dataDir: deps.dataDir ?? 'data' });
  await app.register(answerRoutes, { db: deps.db, sessions });
  await app.register(addressRoutes, { db: deps.db });
  await app.register(quotaRoutes, { db: deps.db });
  await app.register(surveyParamRoutes, { db: deps.db });
  await app.register(styleRoutes, { db: deps.db });
  await app.register(languageRoutes, { db: deps.db });
  await app.register(resultsPlugin, {
    db: deps.db,
    dataDir: deps.dataDir ?? 'data',
    mediaStore: deps.mediaStore,
  });
  await app.register(shareRoutes, { db: deps.db });
  await app.register(interviewerPlugin, {
    db: deps.db,
    sessions,
    loginRateLimit: deps.loginRateLimit ?? DEFAULT_LOGIN_RATE_LIMIT,
    dataDir: deps.dataDir ?? 'data',
  });
  await app.register(mediaPlugin, {
    db: deps.db,
    dataDir: deps.dataDir ?? 'data',
    wechat: deps.wechat,
    store: deps.mediaStore,
  });
  if (deps.wechat) await app.register(wechatRoutes, { db: deps.db, settings: deps.wechat });

  if (deps.clientDir)
    await serveClient(app, deps.clientDir, answerPage(deps.db, { wechat: Boolean(deps.wechat) }));
  return app;
}
