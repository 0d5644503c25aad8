import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuditClock } from '../../../src/core/audit/clock';
import { AUDIT_BATCH_FORMAT, type AuditEvent } from '../../../src/core/audit/events';
import {
  interviewLocationOf,
  locationDetailOf,
  readLocationDetail,
  type StoredLocationEvent,
} from '../../../src/core/audit/location';
import { auditBatchSchema } from '../../../src/core/audit/schema';
import { watchBestFix } from '../../../src/questions/gps/watch';
import { LOCATION_COLUMNS, locationDrafts } from '../../../src/questions/shared/locationColumns';
import { registerAuditSource } from '../../../src/runner/audit/deviceTrail';
import { trackInterviewLocation } from '../../../src/runner/audit/interviewLocation';
import { AuditRecorder } from '../../../src/runner/audit/recorder';

type Success = (position: GeolocationPosition) => void;
type Failure = (error: GeolocationPositionError) => void;

/** A scripted Geolocation: the test feeds fixes and errors to the watches it was asked for. */
function scriptedGeolocation() {
  const watches = new Map<number, { success: Success; failure: Failure }>();
  let next = 1;
  return {
    watches,
    watchPosition: vi.fn((success: Success, failure: Failure) => {
      watches.set(next, { success, failure });
      return next++;
    }),
    clearWatch: vi.fn((id: number) => void watches.delete(id)),
    fix(latitude: number, longitude: number, accuracy: number) {
      for (const watch of [...watches.values()])
        watch.success({
          coords: { latitude, longitude, accuracy, altitude: null },
          timestamp: Date.now(),
        } as GeolocationPosition);
    },
    fail(code: number) {
      const error = {
        code,
        PERMISSION_DENIED: 1,
        POSITION_UNAVAILABLE: 2,
        TIMEOUT: 3,
      } as GeolocationPositionError;
      for (const watch of [...watches.values()]) watch.failure(error);
    },
  };
}

const RESPONSE = 'r-location';
const START = Date.UTC(2026, 10, 26, 9, 0);

