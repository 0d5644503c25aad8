import { Redis } from 'ioredis';

/**
 * The Redis that several API nodes share (REDIS_URL): rate-limit counts, failed-login counts and sessions.
 * Every key starts with `prefix`, so one Redis can serve several Wenda installations (or test runs).
 */
export type SharedRedis = { client: Redis; prefix: string };

export const DEFAULT_REDIS_PREFIX = 'wenda:';

/**
 * Connects and pings before anything starts: a wrong URL stops the start with its reason instead of every
 * login failing later. Few retries per command: a request waiting on a Redis that is gone should fail (a 500
 * the client retries), not hang.
 */
export async function connectSharedRedis(url: string, prefix = DEFAULT_REDIS_PREFIX): Promise<SharedRedis> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, connectTimeout: 5_000 });
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    client.disconnect();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Redis at REDIS_URL (${withoutPassword(url)}) cannot be reached: ${reason}`);
  }
  return { client, prefix };
}

/** Ends the connection once the commands already sent have been answered. */
export async function closeSharedRedis(redis: SharedRedis): Promise<void> {
  if (redis.client.status === 'end') return;
  await redis.client.quit().catch(() => redis.client.disconnect());
}

function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'not a URL';
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis the API nodes share (REDIS_URL), or null on a single node: counts then stay in the process. */
    sharedRedis: SharedRedis | null;
  }
}
