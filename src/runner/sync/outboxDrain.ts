import type { OutboxEntry, RunnerDatabase } from '../db';
import { markAttemptFailed, markRefused, unsentEntries } from '../storage/outbox';
import { type Delivery, decideDelivery } from './delivery';
import { handlerOf, type Transport } from './outboxKinds';

/**
 * Sending the outbox's entries, for the page (saveSync.ts, while it is open) and the service worker
 * (sw/outboxWorker.ts: on Background Sync, when a page asks, when it starts), with the same steps: take the
 * entry's lock, read the entry again, send it as it is, judge the reply (decideDelivery), record the outcome.
 *
 * Page and worker never send one entry at the same time. Each send holds a Web Lock named after the entry
 * (navigator.locks: shared by the pages and the service worker of the origin, and released by the browser
 * when its holder dies, so a closed page or a stopped worker never leaves an entry locked, which a lease
 * stored in Dexie would, until it expired). Whoever waited for the lock reads the entry again: gone means the
 * other side delivered it; the same revision with more attempts means the other side just tried it and its
 * backoff stands (a drain sends it only if nobody did meanwhile). Where a browser has no Web Locks (Safari
 * before 15.4) the two may still overlap; that is harmless, only wasteful: a save is whole-state and the
 * server stores it once per response and sequence (server/answers: a seq ≤ its ackSeq is answered as
 * acknowledged and changes nothing), so sending it twice gives the same answer twice.
 */

/** Runs `work` holding the entry's lock (waiting for it). */
export type EntryLock = <T>(id: string, work: () => Promise<T>) => Promise<T>;

/** The origin's Web Lock for an entry, or none where the browser has no Web Locks (see above). */
export const webEntryLock: EntryLock = (id, work) => {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(`wenda-outbox:${id}`, work) : work();
};

export interface SendOptions {
  transport: Transport;
  lock?: EntryLock;
  /**
   * The revision and attempts the caller saw when it chose to send this entry: if someone tried that
   * revision since, this send is skipped. Without it the entry is sent as it is now (a change was just made).
   */
  seen?: Pick<OutboxEntry, 'seq' | 'attempts'>;
  now?: () => number;
}

export type SendResult =
  | { sent: true; entry: OutboxEntry; delivery: Delivery }
  | { sent: false; why: 'gone' | 'refused' | 'tried meanwhile' | 'unknown kind' };

/** Sends the outbox entry `id` once, under its lock, and records the verdict. */
export async function sendEntry(db: RunnerDatabase, id: string, options: SendOptions): Promise<SendResult> {
  const lock = options.lock ?? webEntryLock;
  const now = options.now ?? Date.now;
  return lock(id, async (): Promise<SendResult> => {
    const entry = await db.outbox.get(id);
    if (!entry) return { sent: false, why: 'gone' };
    if (entry.refusedReason) return { sent: false, why: 'refused' };
    const { seen } = options;
    if (seen && entry.seq === seen.seq && entry.attempts !== seen.attempts)
      return { sent: false, why: 'tried meanwhile' };
    const handler = handlerOf(entry);
    if (!handler) return { sent: false, why: 'unknown kind' };
    const reply = await handler.send(entry, options.transport, db);
    const delivery = decideDelivery(reply, entry.attempts, entry.serverFailures ?? 0);
    if (delivery.verdict === 'delivered') await handler.delivered(db, entry, delivery.data);
    else if (delivery.verdict === 'retry')
      await markAttemptFailed(db, entry.id, entry.seq, delivery.failure, now(), delivery.retryInMs);
    else await markRefused(db, entry.id, entry.seq, delivery.reason, delivery.message);
    return { sent: true, entry, delivery };
  });
}

/** An entry sent in a pass, as it was sent, with the verdict. */
export type SentEntry = Extract<SendResult, { sent: true }>;

export interface DrainSummary {
  delivered: SentEntry[];
  refused: SentEntry[];
  /** Entries tried and left for later: a network failure ends the pass, so this holds at most one of those. */
  retried: SentEntry[];
  /** Entries not tried in this pass (another sender had them, an unknown kind, the pass ended early). */
  left: number;
}

/**
 * One pass over every entry not refused, backing off or not (the service worker's: a sync event means the
 * connection is back, a page asking means it wants them out), one at a time. The first network failure ends
 * the pass: the rest would fail the same way, and the next trigger takes them.
 */
export async function drainOutbox(
  db: RunnerDatabase,
  options: Omit<SendOptions, 'seen'>,
): Promise<DrainSummary> {
  const summary: DrainSummary = { delivered: [], refused: [], retried: [], left: 0 };
  const entries = await unsentEntries(db);
  for (let index = 0; index < entries.length; index++) {
    const seen = entries[index] as OutboxEntry;
    const result = await sendEntry(db, seen.id, { ...options, seen });
    if (!result.sent) {
      summary.left++;
      continue;
    }
    const { delivery } = result;
    if (delivery.verdict === 'delivered') summary.delivered.push(result);
    else if (delivery.verdict === 'refused') summary.refused.push(result);
    else {
      summary.retried.push(result);
      if (delivery.failure === 'network') {
        summary.left += entries.length - index - 1;
        break;
      }
    }
  }
  return summary;
}
