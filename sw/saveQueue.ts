/// <reference lib="webworker" />
import { Queue } from 'workbox-background-sync';
import type { WorkboxPlugin } from 'workbox-core';
import { runnerDb } from '../src/runner/db';
import { applyAck, markAttemptFailed, markRefused } from '../src/runner/storage/responses';
import type { ServiceWorkerSaveMessage } from '../src/runner/sync/messages';
import {
  judgeSaveReply,
  NETWORK_FAILURE,
  readEnvelope,
  type SaveOutcome,
} from '../src/runner/sync/saveReply';

/**
 * The queue of answer saves that failed on the network (docs/architecture.md "Answering offline" 4). It is workbox's
 * background-sync Queue (IndexedDB), replayed:
 *  - on the `sync` event where the browser has Background Sync (Chromium), also after the page is closed;
 *  - when a page asks (`replay-saves`: on load, on `online`, on its backoff timer), because Safari and
 *    Firefox have no Background Sync;
 *  - and, by workbox itself, when the worker starts in a browser without it.
 * Saves are whole-state with a growing seq and the server ignores seq ≤ its ackSeq, so replaying stale ones
 * is harmless; a replay still coalesces to the newest save of each response before sending anything.
 * What the server answered is judged as the page judges it (judgeSaveReply) and recorded in the runner's own
 * database with the page's functions (applyAck, markRefused, markAttemptFailed), so the device's
 * acknowledgement is current even when no page is open; open pages are told as well.
 */
declare let self: ServiceWorkerGlobalScope;

export const SAVE_PATH = '/api/survey-answer/save';
const QUEUE_NAME = 'wenda-saves';

interface Pending {
  entry: Awaited<ReturnType<Queue['shiftRequest']>> & object;
  responseId: string;
  seq: number;
}

let replaying: Promise<void> | null = null;

const queue = new Queue(QUEUE_NAME, {
  // A week: a field interviewer may be offline for days; the page's own outbox keeps everything anyway.
  maxRetentionTime: 7 * 24 * 60,
  onSync: async () => {
    // Thrown errors tell the browser the sync failed, so it schedules another.
    await replaySaves();
  },
});

/** What BackgroundSyncPlugin does, with our queue, so that the same queue also replays on request. */
export const queueFailedSaves: WorkboxPlugin = {
  fetchDidFail: async ({ request }) => {
    await queue.pushRequest({ request });
    await announceQueueSize();
  },
};

/** Replays the queue once at a time; a request during a replay joins it. */
export function replaySaves(): Promise<void> {
  replaying ??= drain().finally(() => {
    replaying = null;
  });
  return replaying;
}

async function drain(): Promise<void> {
  const newest = new Map<string, Pending>();
  for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) {
    const body = (await entry.request
      .clone()
      .json()
      .catch(() => null)) as { responseId?: unknown; seq?: unknown } | null;
    if (typeof body?.responseId !== 'string' || typeof body.seq !== 'number') continue; // not a save: drop
    const known = newest.get(body.responseId);
    if (!known || known.seq < body.seq)
      newest.set(body.responseId, { entry, responseId: body.responseId, seq: body.seq });
  }
  const pending = [...newest.values()];
  for (let index = 0; index < pending.length; index++) {
    const { entry, responseId, seq } = pending[index]!;
    let outcome: SaveOutcome;
    let status = 0;
    try {
      const response = await fetch(entry.request.clone());
      status = response.status;
      outcome = judgeSaveReply(status, await readEnvelope(response), seq);
    } catch {
      outcome = NETWORK_FAILURE;
    }
    if (outcome.kind === 'acked') {
      await record(() => applyAck(runnerDb(), responseId, outcome.ackSeq, outcome.sampleStatus));
      await tellPages({
        type: 'save-ack',
        responseId,
        ackSeq: outcome.ackSeq,
        sampleStatus: outcome.sampleStatus,
      });
    } else if (outcome.kind === 'refused') {
      await record(() => markRefused(runnerDb(), responseId, seq, outcome.reason, outcome.message));
      await tellPages({
        type: 'save-refused',
        responseId,
        seq,
        reason: outcome.reason,
        message: outcome.message,
      });
    } else {
      // Offline or server trouble: keep this save and the rest for the next replay (the thrown error tells
      // the browser's Background Sync to schedule another).
      await record(() => markAttemptFailed(runnerDb(), responseId, seq, outcome.failure));
      await putBack(pending.slice(index));
      throw new Error(`save replay failed (${outcome.failure}, HTTP ${status})`);
    }
  }
  await announceQueueSize();
}

/**
 * Writes the outcome to the runner's database. A failure to write (a full device, a page holding an older
 * database version open) must not stop the queue: the page's outbox still holds the save and settles it.
 */
async function record(write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    console.warn('The service worker could not record a save outcome; the page will', error);
  }
}

async function putBack(rest: readonly Pending[]): Promise<void> {
  // Back at the front, in their order, so that later pushes stay behind them.
  for (const item of [...rest].reverse()) await queue.unshiftRequest(item.entry);
  await announceQueueSize();
}

async function announceQueueSize(): Promise<void> {
  const size = (await queue.getAll()).length;
  await tellPages({ type: 'save-queue', size });
}

async function tellPages(message: ServiceWorkerSaveMessage): Promise<void> {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage(message);
}
