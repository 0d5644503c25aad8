import type { OutboxEntry, RunnerDatabase } from '../db';
import { backoffMs, type SendFailure } from '../sync/delivery';

/**
 * The bookkeeping of the outbox's entries, whatever their kind (docs/architecture.md "Answering offline"):
 * which are due, and what a failed or refused send leaves on them. The page and the service worker record
 * through these same functions, so the device shows the same state whoever sent. Entries go only when the
 * server took them (for a save: applyAck in ./responses.ts); a refusal keeps them.
 */

/** Entries to send now: not refused, not backing off. */
export function dueEntries(db: RunnerDatabase, now = Date.now()): Promise<OutboxEntry[]> {
  return db.outbox.filter((entry) => !entry.refusedReason && entry.nextAttemptAt <= now).toArray();
}

/** Every entry not refused, backing off or not (app start, back online, a sync event). */
export function unsentEntries(db: RunnerDatabase): Promise<OutboxEntry[]> {
  return db.outbox.filter((entry) => !entry.refusedReason).toArray();
}

/**
 * A send of revision `seq` of entry `id` failed, on the network or with a server error: back off for
 * `retryInMs` (the verdict's: src/runner/sync/delivery.ts; by default the usual backoff) unless a newer change
 * already replaced the revision, and record which failure, so the page can tell "waiting for a connection"
 * from "the server keeps failing". Server failures are counted in a row; a network failure ends the run.
 */
export async function markAttemptFailed(
  db: RunnerDatabase,
  id: string,
  seq: number,
  failure: SendFailure = 'network',
  now = Date.now(),
  retryInMs?: number,
): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    const entry = await db.outbox.get(id);
    if (!entry) return;
    const serverFailures = failure === 'server' ? (entry.serverFailures ?? 0) + 1 : 0;
    if (entry.seq !== seq) {
      // A newer change is waiting to go out at once; the failure still counts in the run.
      await db.outbox.update(id, { lastFailure: failure, serverFailures });
      return;
    }
    const attempts = entry.attempts + 1;
    await db.outbox.update(id, {
      attempts,
      nextAttemptAt: now + (retryInMs ?? backoffMs(attempts)),
      lastFailure: failure,
      serverFailures,
    });
  });
}

/**
 * The server refused revision `seq` of entry `id` for a reason a retry cannot fix: keep it, stop sending it
 * until the next change. `message` is the server's own text for it, shown to the respondent.
 */
export async function markRefused(
  db: RunnerDatabase,
  id: string,
  seq: number,
  reason: string,
  message = '',
): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    const entry = await db.outbox.get(id);
    if (entry && entry.seq === seq)
      await db.outbox.update(id, { refusedReason: reason, refusedMessage: message });
  });
}
