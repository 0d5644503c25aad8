import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { SaveAnswersRequest } from '../../src/core/api/answer';
import type { Database } from '../db/database';
import { type CollectionLimitsRow, responses } from '../db/schema';
import { readCookie, ticketCookieName } from './cookies';
import { capReachedAt, deviceFinished, limitsOf, saveRefusal, timeRefusal } from './limits';
import { deviceIdOf } from './load-gate';
import { ticketExpiry } from './ticket';

/**
 * The save's check of the collection limits, after the survey's state (collectingRelease). Nothing a device
 * collected within the limits is lost: a response the server already holds is always taken further, and a
 * NEW one (its first save) is judged by when it STARTED (paradata.startedAt, never later than now), not when
 * it arrives: a phone offline for a month delivers a response begun before the close. A new response is
 * refused when it started before the opening or at or after the close, without a ticket valid when it started
 * (password), after the survey became full (the cap's last completion), or from a device that finished the
 * survey (one per device). The device's id, for those surveys, is recorded in paradata from its cookie.
 * An interview (its interviewer checked by their token) passes the password and the one-per-device rule: an
 * interviewer takes many interviews on one phone and was admitted by their assignment.
 */
export async function admitSave(
  db: Database,
  request: FastifyRequest,
  body: SaveAnswersRequest,
  now = new Date(),
  interview = false,
  known?: KnownSaveFacts,
): Promise<void> {
  const limits = known ? known.limits : await limitsOf(db, body.surveyId);
  const device = limits?.onePerDevice === 1 && !interview ? deviceIdOf(request) : undefined;
  if (device) body.paradata.deviceId = device;
  else delete body.paradata.deviceId;
  if (!limits || (known ? known.responseExists : await responseExists(db, body.responseId))) return;

  const startedAt = startOf(body, now);
  const outside = timeRefusal(limits, startedAt);
  if (outside) throw saveRefusal(outside, limits);
  if (limits.passwordHash && !interview) {
    const ticket = readCookie(request, ticketCookieName(body.surveyId));
    const expiry = ticket ? ticketExpiry(ticket, body.surveyId, limits.passwordHash) : undefined;
    if (!expiry || expiry < startedAt) throw saveRefusal('passwordRequired', limits);
  }
  if (limits.maxCompletes !== null) {
    const fullSince = await capReachedAt(db, body.surveyId, limits.maxCompletes);
    if (fullSince && startedAt > fullSince) throw saveRefusal('full', limits);
  }
  if (device && (await deviceFinished(db, body.surveyId, device)))
    throw saveRefusal('alreadyAnswered', limits);
}

/** The survey's limits and whether the response is stored, when the caller read them already (the save). */
export type KnownSaveFacts = { limits: CollectionLimitsRow | undefined; responseExists: boolean };

async function responseExists(db: Database, responseId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: responses.id })
    .from(responses)
    .where(eq(responses.id, responseId))
    .limit(1);
  return row !== undefined;
}

/**
 * When the response started, as the device says; a time in the future (a clock ahead) or none at all counts
 * as now. The device's word is trusted as it is for the results' start times: a respondent who could bend
 * it could as well have started a minute earlier.
 */
export function startOf(body: Pick<SaveAnswersRequest, 'paradata'>, now: Date): Date {
  const said = body.paradata.startedAt ? new Date(body.paradata.startedAt) : undefined;
  return said && !Number.isNaN(said.getTime()) && said < now ? said : now;
}
