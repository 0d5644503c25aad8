import type { SaveAnswersRequest } from '../../core/api/answer';
import { acceptLanguage, getLanguage } from '../../shell/language';
import { judgeSaveReply, NETWORK_FAILURE, readEnvelope, type SaveOutcome } from './saveReply';

export type { SaveFailure, SaveOutcome } from './saveReply';

const SAVE_TIMEOUT_MS = 30_000;
/**
 * ANSWER_API.save of src/core/api/answer.ts, written out: importing the value would bring that module's zod
 * schemas (and zod) into the runner's main chunk. A unit test keeps the two equal.
 */
export const SAVE_PATH = '/api/survey-answer/save';

/**
 * Posts one whole-state save. It goes through `fetch`, so when a service worker controls the page a network
 * failure also leaves the save in the worker's queue (replayed even after the page is closed). Plain fetch
 * rather than the shell's `request`: the verdict needs the HTTP status as well as the envelope, and it is the
 * same verdict the service worker reaches on the same answer (judgeSaveReply). Saves need no session token.
 */
export async function sendSave(body: SaveAnswersRequest): Promise<SaveOutcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SAVE_TIMEOUT_MS);
  try {
    const response = await fetch(SAVE_PATH, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'Accept-Language': acceptLanguage(getLanguage()),
      },
      body: JSON.stringify(body),
      signal: controller.signal,
      credentials: 'same-origin',
    });
    return judgeSaveReply(response.status, await readEnvelope(response), body.seq);
  } catch {
    // Offline, the connection dropped, or no answer within the timeout.
    return NETWORK_FAILURE;
  } finally {
    clearTimeout(timer);
  }
}
