import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ResponseCode } from '../../src/core/envelope';
import { AppError } from './app-error';

export type RateLimit = { max: number; windowMs: number };
export type LoginRateLimit = RateLimit;

/** 10 failed attempts per 5 minutes for one user name from one address (successful logins are free). */
export const DEFAULT_LOGIN_RATE_LIMIT: LoginRateLimit = { max: 10, windowMs: 5 * 60 * 1000 };

/**
 * 20 new accounts per hour from one address: enough for a class or an office signing up together, too few
 * for a script filling the user table. Behind a reverse proxy this needs TRUST_PROXY, or every visitor
 * shares the proxy's address.
 */
export const DEFAULT_REGISTRATION_RATE_LIMIT: RateLimit = { max: 20, windowMs: 60 * 60 * 1000 };

/**
 * Failed logins per user name and address, counted by the login handler itself: @fastify/rate-limit counts
 * every request, so a person logging in from several tabs in a row ran out of attempts ("请 157 秒后再试")
 * without ever typing a wrong password. Only a wrong password spends the budget, and a right one clears what
 * that address spent on that name (someone who knows the password has nothing left to guess). The key holds
 * the user name so that guessing one account's password is slowed down without locking out everyone behind
 * the same office NAT. The counts live in this process (one count per API node) or, with REDIS_URL, in the
 * Redis every node shares (failure-counts.ts), so that a guesser gains nothing by spreading over the nodes.
 */
export class LoginFailureLimiter {
  private readonly counts: FailureCounts;

  constructor(
    private readonly limit: LoginRateLimit,
    counts?: FailureCounts,
  ) {
    this.counts = counts ?? new MemoryFailureCounts();
  }

  /**
   * Runs one login attempt (`check` answers the user, or null for a wrong password) unless the key has
   * used up its failures: then a 429 that says how long to wait, in the message, in data.retryAfterSeconds
   * and in the Retry-After header. Attempts still being checked count against the budget, so a burst of
   * parallel guesses gets no more tries than the same guesses one after the other.
   */
  async attempt<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    check: () => Promise<T | null>,
  ): Promise<T | null> {
    const key = `${request.ip}|${userNameOf(request.body)}`;
    const waitMs = await this.counts.reserve(key, this.limit);
    if (waitMs !== null) {
      const seconds = Math.max(1, Math.ceil(waitMs / 1000));
      reply.header('retry-after', String(seconds));
      throw new AppError(
        ResponseCode.tooManyRequests,
        'server.auth.tooManyAttempts',
        { seconds },
        { retryAfterSeconds: seconds },
      );
    }
    let outcome: AttemptOutcome = 'errored';
    try {
      const found = await check();
      outcome = found === null ? 'failed' : 'succeeded';
      return found;
    } finally {
      // An error that is not a wrong password (the database down) spends nothing.
      await this.counts.settle(key, outcome, this.limit);
    }
  }
}

export type AttemptOutcome = 'failed' | 'succeeded' | 'errored';

/**
 * Where a limiter keeps its counts, with one rule whatever the place: a key's window starts at its first
 * attempt and ends `windowMs` later (not while attempts are still in flight); within it, failures plus
 * attempts in flight may not reach `max`; a success clears the failures.
 */
export interface FailureCounts {
  /** Reserves an attempt (null: go ahead, then `settle`), or the ms until the key's window ends. */
  reserve(key: string, limit: LoginRateLimit): Promise<number | null>;
  /** Ends a reserved attempt with what it turned out to be. */
  settle(key: string, outcome: AttemptOutcome, limit: LoginRateLimit): Promise<void>;
}

/** The counts of one process, like @fastify/rate-limit's own memory store. */
export class MemoryFailureCounts implements FailureCounts {
  /** Failures of a key within its window, and attempts on it still being checked. */
  private readonly entries = new Map<string, { failures: number; pending: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async reserve(key: string, limit: LoginRateLimit): Promise<number | null> {
    const entry = this.current(key, limit);
    if (entry.failures + entry.pending >= limit.max) return entry.resetAt - this.now();
    entry.pending += 1;
    return null;
  }

  async settle(key: string, outcome: AttemptOutcome, limit: LoginRateLimit): Promise<void> {
    const entry = this.entries.get(key) ?? this.current(key, limit);
    if (outcome === 'failed') entry.failures += 1;
    else if (outcome === 'succeeded') entry.failures = 0;
    entry.pending = Math.max(0, entry.pending - 1);
    if (entry.failures === 0 && entry.pending === 0) this.entries.delete(key);
  }

  /** The key's entry, a fresh window when it had none or its window is over. */
  private current(key: string, limit: LoginRateLimit) {
    const now = this.now();
    const found = this.entries.get(key);
    if (found && (found.resetAt > now || found.pending > 0)) return found;
    if (this.entries.size >= MAX_TRACKED_KEYS) this.forgetExpired(now);
    const fresh = { failures: 0, pending: 0, resetAt: now + limit.windowMs };
    this.entries.set(key, fresh);
    return fresh;
  }

  private forgetExpired(now: number) {
    for (const [key, entry] of this.entries) {
      if (entry.resetAt <= now && entry.pending === 0) this.entries.delete(key);
    }
  }
}

/** Above this many keys the expired ones are swept when a new one comes (the map stays small). */
const MAX_TRACKED_KEYS = 10_000;

/** Route config for @fastify/rate-limit on registration: counted per address, before any work is done. */
export function registrationRateLimitConfig(limit: RateLimit): RateLimitOptions {
  return {
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => `register|${request.ip}`,
    errorResponseBuilder: tooManyRequests('server.auth.tooManyRegistrations'),
  };
}

/** The 429 envelope: the message says how long to wait, and data.retryAfterSeconds says it to a program. */
function tooManyRequests(
  key: 'server.auth.tooManyRegistrations',
): NonNullable<RateLimitOptions['errorResponseBuilder']> {
  return (_request, context) => {
    const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
    return new AppError(ResponseCode.tooManyRequests, key, { seconds }, { retryAfterSeconds: seconds });
  };
}

function userNameOf(body: unknown): string {
  const value = typeof body === 'object' && body !== null ? (body as { userName?: unknown }).userName : '';
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}
