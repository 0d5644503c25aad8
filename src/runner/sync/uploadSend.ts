// The base class, not the package's browser entry: that entry probes `window.localStorage` when it loads and
// rethrows the ReferenceError a service worker (no `window`) gives, so the worker would not even install.
// Every option the entry would default (HTTP stack, file reader, URL store, fingerprint) is given below.
import BaseUpload from 'tus-js-client/lib.esm/upload.js';
import type { MediaUploadMetadata } from '../../core/api/media';
import { IMAGE_UPLOAD_SPACING_MS, UPLOAD_CHUNK_BYTES } from '../../core/media/uploads';
import type { RunnerDatabase, StoredMedia, UploadOutboxEntry } from '../db';
import { setMediaProgress } from '../storage/media';
import { type FetchReply, fileLostReply, type ReplyEnvelope } from './delivery';
import type { Fetch } from './sendSave';
import { blobReader, FetchHttpStack, MediaUrlStorage, mediaFingerprint } from './uploadHttp';

/**
 * One send of an 'upload' outbox entry (docs/architecture.md "Answering offline"): the captured file goes to
 * the tus endpoint with tus-js-client, resuming where the server's offset says (the upload's URL is kept on
 * the media row), in chunks of UPLOAD_CHUNK_BYTES. tus-js-client's own retries are off: the outbox retries,
 * with the same rule and backoff as every entry (decideDelivery). What happened is told as a FetchReply:
 *
 * | tus outcome                                         | reply                                       |
 * |-----------------------------------------------------|---------------------------------------------|
 * | every byte confirmed (or the server already had it)| envelope code 200, data { mediaId }         |
 * | a request with no answer (offline, dropped, timeout)| network-error                               |
 * | an answer that is not 2xx                           | that status, with its body read as envelope |
 *
 * so our envelope's refusals (a wrong type, too large) are refused with their reason, a 5xx retried.
 */

/**
 * MEDIA_API.tus of src/core/api/media.ts, written out: importing the value would bring that module's zod
 * schemas (and zod) into the service worker and this chunk. A unit test keeps the two equal.
 */
export const TUS_PATH = '/api/up/tus';

/** Sends are one at a time from one page or worker, images IMAGE_UPLOAD_SPACING_MS apart (spec 2 §9). */
let turn: Promise<unknown> = Promise.resolve();

function inTurn<T>(work: () => Promise<T>, spacingMs: number): Promise<T> {
  const run = turn.then(work);
  turn = run.then(
    () => pause(spacingMs),
    () => pause(spacingMs),
  );
  return run;
}

function pause(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}

/** What a finished upload answers (tus answers its last PATCH with 204 and no body). */
export function uploadedReply(mediaId: string): FetchReply {
  return { kind: 'response', status: 200, envelope: { code: 200, data: { mediaId } } };
}

/** A failed tus request as a FetchReply: no response at all is the network; a response keeps its envelope. */
export function failedUploadReply(
  response: { getStatus(): number; getBody(): string; getHeader(name: string): string | undefined } | null,
): FetchReply {
  if (!response) return { kind: 'network-error' };
  const status = response.getStatus();
  if (status === 0) return { kind: 'network-error' };
  let envelope: ReplyEnvelope | null = null;
  try {
    const body: unknown = JSON.parse(response.getBody());
    if (body !== null && typeof body === 'object') envelope = body as ReplyEnvelope;
  } catch {
    // No JSON: a proxy's page, or tus's plain text. decideDelivery judges the status alone.
  }
  const retryAfter = Number(response.getHeader('Retry-After') ?? Number.NaN);
  return Number.isFinite(retryAfter)
    ? { kind: 'response', status, envelope, retryAfterSeconds: retryAfter }
    : { kind: 'response', status, envelope };
}

/** The tus Upload-Metadata of a kept file (every key of MEDIA_UPLOAD_METADATA). */
export function uploadMetadata(media: StoredMedia): MediaUploadMetadata {
  return {
    mediaId: media.mediaId,
    surveyId: media.surveyId,
    responseId: media.responseId,
    questionId: media.questionId,
    kind: media.kind,
    filename: media.fileName,
    filetype: media.type,
  };
}

export interface UploadSendOptions {
  fetch: Fetch;
  headers?: Record<string, string>;
  /** Where the tus endpoint is (tests give an absolute URL; the runner its own origin's path). */
  endpoint?: string;
}

/** Sends the file of an upload entry (waiting its turn), for decideDelivery. */
export async function sendUpload(
  db: RunnerDatabase,
  entry: UploadOutboxEntry,
  options: UploadSendOptions,
): Promise<FetchReply> {
  const media = await db.media.get(entry.mediaId);
  // Deleted by the respondent meanwhile, or already on the server: nothing to send, the entry may go.
  if (!media || media.state === 'uploaded') return uploadedReply(entry.mediaId);
  if (!media.blob) return fileLostReply();
  const spacing = media.kind === 'image' ? IMAGE_UPLOAD_SPACING_MS : 0;
  return inTurn(() => runTusUpload(db, media, media.blob as Blob, options), spacing);
}

function runTusUpload(
  db: RunnerDatabase,
  media: StoredMedia,
  blob: Blob,
  options: UploadSendOptions,
): Promise<FetchReply> {
  return new Promise<FetchReply>((resolve) => {
    const upload = new BaseUpload(blob, {
      ...BaseUpload.defaultOptions,
      endpoint: options.endpoint ?? TUS_PATH,
      metadata: uploadMetadata(media),
      uploadSize: blob.size,
      chunkSize: UPLOAD_CHUNK_BYTES,
      retryDelays: null,
      fingerprint: async () => mediaFingerprint(media.mediaId),
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: false,
      urlStorage: new MediaUrlStorage(db),
      fileReader: blobReader,
      httpStack: new FetchHttpStack(options.fetch, options.headers),
      onChunkComplete: (_chunk, accepted) => {
        void setMediaProgress(db, media.mediaId, accepted).catch(() => undefined);
      },
      onSuccess: () => resolve(uploadedReply(media.mediaId)),
      onError: (error) => {
        const detailed = error as { originalResponse?: Parameters<typeof failedUploadReply>[0] };
        resolve(failedUploadReply(detailed.originalResponse ?? null));
      },
    });
    void upload
      .findPreviousUploads()
      .then((previous) => {
        const last = previous[0];
        if (last) upload.resumeFromPreviousUpload(last);
        upload.start();
      })
      .catch(() => resolve({ kind: 'network-error' }));
  });
}
