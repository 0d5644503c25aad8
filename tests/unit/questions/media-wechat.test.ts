// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEDIA_API } from '../../../src/core/api/media';
import { WECHAT_STATE_EVENT, WECHAT_STATE_GLOBAL } from '../../../src/core/share/wechatPage';
import { createWeChatAdapter } from '../../../src/questions/media/wechat/adapter';
import { PAGE_LIFE, wxLocalFileLost } from '../../../src/questions/media/wechat/outbox';
import { RunnerDatabase, type WxUploadOutboxEntry } from '../../../src/runner/db';
import { startResponse } from '../../../src/runner/storage/responseStart';
import { FILE_LOST_REASON } from '../../../src/runner/sync/delivery';
import { sendEntry } from '../../../src/runner/sync/outboxDrain';
import type { Fetch } from '../../../src/runner/sync/sendSave';

/**
 * WeChat's capture over a stand-in `wx` (the JS-SDK's calls answering through their callbacks): offered only
 * inside WeChat once the page's wx.config is ready, an alert and the browser's capture after a signature
 * failure; images chosen by source and count, a recording with its transcript, and the 'wx-upload' outbox
 * entry: left alone where no page registered its sender (the service worker), sent by the page through
 * wx.uploadImage / uploadVoice and the server's uploadWx* with the media id, retried without uploading again.
 */
type Call = { name: string; options: Record<string, unknown> };

type Handlers = { success: (r: unknown) => void; fail: (r: unknown) => void; cancel: (r: unknown) => void };

function fakeWx(overrides: Record<string, (options: Handlers) => void> = {}) {
  const calls: Call[] = [];
  let uploads = 0;
  const answer =
    (name: string, result: (options: Record<string, unknown>) => unknown) =>
    (options: Record<string, unknown> & { success?: (r: unknown) => void }) => {
      calls.push({ name, options });
      const override = overrides[name];
      if (override) return override(options as never);
      options.success?.(result(options));
    };
  const wx = {
    chooseImage: answer('chooseImage', (o) => ({
      localIds: Array.from({ length: Math.min(Number(o.count), 2) }, (_, i) => `wxLocalResource://img${i}`),
    })),
    uploadImage: answer('uploadImage', () => ({ serverId: `server-img-${++uploads}` })),
    startRecord: answer('startRecord', () => ({})),
    stopRecord: answer('stopRecord', () => ({ localId: 'wxLocalResource://voice1' })),
    translateVoice: answer('translateVoice', () => ({ translateResult: '门店很干净。' })),
    uploadVoice: answer('uploadVoice', () => ({ serverId: `server-voice-${++uploads}` })),
  };
  return { wx, calls };
}

const WECHAT_UA =
  'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.50 NetType/WIFI';

function setPage(options: { userAgent?: string; wx?: unknown; state?: 'pending' | 'ready' | 'failed' }) {
  vi.stubGlobal('navigator', { userAgent: options.userAgent ?? WECHAT_UA });
  vi.stubGlobal('wx', options.wx);
  vi.stubGlobal(WECHAT_STATE_GLOBAL, options.state ? { status: options.state } : undefined);
}

let db: RunnerDatabase;
let counter = 0;
const alert = vi.fn();
beforeEach(() => {
  db = new RunnerDatabase(`wechat-test-${++counter}`);
  vi.stubGlobal('alert', alert);
  alert.mockClear();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  db.close();
  await db.delete();
});

describe('a context without WeChat’s sender', () => {
  it('is left in the outbox by a context without WeChat’s sender (the service worker)', async () => {
    // First in this file: no page has registered WeChat's sender yet, as in the service worker.
    const response = await startResponse(db, { surveyId: 's1', version: 1 });
    const entry: WxUploadOutboxEntry = {
      format: 2,
      id: '0196f3c2-1b7e-4c3a-9d2e-3f4a5b6c7d8e',
      kind: 'wx-upload',
      mediaId: '0196f3c2-1b7e-4c3a-9d2e-3f4a5b6c7d8e',
      questionId: 'q1',
      mediaKind: 'image',
      localId: 'wxLocalResource://img0',
      responseId: response.id,
      surveyId: 's1',
      seq: 1,
      attempts: 0,
      nextAttemptAt: 0,
    };
    await db.outbox.put(entry);
    const fetch = vi.fn<Fetch>();
    const result = await sendEntry(db, entry.id, { transport: { fetch }, lock: (_id, run) => run() });
    expect(result).toEqual({ sent: false, why: 'unknown kind' });
    expect(fetch).not.toHaveBeenCalled();
    expect(await db.outbox.get(entry.id)).toMatchObject({ attempts: 0 });
  });
});

