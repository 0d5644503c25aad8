import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TimedItem } from '../../../src/core/validation/displayTime';
import { DisplayTimer, type TimerClock } from '../../../src/runner/ui/displayTimer';

const clock: TimerClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};
const page: TimedItem = { id: 'p1', ms: 2000, end: 'next', covers: ['q1'] };
const stimulus: TimedItem = { id: 'q2', ms: 3000, end: 'hide', covers: ['q2'] };

describe('DisplayTimer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts whole seconds down from the start and runs each item out at its time, once', () => {
    const ranOut: string[] = [];
    const timer = new DisplayTimer([page, stimulus], {}, (item) => ranOut.push(item.id), clock);
    const ticks = vi.fn();
    timer.subscribe(ticks);
    expect(timer.secondsLeft('p1')).toBe(2);
    timer.start();
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(999);
    expect(timer.secondsLeft('p1')).toBe(2);
    vi.advanceTimersByTime(1);
    expect(timer.secondsLeft('p1')).toBe(1);
    expect(ranOut).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(ranOut).toEqual(['p1']);
    expect(timer.records().p1).toEqual({ shownMs: 2000, ranOut: true });
    vi.advanceTimersByTime(1000);
    expect(ranOut).toEqual(['p1', 'q2']);
    // Nothing left to count: no timer is left behind.
    expect(vi.getTimerCount()).toBe(0);
    expect(ticks).toHaveBeenCalledTimes(4);
    vi.advanceTimersByTime(10_000);
    expect(ranOut).toEqual(['p1', 'q2']);
  });

  it('stops when the page is left: no more ticks, the record says how long it was shown', () => {
    const onRunOut = vi.fn();
    const timer = new DisplayTimer([page], {}, onRunOut, clock);
    timer.start();
    vi.advanceTimersByTime(1500);
    timer.stop();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(5000);
    expect(onRunOut).not.toHaveBeenCalled();
    expect(timer.records()).toEqual({ p1: { shownMs: 1500, ranOut: false } });
  });

  it('continues an item shown before from the time it had left, adding the showings up', () => {
    const onRunOut = vi.fn();
    const timer = new DisplayTimer([page], { p1: { shownMs: 1500, ranOut: false } }, onRunOut, clock);
    expect(timer.secondsLeft('p1')).toBe(1);
    timer.start();
    vi.advanceTimersByTime(499);
    expect(onRunOut).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onRunOut).toHaveBeenCalledTimes(1);
    expect(timer.records()).toEqual({ p1: { shownMs: 2000, ranOut: true } });
  });

  it('leaves an item that ran out before as it was, and a stop before the first paint changes nothing', () => {
    const onRunOut = vi.fn();
    const earlier = { q2: { shownMs: 3001, ranOut: true } };
    const timer = new DisplayTimer([stimulus], earlier, onRunOut, clock);
    timer.stop();
    timer.start();
    expect(timer.hasRunOut('q2')).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    expect(onRunOut).not.toHaveBeenCalled();
    expect(timer.records()).toEqual(earlier);
  });
});
