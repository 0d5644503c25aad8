import { describe, expect, it } from 'vitest';
import { parseRange } from '../../../server/http/byteRange';

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
});
