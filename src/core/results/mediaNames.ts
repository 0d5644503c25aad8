import { BIDI_CONTROLS } from '../media/fileNames';

/**
 * Where a respondent's media file sits in the survey's media ZIP, and so what the exports' media columns
 * name: `<response id>/<question code>-<title, short>-<n>.<ext>`. One function for both, so a researcher
 * joins a data row to its files by that text alone (the ZIP holds the files under exactly those names).
 * The response id rather than a running number because responses have no number that stays put (a
 * deletion or another filter would renumber them); the question code is the export's column name base.
 */

/** How many characters of the question's title the name keeps. */
export const MEDIA_TITLE_CHARS = 20;

/** Extensions by the type the server read from a file's bytes. */
const EXTENSION_OF_TYPE: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'm4a',
  'audio/x-m4a': 'm4a',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'audio/amr': 'amr',
  'audio/aac': 'aac',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
};

/**
 * A received file's extension: from its type, else from the name it is stored under, else `bin`. Only
 * letters and digits, so it never carries a path.
 */
export function mediaExtension(mimeType: string | null, storedName: string | null): string {
  const byType = mimeType ? EXTENSION_OF_TYPE[mimeType.toLowerCase()] : undefined;
  if (byType) return byType;
  const stored = /\.([A-Za-z0-9]{1,8})$/.exec(storedName ?? '')?.[1];
  return stored ? stored.toLowerCase() : 'bin';
}

/**
 * One part of a file name that every unzip tool and file system takes: control characters, bidirectional
 * controls and the characters Windows forbids (and / \) become `_`, runs of spaces and underscores one `_`,
 * no leading or trailing dot, space or `_`. Letters of every script are kept (CJK titles stay readable).
 */
export function safeNamePart(text: string, maxChars: number): string {
  const cleaned = [...text.replace(BIDI_CONTROLS, '_')]
    .map((char) => (char < ' ' || char === '\u007f' || '\\/:*?"<>|'.includes(char) ? '_' : char))
    .join('')
    .replace(/[\s_]+/gu, '_')
    .replace(/^[._]+|[._]+$/g, '');
  return [...cleaned]
    .slice(0, maxChars)
    .join('')
    .replace(/[._]+$/g, '');
}

/**
 * The file's path in the ZIP. `n` counts the answer's entries from 1 in their order, received or not, so a
 * file keeps its name when others arrive later.
 */
export function mediaZipPath(parts: {
  responseId: string;
  questionCode: string;
  title: string;
  n: number;
  extension: string;
}): string {
  const folder = safeNamePart(parts.responseId, 64) || 'response';
  const code = safeNamePart(parts.questionCode, 32) || 'Q';
  const title = safeNamePart(parts.title, MEDIA_TITLE_CHARS);
  const base = title ? `${code}-${title}-${parts.n}` : `${code}-${parts.n}`;
  return `${folder}/${base}.${parts.extension}`;
}
