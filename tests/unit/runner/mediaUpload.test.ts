import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MEDIA_API } from '../../../src/core/api/media';
import { UPLOAD_CHUNK_BYTES } from '../../../src/core/media/uploads';
import { respondentFileUrl } from '../../../src/questions/media/runner/status';
import { RunnerDatabase } from '../../../src/runner/db';
import { keepMedia, newMediaId } from '../../../src/runner/storage/media';
import { startResponse } from '../../../src/runner/storage/responseStart';
import { decideDelivery } from '../../../src/runner/sync/delivery';
import { sendEntry } from '../../../src/runner/sync/outboxDrain';
import { provideUploadSender } from '../../../src/runner/sync/outboxKinds';
import type { Fetch } from '../../../src/runner/sync/sendSave';
import { failedUploadReply, sendUpload, TUS_PATH, uploadedReply } from '../../../src/runner/sync/uploadSend';

/**
 * The 'upload' outbox kind (src/runner/sync/uploadSend.ts) over a stand-in tus server: tus-js-client with our
 * fetch stack, Blob reader and IndexedDB URL store; what each outcome becomes under decideDelivery; and a
 * send cut mid-way that the next send resumes at the server's offset instead of starting again.
 */

function response(status: number, body = '', headers: Record<string, string> = {}) {
  return {
    getStatus: () => status,
    getBody: () => body,
    getHeader: (name: string) => headers[name],
  };
}

describe('the paths written out (so the service worker and the media chunk carry no zod)', () => {
  it('are the contract’s', () => {
    expect(TUS_PATH).toBe(MEDIA_API.tus);
    expect(respondentFileUrl('m 1', 'r1')).toBe(
      `${MEDIA_API.respondentFile.replace(':mediaId', 'm%201')}?responseId=r1`,
    );
  });
});

describe('a tus outcome as a delivery', () => {
  it('no answer at all is the network: retried', () => {
    expect(decideDelivery(failedUploadReply(null), 0)).toMatchObject({
      verdict: 'retry',
      failure: 'network',
    });
    expect(decideDelivery(failedUploadReply(response(0)), 0)).toMatchObject({
      verdict: 'retry',
      failure: 'network',
    });
  });
  it('our envelope refusing the file is refused with its reason and words', () => {
    const body = JSON.stringify({ code: 400, message: '文件格式不正确', data: { reason: 'badFileType' } });
    expect(decideDelivery(failedUploadReply(response(400, body)), 0)).toEqual({
      verdict: 'refused',
      reason: 'badFileType',
      message: '文件格式不正确',
    });
  });
  it('a server failure or a proxy page is retried; a plain 413 of a proxy is refused', () => {
    expect(
      decideDelivery(failedUploadReply(response(503, 'busy', { 'Retry-After': '30' })), 0),
    ).toMatchObject({
      verdict: 'retry',
      failure: 'server',
      retryInMs: 30_000,
    });
    expect(decideDelivery(failedUploadReply(response(413, '<html>')), 0)).toMatchObject({
      verdict: 'refused',
      reason: 'http 413',
    });
  });
  it('every byte confirmed is delivered', () => {
    expect(decideDelivery(uploadedReply('m1'), 3)).toEqual({ verdict: 'delivered', data: { mediaId: 'm1' } });
  });
});

/** A tus server in memory (creation, HEAD, PATCH), counting PATCH body bytes; `cutAfterPatches` drops one. */
function fakeTusServer() {
  const uploads = new Map<string, { length: number; offset: number; metadata: string }>();
  const state = { patchBytes: 0, patches: 0, cutAtPatch: -1, finalStatus: 204, finalBody: '' };
  const fetch: Fetch = async (input, init) => {
    const method = init.method ?? 'GET';
    const headers = new Headers(init.headers);
    if (method === 'POST') {
      const metadata = headers.get('Upload-Metadata') ?? '';
      const idPair = metadata.split(',').find((pair) => pair.startsWith('mediaId '));
      const id = atob(idPair?.split(' ')[1] ?? '');
      uploads.set(id, { length: Number(headers.get('Upload-Length')), offset: 0, metadata });
      return new Response(null, {
        status: 201,
        headers: { Location: `/api/up/tus/${id}`, 'Tus-Resumable': '1.0.0' },
      });
    }
    const id = input.split('/').pop() ?? '';
    const upload = uploads.get(id);
    if (!upload) return new Response(null, { status: 404 });
    if (method === 'HEAD')
      return new Response(null, {
        status: 200,
        headers: { 'Upload-Offset': String(upload.offset), 'Upload-Length': String(upload.length) },
      });
    if (method === 'PATCH') {
      state.patches++;
      if (state.patches === state.cutAtPatch) throw new TypeError('Failed to fetch');
      const body = new Uint8Array(await (init.body as Blob).arrayBuffer());
      state.patchBytes += body.length;
      if (Number(headers.get('Upload-Offset')) !== upload.offset) return new Response(null, { status: 409 });
      upload.offset += body.length;
      if (upload.offset === upload.length && state.finalStatus !== 204)
        return new Response(state.finalBody, { status: state.finalStatus });
      return new Response(null, { status: 204, headers: { 'Upload-Offset': String(upload.offset) } });
    }
    return new Response(null, { status: 405 });
  };
  return { fetch, uploads, state };
}

