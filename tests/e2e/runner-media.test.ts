import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles } from '../../server/db/tables/media';
import { MEDIA_API } from '../../src/core/api/media';
import { UPLOAD_CHUNK_BYTES } from '../../src/core/media/uploads';
import { artifactPath, launchBrowser, launchWithFakeMicrophone, requireChromium } from './browser';
import { keptBlob, keptMedia, makeJpeg, serverFile } from './mediaSupport';
import {
  answerUrl,
  PHONE,
  SurveyBuilder,
  storedResponses,
  type TestServer,
  waitForQuestion,
  waitForServiceWorker,
} from './runnerSupport';
import { DEMO_PASSWORD, startTestServer } from './server';

/**
 * Media questions end to end in Chromium against the real server and its tus endpoint: photos picked offline
 * are listed at once and kept on the device, reach the server byte for byte once the connection is back, and
 * only then leave the device (one of them, stored sideways with EXIF orientation 6, arrives upright); a
 * 20 MB video whose upload is cut twice mid-transfer (the phone offline, then the page reloaded) resumes each
 * time where the server stopped and arrives whole and once, only the two chunks the cuts caught sent twice; a voice recorded by pressing and holding (Chromium's fake microphone) becomes an entry.
 */
const hasChromium = Boolean(requireChromium());

/** Decodes JPEG bytes in the page: width, height, and the colour at the top and bottom centre. */
function decodeImage(page: Page, base64: string) {
  return page.evaluate(async (data) => {
    const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/jpeg' }), {
      imageOrientation: 'from-image',
    });
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
    context.drawImage(bitmap, 0, 0);
    const at = (y: number) => {
      const [r, g, b] = context.getImageData(Math.floor(bitmap.width / 2), y, 1, 1).data;
      return (r ?? 0) > 150 && (b ?? 0) < 100
        ? 'red'
        : (b ?? 0) > 150 && (r ?? 0) < 100
          ? 'blue'
          : `${r},${g},${b}`;
    };
    return { width: bitmap.width, height: bitmap.height, top: at(5), bottom: at(bitmap.height - 5) };
  }, base64);
}

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

