import { v4 as uuidv4 } from 'uuid';
import type { MediaKind } from '../../core/media/uploads';
import type { Answers } from '../../core/model';
import type { MediaState, RunnerDatabase, StoredMedia, UploadOutboxEntry } from '../db';
import { OUTBOX_ENTRY_FORMAT, STORED_MEDIA_FORMAT } from './formats';
import { guardQuota } from './quota';

/**
 * Files captured by media questions, kept on the device (docs/architecture.md "Answering offline"): the blob
 * in the `media` store and its upload as an 'upload' entry of the one outbox, written together so neither is
 * ever there without the other. Like everything the runner keeps, a file leaves the device only once the
 * server has it AND has acknowledged a save whose answer names it (mayDropMediaBlob): before that, a lost
 * save would leave a file the server cannot tie to any answer, or an answer naming a file the device threw
 * away.
 */

/** A media id for a new capture: a random UUID, what the answer's entry value must be (isMediaId). */
export function newMediaId(): string {
  return uuidv4();
}

export interface KeepMediaInput {
  mediaId: string;
  surveyId: string;
  responseId: string;
  questionId: string;
  kind: MediaKind;
  fileName: string;
  blob: Blob;
  now?: number;
}

/** Stores a captured file and queues its upload, in one transaction (StorageFullError when the device is full). */
export async function keepMedia(db: RunnerDatabase, input: KeepMediaInput): Promise<StoredMedia> {
  const now = input.now ?? Date.now();
  const media: StoredMedia = {
    format: STORED_MEDIA_FORMAT,
    mediaId: input.mediaId,
    surveyId: input.surveyId,
    responseId: input.responseId,
    questionId: input.questionId,
    kind: input.kind,
    fileName: input.fileName,
    type: input.blob.type,
    blob: input.blob,
    size: input.blob.size,
    state: 'waiting',
    sentBytes: 0,
    createdAt: now,
  };
  const entry: UploadOutboxEntry = {
    format: OUTBOX_ENTRY_FORMAT,
    id: input.mediaId,
    kind: 'upload',
    mediaId: input.mediaId,
    responseId: input.responseId,
    surveyId: input.surveyId,
    seq: 1,
    attempts: 0,
    nextAttemptAt: now,
  };
  await guardQuota(() =>
    db.transaction('rw', db.media, db.outbox, async () => {
      await db.media.put(media);
      await db.outbox.put(entry);
    }),
  );
  return media;
}

/** The respondent deleted an entry: its file and its upload go (the answer drops the entry itself). */
export async function forgetMedia(db: RunnerDatabase, mediaId: string): Promise<void> {
  await db.transaction('rw', db.media, db.outbox, async () => {
    await db.media.delete(mediaId);
    await db.outbox.delete(mediaId);
  });
}

/**
 * THE rule for letting a captured file's bytes go from the device: the server confirmed the whole file
 * ('uploaded'), the answer was seen naming it (namedAtSeq) and the server acknowledged a save at or after
 * that seq. Anything less and the file stays: a save lost after the upload would leave the server a file no
 * answer names, and the device nothing to send again.
 */
export function mayDropMediaBlob(
  media: Pick<StoredMedia, 'state' | 'namedAtSeq'>,
  response: { ackSeq: number } | undefined,
): boolean {
  if (media.state !== 'uploaded' || media.namedAtSeq === undefined || !response) return false;
  return response.ackSeq >= media.namedAtSeq;
}

/** Whether a response's answers name a media id (any media answer's entry value). */
export function answersNameMedia(answers: Answers, mediaId: string): boolean {
  return Object.values(answers).some(
    (answer) => answer?.kind === 'media' && answer.entries.some((entry) => entry.value === mediaId),
  );
}

/**
 * After an upload or a save of `responseId` was taken: notes the seq at which the answers name each file
 * (the current seq: the first save naming it had this seq or an earlier one, so waiting for this one never
 * lets a file go too soon), then drops the blobs mayDropMediaBlob allows. Returns the media ids let go.
 */
export async function releaseSentMedia(db: RunnerDatabase, responseId: string): Promise<string[]> {
  return db.transaction('rw', db.responses, db.media, async () => {
    const response = await db.responses.get(responseId);
    if (!response) return [];
    const dropped: string[] = [];
    for (const media of await db.media.where('responseId').equals(responseId).toArray()) {
      const changes: Partial<StoredMedia> = {};
      let namedAtSeq = media.namedAtSeq;
      if (namedAtSeq === undefined && answersNameMedia(response.answers, media.mediaId)) {
        namedAtSeq = response.seq;
        changes.namedAtSeq = namedAtSeq;
      }
      if (media.blob && mayDropMediaBlob({ state: media.state, namedAtSeq }, response)) {
        changes.blob = undefined;
        dropped.push(media.mediaId);
      }
      if (Object.keys(changes).length > 0) await db.media.update(media.mediaId, changes);
    }
    return dropped;
  });
}

/** Records an upload's progress (bytes the server holds) or its end. */
export async function setMediaProgress(
  db: RunnerDatabase,
  mediaId: string,
  sentBytes: number,
  state?: MediaState,
): Promise<void> {
  await db.media.update(mediaId, state ? { sentBytes, state } : { sentBytes });
}

/** Files of a response not yet on the server (what "waiting to be sent" counts). */
export function unsentMediaCount(db: RunnerDatabase, responseId: string): Promise<number> {
  return db.media
    .where('responseId')
    .equals(responseId)
    .filter((media) => media.state !== 'uploaded')
    .count();
}
