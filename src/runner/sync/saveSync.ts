import type { OutboxEntry, RunnerDatabase } from '../db';
import { applyAck, dueSaves, markAttemptFailed, markRefused, unsentSaves } from '../storage/responses';
import { REPLAY_SAVES, type ServiceWorkerSaveMessage } from './messages';
import { type SaveOutcome, sendSave } from './sendSave';

/**
 * The page's side of getting saves to the server (docs/architecture.md "Answering offline" 3–4). The outbox in Dexie is
 * the truth: a response whose seq is above its ackSeq has a save due. This loop sends due saves itself —
 * so a page that no service worker controls yet (first visit) still gets everything through — and asks the
 * service worker to replay its queue on start, on `online` and on the timer, because most phone browsers
 * have no Background Sync. Sends are whole-state and idempotent (the server ignores seq ≤ ackSeq), so the
 * page and the worker sending the same save twice is harmless.
 */
export interface SaveSyncOptions {
  send?: (body: OutboxEntry['body']) => Promise<SaveOutcome>;
  /** How often the backoff timer looks for due saves. */
  tickMs?: number;
}

export class SaveSync {
  private readonly inFlight = new Map<string, Promise<void>>();
  private readonly again = new Set<string>();
  private readonly send: (body: OutboxEntry['body']) => Promise<SaveOutcome>;
  private readonly tickMs: number;
  private timer: ReturnType<typeof setInterval> | undefined;
  private readonly listeners = new Set<() => void>();
  private stopped = false;

  constructor(
    private readonly db: RunnerDatabase,
    options: SaveSyncOptions = {},
  ) {
    this.send = options.send ?? sendSave;
    this.tickMs = options.tickMs ?? 5_000;
  }

  /** Starts listening (online, service-worker messages, timer) and sends everything waiting. */
  start(): () => void {
    this.stopped = false;
    const onOnline = () => void this.flushAll();
    const onMessage = (event: MessageEvent) =>
      void this.onWorkerMessage(event.data).catch((error: unknown) => {
        // As in sendOne: the outbox keeps the save, and the next round settles it.
        console.warn('Recording a replayed save failed; the save stays queued', error);
      });
    window.addEventListener('online', onOnline);
    navigator.serviceWorker?.addEventListener('message', onMessage);
    this.timer = setInterval(() => void this.flushDue(), this.tickMs);
    void this.flushAll();
    return () => {
      this.stopped = true;
      window.removeEventListener('online', onOnline);
      navigator.serviceWorker?.removeEventListener('message', onMessage);
      if (this.timer) clearInterval(this.timer);
    };
  }

  /** Called after every local change is committed: send that response's save now. */
  kick(responseId: string): Promise<void> {
    return this.sendOne(responseId);
  }

  /** Every unacknowledged save, ignoring backoff (start, back online); and the worker replays its queue. */
  async flushAll(): Promise<void> {
    askWorkerToReplay();
    const entries = await unsentSaves(this.db);
    await Promise.all(entries.map((entry) => this.sendOne(entry.responseId)));
  }

  /** The timer's round: the saves whose backoff has passed. */
  async flushDue(now = Date.now()): Promise<void> {
    if (this.stopped) return;
    const entries = await dueSaves(this.db, now);
    if (entries.length === 0) return;
    askWorkerToReplay();
    await Promise.all(entries.map((entry) => this.sendOne(entry.responseId)));
  }

  /** Called when an ack or a refusal changed the bookkeeping (the page re-reads its live queries anyway). */
  onSettled(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** One send per response at a time; a change during a send sends again right after it. */
  private sendOne(responseId: string): Promise<void> {
    const running = this.inFlight.get(responseId);
    if (running) {
      this.again.add(responseId);
      return running;
    }
    const run = (async () => {
      try {
        do {
          this.again.delete(responseId);
          const entry = await this.db.outbox.get(responseId);
          if (!entry || entry.refusedReason) return;
          await this.deliver(entry);
        } while (this.again.has(responseId) && !this.stopped);
      } catch (error) {
        // The bookkeeping write failed (a full device, a closed database): the outbox row is untouched, so
        // the next round sends it again and the server answers the replay without changing anything.
        console.warn('Recording a save outcome failed; the save stays queued', error);
      } finally {
        this.inFlight.delete(responseId);
      }
    })();
    this.inFlight.set(responseId, run);
    return run;
  }

  private async deliver(entry: OutboxEntry): Promise<void> {
    const outcome = await this.send(entry.body);
    if (outcome.kind === 'acked')
      await applyAck(this.db, entry.responseId, outcome.ackSeq, outcome.sampleStatus);
    else if (outcome.kind === 'retry')
      await markAttemptFailed(this.db, entry.responseId, entry.seq, outcome.failure);
    else await markRefused(this.db, entry.responseId, entry.seq, outcome.reason, outcome.message);
    for (const listener of this.listeners) listener();
  }

  private async onWorkerMessage(message: ServiceWorkerSaveMessage | undefined): Promise<void> {
    if (!message || typeof message !== 'object') return;
    // The worker has already recorded these in the same database (applyAck and markRefused are idempotent);
    // recording them again covers a worker of an older build that only told the pages.
    if (message.type === 'save-ack') {
      await applyAck(this.db, message.responseId, message.ackSeq, message.sampleStatus);
    } else if (message.type === 'save-refused') {
      await markRefused(this.db, message.responseId, message.seq, message.reason, message.message);
    } else {
      return;
    }
    for (const listener of this.listeners) listener();
  }
}

function askWorkerToReplay(): void {
  try {
    navigator.serviceWorker?.controller?.postMessage(REPLAY_SAVES);
  } catch {
    // No worker in control (first visit, private mode): the page's own sends carry everything.
  }
}

let shared: SaveSync | undefined;
let stopShared: (() => void) | undefined;

/** The page's one sync loop, started on first use and kept for the page's life (it also serves /answerend). */
export function pageSaveSync(db: RunnerDatabase): SaveSync {
  if (!shared) {
    shared = new SaveSync(db);
    stopShared = shared.start();
  }
  return shared;
}

/** For tests: stop the shared loop. */
export function stopPageSaveSync(): void {
  stopShared?.();
  shared = undefined;
  stopShared = undefined;
}
