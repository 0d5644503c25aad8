/** UTF-8 helpers: every width in a system file is in bytes, and a CJK character is three of them. */

export function utf8Length(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

/**
 * The longest prefix of `text` whose UTF-8 encoding fits in `maxBytes`, cut between characters (code points),
 * never inside one: a cut inside a multi-byte character would leave bytes that no reader can decode.
 */
export function truncateUtf8(text: string, maxBytes: number): string {
  if (utf8Length(text) <= maxBytes) return text;
  let used = 0;
  let end = 0;
  for (const char of text) {
    const size = utf8Length(char);
    if (used + size > maxBytes) break;
    used += size;
    end += char.length;
  }
  return text.slice(0, end);
}

/** `text` encoded, cut on a character boundary to `maxBytes`. */
export function encodeTruncated(text: string, maxBytes: number): Buffer {
  return Buffer.from(truncateUtf8(text, maxBytes), 'utf8');
}

/** `bytes` right-padded with spaces (the system file's blank) to exactly `size` bytes; `bytes` must fit. */
export function padWithSpaces(bytes: Buffer, size: number): Buffer {
  const out = Buffer.alloc(size, 0x20);
  bytes.copy(out, 0, 0, Math.min(bytes.length, size));
  return out;
}
