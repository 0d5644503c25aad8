import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLogicWorker } from '../../../src/runner/logic/client';
import type { LogicCall } from '../../../workers/protocol';

/**
 * A page going away ends its logic worker once the calls under way are answered (src/runner/logic/client.ts):
 * an answer given just before leaving (an interviewer back to the list) is still written to the device.
 */
class FakeWorker {
  readonly calls: LogicCall[] = [];
  terminated = false;
  private listener?: (event: MessageEvent) => void;
  addEventListener(_type: string, listener: (event: MessageEvent) => void) {
    this.listener = listener;
  }
  postMessage(message: LogicCall) {
    if (this.terminated) return;
    this.calls.push(message);
  }
  reply(index: number, value: unknown) {
    const call = this.calls[index];
    if (!call || this.terminated) return;
    this.listener?.({ data: { id: call.id, ok: true, value } } as MessageEvent);
  }
  terminate() {
    this.terminated = true;
  }
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('ending the logic worker', () => {
  it('ends at once when nothing is under way', async () => {
    const worker = new FakeWorker();
    const { terminate } = startLogicWorker(worker as unknown as Worker);
    terminate();
    await vi.advanceTimersByTimeAsync(0);
    expect(worker.terminated).toBe(true);
  });

  it('answers calls under way, one after another, before ending', async () => {
    const worker = new FakeWorker();
    const { logic, terminate } = startLogicWorker(worker as unknown as Worker);
    // A change's round: one call, then another on its answer.
    const round = logic.first().then(() => logic.first());
    terminate();
    await vi.advanceTimersByTimeAsync(0);
    expect(worker.terminated).toBe(false);
    worker.reply(0, 0);
    await Promise.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(worker.terminated).toBe(false);
    worker.reply(1, 2);
    await expect(round).resolves.toBe(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(worker.terminated).toBe(true);
  });

  it('ends after a while even when a call is never answered', async () => {
    const worker = new FakeWorker();
    const { logic, terminate } = startLogicWorker(worker as unknown as Worker);
    void logic.first();
    terminate();
    await vi.advanceTimersByTimeAsync(4_000);
    expect(worker.terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(worker.terminated).toBe(true);
  });
});
