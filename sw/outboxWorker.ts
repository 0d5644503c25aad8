/// <reference lib="webworker" />
import { runnerDb } from '../src/runner/db';
import {
  OUTBOX_SYNC_TAG,
  type ReplaySavesMessage,
  type ServiceWorkerSaveMessage,
} from '../src/runner/sync/messages';
import { type DrainSummary, drainOutbox, type SentEntry } from '../src/runner/sync/outboxDrain';
import { provideUploadSender } from '../src/runner/sync/outboxKinds';
import { globalFetch } from '../src/runner/sync/sendSave';
import { sendUpload } from '../src/runner/sync/uploadSend';
import { adoptOldSaveQueue, OLD_QUEUE_SYNC_TAG } from './oldSaveQueue';

/**
 * The service worker's side of the outbox (docs/architecture.md "Answering offline" 4): it drains the same
 * Dexie outbox the page sends from (src/runner/db.ts, opened here too), with the page's own steps
 * (src/runner/sync/outboxDrain.ts: the entry's lock, decideDelivery, the same bookkeeping), so what it
 * records is what the page would have:
 *  - on Background Sync (Chromium), tag OUTBOX_SYNC_TAG, which the page registers whenever a send is to be
 *    retried and when it is hidden with entries waiting: the browser fires it once the connection is back,
 *    also after every page is closed. A pass that leaves entries to retry fails the event, so the browser
 *    schedules another;
 *  - when a page asks ('replay-saves': it is going away with entries waiting), where there is no Background
 *    Sync (Safari, Firefox) the only chance after the page is gone;
 *  - once on activation, after moving what the old Workbox queue of earlier builds still held into the
 *    outbox (oldSaveQueue.ts): a sync is registered, so it goes when the connection allows.
 * Open pages are told what the worker delivered or what was refused (their live queries see it anyway).
 */
declare let self: ServiceWorkerGlobalScope;

// Captured files are sent by the worker too (bundled: no dynamic import in a service worker).
provideUploadSender(async () => sendUpload);

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

interface SyncRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

let draining: Promise<DrainSummary> | null = null;

/** One pass at a time: a trigger during a pass joins it. */
function drain(): Promise<DrainSummary> {
  draining ??= (async () => {
    const summary = await drainOutbox(runnerDb(), { transport: { fetch: globalFetch } });
    for (const sent of [...summary.delivered, ...summary.refused]) await tellPages(settledMessage(sent));
    return summary;
  })().finally(() => {
    draining = null;
  });
  return draining;
}

/** What the pages are told of a save the worker sent (other kinds: nothing yet). */
function settledMessage({ entry, delivery }: SentEntry): ServiceWorkerSaveMessage | undefined {
  if (entry.kind !== 'save') return undefined;
  if (delivery.verdict === 'refused') {
    const { reason, message } = delivery;
    return { type: 'save-refused', responseId: entry.responseId, seq: entry.seq, reason, message };
  }
  const data = (delivery.verdict === 'delivered' ? delivery.data : null) as { ackSeq?: unknown } | null;
  const ackSeq = typeof data?.ackSeq === 'number' ? data.ackSeq : entry.seq;
  return { type: 'save-ack', responseId: entry.responseId, ackSeq, sampleStatus: null };
}

async function tellPages(message: ServiceWorkerSaveMessage | undefined): Promise<void> {
  if (!message) return;
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage(message);
}

async function registerSync(): Promise<void> {
  try {
    await (self.registration as SyncRegistration).sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No Background Sync: the next page asks, or sends itself.
  }
}

/** Adopts the old queue (a no-op once done) and drains; a failure is logged and left for the next trigger. */
async function adoptAndDrain(): Promise<DrainSummary | undefined> {
  try {
    await adoptOldSaveQueue(self.indexedDB, runnerDb());
  } catch (error) {
    console.warn('The old save queue could not be read; it is kept for the next try', error);
  }
  try {
    return await drain();
  } catch (error) {
    console.warn('Draining the outbox failed; it stays on the device', error);
    return undefined;
  }
}

export function registerOutboxWorker(): void {
  self.addEventListener('activate', (event) => {
    event.waitUntil(
      adoptOldSaveQueue(self.indexedDB, runnerDb())
        .then((added) => (added > 0 ? registerSync() : undefined))
        .catch((error: unknown) => console.warn('The old save queue is kept for the next try', error)),
    );
  });

  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag !== OUTBOX_SYNC_TAG && sync.tag !== OLD_QUEUE_SYNC_TAG) return;
    sync.waitUntil(
      adoptAndDrain().then((summary) => {
        // Rejecting tells the browser to fire the event again later (with its own backoff).
        if (!summary || summary.retried.length > 0) throw new Error('Outbox entries are left to send');
      }),
    );
  });

  self.addEventListener('message', (event) => {
    const message = event.data as ReplaySavesMessage | undefined;
    if (message?.type !== 'replay-saves') return;
    event.waitUntil(
      adoptAndDrain().then((summary) => {
        if (!summary || summary.retried.length > 0 || summary.left > 0) return registerSync();
      }),
    );
  });
}
