import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { parseRange, sliceStream } from '../../../server/results/media/range';

describe('byte ranges of a media file', () => {
  it('reads the ranges players ask for', () => {
    expect(parseRange('bytes=0-', 1000)).toEqual({ start: 0, end: 999 });
    expect(parseRange('bytes=100-199', 1000)).toEqual({ start: 100, end: 199 });
    expect(parseRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-10', 1000)).toEqual({ start: 990, end: 999 });
    expect(parseRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  });

  it('sends the whole file for what it does not answer with a part, 416 past the end', () => {
    expect(parseRange(undefined, 1000)).toBeUndefined();
    expect(parseRange('bytes=0-1,5-6', 1000)).toBeUndefined();
    expect(parseRange('items=0-1', 1000)).toBeUndefined();
    expect(parseRange('bytes=-', 1000)).toBeUndefined();
    expect(parseRange('bytes=20-10', 1000)).toBeUndefined();
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 1000)).toBe('unsatisfiable');
  });

  it('slices a stream read from the start across chunk edges', async () => {
    const bytes = Buffer.from(Array.from({ length: 300 }, (_, at) => at % 256));
    const chunks = [
      bytes.subarray(0, 7),
      bytes.subarray(7, 100),
      bytes.subarray(100, 101),
      bytes.subarray(101),
    ];
    const read = (start: number, end: number) => buffer(sliceStream(Readable.from(chunks), { start, end }));
    expect(Buffer.compare(await read(5, 120), bytes.subarray(5, 121))).toBe(0);
    expect(Buffer.compare(await read(100, 100), bytes.subarray(100, 101))).toBe(0);
    expect(Buffer.compare(await read(0, 299), bytes)).toBe(0);
    expect(Buffer.compare(await read(290, 299), bytes.subarray(290))).toBe(0);
  });
});
