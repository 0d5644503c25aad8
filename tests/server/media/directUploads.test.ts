import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaDirOf } from '../../../server/media/storage';
import type { WechatSettings } from '../../../server/share/wechat';
import { MEDIA_API } from '../../../src/core/api/media';
import type { Envelope } from '../../../src/core/envelope';
import { type PublishedSurvey, publishedSurvey, setSurveyState } from '../answers/fixture';
import { useTestApp } from '../support/app';
import { databaseTargets } from '../support/databases';
import { call } from '../support/http';
import { multipart, type Part } from '../support/multipart';
import { amrBytes, filesUnder, freshDataDir, jpegBytes, mediaRow, mp4Bytes, newIds } from './support';

async function uploadVideo(app: FastifyInstance, parts: readonly Part[], language = 'en') {
  const { payload, contentType } = multipart(parts);
  const response = await app.inject({
    method: 'POST',
    url: MEDIA_API.uploadVideo,
    headers: { 'content-type': contentType, 'accept-language': language },
    payload,
  });
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const envelope = response.json() as Envelope<string>;
  expect(envelope.code).toBe(response.statusCode);
  return { status: response.statusCode, envelope };
}

/**
 * A stand-in for WeChat's API on a real localhost port: access tokens (each new one retires the one
 * before, as WeChat does), and media/get serving the files it holds by media id as bytes, or JSON errcodes.
 */
