import type { AnswerOfKind, Question } from '../../core/model';
import { isRequired } from '../../core/validation';
import type { CatalogEntry } from '../entry';
import { defineEntry } from '../entry';
import { answerNull, commonDesign } from '../shared/answerChecks';

/**
 * The designer's two GPS settings. The spec names no fields for them, so they ride in the generic integer
 * parameters every family has (answerConfig.paramInt01/02, as chip's total and city's levels do): no new
 * stored field, and a release written before keeps reading.
 * - paramInt01: the accuracy wanted, in metres — the runner stops once a fix is this good;
 * - paramInt02: how long to wait, in seconds — the runner stops then and keeps the best fix it got.
 */
export const GPS_DEFAULT_ACCURACY_METRES = 50;
export const GPS_DEFAULT_WAIT_SECONDS = 30;
export const GPS_ACCURACY_LIMITS = { min: 1, max: 5000 } as const;
export const GPS_WAIT_LIMITS = { min: 5, max: 300 } as const;

const within = (value: number | null | undefined, limits: { min: number; max: number }, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value)
    ? Math.min(limits.max, Math.max(limits.min, Math.round(value)))
    : fallback;

/** The settings as the runner applies them: absent or out-of-range values read as the defaults or limits. */
export function gpsSettings(question: Question): { wantedMetres: number; waitSeconds: number } {
  const { paramInt01, paramInt02 } = question.answerConfig;
  return {
    wantedMetres: within(paramInt01, GPS_ACCURACY_LIMITS, GPS_DEFAULT_ACCURACY_METRES),
    waitSeconds: within(paramInt02, GPS_WAIT_LIMITS, GPS_DEFAULT_WAIT_SECONDS),
  };
}

/** What the runner reads of a Geolocation position (GeolocationPosition's fields, so a test can make one). */
export interface PositionReading {
  coords: { latitude: number; longitude: number; accuracy: number; altitude: number | null };
  timestamp: number;
}

/** A position as the gps answer: accuracy rounded to a metre, altitude only where the device gave one. */
export function gpsAnswerOf(position: PositionReading): AnswerOfKind<'gps'> {
  const { latitude, longitude, accuracy, altitude } = position.coords;
  const answer: AnswerOfKind<'gps'> = {
    kind: 'gps',
    latitude,
    longitude,
    accuracy: Math.max(0, Math.round(accuracy)),
    fixTime: Math.round(position.timestamp),
  };
  if (altitude !== null && Number.isFinite(altitude)) answer.altitude = Math.round(altitude * 10) / 10;
  return answer;
}

/** The fix to keep: the one with the smaller accuracy radius (a fix without one never beats one with it). */
export function betterFix(
  kept: AnswerOfKind<'gps'> | undefined,
  next: AnswerOfKind<'gps'>,
): AnswerOfKind<'gps'> {
  if (!kept) return next;
  if (next.accuracy === undefined) return kept;
  if (kept.accuracy === undefined) return next;
  return next.accuracy < kept.accuracy ? next : kept;
}

/** GPS (GpsBox): the located position; coordinates are range-checked by the answer schema. */
export const gpsEntry = defineEntry({
  catalogKey: 'gps',
  elementType: 'GpsBox',
  category: 'qita',
  defaultOrder: 200,
  titleKey: 'core.title.gps',
  saveEndpoint: '/design/qu-gps/ajaxSave',
  answerKind: 'gps',
  limits: {},
  defaults: () => ({
    answerConfig: { paramInt01: GPS_DEFAULT_ACCURACY_METRES, paramInt02: GPS_DEFAULT_WAIT_SECONDS },
  }),
  validateAnswer: (question, answer) => (!answer && isRequired(question) ? answerNull() : []),
  validateDesign: (question, context) => commonDesign(question, context),
});

/** This folder's catalogue entries (src/questions/entries.generated.ts collects every folder's). */
export const entries: readonly CatalogEntry[] = [gpsEntry];
