import { fileTypeFromFile } from 'file-type';
import { MEDIA_TYPES, type MediaKind } from '../../src/core/media/uploads';

/**
 * A container read from the bytes says less than the kind of question that asked for it: a WebM or MP4 that
 * a microphone recorded (MediaRecorder) reads as video/webm or video/mp4, an Ogg Opus recording as
 * "audio/ogg; codecs=opus". Read for an audio question, those are audio; nothing is ever renamed across
 * kinds otherwise (an image question never takes a video).
 */
const AS_KIND: Readonly<Record<MediaKind, Readonly<Record<string, string>>>> = {
  audio: {
    'video/webm': 'audio/webm',
    'video/mp4': 'audio/mp4',
    'audio/ogg; codecs=opus': 'audio/ogg',
  },
  image: {},
  video: { 'video/x-m4v': 'video/mp4' },
};

/** The extension a stored file gets, by the type read from it (never the name the device gave). */
export const MEDIA_EXTENSIONS: Readonly<Record<string, string>> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'm4a',
  'audio/x-m4a': 'm4a',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'audio/amr': 'amr',
  'audio/aac': 'aac',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
};

export type SniffedType = { mimeType: string; extension: string };

/**
 * The file's type read from its first bytes (magic numbers, by the file-type package), when it is one the
 * kind takes (MEDIA_TYPES); undefined for anything else — a text file named .jpg, a truncated file, a type
 * the kind does not take.
 */
export async function sniffMediaType(kind: MediaKind, path: string): Promise<SniffedType | undefined> {
  const found = await fileTypeFromFile(path).catch(() => undefined);
  if (!found) return undefined;
  const mimeType = AS_KIND[kind][found.mime] ?? found.mime;
  const extension = MEDIA_EXTENSIONS[mimeType];
  if (!extension || !MEDIA_TYPES[kind].includes(mimeType)) return undefined;
  return { mimeType, extension };
}
