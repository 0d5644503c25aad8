import type { SharedRedis } from '../shared/redis';
import {
  type AttemptOutcome,
  type FailureCounts,
  type LoginRateLimit,
  MemoryFailureCounts,
} from './rate-limits';

/**
 * The failure counts of a limiter named `name` ("login", "interviewer-login", "survey-password"): in the
 * Redis every API node shares when there is one, else in this process.
 */
export function failureCounts(redis: SharedRedis | null | undefined, name: string): FailureCounts {
  return redis ? new RedisFailureCounts(redis, name) : new MemoryFailureCounts();
}

/**
 * How long a key outlives its window while attempts are in flight: a node that dies in the middle of a
 * check leaves its attempt counted, and this is when Redis forgets it (a check takes milliseconds).
 */
const IN_FLIGHT_MS = 60_000;

/**
 * MemoryFailureCounts' rule in two Lua scripts, each run atomically by Redis: nodes checking the same key at
 * the same moment see each other's attempts in flight, as two requests in one process do. A key is a hash
 * {failures, pending, resetAt}; the node's clock gives `now` (nodes behind one load balancer agree to well
 * within a window of minutes).
 */
const RESERVE = `
local now, windowMs, max, inFlightMs = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local stored = redis.call('HMGET', KEYS[1], 'failures', 'pending', 'resetAt')
local failures, pending, resetAt = tonumber(stored[1]) or 0, tonumber(stored[2]) or 0, tonumber(stored[3]) or 0
if resetAt <= now and pending == 0 then
  failures = 0
  resetAt = now + windowMs
end
if failures + pending >= max then
  return {0, resetAt - now}
end
redis.call('HSET', KEYS[1], 'failures', failures, 'pending', pending + 1, 'resetAt', resetAt)
redis.call('PEXPIRE', KEYS[1], math.max(resetAt - now, 0) + inFlightMs)
return {1, 0}
`;

const SETTLE = `
local now, outcome, windowMs, inFlightMs = tonumber(ARGV[1]), ARGV[2], tonumber(ARGV[3]), tonumber(ARGV[4])
local stored = redis.call('HMGET', KEYS[1], 'failures', 'pending', 'resetAt')
local failures, pending, resetAt = tonumber(stored[1]) or 0, tonumber(stored[2]) or 0, tonumber(stored[3]) or (now + windowMs)
pending = math.max(pending - 1, 0)
if outcome == 'failed' then
  failures = failures + 1
elseif outcome == 'succeeded' then
  failures = 0
end
if failures == 0 and pending == 0 then
  redis.call('DEL', KEYS[1])
  return 0
end
redis.call('HSET', KEYS[1], 'failures', failures, 'pending', pending, 'resetAt', resetAt)
redis.call('PEXPIRE', KEYS[1], math.max(resetAt - now, 0) + inFlightMs)
return 1
`;

export class RedisFailureCounts implements FailureCounts {
  private readonly keyPrefix: string;

  constructor(
    private readonly redis: SharedRedis,
    name: string,
    private readonly now: () => number = Date.now,
  ) {
    this.keyPrefix = `${redis.prefix}failures:${name}:`;
  }

  async reserve(key: string, limit: LoginRateLimit): Promise<number | null> {
    const [allowed, waitMs] = (await this.redis.client.eval(
      RESERVE,
      1,
      this.keyPrefix + key,
      this.now(),
      limit.windowMs,
      limit.max,
      IN_FLIGHT_MS,
    )) as [number, number];
    return allowed === 1 ? null : waitMs;
  }

  async settle(key: string, outcome: AttemptOutcome, limit: LoginRateLimit): Promise<void> {
    await this.redis.client.eval(
      SETTLE,
      1,
      this.keyPrefix + key,
      this.now(),
      outcome,
      limit.windowMs,
      IN_FLIGHT_MS,
    );
  }
}
