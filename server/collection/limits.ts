import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { CollectionRefusalReason } from '../../src/core/api/collection';
import { ResponseCode } from '../../src/core/envelope';
import type { MessageKey } from '../../src/i18n';
import { type CollectionLimitsRow, collectionLimits, responses } from '../db/schema';
import type { Queryable } from '../design/access';
import { AppError } from '../http/app-error';

/** The sample statuses of the complete responses a cap counts (a Screenout or Quota-full one is not). */
export const CAPPED_SAMPLE_STATUSES = ['Complete', 'Overquota'] as const;

/** A survey's limits; undefined when it has none (no row). */
export async function limitsOf(db: Queryable, surveyId: string): Promise<CollectionLimitsRow | undefined> {
  const [row] = await db.select().from(collectionLimits).where(eq(collectionLimits.surveyId, surveyId));
  return row;
}

/** Whether a moment is outside the survey's open time: before it opens, or at or after it closes. */
export function timeRefusal(
  limits: Pick<CollectionLimitsRow, 'opensAt' | 'closesAt'>,
  at: Date,
): 'notOpen' | 'closed' | undefined {
  if (limits.opensAt && at < limits.opensAt) return 'notOpen';
  if (limits.closesAt && at >= limits.closesAt) return 'closed';
  return undefined;
}

const completeResponses = (surveyId: string) =>
  and(
    eq(responses.surveyId, surveyId),
    eq(responses.status, 'complete'),
    inArray(responses.sampleStatus, [...CAPPED_SAMPLE_STATUSES]),
  );

/** Complete responses of the survey (optionally leaving one out). */
export async function completesOf(db: Queryable, surveyId: string, except?: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(responses)
    .where(except ? and(completeResponses(surveyId), ne(responses.id, except)) : completeResponses(surveyId));
  return row?.count ?? 0;
}

/**
 * When the survey became full: the completion time of its `maxCompletes`-th complete response, or undefined
 * while it has fewer. Derived, never stored, so a cap raised later opens the survey again by itself.
 */
export async function capReachedAt(
  db: Queryable,
  surveyId: string,
  maxCompletes: number,
): Promise<Date | undefined> {
  const [row] = await db
    .select({ completedAt: responses.completedAt })
    .from(responses)
    .where(completeResponses(surveyId))
    .orderBy(asc(responses.completedAt), asc(responses.id))
    .offset(maxCompletes - 1)
    .limit(1);
  return row ? (row.completedAt ?? new Date(0)) : undefined;
}

/** Whether this device (its id, as saves record it in paradata) already finished the survey. */
export async function deviceFinished(db: Queryable, surveyId: string, deviceId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: responses.id })
    .from(responses)
    .where(
      and(
        eq(responses.surveyId, surveyId),
        // Both conditions as the partial index responses_survey_device_idx (migration 0006) is written.
        sql`${responses.paradata} ? 'deviceId'`,
        sql`${responses.paradata}->>'deviceId' = ${deviceId}`,
        eq(responses.status, 'complete'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

const REFUSAL_KEYS: Record<CollectionRefusalReason, MessageKey> = {
  notOpen: 'collection.refused.notOpen',
  closed: 'collection.refused.closed',
  full: 'collection.refused.full',
  passwordRequired: 'collection.refused.passwordRequired',
  passwordWrong: 'collection.refused.passwordWrong',
  alreadyAnswered: 'collection.refused.alreadyAnswered',
};

/** `2026-12-01 08:00` (UTC): how the server's own message names the opening time. */
function utcMinute(at: Date): string {
  return at.toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * A refusal on a limit: 403 with the reason's message in the caller's language; for notOpen the message names
 * the opening time in UTC and data.opensAt gives it to the runner, which shows it in the respondent's time.
 */
function refusal(
  reason: CollectionRefusalReason,
  limits: Pick<CollectionLimitsRow, 'opensAt'>,
  data: Record<string, unknown>,
): AppError {
  const opensAt = reason === 'notOpen' ? limits.opensAt : null;
  return new AppError(
    ResponseCode.forbidden,
    REFUSAL_KEYS[reason],
    opensAt ? { opensAt: utcMinute(opensAt) } : {},
    opensAt ? { ...data, opensAt: opensAt.toISOString() } : data,
  );
}

/** The survey load's refusal: data.reason, as the load's other reasons (notFound, notPublished, ended). */
export function loadRefusal(reason: CollectionRefusalReason, limits: Pick<CollectionLimitsRow, 'opensAt'>) {
  return refusal(reason, limits, { reason });
}

/** A save's refusal: reason surveyUnavailable with data.survey naming the limit, as collectingRelease's. */
export function saveRefusal(reason: CollectionRefusalReason, limits: Pick<CollectionLimitsRow, 'opensAt'>) {
  return refusal(reason, limits, { reason: 'surveyUnavailable', survey: reason });
}