async function fakeWechat() {
  const files = new Map<string, { type: string; bytes: Buffer }>();
  const state = { token: 'token-1', tokenCalls: 0, mediaCalls: 0, down: false };
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const json = (body: unknown) => {
      response.writeHead(200, { 'content-type': 'application/json; encoding=utf-8' });
      response.end(JSON.stringify(body));
    };
    if (state.down) {
      response.writeHead(502);
      response.end('bad gateway');
      return;
    }
    if (url.pathname === '/cgi-bin/token') {
      state.tokenCalls += 1;
      state.token = `token-${state.tokenCalls}`;
      return json({ access_token: state.token, expires_in: 7200 });
    }
    if (url.pathname === '/cgi-bin/media/get') {
      state.mediaCalls += 1;
      if (url.searchParams.get('access_token') !== state.token)
        return json({ errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' });
      const file = files.get(url.searchParams.get('media_id') ?? '');
      if (!file) return json({ errcode: 40007, errmsg: 'invalid media_id' });
      response.writeHead(200, {
        'content-type': file.type,
        'content-disposition': 'attachment; filename="x"',
        'content-length': file.bytes.length,
      });
      response.end(file.bytes);
      return;
    }
    response.writeHead(404);
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const settings: WechatSettings = {
    appId: 'wx-media-test',
    appSecret: 'secret',
    apiBase: `http://127.0.0.1:${port}`,
  };
  return {
    files,
    state,
    settings,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The spec's whole-file calls, on both databases: uploadVideo (multipart) and uploadWxAudio / uploadWxImage
 * (files fetched from WeChat's media API, here a stand-in listening on localhost) pass the tus upload's
 * checks, store the file under the media store and answer its media id; a retry stores nothing twice.
 */
describe.each(databaseTargets())('whole-file media uploads ($name)', (target) => {
  const dataDir = freshDataDir();
  let wechat: Awaited<ReturnType<typeof fakeWechat>>;
  // Filled before the app is built (this hook is registered first): the app reads WeChat's address then.
  const settings = {} as WechatSettings;
  beforeAll(async () => {
    wechat = await fakeWechat();
    Object.assign(settings, wechat.settings);
  });
  const ctx = useTestApp(target, { dataDir, wechat: settings });
  const plain = useTestApp(target, { dataDir: freshDataDir() });
  let published: Promise<PublishedSurvey> | undefined;
  const theSurvey = () => {
    published ??= publishedSurvey(ctx().app, ctx().db);
    return published;
  };
  afterAll(async () => {
    await wechat?.close();
  });

  it('stores a video sent whole and answers its media id; the same id again is done, not stored twice', async () => {
    const { app, db } = ctx();
    const survey = await theSurvey();
    const bytes = mp4Bytes(300_000);
    const ids = newIds();
    const parts: Part[] = [
      { name: 'surveyId', content: survey.surveyId },
      { name: 'responseId', content: ids.responseId },
      { name: 'mediaId', content: ids.mediaId },
      { name: 'questionId', content: survey.choiceId },
      { name: 'file', fileName: 'clip.mp4', contentType: 'video/mp4', content: bytes },
    ];
    const sent = await uploadVideo(app, parts);
    expect(sent).toMatchObject({ status: 200, envelope: { data: ids.mediaId } });
    const row = await mediaRow(db, ids.mediaId);
    expect(row).toMatchObject({
      kind: 'video',
      mimeType: 'video/mp4',
      size: bytes.length,
      fileName: 'clip.mp4',
      responseId: ids.responseId,
      questionId: survey.choiceId,
      storageKey: `${survey.surveyId}/${ids.mediaId}.mp4`,
    });
    expect((await readFile(join(mediaDirOf(dataDir), row?.storageKey ?? ''))).equals(bytes)).toBe(true);

    const again = await uploadVideo(app, parts);
    expect(again.envelope.data).toBe(ids.mediaId);
    expect((await mediaRow(db, ids.mediaId))?.completedAt?.getTime()).toBe(row?.completedAt?.getTime());

    // Without a media id the server makes one; without a response the file is named by its answer only.
    const bare = await uploadVideo(app, [
      { name: 'surveyId', content: survey.surveyId },
      { name: 'file', fileName: 'b.mov', content: mp4Bytes(5000) },
    ]);
    expect(bare.status).toBe(200);
    expect(bare.envelope.data).toMatch(/^[0-9a-f-]{36}$/);
    expect((await mediaRow(db, bare.envelope.data))?.responseId).toBe('');
    const files = await filesUnder(dataDir);
    expect(files.tus.filter((name) => name.startsWith('arriving-'))).toEqual([]);
  });

  it('refuses what the tus upload refuses', async () => {
    const { app, db } = ctx();
    const survey = await theSurvey();
    const ids = newIds();
    const fields = (surveyId: string): Part[] => [
      { name: 'surveyId', content: surveyId },
      { name: 'mediaId', content: ids.mediaId },
    ];
    const text = await uploadVideo(app, [
      ...fields(survey.surveyId),
      { name: 'file', fileName: 'clip.mp4', content: 'plain text, not a video' },
    ]);
    expect(text).toMatchObject({ status: 400, envelope: { message: 'Incorrect file format' } });
    const image = await uploadVideo(
      app,
      [...fields(survey.surveyId), { name: 'file', fileName: 'clip.mp4', content: jpegBytes(2000) }],
      'zh',
    );
    expect(image).toMatchObject({ status: 400, envelope: { message: '文件格式不正确' } });
    expect(await mediaRow(db, ids.mediaId)).toBeUndefined();

    const noFile = await uploadVideo(app, fields(survey.surveyId));
    expect(noFile.status).toBe(400);
    const noSurvey = await uploadVideo(app, [{ name: 'file', fileName: 'a.mp4', content: mp4Bytes(100) }]);
    expect(noSurvey).toMatchObject({ status: 400, envelope: { data: { field: 'surveyId' } } });
    const badId = await uploadVideo(app, [
      ...fields(survey.surveyId).slice(0, 1),
      { name: 'mediaId', content: '../../x' },
      { name: 'file', fileName: 'a.mp4', content: mp4Bytes(100) },
    ]);
    expect(badId).toMatchObject({ status: 400, envelope: { data: { field: 'mediaId' } } });
    const json = await call(app, 'POST', MEDIA_API.uploadVideo, { body: { surveyId: survey.surveyId } });
    expect(json.status).toBe(400);

    const ended = await publishedSurvey(app, db);
    await setSurveyState(app, ended.token, ended.surveyId, '2');
    const closed = await uploadVideo(app, [
      ...fields(ended.surveyId),
      { name: 'file', fileName: 'a.mp4', content: mp4Bytes(100) },
    ]);
    expect(closed).toMatchObject({
      status: 403,
      envelope: { message: 'This survey has ended and no longer collects answers' },
    });
    const files = await filesUnder(dataDir);
    expect([...files.media, ...files.tus].filter((name) => name.startsWith(ids.mediaId))).toEqual([]);
  });

  it('refuses a video over 60 MB', async () => {
    const { app } = ctx();
    const survey = await theSurvey();
    const tooBig = await uploadVideo(app, [
      { name: 'surveyId', content: survey.surveyId },
      { name: 'file', fileName: 'long.mp4', content: mp4Bytes(60 * 1024 * 1024 + 1) },
    ]);
    expect(tooBig).toMatchObject({
      status: 413,
      envelope: { message: 'Exceeded maximum file size (video limit 60M)' },
    });
    expect((await filesUnder(dataDir)).tus.filter((name) => name.startsWith('arriving-'))).toEqual([]);
  });

  it('fetches recordings and pictures from WeChat by serverId and stores them', async () => {
    const { app, db } = ctx();
    const survey = await theSurvey();
    const voice = amrBytes(20_000);
    const picture = jpegBytes(50_000);
    wechat.files.set('voice-1', { type: 'audio/amr', bytes: voice });
    wechat.files.set('picture-1', { type: 'image/jpeg', bytes: picture });
    const ids = newIds();

    const audio = await call<string>(app, 'POST', MEDIA_API.uploadWxAudio, {
      body: { surveyId: survey.surveyId, serverId: 'voice-1', ...ids, questionId: survey.choiceId },
    });
    expect(audio).toMatchObject({ status: 200, envelope: { data: ids.mediaId } });
    const audioRow = await mediaRow(db, ids.mediaId);
    expect(audioRow).toMatchObject({ kind: 'audio', mimeType: 'audio/amr', size: voice.length });
    expect((await readFile(join(mediaDirOf(dataDir), audioRow?.storageKey ?? ''))).equals(voice)).toBe(true);

    const image = await call<string>(app, 'POST', MEDIA_API.uploadWxImage, {
      body: { surveyId: survey.surveyId, serverId: 'picture-1' },
    });
    expect(image.status).toBe(200);
    expect(await mediaRow(db, image.envelope.data)).toMatchObject({ kind: 'image', mimeType: 'image/jpeg' });

    // A token WeChat no longer takes (another server asked for a new one): asked for anew, once.
    const tokensBefore = wechat.state.tokenCalls;
    wechat.state.token = 'retired-elsewhere';
    const retried = await call<string>(app, 'POST', MEDIA_API.uploadWxImage, {
      body: { surveyId: survey.surveyId, serverId: 'picture-1' },
    });
    expect(retried.status).toBe(200);
    expect(wechat.state.tokenCalls).toBe(tokensBefore + 1);

    // A picture asked for as a recording is not one.
    const wrongKind = await call(app, 'POST', MEDIA_API.uploadWxAudio, {
      body: { surveyId: survey.surveyId, serverId: 'picture-1' },
      language: 'en',
    });
    expect(wrongKind).toMatchObject({ status: 400, envelope: { message: 'Incorrect file format' } });
    const unknown = await call(app, 'POST', MEDIA_API.uploadWxAudio, {
      body: { surveyId: survey.surveyId, serverId: 'voice-404' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.envelope.data).toEqual({ reason: 'wechatRefused' });

    wechat.state.down = true;
    const down = await call(app, 'POST', MEDIA_API.uploadWxImage, {
      body: { surveyId: survey.surveyId, serverId: 'picture-1' },
      language: 'zh',
    });
    wechat.state.down = false;
    expect(down).toMatchObject({ status: 503, envelope: { message: '暂时无法从微信取回文件，请稍后重试' } });

    const badServerId = await call(app, 'POST', MEDIA_API.uploadWxImage, {
      body: { surveyId: survey.surveyId, serverId: '../token?x' },
    });
    expect(badServerId.status).toBe(400);
  });

  it('refuses WeChat files clearly (400, for good) when WeChat is not configured', async () => {
    const { app, db } = plain();
    const other = await publishedSurvey(app, db);
    const refused = await call(app, 'POST', MEDIA_API.uploadWxAudio, {
      body: { surveyId: other.surveyId, serverId: 'voice-1', mediaId: randomUUID() },
      language: 'en',
    });
    expect(refused).toMatchObject({
      status: 400,
      envelope: {
        message:
          'This server has no WeChat account configured, so files recorded or chosen in WeChat cannot be fetched',
      },
    });
  });
});
