import type { OutboxEntryBase } from '../db';

/**
 * What the page tells the respondent about a response's waiting save (./outbox.ts keeps the entries' state
 * this reads): apart, so that the answer page's first load carries none of the outbox's code.
 */

/** Server failures in a row after which the respondent is told (a reachable server, not an offline phone). */
export const SERVER_FAILURES_TO_TELL = 3;

/** What the respondent must be told about a response's waiting save, beyond "waiting to be sent". */
export type SaveTrouble =
  | { kind: 'refused'; reason: string; message: string }
  /** The server is reachable but keeps answering with errors. */
  | { kind: 'failing' };

export function saveTrouble(
  entry:
    | Pick<OutboxEntryBase, 'refusedReason' | 'refusedMessage' | 'lastFailure' | 'serverFailures'>
    | undefined,
): SaveTrouble | undefined {
  if (!entry) return undefined;
  if (entry.refusedReason) {
    return { kind: 'refused', reason: entry.refusedReason, message: entry.refusedMessage ?? '' };
  }
  if (entry.lastFailure === 'server' && (entry.serverFailures ?? 0) >= SERVER_FAILURES_TO_TELL)
    return { kind: 'failing' };
  return undefined;
}
