/**
 * What the upload service takes from respondents' devices (server/media, the runner's upload outbox kind), in
 * ONE place for both sides, so a phone never prepares a file the server will refuse. The upload path is the
 * platform's, not one family's: the media family's own limits (src/questions/media/limits.ts: how many images
 * at a time, how an image is shrunk, how long a recording) build on these. Plain constants: no zod, no i18n,
 * so the runner and its service worker take them without weight.
 */

/** A media id: what a media entry's value must be (the device makes it, a random UUID). */
export const MEDIA_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export function isMediaId(value: string): boolean {
  return MEDIA_ID_PATTERN.test(value);
}

/** The kinds of captured file; mediaQuType 1, 2, 3 of a question. */
export const MEDIA_KINDS = ['audio', 'image', 'video'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

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

/** Resumable uploads go in chunks of this size (tus PATCH bodies): small enough for a flaky mobile link. */
export const UPLOAD_CHUNK_BYTES = 1024 * 1024;

/** Images queued together go out one by one this far apart (spec 2 §9). */
export const IMAGE_UPLOAD_SPACING_MS = 100;
