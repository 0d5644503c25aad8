import { ResponseCode } from '../../src/core/envelope';
import { MEDIA_MAX_BYTES, type MediaKind } from '../../src/core/media/uploads';
import { assertCollecting } from '../answers/survey-release';
import type { Database } from '../db/database';
import type { MediaFileRow } from '../db/schema';
import { AppError } from '../http/app-error';
import type { UploadClaim } from './metadata';
import { mediaFileOf } from './records';

/** "Exceeded maximum file size", naming the kind's limit in MiB (spec 2 §9). */
export function tooLarge(kind: MediaKind): AppError {
  const limit = `${Math.round(MEDIA_MAX_BYTES[kind] / (1024 * 1024))}M`;
  return new AppError(
    ResponseCode.payloadTooLarge,
    `mediaUpload.tooLarge.${kind}`,
    { limit },
    { reason: 'tooLarge' },
  );
}

export const badFormat = () =>
  new AppError(ResponseCode.badRequest, 'mediaUpload.badFormat', {}, { reason: 'badFormat' });

/**
 * Whether an upload may start, before any byte is taken: a file of some bytes within its kind's limit, for a
 * survey that is collecting (the save's own check and reasons: answers/survey-release.ts), under a media id
 * that is new or already this response's. Returns the row the media id already has, if any.
 *
 * The collection limits (open time, cap, one per device) are not judged here: they judge a response by when
 * it started, which only its save says, and a file is worth nothing unless a save admitted names it.
 */
export async function admitUpload(db: Database, claim: UploadClaim): Promise<MediaFileRow | undefined> {
  if (claim.size <= 0) throw new AppError(ResponseCode.badRequest, 'mediaUpload.noFile');
  if (claim.size > MEDIA_MAX_BYTES[claim.kind]) throw tooLarge(claim.kind);
  await assertCollecting(db, claim.surveyId);
  const existing = await mediaFileOf(db, claim.mediaId);
  if (!existing) return undefined;
  assertSameOwner(existing, claim);
  if (existing.completedAt && existing.size !== claim.size)
    throw new AppError(ResponseCode.conflict, 'mediaUpload.sizeChanged', {}, { reason: 'sizeChanged' });
  return existing;
}

/** A media id names one file of one response: another survey's or response's claim on it is refused. */
export function assertSameOwner(
  row: MediaFileRow,
  claim: Pick<UploadClaim, 'surveyId' | 'responseId'>,
): void {
  if (row.surveyId !== claim.surveyId || row.responseId !== claim.responseId)
    throw new AppError(ResponseCode.conflict, 'mediaUpload.idTaken', {}, { reason: 'idTaken' });
}