let db: RunnerDatabase;
let counter = 0;
beforeEach(async () => {
  db = new RunnerDatabase(`upload-test-${++counter}`);
  await db.open();
});
afterEach(async () => {
  await db.delete();
});

async function keptVideo(bytes: number) {
  const started = await startResponse(db, { surveyId: 's1', version: 1 });
  const mediaId = newMediaId();
  const blob = new Blob([new Uint8Array(bytes).fill(7)], { type: 'video/mp4' });
  await keepMedia(db, {
    mediaId,
    surveyId: 's1',
    responseId: started.id,
    questionId: 'q1',
    kind: 'video',
    fileName: 'v.mp4',
    blob,
  });
  return mediaId;
}

describe('sending an upload entry', () => {
  beforeEach(() => provideUploadSender(async () => sendUpload));

  it('cut mid-way, resumes at the server’s offset: the file crosses the wire about once', async () => {
    const size = Math.round(UPLOAD_CHUNK_BYTES * 3.5);
    const mediaId = await keptVideo(size);
    const server = fakeTusServer();
    server.state.cutAtPatch = 3;
    const first = await sendEntry(db, mediaId, { transport: { fetch: server.fetch }, now: () => 0 });
    expect(first).toMatchObject({ sent: true, delivery: { verdict: 'retry', failure: 'network' } });
    const halfway = await db.media.get(mediaId);
    expect(halfway).toMatchObject({ state: 'waiting', sentBytes: 2 * UPLOAD_CHUNK_BYTES });
    expect(halfway?.uploadUrl).toBe(`/api/up/tus/${mediaId}`);
    expect(await db.outbox.get(mediaId)).toMatchObject({ attempts: 1, lastFailure: 'network' });

    const second = await sendEntry(db, mediaId, { transport: { fetch: server.fetch } });
    expect(second).toMatchObject({ sent: true, delivery: { verdict: 'delivered' } });
    expect(server.uploads.get(mediaId)?.offset).toBe(size);
    // Sent: the whole file once, plus nothing of the chunk that was cut (it never arrived).
    expect(server.state.patchBytes).toBe(size);
    expect(await db.media.get(mediaId)).toMatchObject({ state: 'uploaded', sentBytes: size });
    expect(await db.outbox.get(mediaId)).toBeUndefined();
    const metadata = server.uploads.get(mediaId)?.metadata ?? '';
    const keys = metadata.split(',').map((pair) => pair.split(' ')[0]);
    expect(keys.sort()).toEqual([
      'filename',
      'filetype',
      'kind',
      'mediaId',
      'questionId',
      'responseId',
      'surveyId',
    ]);
  });

  it('a file the server refuses at its last chunk stays on the device, refused with the server’s words', async () => {
    const mediaId = await keptVideo(1000);
    const server = fakeTusServer();
    server.state.finalStatus = 400;
    server.state.finalBody = JSON.stringify({
      code: 400,
      message: 'Incorrect file format',
      data: { reason: 'badFileType' },
    });
    const result = await sendEntry(db, mediaId, { transport: { fetch: server.fetch } });
    expect(result).toMatchObject({ sent: true, delivery: { verdict: 'refused', reason: 'badFileType' } });
    expect(await db.outbox.get(mediaId)).toMatchObject({
      refusedReason: 'badFileType',
      refusedMessage: 'Incorrect file format',
    });
    expect((await db.media.get(mediaId))?.blob).toBeDefined();
  });

  it('an entry whose file the respondent deleted meanwhile goes without a request', async () => {
    const mediaId = await keptVideo(10);
    await db.media.delete(mediaId);
    let requests = 0;
    const result = await sendEntry(db, mediaId, {
      transport: {
        fetch: async () => {
          requests++;
          return new Response(null, { status: 500 });
        },
      },
    });
    expect(result).toMatchObject({ sent: true, delivery: { verdict: 'delivered' } });
    expect(requests).toBe(0);
  });
});
