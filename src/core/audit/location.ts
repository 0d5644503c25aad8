import {
  type AuditEvent,
  LOCATION_FAILURES,
  LOCATION_FIXES,
  type LocationFailure,
  type LocationFix,
} from './events';

/**
 * The interview's location (a survey recording it: collection_limits.interview_location) as its audit trail
 * holds it: a 'location' event for the start fix and one for the end fix, or a 'location-failed' event where
 * none could be taken. The server keeps an event's role and reason in its one `detail` text ("start",
 * "end:denied"), so these two functions write and read that text; a location event of before the setting
 * (no role) reads as neither fix.
 */
export function locationDetailOf(event: Pick<AuditEvent, 'fix' | 'failure'>): string | undefined {
  if (!event.fix) return undefined;
  return event.failure ? `${event.fix}:${event.failure}` : event.fix;
}

export function readLocationDetail(detail: string | null | undefined): {
  fix?: LocationFix;
  failure?: LocationFailure;
} {
  const [fix, failure] = (detail ?? '').split(':');
  return {
    ...(LOCATION_FIXES.includes(fix as LocationFix) && { fix: fix as LocationFix }),
    ...(LOCATION_FAILURES.includes(failure as LocationFailure) && { failure: failure as LocationFailure }),
  };
}

/** A stored location event, as the server reads one (wall time in epoch ms). */
export interface StoredLocationEvent {
  kind: string;
  detail: string | null;
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
  atMs: number;
}

/** One of the interview's fixes: the position, or why there is none. */
export type InterviewFix =
  | { latitude: number; longitude: number; accuracy: number | null; atMs: number }
  | { failure: LocationFailure; atMs: number };

export interface InterviewLocation {
  start?: InterviewFix;
  end?: InterviewFix;
}

/**
 * The start and end fix of one response from its location events in seq order. A position beats a failure
 * (a page reopened after a refusal may have got one); among positions the first start fix and the last end
 * fix count, as a response resumed on another page life records its fixes again.
 */
export function interviewLocationOf(events: readonly StoredLocationEvent[]): InterviewLocation {
  const found: InterviewLocation = {};
  for (const event of events) {
    const { fix, failure } = readLocationDetail(event.detail);
    if (!fix) continue;
    const kept = found[fix];
    if (event.kind === 'location' && event.latitude !== null && event.longitude !== null) {
      const position = {
        latitude: event.latitude,
        longitude: event.longitude,
        accuracy: event.accuracy,
        atMs: event.atMs,
      };
      if (fix === 'end' || !kept || 'failure' in kept) found[fix] = position;
    } else if (event.kind === 'location-failed' && failure && !kept) {
      found[fix] = { failure, atMs: event.atMs };
    }
  }
  return found;
}
