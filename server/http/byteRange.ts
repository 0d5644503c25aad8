import type { ByteRange } from '../media/storage';

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
