import type { SampleStatus } from '../../core/model';

/**
 * What one answer save came to, decided in ONE place for the page (sendSave.ts) and the service worker
 * (sw/saveQueue.ts), so that both retry and give up on exactly the same answers. Type-only imports and plain
 * reads: no zod, so the runner's main chunk and the worker stay small.
 */

/** Why a save is to be tried again: no answer at all (offline, timeout) or an answer saying "not now". */
export type SaveFailure = 'network' | 'server';

export type SaveOutcome =
  | { kind: 'acked'; ackSeq: number; sampleStatus: SampleStatus | null }
  | { kind: 'retry'; failure: SaveFailure }
  /** A retry will not fix it: `reason` is the envelope's data.reason (or the code), `message` its text. */
  | { kind: 'refused'; reason: string; message: string };

/** The envelope as read from a save's answer body; anything else (HTML of a proxy, nothing) is null. */
export interface SaveEnvelope {
  code?: unknown;
  message?: unknown;
  data?: { ackSeq?: unknown; sampleStatus?: unknown; reason?: unknown } | null;
}

/** No answer reached the device: the same for the page and the worker. */
export const NETWORK_FAILURE: SaveOutcome = { kind: 'retry', failure: 'network' };

/** Codes that mean "try again later": server trouble, the request taking too long, too many requests. */
function isTransient(code: number): boolean {
  return code >= 500 || code === 408 || code === 429;
}

/**
 * Judges the answer to a save of `seq`: HTTP status plus the parsed envelope (null when the body was not
 * one). An envelope's own code wins over the HTTP status (the server answers its refusals with both). A body
 * that is no envelope came from something between us and the server (a gateway's 502, a proxy's page): the
 * server did not take the save, so it is retried unless it is a plain client error (413 too large…).
 */
export function judgeSaveReply(status: number, envelope: SaveEnvelope | null, seq: number): SaveOutcome {
  const code = typeof envelope?.code === 'number' ? envelope.code : undefined;
  if (code === undefined) {
    if (status >= 400 && status < 500 && !isTransient(status))
      return { kind: 'refused', reason: `http ${status}`, message: '' };
    return { kind: 'retry', failure: 'server' };
  }
  if (code === 200) {
    const ackSeq = typeof envelope?.data?.ackSeq === 'number' ? envelope.data.ackSeq : seq;
    const sampleStatus =
      typeof envelope?.data?.sampleStatus === 'string' ? (envelope.data.sampleStatus as SampleStatus) : null;
    return { kind: 'acked', ackSeq, sampleStatus };
  }
  if (isTransient(code)) return { kind: 'retry', failure: 'server' };
  const reason = envelope?.data?.reason;
  return {
    kind: 'refused',
    reason: typeof reason === 'string' ? reason : `code ${code}`,
    message: typeof envelope?.message === 'string' ? envelope.message.slice(0, 500) : '',
  };
}

/** Reads a save's answer body as an envelope (null when it is not JSON or not an object). */
export async function readEnvelope(response: Response): Promise<SaveEnvelope | null> {
  const body: unknown = await response.json().catch(() => null);
  return body !== null && typeof body === 'object' ? (body as SaveEnvelope) : null;
}
