import { createServer, type Server } from 'node:http';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WechatSettings } from '../../server/share/wechat';
import { DESIGN_API, type SurveyInfoWire, saveQuestionPath } from '../../src/core/api/design';
import { amrBytes, mediaRow } from '../server/media/support';
import { artifactPath, launchBrowser, requireChromium } from './browser';
import { keptMedia } from './mediaSupport';
import {
  callApi,
  loginDemo,
  PHONE,
  storedResponses,
  type TestServer,
  waitForQuestion,
} from './runnerSupport';
import { DEMO_PASSWORD, startTestServer } from './server';

/**
 * Media questions answered inside WeChat, end to end in Chromium: the page has WeChat's user agent and a
 * stand-in `wx` (the JS-SDK, put on the window before the page's scripts), the server is configured for
 * WeChat against a stand-in of WeChat's API on localhost (token, jsapi ticket, media download). The page's
 * WeChat script gets its signature and configures wx; the media view then captures through wx: images from
 * wx.chooseImage, a recording through startRecord/stopRecord with its text from translateVoice. The files go
 * up through wx.uploadImage / uploadVoice and the server's uploadWxImage / uploadWxAudio, which fetch them
 * from the stand-in WeChat and store them under the media ids the answer names. With the signature refused,
 * the respondent gets an alert and the browser's capture.
 */
const hasChromium = Boolean(requireChromium());

const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36 MicroMessenger/8.0.50.2701 NetType/WIFI';

