/**
 * Where our uploaded images are served: src/core/api/design.ts's FILES_PREFIX, spelt again here because that
 * module brings zod, which the service worker must not carry (a unit test keeps the two equal).
 */
export const UPLOADED_FILES_PATH = '/api/files/';

/**
 * Page → service worker: keep these images for offline use (sw/surveyImages.ts). Absolute addresses; the
 * worker keeps those of our uploaded files and ignores the rest. A module both sides import, as
 * src/runner/sync/messages.ts is for saves.
 */
export interface KeepImagesMessage {
  type: 'keep-images';
  urls: string[];
}
