import { and, asc, desc, eq, exists, inArray, isNotNull, isNull } from 'drizzle-orm';
import {
  INTERVIEW_LOCATIONS_MAX,
  type InterviewLocations,
  type ListedFix,
} from '../../../src/core/api/interviewLocations';
import {
  type InterviewFix,
  type InterviewLocation,
  interviewLocationOf,
  type StoredLocationEvent,
} from '../../../src/core/audit/location';
import { type Language, translate } from '../../../src/i18n';
import { LOCATION_COLUMNS, type LocationLabels } from '../../../src/questions/shared/locationColumns';
import { limitsOf } from '../../collection/limits';
import { auditEvents, responses } from '../../db/schema';
import type { Queryable } from '../../design/access';

const LOCATION_KINDS = ['location', 'location-failed'];

/**
 * The interview's start and end location of each listed response (src/core/audit/location.ts), derived from
 * its audit events: one indexed query for the lot (the exports ask once a page, the supervisor once a
 * screen). A response without location events is absent from the map.
 */
export async function interviewLocationsOf(
  db: Queryable,
  surveyId: string,
  responseIds: readonly string[],
): Promise<Map<string, InterviewLocation>> {
  const found = new Map<string, InterviewLocation>();
  if (responseIds.length === 0) return found;
  const rows = await db
    .select({
      responseId: auditEvents.responseId,
      kind: auditEvents.kind,
      detail: auditEvents.detail,
      latitude: auditEvents.latitude,
      longitude: auditEvents.longitude,
      accuracy: auditEvents.accuracy,
      clockStartedAt: auditEvents.clockStartedAt,
      offsetMs: auditEvents.offsetMs,
    })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.surveyId, surveyId),
        inArray(auditEvents.responseId, [...responseIds]),
        inArray(auditEvents.kind, LOCATION_KINDS),
      ),
    )
    .orderBy(asc(auditEvents.responseId), asc(auditEvents.seq));
  const byResponse = new Map<string, StoredLocationEvent[]>();
  for (const row of rows) {
    const events = byResponse.get(row.responseId) ?? [];
    events.push({ ...row, atMs: new Date(row.clockStartedAt).getTime() + row.offsetMs });
    byResponse.set(row.responseId, events);
  }
  for (const [responseId, events] of byResponse) found.set(responseId, interviewLocationOf(events));
  return found;
}

/** Whether any response of the survey has a location event (its exports then carry the location columns). */
export async function surveyHasLocations(db: Queryable, surveyId: string): Promise<boolean> {
  const [row] = await db
    .select({ seq: auditEvents.seq })
    .from(auditEvents)
    .where(and(eq(auditEvents.surveyId, surveyId), inArray(auditEvents.kind, LOCATION_KINDS)))
    .limit(1);
  return row !== undefined;
}

/**
 * The export's location columns' labels, for a survey that records the interview's location now or has
 * location events from when it did (turning the setting off keeps what was recorded exportable); undefined
 * otherwise: no columns.
 */
export async function locationLabelsOf(
  db: Queryable,
  surveyId: string,
  language: Language,
): Promise<LocationLabels | undefined> {
  const on = (await limitsOf(db, surveyId))?.interviewLocation === 1;
  if (!on && !(await surveyHasLocations(db, surveyId))) return undefined;
  return Object.fromEntries(
    LOCATION_COLUMNS.map((name) => [name, translate(language, `results.export.location.${name}`)]),
  ) as LocationLabels;
}

/**
 * The supervisor's list (src/core/api/interviewLocations.ts): the survey's newest interviews (taken by an
 * interviewer, not discarded) that have a location event, each with its start and end fix.
 */
export async function interviewLocationList(db: Queryable, surveyId: string): Promise<InterviewLocations> {
  const rows = await db
    .select({
      responseId: responses.id,
      interviewerId: responses.interviewerId,
      status: responses.status,
      startedAt: responses.startedAt,
    })
    .from(responses)
    .where(
      and(
        eq(responses.surveyId, surveyId),
        isNotNull(responses.interviewerId),
        isNull(responses.discardedAt),
        exists(
          db
            .select({ seq: auditEvents.seq })
            .from(auditEvents)
            .where(and(eq(auditEvents.responseId, responses.id), inArray(auditEvents.kind, LOCATION_KINDS))),
        ),
      ),
    )
    .orderBy(desc(responses.startedAt), desc(responses.id))
    .limit(INTERVIEW_LOCATIONS_MAX);
  const locations = await interviewLocationsOf(
    db,
    surveyId,
    rows.map((row) => row.responseId),
  );
  return {
    interviews: rows.map((row) => {
      const location = locations.get(row.responseId);
      return {
        responseId: row.responseId,
        interviewerId: row.interviewerId ?? '',
        status: row.status,
        startedAt: row.startedAt.toISOString(),
        start: listedFixOf(location?.start),
        end: listedFixOf(location?.end),
      };
    }),
  };
}

function listedFixOf(fix: InterviewFix | undefined): ListedFix | null {
  if (!fix) return null;
  const time = new Date(fix.atMs).toISOString();
  if ('failure' in fix) return { failure: fix.failure, time };
  return { latitude: fix.latitude, longitude: fix.longitude, accuracy: fix.accuracy, time };
}