/** WeChat's API as this server calls it: access token, jsapi ticket, and the files the page "uploaded". */
async function fakeWechatApi(files: Map<string, { type: string; bytes: Buffer }>) {
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const json = (body: unknown) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/cgi-bin/token') return json({ access_token: 'token-1', expires_in: 7200 });
    if (url.pathname === '/cgi-bin/ticket/getticket')
      return json({ errcode: 0, ticket: 'ticket-1', expires_in: 7200 });
    if (url.pathname === '/cgi-bin/media/get') {
      const file = files.get(url.searchParams.get('media_id') ?? '');
      if (!file) return json({ errcode: 40007, errmsg: 'invalid media_id' });
      response.writeHead(200, { 'content-type': file.type, 'content-length': file.bytes.length });
      response.end(file.bytes);
      return;
    }
    response.writeHead(404);
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    apiBase: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * The stand-in JS-SDK: records every call, answers through the callbacks as WeChat does. As WeChat, it uploads
 * only files it handed out in this page life (a localId dies with its page), and fails every upload while the
 * page sets `wxUploadsFail` (WeChat's upload failing, no connection).
 */
function installFakeWx() {
  const calls: { name: string; options: Record<string, unknown> }[] = [];
  const handedOut = new Set<string>();
  let images = 0;
  let voices = 0;
  let ready: (() => void) | undefined;
  /** `result` gives the success payload, or undefined for WeChat's fail callback. */
  const answer =
    (name: string, result: (options: Record<string, unknown>) => unknown) =>
    (options: Record<string, unknown> & { success?: (r: unknown) => void; fail?: (r: unknown) => void }) => {
      const { success, fail, cancel, complete, ...rest } = options;
      calls.push({ name, options: rest });
      const outcome = result(options);
      setTimeout(() => (outcome === undefined ? fail?.({ errMsg: `${name}:fail` }) : success?.(outcome)), 50);
    };
  const handOut = <T extends { localIds?: string[]; localId?: string }>(given: T): T => {
    for (const id of given.localIds ?? [given.localId ?? '']) handedOut.add(id);
    return given;
  };
  const uploadable = (options: Record<string, unknown>) =>
    handedOut.has(String(options.localId)) &&
    !(window as unknown as { wxUploadsFail?: boolean }).wxUploadsFail;
  const wx = {
    config: (options: Record<string, unknown>) => {
      calls.push({ name: 'config', options });
      setTimeout(() => ready?.(), 50);
    },
    ready: (callback: () => void) => {
      ready = callback;
    },
    error: () => undefined,
    updateAppMessageShareData: () => undefined,
    updateTimelineShareData: () => undefined,
    chooseImage: answer('chooseImage', () =>
      handOut({ localIds: ['wxLocalResource://a', 'wxLocalResource://b'] }),
    ),
    uploadImage: answer('uploadImage', (o) => (uploadable(o) ? { serverId: `img-${++images}` } : undefined)),
    startRecord: answer('startRecord', () => ({})),
    stopRecord: answer('stopRecord', () => handOut({ localId: 'wxLocalResource://voice' })),
    translateVoice: answer('translateVoice', () => ({ translateResult: '店里很干净' })),
    uploadVoice: answer('uploadVoice', (o) =>
      uploadable(o) ? { serverId: `voice-${++voices}` } : undefined,
    ),
  };
  Object.assign(window, { wx, wxCalls: calls });
}

/** A 320 × 240 JPEG of one colour, drawn by Chromium. */
async function canvasJpeg(browser: Browser, colour: string): Promise<Buffer> {
  const page = await browser.newPage();
  const base64 = await page.evaluate(async (fill) => {
    const canvas = new OffscreenCanvas(320, 240);
    const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
    context.fillStyle = fill;
    context.fillRect(0, 0, 320, 240);
    const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg' })).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  }, colour);
  await page.close();
  return Buffer.from(base64, 'base64');
}

describe.skipIf(!hasChromium)('media questions inside WeChat', () => {
  const files = new Map<string, { type: string; bytes: Buffer }>();
  let api: Awaited<ReturnType<typeof fakeWechatApi>>;
  let server: TestServer;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let surveyId: string;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    api = await fakeWechatApi(files);
    const wechat: WechatSettings = { appId: 'wx-e2e', appSecret: 'secret', apiBase: api.apiBase };
    server = await startTestServer({ demoPassword: DEMO_PASSWORD, wechat });
    browser = await launchBrowser();
    const token = await loginDemo(server);
    surveyId = (
      await callApi<SurveyInfoWire>(server, DESIGN_API.updateSurvey, {
        token,
        body: { surveyName: '门店巡检', endYesText: '感谢您的参与！' },
      })
    ).surveyId;
    const save = (body: Record<string, unknown>) =>
      callApi(server, saveQuestionPath('/design/qu-media/ajaxSave'), {
        token,
        body: { belongId: surveyId, ...body },
      });
    await save({
      catalogKey: 'image',
      quTitle: '门店照片',
      answerConfig: { mediaOptionType: '2', paramInt01: 2 },
    });
    await save({ catalogKey: 'audio', quTitle: '口述情况', answerConfig: { mediaOptionType: '3' } });
    await callApi(server, `${DESIGN_API.surveyState}?id=${surveyId}&surveyState=1`, { token });
    // WeChat's pictures (real JPEGs, so the answer list can show them from the server) and recording, as the
    // stand-in hands them to the server by serverId.
    files.set('img-1', { type: 'image/jpeg', bytes: await canvasJpeg(browser, '#2563eb') });
    files.set('img-2', { type: 'image/jpeg', bytes: await canvasJpeg(browser, '#16a34a') });
    files.set('voice-1', { type: 'audio/amr', bytes: amrBytes(8_000) });
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.close();
    await api?.close();
  });

  async function wechatPage(): Promise<Page> {
    const context = await browser.newContext({ ...PHONE, userAgent: WECHAT_UA });
    contexts.push(context);
    await context.addInitScript(installFakeWx);
    // The JS-SDK itself is WeChat's script: the stand-in above is already on the window.
    await context.route('https://res.wx.qq.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
    );
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    await page.goto(`${server.url}/?surveyId=${surveyId}#/answer?surveyId=${surveyId}`);
    await waitForQuestion(page);
    return page;
  }

  it('captures through wx and the files reach the server by their serverIds', async () => {
    const page = await wechatPage();
    const calls = () =>
      page.evaluate(
        () =>
          (window as unknown as { wxCalls: { name: string; options: Record<string, unknown> }[] }).wxCalls,
      );
    await expect.poll(async () => (await calls()).map((c) => c.name)).toContain('config');
    const config = (await calls()).find((c) => c.name === 'config')?.options;
    expect(config?.jsApiList).toEqual(
      expect.arrayContaining([
        'chooseImage',
        'uploadImage',
        'startRecord',
        'stopRecord',
        'translateVoice',
        'uploadVoice',
      ]),
    );
    expect(config?.signature).toMatch(/^[0-9a-f]{40}$/);

    // The server's copies the page asks for: none before the server has them (no broken image on the way).
    const fileReplies: number[] = [];
    page.on('response', (reply) => {
      if (reply.url().includes('/api/up/file/')) fileReplies.push(reply.status());
    });
    const image = page.locator('[data-testid="media-answer"][data-kind="image"]');
    await image.getByTestId('media-capture-image').click();
    await expect.poll(() => image.getByTestId('media-entry').count()).toBe(2);
    const choose = (await calls()).find((c) => c.name === 'chooseImage')?.options;
    expect(choose).toMatchObject({ count: 9, sourceType: ['album'] });

    const audio = page.locator('[data-testid="media-answer"][data-kind="audio"]');
    await audio.getByTestId('media-record').focus();
    await page.keyboard.down('Space');
    await page.waitForTimeout(1200);
    await page.keyboard.up('Space');
    await expect.poll(() => audio.getByTestId('media-entry').count()).toBe(1);
    await expect.poll(() => audio.innerText()).toContain('店里很干净');

    // Once the server has them, the entries show the server's copy (WeChat keeps the file, not the device):
    // the photos as thumbnails; the voice in a player, which says it cannot play WeChat's AMR in this browser.
    await expect
      .poll(() => page.getByTestId('media-status').allInnerTexts(), { timeout: 30_000 })
      .toEqual(['已上传', '已上传', '已上传']);
    await expect
      .poll(() =>
        image
          .locator('.rv-media__thumb')
          .evaluateAll((images) => images.map((one) => (one as HTMLImageElement).naturalWidth)),
      )
      .toEqual([320, 320]);
    expect(await image.locator('.rv-media__thumb').first().getAttribute('src')).toMatch(
      /^\/api\/up\/file\/[0-9a-f-]{36}\?responseId=/,
    );
    await expect
      .poll(() => audio.getByTestId('media-not-shown').innerText(), { timeout: 15_000 })
      .toBe('此浏览器无法播放该格式');
    expect(fileReplies.filter((status) => status >= 400)).toEqual([]);
    await page.screenshot({ path: artifactPath('runner-media-wechat.png'), fullPage: true });

    await page.getByTestId('submit').click();
    await page.getByTestId('end-title').waitFor();
    await expect
      .poll(async () => (await storedResponses(server, surveyId)).map((r) => r.response.status), {
        timeout: 30_000,
      })
      .toEqual(['complete']);
    const [stored] = await storedResponses(server, surveyId);
    const mediaIds = stored!.items.flatMap((item) =>
      item.value && 'entries' in (item.value as object)
        ? (item.value as { entries: { value: string }[] }).entries.map((entry) => entry.value)
        : [],
    );
    expect(mediaIds).toHaveLength(3);
    // Each file is on the server under the media id the answer names, fetched from WeChat by its serverId.
    await expect
      .poll(
        async () =>
          (await Promise.all(mediaIds.map((id) => mediaRow(server.db, id)))).map((row) => row?.kind).sort(),
        {
          timeout: 30_000,
        },
      )
      .toEqual(['audio', 'image', 'image']);
    const uploads = (await calls()).filter((c) => c.name === 'uploadImage' || c.name === 'uploadVoice');
    expect(uploads.map((c) => c.options.localId).sort()).toEqual([
      'wxLocalResource://a',
      'wxLocalResource://b',
      'wxLocalResource://voice',
    ]);
  });

  it('a capture WeChat had not taken before a reload is lost: said on its entry, not retried, removable', async () => {
    const page = await wechatPage();
    const wxCalls = () =>
      page.evaluate(() => (window as unknown as { wxCalls: { name: string }[] }).wxCalls.map((c) => c.name));
    await expect.poll(wxCalls).toContain('config');
    // WeChat's upload fails in this page life (no connection to WeChat): the captures stay waiting.
    await page.evaluate(() => Object.assign(window, { wxUploadsFail: true }));
    const image = page.locator('[data-testid="media-answer"][data-kind="image"]');
    const entries = image.getByTestId('media-entry');
    await image.getByTestId('media-capture-image').click();
    await expect.poll(() => entries.count()).toBe(2);
    // Each tried at least once (a slow machine may see the backoff's retry of 2 s too).
    await expect
      .poll(async () => (await wxCalls()).filter((name) => name === 'uploadImage').length)
      .toBeGreaterThanOrEqual(2);
    expect(await image.getByTestId('media-status').allInnerTexts()).toEqual(['等待上传', '等待上传']);
    const lost = (await keptMedia(page)).map((row) => row.mediaId);

    // The reload ends the page life their localIds belonged to.
    await page.reload();
    await waitForQuestion(page);
    await expect
      .poll(() => entries.evaluateAll((items) => items.map((item) => item.getAttribute('data-status'))), {
        timeout: 20_000,
      })
      .toEqual(['lost', 'lost']);
    expect(await image.getByTestId('media-status').first().innerText()).toBe(
      '文件已丢失（页面重新打开后微信不再保留未上传的文件），请删除此项后重新拍摄或录制',
    );
    // Not sent again with a dead localId, and not counted as waiting to be sent.
    await page.waitForTimeout(6_000);
    expect(await wxCalls()).not.toContain('uploadImage');
    expect(await page.getByTestId('pending-files').count()).toBe(0);
    expect(await image.getByTestId('media-count-hint').innerText()).toContain('已添加 2 个');
    await page.screenshot({ path: artifactPath('runner-media-wechat-lost-zh.png'), fullPage: true });

    // Removable: one deleted, two captured again (they go up), the other lost one deleted.
    await entries.first().getByTestId('media-delete').click();
    await entries.first().getByTestId('media-delete-confirm').click();
    await expect.poll(() => entries.count()).toBe(1);
    expect(await image.getByTestId('media-count-hint').innerText()).toContain('已添加 1 个');
    await image.getByTestId('media-capture-image').click();
    await expect.poll(() => entries.count()).toBe(3);
    await expect
      .poll(() => image.getByTestId('media-status').allInnerTexts(), { timeout: 30_000 })
      .toEqual([expect.stringContaining('文件已丢失'), '已上传', '已上传']);
    await entries.first().getByTestId('media-delete').click();
    await entries.first().getByTestId('media-delete-confirm').click();
    await expect.poll(() => entries.count()).toBe(2);
    expect(await image.getByTestId('media-count-hint').innerText()).toContain('已添加 2 个');

    // The server's answer names the two captured again, and neither lost file.
    const kept = await keptMedia(page);
    expect(kept.map((row) => row.mediaId).filter((id) => lost.includes(id))).toEqual([]);
    const responseId = kept[0]?.responseId as string;
    const named = async () => {
      const stored = (await storedResponses(server, surveyId)).find((one) => one.response.id === responseId);
      return stored?.items.flatMap((item) =>
        item.value && 'entries' in (item.value as object)
          ? (item.value as { entries: { value: string }[] }).entries.map((entry) => entry.value)
          : [],
      );
    };
    // The last delete's save may still be on its way: wait for exactly the two.
    await expect
      .poll(async () => (await named())?.sort(), { timeout: 30_000 })
      .toEqual(kept.map((row) => row.mediaId).sort());
  });

  it('a refused signature is told in an alert, and the browser captures instead', async () => {
    const context = await browser.newContext({ ...PHONE, userAgent: WECHAT_UA });
    contexts.push(context);
    await context.addInitScript(installFakeWx);
    await context.route('https://res.wx.qq.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
    );
    const page = await context.newPage();
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    // The stand-in JS-SDK refuses the signature, as WeChat does for a page it was not signed for.
    await page.addInitScript(() => {
      const wx = (window as unknown as { wx: Record<string, unknown> }).wx;
      wx.ready = () => undefined;
      wx.error = (callback: (res: { errMsg: string }) => void) =>
        setTimeout(() => callback({ errMsg: 'config:invalid signature' }), 50);
    });
    await page.goto(`${server.url}/?surveyId=${surveyId}#/answer?surveyId=${surveyId}`);
    await waitForQuestion(page);
    const image = page.locator('[data-testid="media-answer"][data-kind="image"]');
    await expect.poll(() => alerts, { timeout: 20_000 }).toEqual([expect.stringContaining('微信签名失败')]);
    // The browser's capture: its file input opens instead of wx.chooseImage.
    const chooser = page.waitForEvent('filechooser');
    await image.getByTestId('media-capture-image').click();
    await chooser;
    const called = await page.evaluate(() =>
      (window as unknown as { wxCalls: { name: string }[] }).wxCalls.map((c) => c.name),
    );
    expect(called).not.toContain('chooseImage');
  });
});
