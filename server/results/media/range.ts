import { type Readable, Transform } from 'node:stream';

/** One byte range of a file, both ends included (RFC 9110 §14.1.2). */
export type ByteRange = { start: number; end: number };

/**
 * The Range header of a request for a file of `size` bytes: undefined when there is none or it is not one
 * we answer with a part (several ranges, another unit, bad syntax: the whole file is sent, as the RFC
 * allows), 'unsatisfiable' when it starts past the end (416). Players ask `bytes=0-`, `bytes=N-` or the
 * last bytes (`bytes=-N`).
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (end < start) return undefined;
  return { start, end };
}

/**
 * The bytes `range` of a stream read from the file's start: the store streams whole files, so the part
 * before is read and dropped (a local disk reads a 60 MB video's worth in well under a second), and the
 * source is closed once the range is sent.
 */
export function sliceStream(source: Readable, range: ByteRange): Readable {
  let position = 0;
  const slice = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const from = Math.max(range.start - position, 0);
      const to = Math.min(range.end + 1 - position, chunk.length);
      position += chunk.length;
      if (to > from) this.push(chunk.subarray(from, to));
      if (position > range.end) {
        this.push(null);
        source.unpipe(slice);
        source.destroy();
      }
      done();
    },
  });
  source.on('error', (error) => slice.destroy(error));
  return source.pipe(slice);
}