describe('choosing WeChat’s capture', () => {
  it('is not offered outside WeChat, without wx, or without the page’s WeChat script', async () => {
    setPage({ userAgent: 'Mozilla/5.0 Chrome/130', wx: fakeWx().wx, state: 'ready' });
    expect(await createWeChatAdapter()).toBeUndefined();
    setPage({ wx: undefined, state: 'ready' });
    expect(await createWeChatAdapter()).toBeUndefined();
    setPage({ wx: fakeWx().wx });
    expect(await createWeChatAdapter({ waitMs: 10 })).toBeUndefined();
  });

  it('a signature failure is shown in an alert and the browser captures instead', async () => {
    setPage({ wx: fakeWx().wx, state: 'failed' });
    expect(await createWeChatAdapter()).toBeUndefined();
    expect(alert).toHaveBeenCalledWith(expect.stringContaining('微信签名失败'));
  });

  it('waits for a pending wx.config to settle', async () => {
    setPage({ wx: fakeWx().wx, state: 'pending' });
    const adapter = createWeChatAdapter({ waitMs: 5000 });
    const state = (globalThis as Record<string, unknown>)[WECHAT_STATE_GLOBAL] as { status: string };
    state.status = 'ready';
    globalThis.dispatchEvent(new Event(WECHAT_STATE_EVENT));
    expect((await adapter)?.name).toBe('wechat');
    expect(alert).not.toHaveBeenCalled();
  });
});

describe('capturing through wx', () => {
  it('chooses images by source and count: album, camera or both', async () => {
    const { wx, calls } = fakeWx();
    setPage({ wx, state: 'ready' });
    const adapter = await createWeChatAdapter();
    const picked = await adapter!.pickImages({ max: 9, camera: false, album: true });
    expect(calls[0]).toMatchObject({ name: 'chooseImage', options: { count: 9, sourceType: ['album'] } });
    expect(picked).toHaveLength(2);
    expect(picked[0]).toMatchObject({ kind: 'image', source: 'wechat', localId: 'wxLocalResource://img0' });
    expect(picked[0]?.mediaId).toMatch(/^[0-9a-f-]{36}$/);
    expect(picked[0]?.mediaId).not.toBe(picked[1]?.mediaId);
    await adapter!.pickImages({ max: 3, camera: true, album: true });
    expect(calls[1]?.options).toMatchObject({ count: 3, sourceType: ['album', 'camera'] });
    expect(await adapter!.pickImages({ max: 0, camera: true, album: true })).toEqual([]);
  });

  it('a cancelled pick is no images', async () => {
    const { wx } = fakeWx({ chooseImage: (o) => o.cancel({}) });
    setPage({ wx, state: 'ready' });
    const adapter = await createWeChatAdapter();
    expect(await adapter!.pickImages({ max: 9, camera: true, album: true })).toEqual([]);
  });

  it('records, and turns the speech into text when asked; too short a press keeps nothing', async () => {
    const { wx, calls } = fakeWx();
    setPage({ wx, state: 'ready' });
    let clock = 0;
    const adapter = await createWeChatAdapter({ now: () => clock });
    await adapter!.startRecording();
    clock = 3000;
    const spoken = await adapter!.stopRecording({ transcribe: true });
    expect(spoken).toMatchObject({
      kind: 'audio',
      source: 'wechat',
      localId: 'wxLocalResource://voice1',
      text: '门店很干净。',
      transcript: 'done',
    });
    expect(calls.map((c) => c.name)).toEqual(['startRecord', 'stopRecord', 'translateVoice']);
    await adapter!.startRecording();
    clock += 5000;
    expect(await adapter!.stopRecording({ transcribe: false })).toMatchObject({ transcript: 'none' });
    expect(calls.filter((c) => c.name === 'translateVoice')).toHaveLength(1);
    await adapter!.startRecording();
    clock += 200;
    expect(await adapter!.stopRecording({ transcribe: false })).toBeUndefined();
  });

  it('a failed translation keeps the recording and says no text was made', async () => {
    const { wx } = fakeWx({
      translateVoice: (o) => o.fail({ errMsg: 'translateVoice:fail' }),
    });
    setPage({ wx, state: 'ready' });
    let clock = 0;
    const adapter = await createWeChatAdapter({ now: () => clock });
    await adapter!.startRecording();
    clock = 2000;
    expect(await adapter!.stopRecording({ transcribe: true })).toMatchObject({ transcript: 'unavailable' });
  });
});

