import { cleanText } from '../text';

/** The longest file name kept, in characters (most file systems' limit). */
export const FILE_NAME_MAX_CHARS = 255;

/**
 * Bidirectional controls (marks, embeddings, overrides, isolates): a right-to-left override makes a name
 * ending `\u202Egpj.exe` read as `exe.jpg`, hiding what it really ends with. Never needed in a file name.
 */
export const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/** An extension worth keeping when a name is cut: a dot and up to 15 letters or digits at the end. */
const EXTENSION = /\.[\p{L}\p{N}]{1,15}$/u;

/**
 * The name a device or a designer's browser gave an uploaded file, as it is kept and shown (results, the
 * designer's uploads, a download's Content-Disposition): its last part only (a hand-made request may send
 * `../../x.jpg` or `C:\photos\x.jpg`), without the characters cleanText removes (NUL and other controls) and
 * without bidirectional controls, trimmed, at most FILE_NAME_MAX_CHARS characters with its extension kept.
 * Stored files are always named by id; this is a label, never a path anything is written to.
 */
export function uploadedFileName(raw: string): string {
  const last = (cleanText(raw).split(/[/\\]/).pop() ?? '').replace(BIDI_CONTROLS, '').trim();
  const chars = [...last];
  if (chars.length <= FILE_NAME_MAX_CHARS) return last;
  const extension = EXTENSION.exec(last)?.[0] ?? '';
  return `${chars
    .slice(0, FILE_NAME_MAX_CHARS - [...extension].length)
    .join('')
    .trimEnd()}${extension}`;
}
