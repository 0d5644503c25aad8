import type { LocationFix } from '../../core/audit/events';
import type { AnswerOfKind } from '../../core/model';
import { GPS_DEFAULT_ACCURACY_METRES, GPS_DEFAULT_WAIT_SECONDS } from '../../questions/gps/core';
import { type GeolocationLike, type WatchEnd, watchBestFix } from '../../questions/gps/watch';
import { recordAuditLocation, recordAuditLocationFailure } from './recorder';

/**
 * The interview's location, for a survey that records it (collection_limits.interview_location; loaded by
 * ./useAuditTrail.ts only then, so other surveys never fetch this code): a start fix as the response starts
 * and an end fix as it is finished, each taken with the GPS family's watch (questions/gps/watch.ts: the
 * wanted accuracy and wait are the GPS question's defaults) and recorded as an audit 'location' event, or a
 * 'location-failed' one saying why there is none. Nothing waits for a fix: the interview goes on meanwhile.
 *
 * The end fix cannot be waited for at the finish (the response is sent then, and nothing is recorded after
 * its 'end'), so its watch starts when the respondent reaches the last page; the finish records the best fix
 * that watch got by then. A response finished before reaching the last page (screened out) has no end fix.
 */
export interface InterviewLocationTracker {
  /** The response started on this page life: take its start fix. */
  takeStart(): void;
  /** The last page is shown: start watching for the end fix (again after a move back and forth: no-op). */
  watchEnd(): void;
  /** The response is being finished: record the end fix now, with what there is. */
  settleEnd(): void;
  /** The page goes away: a start fix still being watched for is recorded with the best so far. */
  close(): void;
}

export interface TrackerSettings {
  geolocation: GeolocationLike | undefined;
  wantedMetres?: number;
  waitSeconds?: number;
}

/** One fix's watch: its best so far, and whether its event was recorded (once per fix and page life). */
interface FixState {
  stop: () => void;
  best?: AnswerOfKind<'gps'>;
  recorded: boolean;
}

export function trackInterviewLocation(
  responseId: string,
  settings: TrackerSettings = { geolocation: defaultGeolocation() },
): InterviewLocationTracker {
  const wantedMetres = settings.wantedMetres ?? GPS_DEFAULT_ACCURACY_METRES;
  const waitSeconds = settings.waitSeconds ?? GPS_DEFAULT_WAIT_SECONDS;
  const states = new Map<LocationFix, FixState>();

  const record = (fix: LocationFix, end: WatchEnd) => {
    const state = states.get(fix);
    if (!state || state.recorded) return;
    state.recorded = true;
    state.stop();
    const best = end.best ?? state.best;
    if (best)
      recordAuditLocation(responseId, {
        latitude: best.latitude,
        longitude: best.longitude,
        ...(best.accuracy !== undefined && { accuracy: best.accuracy }),
        fix,
      });
    else recordAuditLocationFailure(responseId, fix, end.failure ?? 'timeout');
  };

  const take = (fix: LocationFix) => {
    if (states.has(fix)) return;
    const state: FixState = { stop: () => undefined, recorded: false };
    states.set(fix, state);
    state.stop = watchBestFix({
      geolocation: settings.geolocation,
      wantedMetres,
      waitSeconds,
      onBetter: (best) => {
        state.best = best;
      },
      // The end fix is recorded at the finish (with the best by then), the start fix as soon as it is known.
      onEnd: (end) => {
        if (end.best) state.best = end.best;
        if (fix === 'start' || !end.best) record(fix, end);
      },
    });
  };

  return {
    takeStart: () => take('start'),
    watchEnd: () => take('end'),
    settleEnd: () => {
      // Still watching for the start fix: it is kept with the best so far, before the end's.
      record('start', { reached: false, failure: 'timeout' });
      if (!states.has('end')) return;
      record('end', { reached: false, failure: 'timeout' });
    },
    close: () => {
      record('start', { reached: false, failure: 'timeout' });
      for (const state of states.values()) state.stop();
    },
  };
}

function defaultGeolocation(): GeolocationLike | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.geolocation;
}