describe("the 'wx-upload' outbox entry", () => {
  async function kept() {
    const { wx, calls } = fakeWx();
    setPage({ wx, state: 'ready' });
    const response = await startResponse(db, { surveyId: 's1', version: 1 });
    return { wx, calls, response };
  }

  it('is kept with its media row, sent through wx.uploadImage and uploadWxImage, and settles', async () => {
    const { calls, response } = await kept();
    const adapter = await createWeChatAdapter();
    const [image] = await adapter!.pickImages({ max: 1, camera: true, album: true });
    await adapter!.keep(image!, { db, surveyId: 's1', responseId: response.id, questionId: 'q-photo' });
    expect(await db.media.get(image!.mediaId)).toMatchObject({ kind: 'image', state: 'waiting' });
    expect(await db.outbox.get(image!.mediaId)).toMatchObject({
      kind: 'wx-upload',
      localId: 'wxLocalResource://img0',
      questionId: 'q-photo',
      pageLife: PAGE_LIFE,
    });

    const posted: { url: string; body: unknown }[] = [];
    const fetch: Fetch = async (url, init) => {
      posted.push({ url, body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify({ code: 200, message: 'ok', data: image!.mediaId }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    };
    const result = await sendEntry(db, image!.mediaId, { transport: { fetch }, lock: (_id, run) => run() });
    expect(result).toMatchObject({ sent: true, delivery: { verdict: 'delivered' } });
    expect(calls.find((c) => c.name === 'uploadImage')?.options).toMatchObject({
      localId: 'wxLocalResource://img0',
    });
    expect(posted).toEqual([
      {
        url: MEDIA_API.uploadWxImage,
        body: {
          surveyId: 's1',
          serverId: 'server-img-1',
          responseId: response.id,
          mediaId: image!.mediaId,
          questionId: 'q-photo',
        },
      },
    ]);
    expect(await db.outbox.get(image!.mediaId)).toBeUndefined();
    expect(await db.media.get(image!.mediaId)).toMatchObject({ state: 'uploaded' });
  });

  it('a recording goes through uploadVoice and uploadWxAudio; a failed post is retried without uploading again', async () => {
    const { calls, response } = await kept();
    let clock = 0;
    const adapter = await createWeChatAdapter({ now: () => clock });
    await adapter!.startRecording();
    clock = 2000;
    const voice = await adapter!.stopRecording({ transcribe: false });
    await adapter!.keep(voice!, { db, surveyId: 's1', responseId: response.id, questionId: 'q-voice' });

    const urls: string[] = [];
    let serverUp = false;
    const fetch: Fetch = async (url, init) => {
      urls.push(url);
      const body = JSON.parse(String(init.body)) as { serverId: string };
      expect(body.serverId).toBe('server-voice-1');
      return serverUp
        ? new Response(JSON.stringify({ code: 200, message: 'ok', data: voice!.mediaId }), { status: 200 })
        : new Response(JSON.stringify({ code: 503, message: 'WeChat unavailable', data: null }), {
            status: 503,
          });
    };
    const first = await sendEntry(db, voice!.mediaId, { transport: { fetch }, lock: (_id, run) => run() });
    expect(first).toMatchObject({ sent: true, delivery: { verdict: 'retry' } });
    expect(await db.outbox.get(voice!.mediaId)).toMatchObject({ serverId: 'server-voice-1', attempts: 1 });
    serverUp = true;
    const second = await sendEntry(db, voice!.mediaId, { transport: { fetch }, lock: (_id, run) => run() });
    expect(second).toMatchObject({ sent: true, delivery: { verdict: 'delivered' } });
    expect(urls).toEqual([MEDIA_API.uploadWxAudio, MEDIA_API.uploadWxAudio]);
    expect(calls.filter((c) => c.name === 'uploadVoice')).toHaveLength(1);
  });

  it('a localId of an earlier page life (a reload since) is lost: refused once, never retried, wx not called', async () => {
    const { calls, response } = await kept();
    const adapter = await createWeChatAdapter();
    const [earlier, older] = await adapter!.pickImages({ max: 2, camera: true, album: true });
    for (const image of [earlier!, older!])
      await adapter!.keep(image, { db, surveyId: 's1', responseId: response.id, questionId: 'q' });
    // One captured by the page before a reload; one kept by a build that did not record page lives.
    await db.outbox.update(earlier!.mediaId, (entry) => {
      if (entry.kind === 'wx-upload') entry.pageLife = 'an-earlier-page';
    });
    await db.outbox.update(older!.mediaId, (entry) => {
      if (entry.kind === 'wx-upload') delete entry.pageLife;
    });
    const fetch = vi.fn<Fetch>();
    const send = (id: string) => sendEntry(db, id, { transport: { fetch }, lock: (_id, run) => run() });
    for (const image of [earlier!, older!]) {
      expect(await send(image.mediaId)).toMatchObject({
        sent: true,
        delivery: { verdict: 'refused', reason: FILE_LOST_REASON },
      });
      // Kept, refused: the entry says the file was lost until the respondent deletes it.
      expect(await db.outbox.get(image.mediaId)).toMatchObject({ refusedReason: FILE_LOST_REASON });
      expect(await db.media.get(image.mediaId)).toMatchObject({ state: 'waiting' });
      expect(await send(image.mediaId)).toEqual({ sent: false, why: 'refused' });
    }
    expect(calls.filter((c) => c.name === 'uploadImage')).toHaveLength(0);
    expect(fetch).not.toHaveBeenCalled();
    expect(wxLocalFileLost({ pageLife: PAGE_LIFE })).toBe(false);
  });

  it('an earlier page life’s capture WeChat already took (a serverId) is posted: the serverId outlives the page', async () => {
    const { calls, response } = await kept();
    const adapter = await createWeChatAdapter();
    const [image] = await adapter!.pickImages({ max: 1, camera: true, album: false });
    await adapter!.keep(image!, { db, surveyId: 's1', responseId: response.id, questionId: 'q' });
    await db.outbox.update(image!.mediaId, (entry) => {
      if (entry.kind === 'wx-upload')
        Object.assign(entry, { pageLife: 'an-earlier-page', serverId: 'server-img-9' });
    });
    const posted: string[] = [];
    const fetch: Fetch = async (_url, init) => {
      posted.push((JSON.parse(String(init.body)) as { serverId: string }).serverId);
      return new Response(JSON.stringify({ code: 200, message: 'ok', data: image!.mediaId }), {
        status: 200,
      });
    };
    const result = await sendEntry(db, image!.mediaId, { transport: { fetch }, lock: (_id, run) => run() });
    expect(result).toMatchObject({ sent: true, delivery: { verdict: 'delivered' } });
    expect(posted).toEqual(['server-img-9']);
    expect(calls.filter((c) => c.name === 'uploadImage')).toHaveLength(0);
  });

  it('WeChat’s own upload failing is a network failure, retried', async () => {
    const { response } = await kept();
    const { wx } = fakeWx({
      uploadImage: (o) => o.fail({ errMsg: 'uploadImage:fail' }),
    });
    vi.stubGlobal('wx', wx);
    const adapter = await createWeChatAdapter();
    const [image] = await adapter!.pickImages({ max: 1, camera: true, album: false });
    await adapter!.keep(image!, { db, surveyId: 's1', responseId: response.id, questionId: 'q' });
    const fetch = vi.fn<Fetch>();
    const result = await sendEntry(db, image!.mediaId, { transport: { fetch }, lock: (_id, run) => run() });
    expect(result).toMatchObject({ delivery: { verdict: 'retry', failure: 'network' } });
    expect(fetch).not.toHaveBeenCalled();
  });
});
