import type { OutboxEntry, StoredMedia } from '../../../runner/db';
import { FILE_LOST_REASON } from '../../../runner/sync/delivery';

/** Where an entry's file is, as the respondent is told (src/questions/media/Answer.tsx). */
export type EntryStatus =
  | { kind: 'waiting' }
  | { kind: 'sending'; percent: number }
  | { kind: 'sent' }
  | { kind: 'refused'; reason: string }
  /** The device lost the file before sending it (a WeChat capture from before a reload): capture it again. */
  | { kind: 'lost' }
  /** The designer's preview: kept in memory, never sent. */
  | { kind: 'preview' }
  /** Nothing on this device knows the file (another device's, or kept by WeChat): no state to show. */
  | { kind: 'unknown' };

/**
 * An entry's status from its media row and its upload's outbox entry ('upload' or 'wx-upload'): lost, then
 * refused (the server's words, else its reason) win; then uploaded; some bytes confirmed is "sending n%" (never 100 before the server confirmed
 * the whole file); nothing yet is waiting.
 */
export function entryStatus(
  media: Pick<StoredMedia, 'state' | 'size' | 'sentBytes'> | undefined,
  upload: Pick<OutboxEntry, 'refusedReason' | 'refusedMessage'> | undefined,
): EntryStatus {
  if (upload?.refusedReason === FILE_LOST_REASON) return { kind: 'lost' };
  if (upload?.refusedReason)
    return { kind: 'refused', reason: upload.refusedMessage || upload.refusedReason };
  if (!media) return { kind: 'unknown' };
  if (media.state === 'uploaded') return { kind: 'sent' };
  if (media.state === 'refused') return { kind: 'refused', reason: '' };
  const sent = media.sentBytes ?? 0;
  if (sent > 0 && media.size > 0)
    return { kind: 'sending', percent: Math.min(99, Math.floor((sent / media.size) * 100)) };
  return { kind: 'waiting' };
}

/**
 * Where the respondent's own file is read back once the device let it go: MEDIA_API.respondentFile of
 * src/core/api/media.ts, written out so this chunk carries no zod (a unit test keeps the two equal).
 */
export const RESPONDENT_FILE_PATH = '/api/up/file/:mediaId';

export function respondentFileUrl(mediaId: string, responseId: string): string {
  return `${RESPONDENT_FILE_PATH.replace(':mediaId', encodeURIComponent(mediaId))}?responseId=${encodeURIComponent(responseId)}`;
}

/**
 * Whether the entry is shown from the server's copy: the device holds no bytes of it (a blob let go after
 * delivery, or a WeChat capture, whose file WeChat holds) and the server has the whole file — its row says
 * uploaded, or there is no row (an answer resumed from another device; the view hides what does not load).
 * Before that the server answers 404, and an image or player pointed at it would stay broken.
 */
export function showsServerCopy(media: Pick<StoredMedia, 'state' | 'blob'> | undefined): boolean {
  if (!media) return true;
  return !media.blob && media.state === 'uploaded';
}
