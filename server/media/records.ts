import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { type MediaFileRow, mediaFiles } from '../db/schema';
import type { UploadClaim } from './metadata';

/** The media file row of a media id; undefined when none was ever admitted. */
export async function mediaFileOf(db: Database, mediaId: string): Promise<MediaFileRow | undefined> {
  const [row] = await db.select().from(mediaFiles).where(eq(mediaFiles.id, mediaId)).limit(1);
  return row;
}

/** The row of an upload that starts (or starts again from nothing): not complete. */
export async function recordUploadStart(db: Database, claim: UploadClaim): Promise<void> {
  const fields = {
    surveyId: claim.surveyId,
    responseId: claim.responseId,
    questionId: claim.questionId,
    kind: claim.kind,
    size: claim.size,
    fileName: claim.fileName,
    mimeType: null,
    storageKey: null,
    completedAt: null,
  };
  await db
    .insert(mediaFiles)
    .values({ id: claim.mediaId, ...fields })
    .onConflictDoUpdate({ target: mediaFiles.id, set: fields });
}

/** The row of a file that arrived whole and passed its checks, stored under `storageKey`. */
export async function recordUploadComplete(
  db: Database,
  claim: UploadClaim,
  stored: { mimeType: string; size: number; storageKey: string },
): Promise<void> {
  const fields = {
    surveyId: claim.surveyId,
    responseId: claim.responseId,
    questionId: claim.questionId,
    kind: claim.kind,
    fileName: claim.fileName,
    ...stored,
    completedAt: new Date(),
  };
  await db
    .insert(mediaFiles)
    .values({ id: claim.mediaId, ...fields })
    .onConflictDoUpdate({ target: mediaFiles.id, set: fields });
}

export async function forgetUpload(db: Database, mediaId: string): Promise<void> {
  await db.delete(mediaFiles).where(eq(mediaFiles.id, mediaId));
}

/** A row as the claim it was admitted with. */
export function claimOfRow(row: MediaFileRow): UploadClaim {
  return {
    mediaId: row.id,
    surveyId: row.surveyId,
    responseId: row.responseId,
    questionId: row.questionId,
    kind: row.kind as UploadClaim['kind'],
    size: row.size,
    fileName: row.fileName,
  };
}
