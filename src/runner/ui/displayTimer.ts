import type { DisplayTimeRecord, DisplayTimeRecords, TimedItem } from '../../core/validation/displayTime';

/** What the timer needs of the clock: performance.now and the page's timeouts (fake ones in the tests). */
export interface TimerClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserClock: TimerClock = {
  now: () => performance.now(),
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

/**
 * The countdown of one page's timed items (src/core/validation/displayTime.ts), started at the page's first
 * paint. ONE timeout at a time, set to the next whole second from the start: every item starts together and
 * its time is whole seconds, so the seconds shown and the ends fall on the same ticks. Each tick tells the
 * subscribers (the countdowns shown) and runs out the items whose time is up, in the order they were given.
 *
 * An item shown before (a page left early and shown again, a resumed response) continues from the time it
 * was shown already, so a record's shownMs adds up every showing and a run-out record always says at least
 * the item's time.
 */
export class DisplayTimer {
  private startedAt: number | undefined;
  private handle: unknown;
  private readonly ranOutAt = new Map<string, number>();
  private readonly listeners = new Set<() => void>();
  private stopped = false;
  private stoppedAt: number | undefined;

  constructor(
    private readonly items: readonly TimedItem[],
    private readonly earlier: DisplayTimeRecords,
    private readonly onRunOut: (item: TimedItem) => void,
    private readonly clock: TimerClock = browserClock,
  ) {}

  /** Starts counting (the page is painted). Items already run out before are left as they were. */
  start(): void {
    if (this.startedAt !== undefined || this.stopped) return;
    this.startedAt = this.clock.now();
    this.tick();
  }

  /**
   * Stops the timeout (the page is left): the records keep what was shown until now. A timer not started yet
   * is left as it is (React's strict mode runs an effect's cleanup once before the page is even painted).
   */
  stop(): void {
    if (this.stopped || this.startedAt === undefined) return;
    this.stopped = true;
    this.clock.clearTimeout(this.handle);
    this.handle = undefined;
    this.stoppedAt = this.clock.now();
  }

  /** Whole seconds left for an item (rounded up, as a countdown shows them); 0 once run out. */
  secondsLeft(id: string): number {
    const item = this.items.find((candidate) => candidate.id === id);
    if (!item) return 0;
    return Math.max(0, Math.ceil((this.remainingAtStart(item) - this.elapsed()) / 1000));
  }

  /** Whether this timer counts the item. */
  counts(id: string): boolean {
    return this.items.some((item) => item.id === id);
  }

  hasRunOut(id: string): boolean {
    return this.ranOutAt.has(id) || this.earlier[id]?.ranOut === true;
  }

  /** For useSyncExternalStore: told on every tick. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The records of this page's items: earlier showings plus this one (whole ms). */
  records(): Record<string, DisplayTimeRecord> {
    const records: Record<string, DisplayTimeRecord> = {};
    for (const item of this.items) {
      const before = this.earlier[item.id];
      if (before?.ranOut) {
        records[item.id] = before;
        continue;
      }
      const ranOutAt = this.ranOutAt.get(item.id);
      const shown = ranOutAt ?? this.elapsed();
      records[item.id] = {
        shownMs: Math.round((before?.shownMs ?? 0) + shown),
        ranOut: ranOutAt !== undefined,
      };
    }
    return records;
  }

  private elapsed(): number {
    if (this.startedAt === undefined) return 0;
    return (this.stoppedAt ?? this.clock.now()) - this.startedAt;
  }

  /** The item's time still to run when this showing started. */
  private remainingAtStart(item: TimedItem): number {
    return Math.max(0, item.ms - (this.earlier[item.id]?.shownMs ?? 0));
  }

  private tick(): void {
    this.handle = undefined;
    if (this.stopped || this.startedAt === undefined) return;
    const elapsed = this.elapsed();
    const due = this.items.filter(
      (item) => !this.hasRunOut(item.id) && elapsed >= this.remainingAtStart(item),
    );
    for (const item of due) this.ranOutAt.set(item.id, elapsed);
    for (const listener of this.listeners) listener();
    for (const item of due) {
      if (this.stopped) break;
      this.onRunOut(item);
    }
    if (this.stopped) return;
    const running = this.items.filter((item) => !this.hasRunOut(item.id));
    if (running.length === 0) return;
    // The next whole second from the start, or an item's end when it is sooner (a continued showing).
    const nextSecond = (Math.floor(elapsed / 1000) + 1) * 1000;
    const nextEnd = Math.min(...running.map((item) => this.remainingAtStart(item)));
    const at = nextEnd > elapsed ? Math.min(nextSecond, nextEnd) : nextSecond;
    this.handle = this.clock.setTimeout(() => this.tick(), Math.max(0, at - elapsed));
  }
}
