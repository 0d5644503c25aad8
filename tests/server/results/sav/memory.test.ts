import { Writable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { expect, it } from 'vitest';
import type { SavDictionary } from '../../../../server/results/exports/sav/types';
import { SavWriter } from '../../../../server/results/exports/sav/writer';

const CASES = 200_000;
const MB = 1024 * 1024;

/** A full collection between measurements, so that the heap shows what is kept, not what awaits collection. */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

const dictionary: SavDictionary = {
  variables: [
    { type: 'numeric', name: 'id' },
    { type: 'numeric', name: 'score' },
    { type: 'string', name: '意见', width: 300 },
    { type: 'string', name: 'city', width: 12 },
  ],
};

it('keeps memory flat over 200 000 cases, waiting for a slow stream to drain', async () => {
  let written = 0;
  let maxBuffered = 0;
  // A slow consumer with a small buffer: every write completes on a later turn, so backpressure is real.
  const sink = new Writable({
    highWaterMark: 16 * 1024,
    write(chunk: Buffer, _encoding, done) {
      written += chunk.length;
      maxBuffered = Math.max(maxBuffered, this.writableLength);
      setImmediate(done);
    },
  });
  // Heap and Buffer memory (Buffers live outside the JS heap), measured after a collection every 20 000 cases.
  const retained = () => {
    collectGarbage();
    const usage = process.memoryUsage();
    return usage.heapUsed + usage.arrayBuffers;
  };
  const before = retained();
  let peak = before;
  const writer = new SavWriter(sink, dictionary);
  for (let i = 0; i < CASES; i += 1) {
    // ~300 bytes of distinct CJK text a case: 60 MB of output that must not stay in memory.
    await writer.writeCase([i, i / 7, `第${i}条意见：${'很满意非常好'.repeat(15)}`, i % 3 ? '上海' : null]);
    if (i % 20_000 === 19_999) peak = Math.max(peak, retained());
  }
  await writer.finish();
  const grown = (peak - before) / MB;
  console.info(
    `${CASES} cases, ${(written / MB).toFixed(1)} MB written; memory (heap + buffers) peaked ${grown.toFixed(1)} MB above the start; at most ${(maxBuffered / 1024).toFixed(0)} KiB waited in the stream`,
  );
  expect(written).toBeGreaterThan(50 * MB);
  // Generous: a writer that kept cases, or ignored backpressure, peaks at the output's size (60+ MB; measured
  // 137 MB with the drain wait removed, 1.4 MB with it).
  expect(grown).toBeLessThan(16);
  // The writer hands over at most one 64 KiB batch beyond the stream's own buffer before it waits for drain.
  expect(maxBuffered).toBeLessThan(16 * 1024 + 128 * 1024);
});
