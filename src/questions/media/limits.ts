/**
 * What a media question may capture, in ONE place for the runner (what it lets a respondent pick, how it
 * shrinks an image before storing it) and the server (what it takes, the type read from the file's bytes):
 * both import this file, so the phone never prepares a file the server will refuse. Plain constants: no zod,
 * no i18n, so the runner's media chunk takes it without weight (spec 2 §9 "Limits").
 */

/** The kinds of captured file; mediaQuType 1, 2, 3 of a question. */
export const MEDIA_KINDS = ['audio', 'image', 'video'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** A question's mediaQuType as the kind of file it captures. */
export const MEDIA_KIND_OF_QU_TYPE: Readonly<Record<string, MediaKind>> = {
  '1': 'audio',
  '2': 'image',
  '3': 'video',
};

/** Types the server takes, read from the bytes (magic numbers), per kind. */
export const MEDIA_TYPES: Readonly<Record<MediaKind, readonly string[]>> = {
  // MediaRecorder gives webm/opus (Chromium, Firefox) or mp4/aac (Safari); WeChat's voice arrives as AMR or
  // Speex; a file a respondent picks may be MP3, WAV, OGG or M4A.
  audio: [
    'audio/webm',
    'audio/ogg',
    'audio/mp4',
    'audio/mpeg',
    'audio/wav',
    'audio/amr',
    'audio/x-m4a',
    'audio/aac',
  ],
  // After the device's downscale an image is JPEG; WeChat's chooseImage gives JPEG or PNG.
  image: ['image/jpeg', 'image/png', 'image/webp'],
  video: ['video/mp4', 'video/webm', 'video/quicktime'],
};

/** Largest file the server takes, per kind, in bytes (spec 2 §9: a video under 60 MB). */
export const MEDIA_MAX_BYTES: Readonly<Record<MediaKind, number>> = {
  audio: 20 * 1024 * 1024,
  image: 10 * 1024 * 1024,
  video: 60 * 1024 * 1024,
};

/** Images picked at one time (spec 2 §9), uploaded one by one this far apart. */
export const IMAGES_PER_PICK = 9;
export const IMAGE_UPLOAD_SPACING_MS = 100;

/** An image is shrunk on the device before it is stored: its long edge at most this, JPEG at this quality. */
export const IMAGE_LONG_EDGE_PX = 1600;
export const IMAGE_JPEG_QUALITY = 0.85;

/** Longest recording, in seconds (WeChat's startRecord stops at 60 s; the browser is held to the same). */
export const RECORDING_MAX_SECONDS = 60;

/** Resumable uploads go in chunks of this size (tus PATCH bodies): small enough for a flaky mobile link. */
export const UPLOAD_CHUNK_BYTES = 1024 * 1024;

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
