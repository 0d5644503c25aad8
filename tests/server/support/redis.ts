import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll } from 'vitest';
import type { SharedRedis } from '../../../server/shared/redis';
import { type DatabaseTarget, databaseTargets } from './databases';

/**
 * Where the tests of shared state (sessions, login limits) run: each database with the state kept as one
 * node keeps it, and, when REDIS_URL is set, PostgreSQL (or PGlite without DATABASE_URL) with the state in
 * Redis as several nodes keep it. Like a missing DATABASE_URL, a missing REDIS_URL is said loudly, never
 * passed silently.
 */
export type StateTarget = { name: string; database: DatabaseTarget; redis: boolean };

export function stateTargets(): StateTarget[] {
  const databases = databaseTargets();
  const targets: StateTarget[] = databases.map((database) => ({
    name: database.name,
    database,
    redis: false,
  }));
  const withRedis = databases.find((database) => database.name === 'postgres') ?? databases[0];
  if (process.env.REDIS_URL && withRedis) {
    targets.push({ name: `${withRedis.name} + Redis`, database: withRedis, redis: true });
  } else {
    console.warn('REDIS_URL is not set: the tests of sessions and limits kept in Redis are skipped.');
  }
  return targets;
}

/**
 * For a describe block of a Redis target: a connection whose keys start with a prefix of this run only,
 * deleted after the block; undefined for the other targets.
 */
export function testRedis(target: StateTarget): SharedRedis | undefined {
  const url = process.env.REDIS_URL;
  if (!target.redis || !url) return undefined;
  const redis: SharedRedis = {
    client: new Redis(url, { maxRetriesPerRequest: 2 }),
    prefix: `wenda-test-${randomBytes(6).toString('hex')}:`,
  };
  afterAll(async () => {
    const keys = await redis.client.keys(`${redis.prefix}*`);
    if (keys.length > 0) await redis.client.del(...keys);
    await redis.client.quit();
  });
  return redis;
}