describe.skipIf(!hasChromium)('media questions in Chromium', () => {
  let server: TestServer;
  const contexts: BrowserContext[] = [];
  let browser: Awaited<ReturnType<typeof launchBrowser>>;

  beforeAll(async () => {
    server = await startTestServer({ demoPassword: DEMO_PASSWORD });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.close();
  });

  async function phonePage() {
    const context = await browser.newContext({ ...PHONE });
    contexts.push(context);
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    return { context, page };
  }

  it('photos picked offline are listed and kept, reach the server whole once online, then leave the device', async () => {
    const survey = await SurveyBuilder.create(server, { surveyName: '门店陈列拍照' });
    await survey.add('image', {
      quTitle: '请拍下货架陈列',
      mediaQuType: '2',
      answerConfig: {
        answerLimitInd: 1,
        paramInt01: 1,
        paramInt02: 5,
        answerOpenInd: 1,
        answerOpenTitle: '补充说明',
      },
    });
    await survey.publish();
    const { context, page } = await phonePage();
    await page.goto(answerUrl(server, survey.surveyId));
    await waitForQuestion(page);
    await waitForServiceWorker(page);
    expect(await page.getByTestId('media-count-hint').innerText()).toContain('请提供 1–5 个');

    const files = [
      { name: 'shelf-1.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg(page, 2400, 1200) },
      { name: 'shelf-2.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg(page, 640, 480) },
      // Stored 400 wide and 200 high, left red and right blue, with "rotate 90° clockwise to show" (6):
      // upright it is 200 × 400, red on top.
      { name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg(page, 400, 200, 6) },
    ];
    await context.setOffline(true);
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByTestId('media-capture-image').click(),
    ]);
    expect(chooser.isMultiple()).toBe(true);
    await chooser.setFiles(files);
    const entries = page.getByTestId('media-entry');
    await expect.poll(() => entries.count()).toBe(3);
    await expect
      .poll(() => page.getByTestId('media-status').allInnerTexts())
      .toEqual(['等待上传', '等待上传', '等待上传']);
    await page.getByLabel('补充说明').fill('第三排缺货');
    await expect.poll(() => page.getByTestId('pending-files').innerText()).toContain('还有 3 个文件');
    await page.screenshot({ path: artifactPath('runner-media-offline-zh.png'), fullPage: true });

    // Kept on the device: the blobs, and the answer naming them by media id.
    const kept = await keptMedia(page);
    expect(kept).toHaveLength(3);
    expect(kept.every((row) => row.hasBlob && row.state === 'waiting')).toBe(true);
    const [first] = kept;
    const responseId = first?.responseId as string;
    const blobs = new Map<string, string>();
    for (const row of kept) blobs.set(row.mediaId, (await keptBlob(page, row.mediaId))?.base64 ?? '');
    const decoded = await Promise.all(kept.map((row) => decodeImage(page, blobs.get(row.mediaId) ?? '')));
    const sizes = decoded.map((image) => `${image.width}x${image.height}`).sort();
    // Shrunk to a long edge of 1600 at most; the sideways one upright (200 wide, 400 high, red on top).
    expect(sizes).toEqual(['1600x800', '200x400', '640x480'].sort());
    const upright = decoded.find((image) => image.width === 200);
    expect(upright).toMatchObject({ height: 400, top: 'red', bottom: 'blue' });
    expect(await storedResponses(server, survey.surveyId)).toHaveLength(0);

    await context.setOffline(false);
    await expect
      .poll(async () => (await keptMedia(page)).map((row) => row.state), { timeout: 60_000 })
      .toEqual(['uploaded', 'uploaded', 'uploaded']);
    for (const row of kept) {
      const file = await serverFile(server, row.mediaId, responseId);
      expect(file.status).toBe(200);
      expect(file.bytes.equals(Buffer.from(blobs.get(row.mediaId) ?? '', 'base64'))).toBe(true);
    }
    // The save naming them acknowledged too: the blobs leave the device, the rows stay (small).
    await expect
      .poll(async () => (await keptMedia(page)).map((row) => row.hasBlob), { timeout: 30_000 })
      .toEqual([false, false, false]);
    await expect
      .poll(() => page.getByTestId('media-status').allInnerTexts())
      .toEqual(['已上传', '已上传', '已上传']);
    await expect.poll(() => page.getByTestId('pending-files').count()).toBe(0);
    // Shown from the server now that the device let the files go.
    await expect
      .poll(() =>
        page
          .locator('.rv-media__thumb')
          .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth > 0)),
      )
      .toEqual([true, true, true]);
    await page.screenshot({ path: artifactPath('runner-media-sent-zh.png'), fullPage: true });

    const [stored] = await storedResponses(server, survey.surveyId);
    const values = JSON.stringify(stored?.items.map((item) => item.value));
    for (const row of kept) expect(values).toContain(row.mediaId);

    // Delete asks first, then drops the entry, its row and its upload.
    await page.getByTestId('media-delete').first().click();
    await page.getByText('确认删除？').waitFor();
    await page.screenshot({ path: artifactPath('runner-media-confirm-delete-zh.png'), fullPage: true });
    await page.getByTestId('media-delete-confirm').click();
    await expect.poll(() => entries.count()).toBe(2);
    await expect.poll(async () => (await keptMedia(page)).length).toBe(2);

    // Four more picked where the question takes three more (at most 5): the first three are kept, and said.
    const [more] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByTestId('media-capture-image').click(),
    ]);
    await more.setFiles(
      [1, 2, 3, 4].map((n) => ({
        name: `more-${n}.jpg`,
        mimeType: 'image/jpeg',
        buffer: files[1]?.buffer as Buffer,
      })),
    );
    await expect.poll(() => entries.count()).toBe(5);
    expect(await page.getByTestId('media-trouble').innerText()).toBe(
      '选择的图片超过可添加的数量，已保留前 3 张',
    );
    expect(await page.getByTestId('media-capture-image').isDisabled()).toBe(true);
    await page.getByText('已达到最多数量').waitFor();
    await expect.poll(async () => (await keptMedia(page)).length).toBe(5);
  });

  it('photos answered offline are uploaded by the service worker after the page was closed', async () => {
    const survey = await SurveyBuilder.create(server, { surveyName: '后台上传' });
    await survey.add('image', { quTitle: '请拍下门头', mediaQuType: '2' });
    await survey.publish();
    const { context, page } = await phonePage();
    await page.goto(answerUrl(server, survey.surveyId));
    await waitForQuestion(page);
    await waitForServiceWorker(page);
    await context.setOffline(true);
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByTestId('media-capture-image').click(),
    ]);
    await chooser.setFiles([
      { name: 'door-1.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg(page, 900, 600) },
      { name: 'door-2.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg(page, 600, 900) },
    ]);
    await expect.poll(() => page.getByTestId('media-entry').count()).toBe(2);
    await expect.poll(async () => (await keptMedia(page)).length).toBe(2);
    const kept = await keptMedia(page);
    const blobs = new Map<string, string>();
    for (const row of kept) blobs.set(row.mediaId, (await keptBlob(page, row.mediaId))?.base64 ?? '');
    // The page tried, found no connection, and left it to the worker (Background Sync registered).
    await page.waitForTimeout(1_000);
    await page.close();

    // No runner page is left: a page of no origin reaches DevTools, to fire the sync should Chromium not.
    const blank = await context.newPage();
    const devtools = await context.newCDPSession(blank);
    const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
    devtools.on('ServiceWorker.workerRegistrationUpdated', (event) =>
      registrations.push(...event.registrations),
    );
    await devtools.send('ServiceWorker.enable');
    await expect.poll(() => registrations.some((found) => found.scopeURL === `${server.url}/`)).toBe(true);
    const registration = registrations.find(
      (found) => found.scopeURL === `${server.url}/` && !found.isDeleted,
    );
    const arrived = async () => {
      let count = 0;
      for (const row of kept)
        if ((await serverFile(server, row.mediaId, row.responseId)).status === 200) count++;
      return count;
    };
    await context.setOffline(false);
    const byItself = await expect
      .poll(arrived, { timeout: 8_000 })
      .toBe(2)
      .then(
        () => true,
        () => false,
      );
    if (!byItself)
      await devtools.send('ServiceWorker.dispatchSyncEvent', {
        origin: server.url,
        registrationId: registration?.registrationId ?? '',
        tag: 'wenda-outbox',
        lastChance: false,
      });
    await expect.poll(arrived, { timeout: 60_000 }).toBe(2);
    for (const row of kept) {
      const file = await serverFile(server, row.mediaId, row.responseId);
      expect(file.bytes.equals(Buffer.from(blobs.get(row.mediaId) ?? '', 'base64'))).toBe(true);
    }
    // The worker recorded it on the device: uploaded, and (the save naming them acknowledged) let go.
    await blank.goto(`${server.url}/#/login`);
    await expect
      .poll(async () => (await keptMedia(blank)).map((row) => `${row.state} ${row.hasBlob}`), {
        timeout: 30_000,
      })
      .toEqual(['uploaded false', 'uploaded false']);
    console.info(
      `service worker upload: ${byItself ? 'Chromium fired the sync by itself' : 'sync fired through DevTools'}`,
    );
  });

  it('a 20 MB video cut twice mid-transfer (offline, then a reload) arrives whole and once, resuming each time', async () => {
    const survey = await SurveyBuilder.create(server, { surveyName: '操作视频' });
    await survey.add('video', { quTitle: '请上传操作过程的视频', mediaQuType: '3' });
    await survey.publish();
    const { context, page } = await phonePage();
    await page.goto(answerUrl(server, survey.surveyId));
    await waitForQuestion(page);
    await waitForServiceWorker(page);

    // An MP4 'ftyp' box (what the server reads the type from), then 20 MB of data.
    const size = 20 * 1024 * 1024;
    const video = Buffer.alloc(size);
    Buffer.from('000000206674797069736f6d0000020069736f6d69736f32617663316d703431', 'hex').copy(video);
    for (let i = 32; i < size; i += 4096) video[i] = i % 251;

    // Every PATCH (page's or service worker's) goes through this gate: it lets `allowance` chunks through,
    // then holds the next one, so each cut lands mid-transfer by count, not by timing. A held chunk never
    // reaches the server; what the server holds is exactly the chunks let through.
    const gate = {
      allowance: 4,
      offline: false,
      held: [] as { route: Route; offset: number }[],
      /** Every PATCH as it was sent: its Upload-Offset, its bytes, and whether it reached the server. */
      patches: [] as { offset: number; bytes: number; forwarded: boolean }[],
    };
    await context.route(`**${MEDIA_API.tus}/**`, async (route) => {
      const request = route.request();
      if (request.method() !== 'PATCH') return route.continue();
      // Chromium's offline mode may still show a request here: it fails as the network would.
      if (gate.offline) return route.abort('internetdisconnected');
      const offset = Number(request.headers()['upload-offset']);
      const bytes = request.postDataBuffer()?.length ?? 0;
      const forwarded = gate.allowance > 0;
      gate.patches.push({ offset, bytes, forwarded });
      if (!forwarded) {
        gate.held.push({ route, offset });
        return;
      }
      gate.allowance--;
      return route.continue();
    });
    const forwardedBytes = () =>
      gate.patches.filter((patch) => patch.forwarded).reduce((sum, patch) => sum + patch.bytes, 0);
    const firstPatchAfter = (index: number) => gate.patches.slice(index).find((patch) => patch.forwarded);

    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByTestId('media-capture-video').click(),
    ]);
    await chooser.setFiles({ name: 'process.mp4', mimeType: 'video/mp4', buffer: video });
    await page.getByTestId('media-entry').waitFor();

    // First cut: four chunks are on the server, the fifth is under way when the connection goes.
    await expect.poll(() => gate.held.length, { timeout: 60_000 }).toBe(1);
    await expect
      .poll(() => page.getByTestId('media-status').innerText(), { timeout: 30_000 })
      .toMatch(/正在上传 \d+%/);
    await page.screenshot({ path: artifactPath('runner-media-video-sending-zh.png'), fullPage: true });
    gate.offline = true;
    await context.setOffline(true);
    const firstCut = gate.held.shift();
    expect(firstCut?.offset).toBe(4 * UPLOAD_CHUNK_BYTES);
    await firstCut?.route.abort('internetdisconnected');
    // The runner took the failure as "no connection" and waits: nothing is on the server beyond the 4 chunks.
    await expect.poll(async () => (await keptMedia(page))[0]?.sentBytes).toBe(4 * UPLOAD_CHUNK_BYTES);
    const beforeOnline = gate.patches.length;
    gate.allowance = 7;
    gate.offline = false;
    await context.setOffline(false);

    // Back online it resumes at the server's offset, then is cut again: the page reloads mid-chunk.
    await expect.poll(() => gate.held.length, { timeout: 60_000 }).toBe(1);
    expect(firstPatchAfter(beforeOnline)?.offset).toBe(4 * UPLOAD_CHUNK_BYTES);
    const secondCut = gate.held.shift();
    expect(secondCut?.offset).toBe(11 * UPLOAD_CHUNK_BYTES);
    const beforeReload = gate.patches.length;
    gate.allowance = Number.POSITIVE_INFINITY;
    await page.reload();
    // The held chunk belonged to the page that is gone; it never reached the server.
    await secondCut?.route.abort('connectionreset').catch(() => undefined);
    await waitForQuestion(page);

    await expect
      .poll(async () => (await keptMedia(page)).map((row) => row.state), { timeout: 90_000 })
      .toEqual(['uploaded']);
    // The page after the reload (or the service worker it handed over to) resumed where the server stopped.
    expect(firstPatchAfter(beforeReload)?.offset).toBe(11 * UPLOAD_CHUNK_BYTES);
    const [row] = await keptMedia(page);
    const mediaId = row?.mediaId as string;
    const responseId = row?.responseId as string;

    // Whole and once: one completed row, one stored file, its bytes the original's.
    const file = await serverFile(server, mediaId, responseId);
    expect(file.status).toBe(200);
    expect(sha256(file.bytes)).toBe(sha256(video));
    const rows = await server.db.select().from(mediaFiles).where(eq(mediaFiles.responseId, responseId));
    expect(rows.map((one) => [one.id, one.size, one.completedAt !== null, Boolean(one.storageKey)])).toEqual([
      [mediaId, size, true, true],
    ]);
    // The answer names it.
    await expect
      .poll(async () => JSON.stringify((await storedResponses(server, survey.surveyId))[0]?.items), {
        timeout: 30_000,
      })
      .toContain(mediaId);

    // Every byte reached the server once; what was sent twice is the two chunks the cuts caught.
    expect(forwardedBytes()).toBe(size);
    const sentBytes = gate.patches.reduce((sum, patch) => sum + patch.bytes, 0);
    const resent = sentBytes - size;
    expect(resent).toBe(2 * UPLOAD_CHUNK_BYTES);
    expect(resent).toBeLessThan(size);
    console.info(
      `video upload: ${size} bytes in ${gate.patches.length} PATCH requests, cut offline at 4 MB and by a reload at 11 MB; ${forwardedBytes()} bytes reached the server, ${resent} bytes sent twice`,
    );
    await expect.poll(() => page.getByTestId('media-status').innerText()).toBe('已上传');
    await page.screenshot({ path: artifactPath('runner-media-video-sent-zh.png'), fullPage: true });

    // A file that is no video, named .mp4: the server reads its bytes and refuses it; the entry says so
    // in the server's words and the file stays on the device.
    await context.unroute(`**${MEDIA_API.tus}/**`);
    const [second] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByTestId('media-capture-video').click(),
    ]);
    await second.setFiles({
      name: 'notes.mp4',
      mimeType: 'video/mp4',
      buffer: Buffer.alloc(100_000, 'not a video '),
    });
    const refused = page.getByTestId('media-entry').nth(1);
    await expect.poll(() => refused.getAttribute('data-status'), { timeout: 30_000 }).toBe('refused');
    expect(await refused.getByTestId('media-status').innerText()).toMatch(/^上传失败：\S+/);
    const kept = await keptMedia(page);
    expect(kept.find((one) => one.size === 100_000)).toMatchObject({ state: 'waiting', hasBlob: true });
    // Not counted as waiting to be sent: it will not go (its entry says why).
    await expect.poll(() => page.getByTestId('pending-files').count()).toBe(0);
    await page.screenshot({ path: artifactPath('runner-media-refused-zh.png'), fullPage: true });
  });

  it('speaks English to an English phone', async () => {
    const survey = await SurveyBuilder.create(server, { surveyName: 'Shelf photos' });
    await survey.add('image', {
      quTitle: 'Photograph the shelf',
      mediaQuType: '2',
      answerConfig: { mediaOptionType: '2' },
    });
    await survey.publish();
    const context = await browser.newContext({ ...PHONE, locale: 'en-US' });
    contexts.push(context);
    const page = await context.newPage();
    // The interface language the person chose (kept by the shell); zh otherwise.
    await context.addInitScript(() => localStorage.setItem('language', 'en'));
    await page.goto(answerUrl(server, survey.surveyId));
    await waitForQuestion(page);
    await waitForServiceWorker(page);
    await context.setOffline(true);
    const capture = page.getByTestId('media-capture-image');
    expect(await capture.innerText()).toBe('Choose from the album');
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), capture.click()]);
    await chooser.setFiles({
      name: 'shelf.jpg',
      mimeType: 'image/jpeg',
      buffer: await makeJpeg(page, 800, 600),
    });
    await expect.poll(() => page.getByTestId('media-status').allInnerTexts()).toEqual(['Waiting to upload']);
    await expect.poll(() => page.getByTestId('pending-files').innerText()).toContain('One file');
    await page.screenshot({ path: artifactPath('runner-media-offline-en.png'), fullPage: true });
  });

  it('press and hold records a voice (Chromium’s fake microphone); sliding up cancels', async () => {
    const survey = await SurveyBuilder.create(server, { surveyName: '语音反馈' });
    await survey.add('audio', {
      quTitle: '请用语音说说您的感受',
      mediaQuType: '1',
      answerConfig: { mediaOptionType: '1' },
    });
    await survey.publish();
    const context = await launchWithFakeMicrophone();
    contexts.push(context);
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    await page.goto(answerUrl(server, survey.surveyId));
    await waitForQuestion(page);
    const hold = page.getByTestId('media-record');
    await expect.poll(() => hold.isEnabled()).toBe(true);
    const box = await hold.boundingBox();
    if (!box) throw new Error('the record button is shown');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;

    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.getByTestId('media-recording').waitFor();
    await expect.poll(() => page.getByTestId('media-recording').innerText()).toContain('手指上滑，取消录音');
    await page.waitForTimeout(1_500);
    await page.screenshot({ path: artifactPath('runner-media-recording-zh.png') });
    await page.mouse.up();
    const entry = page.getByTestId('media-entry');
    await entry.waitFor();
    expect(await entry.getAttribute('data-kind')).toBe('audio');
    expect(await entry.innerText()).toMatch(/recording-\d{8}-\d{6}\.webm/);
    await expect
      .poll(async () => (await keptMedia(page)).map((row) => row.state), { timeout: 30_000 })
      .toEqual(['uploaded']);
    await page.screenshot({ path: artifactPath('runner-media-audio-zh.png'), fullPage: true });

    // Slide up before letting go: nothing is kept.
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.getByTestId('media-recording').waitFor();
    await page.waitForTimeout(800);
    await page.mouse.move(x, y - 120, { steps: 4 });
    await expect.poll(() => page.getByTestId('media-recording').innerText()).toContain('松开手指，取消录音');
    await page.mouse.up();
    await page.getByTestId('media-recording').waitFor({ state: 'detached' });
    await page.waitForTimeout(500);
    expect(await entry.count()).toBe(1);
    expect(await keptMedia(page)).toHaveLength(1);

    // Speech to text (option 3: the sound and its text). Headless Chromium has no recogniser that works
    // offline, so the page gets a stand-in for the Web Speech API that hears one sentence: the entry keeps
    // the recording and the sentence as its text. Without any recogniser the respondent is told.
    const spoken = await SurveyBuilder.create(server, { surveyName: '语音转文字' });
    await spoken.add('audio', {
      quTitle: '请说出您的建议',
      mediaQuType: '1',
      answerConfig: { mediaOptionType: '3' },
    });
    await spoken.publish();
    await context.addInitScript(() => {
      class HeardOnce {
        lang = '';
        continuous = false;
        interimResults = false;
        onresult: ((event: unknown) => void) | null = null;
        onerror: (() => void) | null = null;
        onend: (() => void) | null = null;
        start() {
          setTimeout(() => {
            const result = Object.assign([{ transcript: '希望增加夜间营业' }], { isFinal: true });
            this.onresult?.({ results: [result] });
          }, 300);
        }
        stop() {
          setTimeout(() => this.onend?.(), 50);
        }
        abort() {
          this.onend?.();
        }
      }
      const scope = window as unknown as { SpeechRecognition: unknown; webkitSpeechRecognition: unknown };
      scope.SpeechRecognition = HeardOnce;
      scope.webkitSpeechRecognition = HeardOnce;
    });
    // A new document (not a hash change of this one), so that the stand-in is there from the start.
    await page.goto('about:blank');
    await page.goto(answerUrl(server, spoken.surveyId));
    await waitForQuestion(page);
    expect(await page.getByTestId('media-count-hint').innerText()).toContain('录音结束后将转为文字');
    const button = await page.getByTestId('media-record').boundingBox();
    if (!button) throw new Error('the record button is shown');
    await page.mouse.move(button.x + button.width / 2, button.y + button.height / 2);
    await page.mouse.down();
    await page.getByTestId('media-recording').waitFor();
    await page.waitForTimeout(1_200);
    await page.mouse.up();
    await page.getByTestId('media-entry').waitFor();
    expect(await page.getByTestId('media-entry').innerText()).toContain('希望增加夜间营业');
    await page.screenshot({ path: artifactPath('runner-media-transcript-zh.png'), fullPage: true });
  });
});
