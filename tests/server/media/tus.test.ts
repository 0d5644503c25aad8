import { readFile, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import type { DetailedError, HttpResponse } from 'tus-js-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { tusUploadsDirOf } from '../../../server/media/plugin';
import { mediaDirOf } from '../../../server/media/storage';
import { ABANDONED_AFTER_MS, sweepAbandonedUploads } from '../../../server/media/sweep';
import { MEDIA_API } from '../../../src/core/api/media';
import { UPLOAD_CHUNK_BYTES } from '../../../src/core/media/uploads';
import { type PublishedSurvey, publishedSurvey, setSurveyState } from '../answers/fixture';
import { useTestApp } from '../support/app';
import { databaseTargets } from '../support/databases';
import {
  filesUnder,
  flakyLink,
  freshDataDir,
  jpegBytes,
  type UploadMetadata as Metadata,
  mediaRow,
  newIds,
  tusCreate,
  tusMetadataHeader,
  tusPatch,
  tusUpload,
} from './support';

/**
 * Resumable uploads over tus against a real listening server, on both databases: a phone's link cut in the
 * middle of a chunk resumes where the server stopped (the bytes already sent are not sent again), the file
 * is stored whole under the media store and served back to its respondent only; a retry of a finished
 * upload stores nothing twice; and every refusal (type read from the bytes, size, survey state, another
 * response's id, malformed requests, traversal) is an envelope in the caller's language.
 */
describe.each(databaseTargets())('tus media uploads ($name)', (target) => {
  const dataDir = freshDataDir();
  const ctx = useTestApp(target, { dataDir });
  let base = '';
  let survey: PublishedSurvey;

  beforeAll(async () => {
    const { app, db } = ctx();
    survey = await publishedSurvey(app, db);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  const metadataFor = (ids: { mediaId: string; responseId: string }, kind = 'image'): Metadata => ({
    mediaId: ids.mediaId,
    surveyId: survey.surveyId,
    responseId: ids.responseId,
    questionId: survey.choiceId,
    kind,
    filename: 'photo.jpg',
    filetype: 'image/jpeg',
  });

  it('resumes a cut upload at the offset the server holds and stores the file whole, once', async () => {
    const { app, db } = ctx();
    const bytes = jpegBytes(3 * UPLOAD_CHUNK_BYTES + 123_457);
    const ids = newIds();
    // The link breaks in the middle of the second chunk.
    const link = await flakyLink(Number(new URL(base).port), Math.round(1.5 * UPLOAD_CHUNK_BYTES));
    const headOffsets: number[] = [];
    try {
      const done = await tusUpload(`http://127.0.0.1:${link.port}${MEDIA_API.tus}`, bytes, metadataFor(ids), {
        headOffsets,
      });
      expect(done.url).toContain(`${MEDIA_API.tus}/${ids.mediaId}`);
    } finally {
      await link.close();
    }
    expect(link.state.cut).toBe(true);
    // After the cut the client asked where the server stopped: somewhere in what had been sent, kept on disk.
    expect(headOffsets.length).toBeGreaterThanOrEqual(1);
    const resumedAt = headOffsets[0] as number;
    expect(resumedAt).toBeGreaterThan(0);
    expect(resumedAt).toBeLessThanOrEqual(link.cutAfter);
    // What was re-sent is only what never reached the server's disk (lost in the cut link's buffers), not
    // the cut chunk again from its start; headers are a few hundred bytes a request.
    const lostInTheCut = link.cutAfter - resumedAt;
    expect(link.state.sent).toBeGreaterThan(bytes.length);
    expect(link.state.sent).toBeLessThan(bytes.length + lostInTheCut + 16 * 1024);
    expect(link.state.sent).toBeLessThan(bytes.length * 1.5);
    console.info(
      `tus resume: ${bytes.length} bytes, cut at ${resumedAt}, ${link.state.sent} bytes sent in all (${(
        (link.state.sent / bytes.length) * 100
      ).toFixed(1)} %)`,
    );

    const row = await mediaRow(db, ids.mediaId);
    expect(row).toMatchObject({
      surveyId: survey.surveyId,
      responseId: ids.responseId,
      questionId: survey.choiceId,
      kind: 'image',
      mimeType: 'image/jpeg',
      size: bytes.length,
      fileName: 'photo.jpg',
      storageKey: `${survey.surveyId}/${ids.mediaId}.jpg`,
    });
    expect(row?.completedAt).toBeInstanceOf(Date);
    const stored = await readFile(join(mediaDirOf(dataDir), row?.storageKey ?? ''));
    expect(stored.equals(bytes)).toBe(true);
    // Nothing of the upload is left in tus's folder.
    expect((await filesUnder(dataDir)).tus.filter((name) => name.startsWith(ids.mediaId))).toEqual([]);

    // Served back to its respondent, whole and by range; to nobody else.
    const fileUrl = MEDIA_API.respondentFile.replace(':mediaId', ids.mediaId);
    const whole = await app.inject({ method: 'GET', url: `${fileUrl}?responseId=${ids.responseId}` });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('image/jpeg');
    expect(String(whole.headers['cache-control'])).toMatch(/^private/);
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    const part = await app.inject({
      method: 'GET',
      url: `${fileUrl}?responseId=${ids.responseId}`,
      headers: { range: 'bytes=100-199' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${bytes.length}`);
    expect(part.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);
    const tail = await app.inject({
      method: 'GET',
      url: `${fileUrl}?responseId=${ids.responseId}`,
      headers: { range: 'bytes=-10' },
    });
    expect(tail.rawPayload.equals(bytes.subarray(bytes.length - 10))).toBe(true);
    const past = await app.inject({
      method: 'GET',
      url: `${fileUrl}?responseId=${ids.responseId}`,
      headers: { range: `bytes=${bytes.length}-` },
    });
    expect(past.statusCode).toBe(416);
    expect(past.json().code).toBe(416);

    const notFoundBodies = new Set<string>();
    for (const url of [
      `${fileUrl}?responseId=${newIds().responseId}`,
      `${fileUrl}?responseId=`,
      fileUrl,
      `${MEDIA_API.respondentFile.replace(':mediaId', newIds().mediaId)}?responseId=${ids.responseId}`,
      `${MEDIA_API.respondentFile.replace(':mediaId', '..%2F..%2F..%2Fetc%2Fpasswd')}?responseId=${ids.responseId}`,
      `${MEDIA_API.respondentFile.replace(':mediaId', `${ids.mediaId}.jpg`)}?responseId=${ids.responseId}`,
      `/api/up/file/${survey.surveyId}/${ids.mediaId}.jpg?responseId=${ids.responseId}`,
    ]) {
      const refused = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
      expect(refused.statusCode, url).toBe(404);
      expect(refused.headers['content-type']).toMatch(/^application\/json/);
      notFoundBodies.add(refused.json().message);
    }
    // One answer for every refusal: whether the file exists is never told.
    expect([...notFoundBodies].filter((message) => message === 'The file does not exist').length).toBe(1);
  }, 60_000);

  it('answers a retry of a finished upload as done, without storing anything twice', async () => {
    const { app, db } = ctx();
    const bytes = jpegBytes(UPLOAD_CHUNK_BYTES + 10);
    const ids = newIds();
    const first = await tusUpload(`${base}${MEDIA_API.tus}`, bytes, metadataFor(ids));
    const storedAt = (await mediaRow(db, ids.mediaId))?.completedAt;
    expect(storedAt).toBeInstanceOf(Date);

    // HEAD of the finished upload: offset = length.
    const head = await app.inject({
      method: 'HEAD',
      url: `${MEDIA_API.tus}/${ids.mediaId}`,
      headers: { 'tus-resumable': '1.0.0' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-offset']).toBe(String(bytes.length));
    expect(head.headers['upload-length']).toBe(String(bytes.length));

    // A client that kept the address resumes: HEAD says all is there, success without a PATCH.
    const headOffsets: number[] = [];
    await tusUpload(`${base}${MEDIA_API.tus}`, bytes, metadataFor(ids), {
      uploadUrl: first.url ?? undefined,
      headOffsets,
    });
    expect(headOffsets).toEqual([bytes.length]);
    // A client that lost it creates again: the same address comes back, its PATCH learns (409) that the
    // server holds everything, HEAD confirms, done.
    const again = await tusUpload(`${base}${MEDIA_API.tus}`, bytes, metadataFor(ids));
    expect(again.url).toBe(first.url);
    const row = await mediaRow(db, ids.mediaId);
    expect(row?.completedAt?.getTime()).toBe(storedAt?.getTime());
    expect(row?.size).toBe(bytes.length);
    const stored = await readFile(join(mediaDirOf(dataDir), row?.storageKey ?? ''));
    expect(stored.equals(bytes)).toBe(true);
    expect((await filesUnder(dataDir)).media.filter((name) => name.startsWith(ids.mediaId))).toHaveLength(1);

    // The same id with other content, or for another response or survey: refused.
    const bigger = await tusCreate(app, metadataFor(ids), bytes.length + 1);
    expect(bigger.statusCode).toBe(409);
    expect(bigger.json().message).toBe('This file has already been uploaded in full and cannot change');
    const otherResponse = await tusCreate(app, metadataFor({ ...ids, responseId: newIds().responseId }), 10);
    expect(otherResponse.statusCode).toBe(409);
    expect(otherResponse.json()).toMatchObject({ code: 409, data: { reason: 'idTaken' } });
  }, 60_000);

  it('refuses a file whose bytes are not of its kind on its last chunk, and keeps nothing of it', async () => {
    const { db } = ctx();
    const ids = newIds();
    const text = Buffer.from('This is a text file named photo.jpg, not a photo.\n'.repeat(50_000));
    const failure = await tusUpload(`${base}${MEDIA_API.tus}`, text, metadataFor(ids)).then(
      () => undefined,
      (error: DetailedError) => error,
    );
    const response = failure?.originalResponse as HttpResponse | undefined;
    expect(response?.getStatus()).toBe(400);
    expect(JSON.parse(response?.getBody() ?? '{}')).toEqual({
      code: 400,
      message: 'Incorrect file format',
      data: { reason: 'badFormat' },
    });
    expect(await mediaRow(db, ids.mediaId)).toBeUndefined();
    const files = await filesUnder(dataDir);
    expect([...files.media, ...files.tus].filter((name) => name.startsWith(ids.mediaId))).toEqual([]);

    // An image question takes no video, even a real one.
    const zh = await tusCreate(ctx().app, metadataFor(newIds(), 'sound'), 10, 'zh');
    expect(zh.statusCode).toBe(400);
    expect(zh.json().message).toBe('上传信息缺少或有误：kind');
  }, 60_000);

  it('refuses a file larger than its kind takes, in the caller language', async () => {
    const { app, db } = ctx();
    const ids = newIds();
    const en = await tusCreate(app, metadataFor(ids), 10 * 1024 * 1024 + 1, 'en');
    expect(en.statusCode).toBe(413);
    expect(en.json()).toEqual({
      code: 413,
      message: 'Exceeded maximum file size (image limit 10M)',
      data: { reason: 'tooLarge' },
    });
    const zh = await tusCreate(app, metadataFor(ids, 'video'), 60 * 1024 * 1024 + 1, 'zh');
    expect(zh.json().message).toBe('超过最大文件大小（视频限制60M）');
    expect(await mediaRow(db, ids.mediaId)).toBeUndefined();
    // Within the limit, a video is admitted.
    expect((await tusCreate(app, metadataFor(ids, 'video'), 60 * 1024 * 1024)).statusCode).toBe(201);
  });

  it("refuses uploads to a survey that is not collecting, with the save's reasons", async () => {
    const { app, db } = ctx();
    const closing = await publishedSurvey(app, db);
    const ids = newIds();
    const metadata = { ...metadataFor(ids), surveyId: closing.surveyId };
    const started = await tusCreate(app, metadata, 2 * UPLOAD_CHUNK_BYTES);
    expect(started.statusCode).toBe(201);

    await setSurveyState(app, closing.token, closing.surveyId, '0');
    const paused = await tusCreate(app, { ...metadata, mediaId: newIds().mediaId }, 100);
    expect(paused.statusCode).toBe(403);
    expect(paused.json().message).toBe(
      'This survey is not collecting answers at the moment, please try again later',
    );
    await setSurveyState(app, closing.token, closing.surveyId, '1');
    await setSurveyState(app, closing.token, closing.surveyId, '2');
    const ended = await tusCreate(app, { ...metadata, mediaId: newIds().mediaId }, 100, 'zh');
    expect(ended.json()).toEqual({
      code: 403,
      message: '问卷已结束，不再收集答案',
      data: { reason: 'surveyUnavailable', survey: 'ended' },
    });
    // The upload begun before the end cannot go on either.
    const patch = await tusPatch(app, ids.mediaId, jpegBytes(1000));
    expect(patch.statusCode).toBe(403);
    expect(patch.json().data).toEqual({ reason: 'surveyUnavailable', survey: 'ended' });
    const unknown = await tusCreate(app, { ...metadata, surveyId: 'no-such-survey' }, 100);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This survey does not exist');
  });

  it('gives up uploads nobody wrote to for a month, and nothing else', async () => {
    const { app, db } = ctx();
    const uploadsDir = tusUploadsDirOf(dataDir);
    const idle = newIds();
    const active = newIds();
    for (const ids of [idle, active])
      expect((await tusCreate(app, metadataFor(ids), 5000)).statusCode).toBe(201);
    const patched = await app.inject({
      method: 'PATCH',
      url: `${MEDIA_API.tus}/${active.mediaId}`,
      headers: {
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      payload: jpegBytes(1000),
    });
    expect(patched.statusCode).toBe(204);
    const complete = newIds();
    await tusUpload(`${base}${MEDIA_API.tus}`, jpegBytes(2000), metadataFor(complete));
    const leftover = join(uploadsDir, 'arriving-0b7f2b35-7a70-4ed1-8d31-0b1f4a9c1e55');
    await writeFile(leftover, 'half a video');

    // A month and a day later for the idle one; the active one was written to a day ago.
    const now = new Date();
    const longAgo = new Date(now.getTime() - ABANDONED_AFTER_MS - 86_400_000);
    const yesterday = new Date(now.getTime() - 86_400_000);
    for (const name of [idle.mediaId, `${idle.mediaId}.json`, `${active.mediaId}.json`])
      await utimes(join(uploadsDir, name), longAgo, longAgo);
    await utimes(join(uploadsDir, active.mediaId), yesterday, yesterday);
    await utimes(leftover, longAgo, longAgo);

    expect(await sweepAbandonedUploads(db, uploadsDir, now)).toBe(1);
    expect(await mediaRow(db, idle.mediaId)).toBeUndefined();
    expect((await mediaRow(db, active.mediaId))?.completedAt).toBeNull();
    expect((await mediaRow(db, complete.mediaId))?.completedAt).toBeInstanceOf(Date);
    const left = (await filesUnder(dataDir)).tus;
    expect(left.filter((name) => name.startsWith(idle.mediaId))).toEqual([]);
    expect(left.filter((name) => name.startsWith(active.mediaId)).sort()).toEqual([
      active.mediaId,
      `${active.mediaId}.json`,
    ]);
    expect(left.filter((name) => name.startsWith('arriving-'))).toEqual([]);
    // The given-up upload starts again from nothing when its phone comes back.
    const head = await app.inject({
      method: 'HEAD',
      url: `${MEDIA_API.tus}/${idle.mediaId}`,
      headers: { 'tus-resumable': '1.0.0' },
    });
    expect(head.statusCode).toBe(404);
    expect((await tusCreate(app, metadataFor(idle), 5000)).statusCode).toBe(201);
  });

  it('answers malformed and hostile tus requests with envelopes', async () => {
    const { app } = ctx();
    const ids = newIds();
    const created = await tusCreate(app, metadataFor(ids), 5000);
    expect(created.statusCode).toBe(201);
    expect(created.headers.location).toBe(`${MEDIA_API.tus}/${ids.mediaId}`);
    expect(created.headers['access-control-allow-origin']).toBeUndefined();
    expect(created.headers['x-content-type-options']).toBe('nosniff');

    const cases: { name: string; status: number; request: InjectOptions }[] = [
      {
        name: 'no Tus-Resumable',
        status: 412,
        request: { method: 'POST', url: MEDIA_API.tus, headers: { 'upload-length': '10' } },
      },
      {
        name: 'no length',
        status: 400,
        request: {
          method: 'POST',
          url: MEDIA_API.tus,
          headers: { 'tus-resumable': '1.0.0', 'upload-metadata': tusMetadataHeader(metadataFor(newIds())) },
        },
      },
      {
        name: 'deferred length',
        status: 400,
        request: {
          method: 'POST',
          url: MEDIA_API.tus,
          headers: {
            'tus-resumable': '1.0.0',
            'upload-defer-length': '1',
            'upload-metadata': tusMetadataHeader(metadataFor(newIds())),
          },
        },
      },
      {
        name: 'media id not a UUID',
        status: 400,
        request: {
          method: 'POST',
          url: MEDIA_API.tus,
          headers: {
            'tus-resumable': '1.0.0',
            'upload-length': '10',
            'upload-metadata': tusMetadataHeader({ ...metadataFor(ids), mediaId: '../../etc/passwd' }),
          },
        },
      },
      {
        name: 'metadata not base64',
        status: 400,
        request: {
          method: 'POST',
          url: MEDIA_API.tus,
          headers: { 'tus-resumable': '1.0.0', 'upload-length': '10', 'upload-metadata': 'mediaId !!!' },
        },
      },
      {
        name: 'PATCH at a wrong offset',
        status: 409,
        request: {
          method: 'PATCH',
          url: `${MEDIA_API.tus}/${ids.mediaId}`,
          headers: {
            'tus-resumable': '1.0.0',
            'upload-offset': '7',
            'content-type': 'application/offset+octet-stream',
          },
          payload: 'abc',
        },
      },
      {
        name: 'PATCH without the tus body type',
        status: 400,
        request: {
          method: 'PATCH',
          url: `${MEDIA_API.tus}/${ids.mediaId}`,
          headers: { 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/json' },
          payload: '{"a":1}',
        },
      },
      {
        name: 'PATCH past the announced length',
        status: 413,
        request: {
          method: 'PATCH',
          url: `${MEDIA_API.tus}/${ids.mediaId}`,
          headers: {
            'tus-resumable': '1.0.0',
            'upload-offset': '0',
            'content-type': 'application/offset+octet-stream',
          },
          payload: jpegBytes(6000),
        },
      },
      ...['..', '..%2F..%2Fetc', '%2e%2e', 'uploads-tus', `${ids.mediaId}.json`].map((segment) => ({
        name: `traversal ${segment}`,
        status: 404,
        request: {
          method: 'PATCH' as const,
          url: `${MEDIA_API.tus}/${segment}`,
          headers: {
            'tus-resumable': '1.0.0',
            'upload-offset': '0',
            'content-type': 'application/offset+octet-stream',
          },
          payload: 'x',
        },
      })),
      {
        name: 'HEAD of an unknown upload',
        status: 404,
        request: {
          method: 'HEAD',
          url: `${MEDIA_API.tus}/${newIds().mediaId}`,
          headers: { 'tus-resumable': '1.0.0' },
        },
      },
    ];
    for (const { name, status, request } of cases) {
      const response = await app.inject(request);
      expect(response.statusCode, name).toBe(status);
      if (request.method === 'HEAD') continue;
      expect(response.headers['content-type'], name).toMatch(/^application\/json/);
      const envelope = response.json();
      expect(Object.keys(envelope).sort(), name).toEqual(['code', 'data', 'message']);
      expect(envelope.code, name).toBe(status);
    }
    // After all that, the upload is still whole and resumable at 0.
    const head = await app.inject({
      method: 'HEAD',
      url: `${MEDIA_API.tus}/${ids.mediaId}`,
      headers: { 'tus-resumable': '1.0.0' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-offset']).toBe('0');
    expect(head.headers['upload-length']).toBe('5000');
    expect(head.headers['upload-metadata']).toBeUndefined();
  });
});
