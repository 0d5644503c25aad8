import { acceptLanguage, getLanguage } from '../../shell/language';
import type { OutboxEntry, RunnerDatabase } from '../db';
import { dueEntries, markRefused, unsentEntries } from '../storage/outbox';
import { applyAck } from '../storage/responses';
import { OUTBOX_SYNC_TAG, REPLAY_SAVES, type ServiceWorkerSaveMessage } from './messages';
import { type EntryLock, type SendResult, sendEntry } from './outboxDrain';
import { provideUploadSender } from './outboxKinds';
import { type Fetch, globalFetch } from './sendSave';
import { backgroundWorkHeld } from './timedWork';

/**
 * The page's side of getting the outbox to the server (docs/architecture.md "Answering offline" 3–4). The
 * outbox in Dexie is the one queue and the truth: this loop sends its entries itself while the page is open —
 * on every change, on start, when the connection returns and on a backoff timer — so a page that no service
 * worker controls yet (first visit) or a browser without Background Sync still gets everything through.
 * When a send must be retried it registers a Background Sync (OUTBOX_SYNC_TAG), and when the page is hidden
 * with entries waiting it asks the service worker to drain: the worker then sends them, also after the page
 * is closed. Page and worker never send one entry at the same time (the entry's lock, outboxDrain.ts).
 */
// Captured files go out through tus-js-client, loaded with the page's first upload (./outboxKinds.ts).
provideUploadSender(async () => (await import('./uploadSend')).sendUpload);

export interface SaveSyncOptions {
  fetch?: Fetch;
  lock?: EntryLock;
  /** How often the backoff timer looks for due entries. */
  tickMs?: number;
}

export class SaveSync {
  private readonly inFlight = new Map<string, Promise<void>>();
  private readonly again = new Set<string>();
  private readonly fetch: Fetch;
  private readonly lock: EntryLock | undefined;
  private readonly tickMs: number;
  private timer: ReturnType<typeof setInterval> | undefined;
  private readonly listeners = new Set<() => void>();
  private stopped = false;

  constructor(
    private readonly db: RunnerDatabase,
    options: SaveSyncOptions = {},
  ) {
    this.fetch = options.fetch ?? globalFetch;
    this.lock = options.lock;
    this.tickMs = options.tickMs ?? 5_000;
  }

  /** Starts listening (online, hidden, service-worker messages, timer) and sends everything waiting. */
  start(): () => void {
    this.stopped = false;
    // A read of the outbox fails when the browser closes the database under it (it is reopened on the next
    // call): the next round reads it again, so the failure is only noted, never left unhandled.
    const settle = (round: Promise<void>) =>
      void round.catch((error: unknown) =>
        console.warn('Reading the outbox failed; the next round reads it again', error),
      );
    const onOnline = () => settle(this.flushAll());
    const onHidden = () => {
      if (document.visibilityState === 'hidden') settle(this.handOverToWorker());
    };
    const onPageHide = () => settle(this.handOverToWorker());
    const onMessage = (event: MessageEvent) =>
      void this.onWorkerMessage(event.data).catch((error: unknown) => {
        console.warn('Recording what the service worker sent failed; the entry stays queued', error);
      });
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    navigator.serviceWorker?.addEventListener('message', onMessage);
    this.timer = setInterval(() => settle(this.flushDue()), this.tickMs);
    settle(this.flushAll());
    return () => {
      this.stopped = true;
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      navigator.serviceWorker?.removeEventListener('message', onMessage);
      if (this.timer) clearInterval(this.timer);
    };
  }

  /** Called after every local change is committed: send that response's save now. */
  kick(responseId: string): Promise<void> {
    return this.sendOne(responseId);
  }

  /** Every entry not refused, ignoring backoff (start, back online). */
  async flushAll(): Promise<void> {
    const entries = await unsentEntries(this.db);
    await Promise.all(entries.map((entry) => this.sendOne(entry.id, entry)));
  }

  /** The timer's round: the entries whose backoff has passed (none while a timed question holds the page). */
  async flushDue(now = Date.now()): Promise<void> {
    if (this.stopped || backgroundWorkHeld()) return;
    const entries = await dueEntries(this.db, now);
    await Promise.all(entries.map((entry) => this.sendOne(entry.id, entry)));
  }

  /** Called when an ack or a refusal changed the bookkeeping (the page re-reads its live queries anyway). */
  onSettled(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * One send per entry at a time from this page; a change during a send sends again right after it. `seen`
   * is the entry as a round listed it: skipped if the worker tried it meanwhile (outboxDrain.ts).
   */
  private sendOne(id: string, seen?: OutboxEntry): Promise<void> {
    const running = this.inFlight.get(id);
    if (running) {
      if (!seen) this.again.add(id);
      return running;
    }
    const run = (async () => {
      try {
        let result = await this.sendNow(id, seen);
        while (this.again.has(id) && !this.stopped) {
          this.again.delete(id);
          result = await this.sendNow(id);
        }
        if (result.sent && result.delivery.verdict === 'retry') void requestBackgroundSync();
      } catch (error) {
        // The bookkeeping write failed (a full device, a closed database): the outbox entry is untouched, so
        // the next round sends it again and the server answers the replay without changing anything.
        console.warn('Recording a send outcome failed; the entry stays queued', error);
      } finally {
        this.again.delete(id);
        this.inFlight.delete(id);
      }
    })();
    this.inFlight.set(id, run);
    return run;
  }

  private async sendNow(id: string, seen?: OutboxEntry): Promise<SendResult> {
    const result = await sendEntry(this.db, id, {
      transport: { fetch: this.fetch, headers: { 'Accept-Language': acceptLanguage(getLanguage()) } },
      ...(this.lock ? { lock: this.lock } : {}),
      ...(seen ? { seen } : {}),
    });
    if (result.sent) for (const listener of this.listeners) listener();
    return result;
  }

  /**
   * The page is going away (or to the background) with entries waiting: the worker goes on with them. Also
   * called after a save written as the page went (the audit trail's: ../audit/trailSave.ts).
   */
  async handOverToWorker(): Promise<void> {
    if ((await unsentEntries(this.db)).length === 0) return;
    try {
      navigator.serviceWorker?.controller?.postMessage(REPLAY_SAVES);
    } catch {
      // No worker in control (first visit, private mode): the page sends when it is shown again.
    }
    void requestBackgroundSync();
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

/** Background Sync, where the browser has it (Chromium): the worker drains the outbox when the connection is back. */
interface SyncRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Asks for a sync event; nothing where there is no worker or no Background Sync (Safari, Firefox). */
export async function requestBackgroundSync(): Promise<void> {
  try {
    const registration = (await navigator.serviceWorker?.getRegistration()) as SyncRegistration | undefined;
    await registration?.sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // Refused (no permission, a worker not active yet): the page's own timer and the next start carry on.
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
