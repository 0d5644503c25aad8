import { rm, stat } from 'node:fs/promises';
import { MEDIA_MAX_BYTES } from '../../src/core/media/uploads';
import type { Database } from '../db/database';
import { badFormat, tooLarge } from './admission';
import type { UploadClaim } from './metadata';
import { forgetUpload, recordUploadComplete } from './records';
import { sniffMediaType } from './sniff';
import { type MediaStore, mediaStorageKey } from './storage';

/**
 * The last step of every way a file arrives (tus, the spec's multipart and WeChat calls): its type read from
 * its bytes must be one its kind takes, its size within the kind's limit; then it moves into the media store
 * under `<surveyId>/<mediaId>.<extension of the type read>` and its row is completed. A refused file is
 * deleted with its row, so a retry starts clean; the refusal is the spec's "Incorrect file format" (400, as
 * the designer's image uploads answer it) or "Exceeded maximum file size" (413).
 */
export async function completeMediaFile(
  db: Database,
  store: MediaStore,
  claim: UploadClaim,
  path: string,
): Promise<{ mimeType: string; size: number; storageKey: string }> {
  const size = (await stat(path)).size;
  const withinLimit = size <= MEDIA_MAX_BYTES[claim.kind];
  const sniffed = size > 0 && withinLimit ? await sniffMediaType(claim.kind, path) : undefined;
  if (!sniffed) {
    await rm(path, { force: true });
    await forgetUpload(db, claim.mediaId);
    throw withinLimit ? badFormat() : tooLarge(claim.kind);
  }
  const storageKey = mediaStorageKey(claim.surveyId, claim.mediaId, sniffed.extension);
  await store.putFile(storageKey, path);
  const stored = { mimeType: sniffed.mimeType, size, storageKey };
  await recordUploadComplete(db, claim, stored);
  return stored;
}
