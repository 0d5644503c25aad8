import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { LoginResponse } from '../../../src/core/api/user';
import { USER_API } from '../../../src/core/api/user';
import { type AppDeps, buildApp } from '../../../server/app';
import type { Database } from '../../../server/db/database';
import { type DatabaseTarget, openTestDatabase } from './databases';
import { call } from './http';

export type TestApp = { app: FastifyInstance; db: Database };

/**
 * A fresh database and app for one describe block, closed (and the database dropped) after it. The getter
 * is read inside tests, after beforeAll has run.
 */
export function useTestApp(
  target: DatabaseTarget,
  deps: Omit<AppDeps, 'db'> = {},
  prepare?: (app: FastifyInstance) => void,
): () => TestApp {
  let current: TestApp | undefined;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const handle = await openTestDatabase(target);
    // Test files register many users from one address; the registration limit has tests of its own.
    const app = await buildApp({ db: handle.db, registrationRateLimit: GENEROUS_LIMIT, ...deps });
    prepare?.(app);
    await app.ready();
    current = { app, db: handle.db };
    close = async () => {
      await app.close();
      await handle.close();
    };
  });
  afterAll(async () => {
    await close?.();
  });
  return () => {
    if (!current) throw new Error('the test app is not ready');
    return current;
  };
}

const GENEROUS_LIMIT = { max: 100_000, windowMs: 60_000 };

let counter = 0;

/** A user name no other test of the file uses. */
export function uniqueUserName(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${counter}_${Date.now().toString(36)}`;
}

export const GOOD_PASSWORD = 'Passw0rd-good';

/** Registers a user and returns the login answer (with its token). */
export async function register(
  app: FastifyInstance,
  userName = uniqueUserName(),
  password = GOOD_PASSWORD,
): Promise<LoginResponse> {
  const result = await call<LoginResponse>(app, 'POST', USER_API.register, { body: { userName, password } });
  if (result.status !== 200) throw new Error(`registration failed: ${result.envelope.message}`);
  return result.envelope.data;
}

export async function login(app: FastifyInstance, userName: string, password: string) {
  return call<LoginResponse>(app, 'POST', USER_API.login, { body: { userName, password } });
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
