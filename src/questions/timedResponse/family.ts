import type { Question } from '../../core/model';
import type { FamilySlice } from '../slice';

export const family = {
  keys: {
    timedResponse: { order: 255, answer: true, design: true, results: true },
  },
} satisfies FamilySlice;

/** Items (descs) of one question: each is a trial, so a long list is a test of its own. */
export const MAX_TIMED_ITEMS = 20;

/**
 * The recording window after onset, in seconds (the designer's "longest recording"): the item's recording stops
 * by itself then, or earlier when the respondent says they are done. Naming and reading tasks answer within
 * 1–3 s; 60 s is the media family's longest recording too.
 */
export const TIMED_SECONDS_DEFAULT = 5;
export const TIMED_SECONDS_MIN = 1;
export const TIMED_SECONDS_MAX = 60;

/**
 * The level a sound must reach to count as the answer's start, in dB relative to full scale (RMS of one analysis
 * window). −40 dBFS lies well above a quiet room through a phone's microphone (about −60) and below speech at arm's
 * length (about −30 to −15); the designer can move it for noisy fieldwork.
 */
export const THRESHOLD_DB_DEFAULT = -40;
export const THRESHOLD_DB_MIN = -70;
export const THRESHOLD_DB_MAX = -10;

/**
 * The analysis window: the recording is cut into 10 ms windows and the first whose RMS reaches the threshold is
 * the start of the answer, so latencies are exact to one window (voice-key studies work at 1–10 ms).
 */
export const ANALYSIS_WINDOW_MS = 10;

/**
 * Recording starts this long before the stimulus is painted: a microphone's first tens of milliseconds are often
 * silent or clipped while it settles, and the analysis wants the item's onset well inside the recording.
 */
export const LEAD_IN_MS = 300;

/** What the designer sets (answerConfig.timed). */
export interface TimedSetup {
  /** The recording window after onset, whole seconds. */
  maxSeconds: number;
  /** The threshold in dBFS, whole decibels. */
  thresholdDb: number;
  /** Whether the respondent may record an item again (a new onset, a new recording, the old one dropped). */
  rerecord: boolean;
}

export const DEFAULT_TIMED_SETUP: TimedSetup = {
  maxSeconds: TIMED_SECONDS_DEFAULT,
  thresholdDb: THRESHOLD_DB_DEFAULT,
  rerecord: true,
};

/**
 * The setup as the views and rules read it, without zod (the runner's chunk and the logic worker carry none):
 * a field that is absent or not of its type reads as its default; `parseTimedSetup` says whether the stored
 * setup is well formed.
 */
export function readTimedSetup(question: Pick<Question, 'answerConfig'>): TimedSetup {
  const raw = question.answerConfig.timed;
  const value = (raw && typeof raw === 'object' ? raw : {}) as Partial<Record<keyof TimedSetup, unknown>>;
  return {
    maxSeconds: typeof value.maxSeconds === 'number' ? value.maxSeconds : DEFAULT_TIMED_SETUP.maxSeconds,
    thresholdDb: typeof value.thresholdDb === 'number' ? value.thresholdDb : DEFAULT_TIMED_SETUP.thresholdDb,
    rerecord: typeof value.rerecord === 'boolean' ? value.rerecord : DEFAULT_TIMED_SETUP.rerecord,
  };
}

/** Which field of a stored setup is wrong (absent means the defaults), or undefined when it is sound. */
export function timedSetupFault(raw: unknown): keyof TimedSetup | 'shape' | undefined {
  if (raw == null) return undefined;
  if (typeof raw !== 'object' || Array.isArray(raw)) return 'shape';
  const value = raw as Record<string, unknown>;
  const whole = (field: unknown, min: number, max: number) =>
    typeof field === 'number' && Number.isInteger(field) && field >= min && field <= max;
  if (!whole(value.maxSeconds, TIMED_SECONDS_MIN, TIMED_SECONDS_MAX)) return 'maxSeconds';
  if (!whole(value.thresholdDb, THRESHOLD_DB_MIN, THRESHOLD_DB_MAX)) return 'thresholdDb';
  if (typeof value.rerecord !== 'boolean') return 'rerecord';
  return undefined;
}
