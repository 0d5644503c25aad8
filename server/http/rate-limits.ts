import type { RateLimitOptions } from '@fastify/rate-limit';
import { ResponseCode } from '../../src/core/envelope';
import { AppError } from './app-error';

export type RateLimit = { max: number; windowMs: number };
export type LoginRateLimit = RateLimit;

/** 10 attempts per 5 minutes for one user name from one address. */
export const DEFAULT_LOGIN_RATE_LIMIT: LoginRateLimit = { max: 10, windowMs: 5 * 60 * 1000 };

/**
 * 20 new accounts per hour from one address: enough for a class or an office signing up together, too few
 * for a script filling the user table. Behind a reverse proxy this needs TRUST_PROXY, or every visitor
 * shares the proxy's address.
 */
export const DEFAULT_REGISTRATION_RATE_LIMIT: RateLimit = { max: 20, windowMs: 60 * 60 * 1000 };

/**
 * Route config for @fastify/rate-limit on the login call. It runs after validation (preHandler) so that the
 * key can hold the user name: guessing one account's password is slowed down without locking out everyone
 * behind the same office NAT. The 429 envelope says how long to wait.
 */
export function loginRateLimitConfig(limit: LoginRateLimit): RateLimitOptions {
  return {
    max: limit.max,
    timeWindow: limit.windowMs,
    hook: 'preHandler',
    keyGenerator: (request) => `login|${request.ip}|${userNameOf(request.body)}`,
    errorResponseBuilder: tooManyRequests('server.auth.tooManyAttempts'),
  };
}

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
  key: 'server.auth.tooManyAttempts' | 'server.auth.tooManyRegistrations',
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
