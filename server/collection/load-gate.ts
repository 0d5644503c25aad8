import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SURVEY_PASSWORD_HEADER } from '../../src/core/api/collection';
import { ResponseCode } from '../../src/core/envelope';
import { verifyPassword } from '../accounts/passwords';
import type { Database } from '../db/database';
import type { CollectionLimitsRow } from '../db/schema';
import { AppError } from '../http/app-error';
import { failureCounts } from '../http/failure-counts';
import { LoginFailureLimiter, type RateLimit } from '../http/rate-limits';
import type { SharedRedis } from '../shared/redis';
import {
  DEVICE_COOKIE,
  DEVICE_COOKIE_MAX_AGE_SECONDS,
  readCookie,
  setCookie,
  ticketCookieName,
} from './cookies';
import { capReachedAt, deviceFinished, limitsOf, loadRefusal, timeRefusal } from './limits';
import { issueTicket, TICKET_LIFETIME_MS, ticketExpiry } from './ticket';

/**
 * Wrong access passwords per survey and address: 10 per 5 minutes, as failed logins (a right one spends
 * nothing and clears the count). A class behind one address mistyping now and then stays well within it.
 */
export const SURVEY_PASSWORD_RATE_LIMIT: RateLimit = { max: 10, windowMs: 5 * 60 * 1000 };

export type AdmitLoad = (
  request: FastifyRequest,
  reply: FastifyReply,
  surveyId: string,
  now?: Date,
) => Promise<void>;

/**
 * The survey load's check of the collection limits, after the survey's state was checked (publish/routes.ts),
 * in an order that never asks for a password in vain: not open yet or closed, full, this device already
 * answered, then the password (a valid ticket cookie, or the right password in the X-Survey-Password header,
 * which then earns a ticket). Each refusal carries its own data.reason for the runner's status page.
 */
export function surveyLoadGate(
  db: Database,
  redis: SharedRedis | null,
  passwordLimit = SURVEY_PASSWORD_RATE_LIMIT,
): AdmitLoad {
  const failures = new LoginFailureLimiter(passwordLimit, failureCounts(redis, 'survey-password'));
  return async (request, reply, surveyId, now = new Date()) => {
    const limits = await limitsOf(db, surveyId);
    if (!limits) return;
    const outside = timeRefusal(limits, now);
    if (outside) throw loadRefusal(outside, limits);
    if (limits.maxCompletes !== null && (await capReachedAt(db, surveyId, limits.maxCompletes))) {
      throw loadRefusal('full', limits);
    }
    if (limits.onePerDevice === 1) await admitDevice(db, request, reply, limits);
    if (limits.passwordHash) {
      await admitPassword(request, reply, limits, limits.passwordHash, failures, now);
    }
  };
}

/** A device id as this server makes them (16 random bytes, base64url); anything else is not one. */
export function deviceIdOf(request: FastifyRequest): string | undefined {
  const value = readCookie(request, DEVICE_COOKIE);
  return value && /^[\w-]{22}$/.test(value) ? value : undefined;
}

/**
 * One response per device: a device that finished the survey is refused (the runner then shows the
 * completion page it holds); a device without an id gets one, which its saves then carry.
 */
async function admitDevice(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  limits: CollectionLimitsRow,
): Promise<void> {
  const device = deviceIdOf(request);
  if (device && (await deviceFinished(db, limits.surveyId, device))) {
    throw loadRefusal('alreadyAnswered', limits);
  }
  if (!device) {
    setCookie(
      request,
      reply,
      DEVICE_COOKIE,
      randomBytes(16).toString('base64url'),
      DEVICE_COOKIE_MAX_AGE_SECONDS,
    );
  }
}

/** The password the respondent typed (the runner URI-encodes it: a header holds Latin-1 only). */
function offeredPassword(request: FastifyRequest): string | undefined {
  const header = request.headers[SURVEY_PASSWORD_HEADER];
  const raw = Array.isArray(header) ? header[0] : header;
  if (!raw) return undefined;
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // Not what the runner sends: compared as it came, so it counts as a wrong password.
  }
  return decoded.trim() || undefined;
}

/**
 * A ticket cookie still valid lets the load through (and is renewed: a respondent coming back keeps a month
 * ahead); otherwise the password header decides, wrong ones counted per survey and address.
 */
async function admitPassword(
  request: FastifyRequest,
  reply: FastifyReply,
  limits: CollectionLimitsRow,
  passwordHash: string,
  failures: LoginFailureLimiter,
  now: Date,
): Promise<void> {
  const surveyId = limits.surveyId;
  const ticket = readCookie(request, ticketCookieName(surveyId));
  const expiry = ticket ? ticketExpiry(ticket, surveyId, passwordHash) : undefined;
  if (!expiry || expiry <= now) {
    const offered = offeredPassword(request);
    if (offered === undefined) throw loadRefusal('passwordRequired', limits);
    // The limiter keys its counts by address and user name: the survey stands in for the name, so guessing
    // one survey's password is slowed down without locking the same address out of every other survey.
    const keyed = { ip: request.ip, body: { userName: surveyId } } as unknown as FastifyRequest;
    const right = await failures
      .attempt(keyed, reply, async () => ((await verifyPassword(passwordHash, offered)) ? true : null))
      .catch((error: unknown) => {
        throw tooManyAttempts(error);
      });
    if (!right) throw loadRefusal('passwordWrong', limits);
  }
  setCookie(
    request,
    reply,
    ticketCookieName(surveyId),
    issueTicket(surveyId, passwordHash, now),
    Math.floor(TICKET_LIFETIME_MS / 1000),
  );
}

/** The limiter's 429 in the survey's words, still a passwordWrong for the runner's password page. */
function tooManyAttempts(error: unknown): unknown {
  if (!(error instanceof AppError) || error.statusCode !== ResponseCode.tooManyRequests) return error;
  return new AppError(ResponseCode.tooManyRequests, 'collection.password.tooManyAttempts', error.params, {
    ...(error.data as Record<string, unknown>),
    reason: 'passwordWrong',
  });
}
