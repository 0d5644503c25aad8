import type { SaveAnswersRequest } from '../../core/api/answer';
import type { SampleStatus } from '../../core/model';
import { ApiError, request } from '../../shell/api';

/** How a save ended: acknowledged, to be retried (network, server trouble), or refused for good. */
export type SaveOutcome =
  | { kind: 'acked'; ackSeq: number; sampleStatus: SampleStatus | null }
  | { kind: 'retry' }
  | { kind: 'refused'; reason: string };

const SAVE_TIMEOUT_MS = 30_000;
/**
 * ANSWER_API.save of src/core/api/answer.ts, written out: importing the value would bring that module's zod
 * schemas (and zod) into the runner's main chunk. A unit test keeps the two equal.
 */
export const SAVE_PATH = '/api/survey-answer/save';

/**
 * Posts one whole-state save. It goes through `fetch`, so when a service worker controls the page a network
 * failure also leaves the save in the worker's queue (replayed even after the page is closed). The answer is
 * read without zod: the runner's main chunk stays free of it, and only two fields matter.
 */
export async function sendSave(body: SaveAnswersRequest): Promise<SaveOutcome> {
  try {
    const data = (await request(SAVE_PATH, {
      method: 'POST',
      body,
      silent: true,
      trackPending: false,
      unauthorized: 'fail',
      timeout: SAVE_TIMEOUT_MS,
    })) as { ackSeq?: unknown; sampleStatus?: unknown } | null;
    const ackSeq = typeof data?.ackSeq === 'number' ? data.ackSeq : body.seq;
    const sampleStatus = typeof data?.sampleStatus === 'string' ? (data.sampleStatus as SampleStatus) : null;
    return { kind: 'acked', ackSeq, sampleStatus };
  } catch (error) {
    if (!(error instanceof ApiError) || error.kind !== 'server') return { kind: 'retry' };
    // Server trouble and rate limits pass; a refusal with a reason (or another 4xx) will not be fixed by a retry.
    if (error.code >= 500 || error.code === 429 || error.code === 408) return { kind: 'retry' };
    const reason = (error.data as { reason?: unknown } | null)?.reason;
    return { kind: 'refused', reason: typeof reason === 'string' ? reason : `code ${error.code}` };
  }
}