function recording() {
  let mono = 0;
  const recorder = new AuditRecorder(
    () => ({}),
    new AuditClock(
      () => mono,
      () => START,
    ),
  );
  const unregister = registerAuditSource(RESPONSE, recorder);
  const events = () => recorder.take().map((event, index) => ({ ...event, seq: index + 1, clock: 0 }));
  const pass = (ms: number) => {
    mono += ms;
  };
  return { recorder, unregister, events, pass };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("the GPS family's watch", () => {
  it('keeps the best fix, stops once one is within the wanted accuracy, and never reports after', () => {
    const geolocation = scriptedGeolocation();
    const better: number[] = [];
    const onEnd = vi.fn();
    watchBestFix({
      geolocation,
      wantedMetres: 20,
      waitSeconds: 30,
      onBetter: (fix) => better.push(fix.accuracy ?? -1),
      onEnd,
    });
    geolocation.fix(31.2, 121.4, 80);
    geolocation.fix(31.2, 121.4, 120); // worse: not kept
    geolocation.fix(31.2001, 121.4001, 12.4);
    expect(better).toEqual([80, 12]);
    expect(onEnd).toHaveBeenCalledWith({ reached: true, best: expect.objectContaining({ accuracy: 12 }) });
    expect(geolocation.clearWatch).toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('ends at the wait with the best so far, or says why there is none', () => {
    const slow = scriptedGeolocation();
    const kept = vi.fn();
    watchBestFix({ geolocation: slow, wantedMetres: 5, waitSeconds: 10, onEnd: kept });
    slow.fix(1, 2, 300);
    vi.advanceTimersByTime(10_000);
    expect(kept).toHaveBeenCalledWith(
      expect.objectContaining({ reached: false, failure: 'timeout', best: expect.anything() }),
    );

    const refused = scriptedGeolocation();
    const denied = vi.fn();
    watchBestFix({ geolocation: refused, wantedMetres: 5, waitSeconds: 10, onEnd: denied });
    refused.fail(1);
    expect(denied).toHaveBeenCalledWith({ reached: false, failure: 'denied' });

    const none = vi.fn();
    watchBestFix({ geolocation: undefined, wantedMetres: 5, waitSeconds: 10, onEnd: none });
    expect(none).toHaveBeenCalledWith({ reached: false, failure: 'unavailable' });
  });
});

describe("the interview's location fixes", () => {
  it('records the start fix when it is good enough and the end fix watched from the last page, before the end', () => {
    const geolocation = scriptedGeolocation();
    const { recorder, unregister, events, pass } = recording();
    const tracker = trackInterviewLocation(RESPONSE, { geolocation, wantedMetres: 30, waitSeconds: 30 });
    recorder.beforeEnd = () => tracker.settleEnd();
    recorder.opened(false);
    tracker.takeStart();
    geolocation.fix(39.9, 116.4, 60);
    pass(2_000);
    geolocation.fix(39.9001, 116.4001, 18);
    pass(60_000);
    tracker.watchEnd();
    geolocation.fix(39.91, 116.41, 45); // not yet within 30 m: the watch goes on, the best is kept
    recorder.end('Complete');
    unregister();
    const trail = events();
    expect(trail.map((event) => [event.kind, event.fix, event.accuracy])).toEqual([
      ['start', undefined, undefined],
      ['location', 'start', 18],
      ['location', 'end', 45],
      ['end', undefined, undefined],
    ]);
    // The wire's schema takes them as they are.
    const batch = { format: AUDIT_BATCH_FORMAT, anchors: [{ clock: 0, wallMs: START }], events: trail };
    expect(auditBatchSchema.safeParse(batch).success).toBe(true);
    expect(geolocation.watches.size).toBe(0);
  });

  it('records a refusal for each fix and never holds the interview up', () => {
    const geolocation = scriptedGeolocation();
    const { recorder, unregister, events } = recording();
    const tracker = trackInterviewLocation(RESPONSE, { geolocation });
    recorder.beforeEnd = () => tracker.settleEnd();
    tracker.takeStart();
    geolocation.fail(1);
    tracker.watchEnd();
    geolocation.fail(1);
    recorder.end('Complete');
    unregister();
    expect(events().map((event) => [event.kind, event.fix, event.failure])).toEqual([
      ['location-failed', 'start', 'denied'],
      ['location-failed', 'end', 'denied'],
      ['end', undefined, undefined],
    ]);
  });

  it('keeps a start fix still being watched for when the page closes, and takes no end fix off the last page', () => {
    const geolocation = scriptedGeolocation();
    const { recorder, unregister, events } = recording();
    const tracker = trackInterviewLocation(RESPONSE, { geolocation, wantedMetres: 10 });
    tracker.takeStart();
    geolocation.fix(22.5, 114.1, 90);
    tracker.close();
    recorder.leave();
    unregister();
    expect(events().map((event) => [event.kind, event.fix, event.accuracy])).toEqual([
      ['location', 'start', 90],
    ]);
    expect(geolocation.watches.size).toBe(0);
  });
});

describe('location events on the wire and on the server', () => {
  const anchors = [{ clock: 0, wallMs: START }];
  const event = (patch: Partial<AuditEvent>): AuditEvent => ({
    seq: 1,
    clock: 0,
    atMs: 5,
    kind: 'start',
    ...patch,
  });

  it('checks what each kind needs, and keeps a location event of before the setting readable', () => {
    const parse = (patch: Partial<AuditEvent>) =>
      auditBatchSchema.safeParse({ format: AUDIT_BATCH_FORMAT, anchors, events: [event(patch)] }).success;
    expect(parse({ kind: 'location', latitude: 1, longitude: 2, accuracy: 5 })).toBe(true);
    expect(parse({ kind: 'location', latitude: 1, longitude: 2, fix: 'end' })).toBe(true);
    expect(parse({ kind: 'location-failed', fix: 'start', failure: 'timeout' })).toBe(true);
    expect(parse({ kind: 'location-failed', fix: 'start' })).toBe(false);
    expect(parse({ kind: 'page-move', fromPage: 0, toPage: 1, move: 'next', fix: 'start' })).toBe(false);
  });

  it('writes and reads the role and reason in the one detail text', () => {
    expect(locationDetailOf({ fix: 'start' })).toBe('start');
    expect(locationDetailOf({ fix: 'end', failure: 'denied' })).toBe('end:denied');
    expect(locationDetailOf({})).toBeUndefined();
    expect(readLocationDetail('end:denied')).toEqual({ fix: 'end', failure: 'denied' });
    expect(readLocationDetail('next')).toEqual({});
    expect(readLocationDetail(null)).toEqual({});
  });

  it('derives the start and end location: a position beats a refusal, the first start and the last end count', () => {
    const stored = (patch: Partial<StoredLocationEvent>): StoredLocationEvent => ({
      kind: 'location',
      detail: 'start',
      latitude: 10,
      longitude: 20,
      accuracy: 8,
      atMs: START,
      ...patch,
    });
    const location = interviewLocationOf([
      stored({ kind: 'location-failed', detail: 'start:denied', latitude: null, longitude: null }),
      stored({ latitude: 11, atMs: START + 1 }),
      stored({ latitude: 12, atMs: START + 2 }),
      stored({ detail: null, latitude: 99 }), // a fix of before the setting: no role
      stored({ detail: 'end', latitude: 13, accuracy: null, atMs: START + 3 }),
      stored({ detail: 'end', latitude: 14, atMs: START + 4 }),
    ]);
    expect(location).toEqual({
      start: { latitude: 11, longitude: 20, accuracy: 8, atMs: START + 1 },
      end: { latitude: 14, longitude: 20, accuracy: 8, atMs: START + 4 },
    });
    expect(
      interviewLocationOf([stored({ kind: 'location-failed', detail: 'end:timeout', atMs: START })]),
    ).toEqual({ end: { failure: 'timeout', atMs: START } });
  });

  it('gives the export its eight columns, empty where there is no fix', () => {
    const labels = Object.fromEntries(LOCATION_COLUMNS.map((name) => [name, `label ${name}`]));
    const drafts = locationDrafts(labels as never);
    const response = {
      interviewLocation: {
        start: { latitude: 31.23, longitude: 121.47, accuracy: 12, atMs: Date.UTC(2026, 0, 2, 3, 4, 5) },
        end: { failure: 'denied' as const, atMs: START },
      },
    };
    expect(drafts.map((draft) => draft.wanted)).toEqual([...LOCATION_COLUMNS]);
    expect(drafts.map((draft) => draft.cell(response as never))).toEqual([
      31.23,
      121.47,
      12,
      '2026-01-02 03:04:05',
      null,
      null,
      null,
      null,
    ]);
    expect(drafts[0]?.decimals).toBe(6);
  });
});
