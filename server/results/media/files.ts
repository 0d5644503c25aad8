import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { mediaExtension } from '../../../src/core/results/mediaNames';
import { type MediaFileRow, mediaFiles } from '../../db/schema';
import type { Queryable } from '../../design/access';

/**
 * The media_files rows results read (server/db/tables/media.ts): a received file is one whose row has
 * `completedAt` and a storage key; every other row (an upload under way, or none at all) is "not yet
 * received". Rows are always asked for within one survey, so an id of another survey finds nothing.
 */

/** A received file's row, or undefined (no row, another survey's, or not complete). */
export async function receivedFile(
  db: Queryable,
  surveyId: string,
  mediaId: string,
): Promise<MediaFileRow | undefined> {
  const [row] = await db
    .select()
    .from(mediaFiles)
    .where(
      and(eq(mediaFiles.id, mediaId), eq(mediaFiles.surveyId, surveyId), isNotNull(mediaFiles.completedAt)),
    );
  return row?.storageKey ? row : undefined;
}

/** The survey a media id belongs to, whatever its state (undefined: no such file). */
export async function surveyOfMedia(db: Queryable, mediaId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ surveyId: mediaFiles.surveyId })
    .from(mediaFiles)
    .where(eq(mediaFiles.id, mediaId));
  return row?.surveyId;
}

/** Rows of some media ids within one survey, by id (complete or not). */
export async function mediaRowsOf(
  db: Queryable,
  surveyId: string,
  mediaIds: readonly string[],
): Promise<Map<string, MediaFileRow>> {
  if (mediaIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(mediaFiles)
    .where(and(eq(mediaFiles.surveyId, surveyId), inArray(mediaFiles.id, [...new Set(mediaIds)])));
  return new Map(rows.map((row) => [row.id, row]));
}

export function isReceived(row: MediaFileRow | undefined): row is MediaFileRow & { storageKey: string } {
  return Boolean(row?.completedAt && row.storageKey);
}

/**
 * The received files of some responses, per response and media id, with the extension their ZIP name gets
 * (one query per export page, by the (response) index).
 */
export async function receivedFilesOfResponses(
  db: Queryable,
  surveyId: string,
  responseIds: readonly string[],
): Promise<Map<string, Map<string, { extension: string }>>> {
  const byResponse = new Map<string, Map<string, { extension: string }>>();
  if (responseIds.length === 0) return byResponse;
  const rows = await db
    .select({
      id: mediaFiles.id,
      responseId: mediaFiles.responseId,
      mimeType: mediaFiles.mimeType,
      storageKey: mediaFiles.storageKey,
    })
    .from(mediaFiles)
    .where(
      and(
        eq(mediaFiles.surveyId, surveyId),
        inArray(mediaFiles.responseId, [...responseIds]),
        isNotNull(mediaFiles.completedAt),
        isNotNull(mediaFiles.storageKey),
      ),
    );
  for (const row of rows) {
    const files = byResponse.get(row.responseId) ?? new Map<string, { extension: string }>();
    files.set(row.id, { extension: mediaExtension(row.mimeType, row.storageKey) });
    byResponse.set(row.responseId, files);
  }
  return byResponse;
}
