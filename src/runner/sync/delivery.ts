/**
 * What one send of an outbox entry came to (docs/architecture.md "Answering offline"), decided in ONE place
 * for the page (saveSync.ts) and the service worker (sw/outboxWorker.ts), for every kind of entry: both retry
 * and refuse exactly the same answers, and wait the same time before trying again. Plain reads and no
 * imports: the service worker and the runner's main chunk take it without zod or React.
 *
 * The decision table (tests/unit/runner/delivery.test.ts goes through every row):
 *
 * | what came back                                   | verdict                                      |
 * |--------------------------------------------------|----------------------------------------------|
 * | nothing (offline, connection dropped, timeout)   | retry, 'network', backoff                    |
 * | envelope code 200                                | delivered (the envelope's data)              |
 * | envelope code 408, 429, ≥ 500 (503 newerFormat)  | retry, 'server', server backoff (429: ≥ its  |
 * |                                                  |   wait)                                      |
 * | envelope, any other code (400 invalidAnswers or  | refused: data.reason (else `code n`) and the |
 * |   a field, 403/404 surveyUnavailable, 404        |   server's message; kept on the device and   |
 * |   unknownVersion, 409 completedConflict, 413)    |   shown, never dropped                       |
 * | no envelope, HTTP 408, 429, ≥ 500, or 2xx/3xx    | retry, 'server', backoff (a gateway, a       |
 * |   (a proxy's or a captive portal's page)         |   captive portal: the server took nothing)   |
 * | no envelope, another HTTP 4xx (413 of a proxy…)  | refused: `http n`                            |
 *
 * The envelope's own code wins over the HTTP status: the server answers its refusals with both.
 */

/** How the send went, as far as the network is concerned. */
export type FetchReply =
  /** No answer at all: offline, the connection dropped, or none within the timeout. */
  | { kind: 'network-error' }
  | {
      kind: 'response';
      status: number;
      /** The parsed envelope; null when the body was none (HTML of a proxy, nothing). */
      envelope: ReplyEnvelope | null;
      /** The Retry-After header in seconds, when there was one. */
      retryAfterSeconds?: number;
    };

/** The envelope as read from an answer body ({code, message, data}, src/core/envelope.ts). */
export interface ReplyEnvelope {
  code?: unknown;
  message?: unknown;
  data?: unknown;
}

/**
 * The device no longer holds the file an upload entry would send (its blob gone, or a WeChat localId of an
 * earlier page life): a refusal made on the device, never retried, which the media view shows as "lost,
 * capture it again" (src/questions/media/runner/status.ts).
 */
export const FILE_LOST_REASON = 'fileLost';

export function fileLostReply(): FetchReply {
  return { kind: 'response', status: 410, envelope: { code: 410, data: { reason: FILE_LOST_REASON } } };
}

/** Why an entry is to be tried again: no answer at all, or an answer saying "not now". */
export type SendFailure = 'network' | 'server';

export type Delivery =
  /** The server took it; `data` is the envelope's data (a save's ackSeq and sample status…). */
  | { verdict: 'delivered'; data: unknown }
  /** Try again, not before `retryInMs` (the page's own timer keeps to it; a sync event or "back online" need not). */
  | { verdict: 'retry'; failure: SendFailure; retryInMs: number }
  /** A retry will not fix it: kept on the device with `reason` (data.reason or the code) and the server's words. */
  | { verdict: 'refused'; reason: string; message: string };

/** Backoff before the next try after `attempts` failed ones: 2 s, 4 s, 8 s … up to 5 minutes. */
export function backoffMs(attempts: number): number {
  return Math.min(2_000 * 2 ** Math.max(0, attempts - 1), 300_000);
}

/** Longest wait a server may ask for (a wrong Retry-After must not park answers for days). */
const MAX_ASKED_WAIT_MS = 3_600_000;

/** Codes that mean "try again later": server trouble, the request taking too long, too many requests. */
function isTransient(code: number): boolean {
  return code >= 500 || code === 408 || code === 429;
}

/**
 * The verdict on one send of an entry whose revision had failed `attemptsBefore` times before it, after
 * `serverFailuresBefore` answers in a row of a server saying "not now" (over this and earlier revisions). Pure:
 * the same reply gives the same verdict in the page and in the service worker.
 *
 * A network failure backs off by every failed attempt of the revision; a server failure only by the server
 * failures in a row among them.
 * A device offline for an hour has failed a dozen times and waits five minutes between tries, but the
 * connection's return sends at once; if the server then answers one 503, the next try is 2 s later, not five
 * minutes (a respondent's answers would otherwise wait long after a short outage).
 */
export function decideDelivery(
  reply: FetchReply,
  attemptsBefore: number,
  serverFailuresBefore = attemptsBefore,
): Delivery {
  const wait = backoffMs(attemptsBefore + 1);
  if (reply.kind === 'network-error') return { verdict: 'retry', failure: 'network', retryInMs: wait };
  // The server failures in a row of this revision: a new revision's tries start the count again (the run of
  // failures may go on from earlier revisions, and is told to the respondent, but a fresh change waits 2 s).
  const serverWait = backoffMs(Math.min(attemptsBefore, serverFailuresBefore) + 1);
  const { status, envelope } = reply;
  const code = typeof envelope?.code === 'number' ? envelope.code : undefined;
  if (code === undefined) {
    // Not our server's answer: something between us and it (a gateway's 502, a captive portal's page, even
    // with 200). The server did not take the entry, so it is tried again, unless a plain client error.
    if (status >= 400 && status < 500 && !isTransient(status))
      return { verdict: 'refused', reason: `http ${status}`, message: '' };
    return { verdict: 'retry', failure: 'server', retryInMs: retryWait(reply, serverWait) };
  }
  if (code === 200) return { verdict: 'delivered', data: envelope?.data ?? null };
  if (isTransient(code))
    return { verdict: 'retry', failure: 'server', retryInMs: retryWait(reply, serverWait) };
  const data = envelope?.data as { reason?: unknown } | null | undefined;
  const reason = typeof data?.reason === 'string' ? data.reason : `code ${code}`;
  const message = typeof envelope?.message === 'string' ? envelope.message.slice(0, 500) : '';
  return { verdict: 'refused', reason, message };
}

/** The backoff, or longer when the server said how long to wait (Retry-After, data.retryAfterSeconds). */
function retryWait(reply: Extract<FetchReply, { kind: 'response' }>, backoff: number): number {
  const data = reply.envelope?.data as { retryAfterSeconds?: unknown } | null | undefined;
  const asked =
    typeof data?.retryAfterSeconds === 'number' ? data.retryAfterSeconds : reply.retryAfterSeconds;
  if (typeof asked !== 'number' || !Number.isFinite(asked) || asked <= 0) return backoff;
  return Math.max(backoff, Math.min(asked * 1000, MAX_ASKED_WAIT_MS));
}

/** Reads a fetch Response into a FetchReply (the body as an envelope when it is a JSON object). */
export async function readReply(response: Response): Promise<FetchReply> {
  const body: unknown = await response.json().catch(() => null);
  const envelope = body !== null && typeof body === 'object' ? (body as ReplyEnvelope) : null;
  const retryAfter = Number(response.headers.get('retry-after') ?? Number.NaN);
  return Number.isFinite(retryAfter)
    ? { kind: 'response', status: response.status, envelope, retryAfterSeconds: retryAfter }
    : { kind: 'response', status: response.status, envelope };
}
