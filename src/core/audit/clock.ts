/**
 * The monotonic clock of one page life's audit events (./events.ts): the wall clock is read ONCE, at the
 * anchor; every event after is the monotonic clock's distance from it. performance.now() never goes back
 * and ignores changes of the device's time, so durations stay right when the wall clock jumps.
 */
export class AuditClock {
  readonly wallMs: number;
  private readonly monoStart: number;

  constructor(
    private readonly mono: () => number = () => performance.now(),
    wall: () => number = () => Date.now(),
  ) {
    this.monoStart = mono();
    this.wallMs = wall();
  }

  /** Milliseconds since the anchor, to a tenth (the browser's own resolution is coarser). */
  now(): number {
    return Math.max(0, Math.round((this.mono() - this.monoStart) * 10) / 10);
  }
}
