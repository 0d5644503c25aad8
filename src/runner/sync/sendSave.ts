import type { SaveAnswersRequest } from '../../core/api/answer';
import { type FetchReply, readReply } from './delivery';

const SAVE_TIMEOUT_MS = 30_000;
/**
 * ANSWER_API.save of src/core/api/answer.ts, written out: importing the value would bring that module's zod
 * schemas (and zod) into the runner's main chunk and the service worker. A unit test keeps the two equal.
 */
export const SAVE_PATH = '/api/survey-answer/save';

/** The fetch the outbox sends with: the page's or the service worker's own, a fake one in tests. */
export type Fetch = (input: string, init: RequestInit) => Promise<Response>;

/** The global fetch, called as a plain function (taken as a method of another object it throws). */
export const globalFetch: Fetch = (input, init) => fetch(input, init);

/**
 * Posts one whole-state save and tells what came back, for decideDelivery (./delivery.ts). Plain fetch rather
 * than the shell's `request`: the verdict needs the HTTP status as well as the envelope. Saves need no
 * session token. `headers` are the page's (its Accept-Language); the service worker leaves the browser's.
 */
export function postSave(
  body: SaveAnswersRequest,
  send: Fetch = globalFetch,
  headers: Record<string, string> = {},
): Promise<FetchReply> {
  return postEntry(SAVE_PATH, body, send, headers);
}

/** Posts an outbox entry's JSON body (a save, an interview's discard) and reads the reply, with a timeout. */
export async function postEntry(
  path: string,
  body: unknown,
  send: Fetch,
  headers: Record<string, string> = {},
): Promise<FetchReply> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SAVE_TIMEOUT_MS);
  try {
    const response = await send(path, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: controller.signal,
      credentials: 'same-origin',
    });
    return await readReply(response);
  } catch {
    // Offline, the connection dropped, or no answer within the timeout.
    return { kind: 'network-error' };
  } finally {
    clearTimeout(timer);
  }
}
