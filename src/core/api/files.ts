/**
 * The designer's uploaded files: where they are served and what is taken. Plain constants, no zod: the runner's
 * logic worker reaches them through the families' rules (music, image options) and must stay free of the
 * schemas (tests/unit/bundles/workerWeight.test.ts).
 */

/** Prefix under which uploaded files are served; the stored `filePath` is relative to it. */
export const FILES_PREFIX = '/api/files/';

/** Images (uploadFile): up to 5 files per call, by extension, whose bytes must match it. */
export const UPLOAD_LIMITS = {
  maxBytes: 2 * 1024 * 1024,
  maxFiles: 5,
  extensions: ['jpg', 'jpeg', 'png'],
} as const;

/**
 * Audio a designer uploads for a question to play (uploadAudio): one file at a time, by extension, whose bytes
 * must match it (server/design/routes/uploads.ts). Served like the images, under FILES_PREFIX.
 */
export const AUDIO_UPLOAD_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  extensions: ['mp3', 'wav', 'ogg', 'm4a'],
} as const;
