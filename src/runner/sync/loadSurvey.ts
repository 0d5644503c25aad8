import type { SavedProgress } from '../../core/api/answer';
import type { ReleaseWire } from '../../core/api/design';
import { ApiError, request } from '../../shell/api';
import type { RunnerDatabase, StoredRelease } from '../db';
import { currentRelease, keepRelease } from '../storage/releases';

/**
 * SURVEY_LOAD_API.load and SURVEY_UNAVAILABLE_REASONS of src/core/api/design.ts, written out so that the
 * runner's main chunk does not import that module's zod schemas; a unit test keeps them equal.
 */
export const LOAD_PATH = '/api/survey-answer/load';
export const UNAVAILABLE_REASONS = ['notFound', 'notPublished', 'ended'] as const;
export type UnavailableReason = (typeof UNAVAILABLE_REASONS)[number];

export interface LoadQuery {
  surveyId: string;
  userId?: string;
  queryType?: string;
  screenId?: string;
}

export type LoadResult =
  | {
      kind: 'ready';
      release: StoredRelease;
      fromNetwork: boolean;
      /** The server's copy of this respondent's latest response (a userId in the link), for another device. */
      saved?: SavedProgress;
      /** The release `saved` was given under, when the survey was published again since. */
      savedRelease?: ReleaseWire;
    }
  /** The server says no: not found, not published, ended. */
  | { kind: 'unavailable'; reason: UnavailableReason }
  /** No network and never seen on this device. */
  | { kind: 'offline' }
  | { kind: 'error' };

const LOAD_TIMEOUT_MS = 15_000;

/**
 * Network first, Dexie as the fallback (DESIGN.md "Answering offline" 1): a fresh release is kept before it is
 * used, so the next visit opens with no connection. A refusal from the server wins over the local copy (an
 * ended survey stays ended); only a failed network falls back to it. The release is not parsed here: the logic
 * worker parses it with the core schemas, off the main thread.
 */
export async function loadSurvey(db: RunnerDatabase, query: LoadQuery): Promise<LoadResult> {
  try {
    const data = (await request(LOAD_PATH, {
      params: { ...query },
      silent: true,
      trackPending: false,
      unauthorized: 'fail',
      timeout: LOAD_TIMEOUT_MS,
    })) as {
      release?: ReleaseWire;
      surveyAnswer?: SavedProgress | null;
      answerRelease?: ReleaseWire | null;
    } | null;
    if (!data?.release || typeof data.release.version !== 'number')
      return fallback(db, query.surveyId, 'error');
    try {
      const saved = data.surveyAnswer ?? undefined;
      const savedRelease = data.answerRelease ?? undefined;
      return {
        kind: 'ready',
        release: await keepRelease(db, data.release),
        fromNetwork: true,
        ...(saved && { saved }),
        ...(savedRelease && { savedRelease }),
      };
    } catch {
      // The device could not keep it (full?): answer from memory; saving the answers will say what is wrong.
      const release = {
        surveyId: data.release.surveyId,
        version: data.release.version,
        wire: data.release,
        surveyName: data.release.survey.surveyName,
        fetchedAt: Date.now(),
      };
      return { kind: 'ready', release, fromNetwork: true };
    }
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'server') {
      const reason = (error.data as { reason?: unknown } | null)?.reason;
      if (typeof reason === 'string' && (UNAVAILABLE_REASONS as readonly string[]).includes(reason)) {
        return { kind: 'unavailable', reason: reason as UnavailableReason };
      }
      if (error.code === 404) return { kind: 'unavailable', reason: 'notFound' };
      return fallback(db, query.surveyId, 'error');
    }
    return fallback(db, query.surveyId, 'offline');
  }
}

async function fallback(
  db: RunnerDatabase,
  surveyId: string,
  otherwise: 'offline' | 'error',
): Promise<LoadResult> {
  const stored = await currentRelease(db, surveyId).catch(() => undefined);
  if (stored) return { kind: 'ready', release: stored, fromNetwork: false };
  return { kind: otherwise };
}
