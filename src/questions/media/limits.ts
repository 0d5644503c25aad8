/**
 * What a media question may capture, for its designer, runner view and the server's design checks: how many
 * images at a time, how an image is shrunk, how long a recording, the capture options. What the upload service
 * itself takes (kinds, types read from the bytes, sizes, chunks) is the platform's, in src/core/media/uploads.ts,
 * re-exported here for the family's own files. Plain constants: no zod, no i18n (spec 2 §9 "Limits").
 */
import type { MediaKind } from '../../core/media/uploads';

export {
  IMAGE_UPLOAD_SPACING_MS,
  MEDIA_KINDS,
  MEDIA_MAX_BYTES,
  MEDIA_TYPES,
  type MediaKind,
  UPLOAD_CHUNK_BYTES,
} from '../../core/media/uploads';

/** A question's mediaQuType as the kind of file it captures. */
export const MEDIA_KIND_OF_QU_TYPE: Readonly<Record<string, MediaKind>> = {
  '1': 'audio',
  '2': 'image',
  '3': 'video',
};

/** Images picked at one time (spec 2 §9); they upload IMAGE_UPLOAD_SPACING_MS apart. */
export const IMAGES_PER_PICK = 9;

/** An image is shrunk on the device before it is stored: its long edge at most this, JPEG at this quality. */
export const IMAGE_LONG_EDGE_PX = 1600;
export const IMAGE_JPEG_QUALITY = 0.85;

/** Longest recording, in seconds (WeChat's startRecord stops at 60 s; the browser is held to the same). */
export const RECORDING_MAX_SECONDS = 60;

/** Playback rates of the video player (spec 2 "video player with rates 0.7, 1, 1.5 and 2"). */
export const VIDEO_RATES = [0.7, 1, 1.5, 2] as const;

/**
 * What the designer lets a respondent do (the question's mediaOptionType; answerConfig's wins over the
 * question's own field): audio '1' records only, '2' keeps the speech as text, '3' both the sound and its
 * text; image '1' camera only, '2' album only, anything else both; video '1' capture only, '2' upload only,
 * anything else either. The runner offers what this allows; the server refuses another code.
 */
export const MEDIA_OPTION_TYPES: Readonly<Record<MediaKind, readonly string[]>> = {
  audio: ['1', '2', '3'],
  image: ['1', '2', '3'],
  video: ['1', '2', '3'],
};

/** The option type a new question starts with: record only; camera and album; capture or upload. */
export const MEDIA_OPTION_TYPE_DEFAULT: Readonly<Record<MediaKind, string>> = {
  audio: '1',
  image: '3',
  video: '3',
};

type WithOptionType = {
  mediaOptionType?: string | null | undefined;
  answerConfig: { mediaOptionType?: string | null | undefined };
};

/** The question's option type as set, or the kind's default when none is. */
export function mediaOptionTypeOf(question: WithOptionType, kind: MediaKind): string {
  return question.answerConfig.mediaOptionType || question.mediaOptionType || MEDIA_OPTION_TYPE_DEFAULT[kind];
}

/** What a respondent may do for a question of this kind and option type. */
export type MediaCaptureModes = {
  /** audio: turn the speech into text too (the entry's text; the recording is its file either way). */
  transcribe: boolean;
  /** image and video: capture with the camera. */
  camera: boolean;
  /** image: pick from the album; video: upload a file. */
  album: boolean;
};

export function mediaCaptureModes(kind: MediaKind, optionType: string): MediaCaptureModes {
  if (kind === 'audio') {
    return { transcribe: optionType !== '1', camera: false, album: false };
  }
  return { transcribe: false, camera: optionType !== '2', album: optionType !== '1' };
}
