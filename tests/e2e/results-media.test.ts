import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles } from '../../server/db/schema';
import { localMediaStore, mediaStorageKey } from '../../server/media/storage';
import { startServer } from '../../server/start';
import { ANSWER_API } from '../../src/core/api/answer';
import { artifactPath, launchBrowser, requireChromium } from './browser';
import { signInAsDemo } from './designerSupport';
import { savedPath } from './resultsSupport';
import { callApi, SurveyBuilder, type TestServer } from './runnerSupport';
import { DEMO_PASSWORD } from './server';

/**
 * Respondents' files in the designer's results, in Chromium against a real server: a response with a photo
 * (and one still arriving) and a recording with its transcript opens with the photo shown (decoded:
 * naturalWidth > 0, opening large), the recording playable (readyState), the missing file said; the report
 * lists the GPS point, the places by name and the files per kind; the exports page's media ZIP downloads
 * and holds the files byte for byte (read with unzip). Files are made as the upload side leaves them (a
 * media_files row, the bytes in the data directory's media store).
 */
const hasChromium = Boolean(requireChromium());

/** A short WAV (8 kHz mono, 16-bit): a sound any browser decodes without a codec question. */
function wavTone(seconds: number): Buffer {
  const rate = 8000;
  const samples = Math.round(rate * seconds);
  const data = Buffer.alloc(samples * 2);
  for (let at = 0; at < samples; at++) {
    data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * at) / rate) * 8000), at * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

describe.skipIf(!hasChromium)('media in the results screens', () => {
  let dataDir: string;
  let server: Awaited<ReturnType<typeof startServer>>;
  let browser: Browser;
  let designer: BrowserContext;
  let page: Page;
  let surveyId: string;
  const responseId = randomUUID();
  let photo: Buffer;
  const sound = wavTone(1.5);
  const photoId = randomUUID();
  const arrivingId = randomUUID();
  const soundId = randomUUID();
  let codes: { image: string; audio: string };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'wenda-e2e-media-'));
    const clientDir = process.env.E2E_CLIENT_DIR ?? join(process.cwd(), 'dist');
    if (!existsSync(join(clientDir, 'index.html'))) throw new Error(`no built client in ${clientDir}`);
    server = await startServer({
      port: 0,
      host: '127.0.0.1',
      dataDir,
      clientDir,
      logger: false,
      demo: true,
      demoPassword: DEMO_PASSWORD,
    });
    browser = await launchBrowser();
    designer = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
    page = await designer.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));

    // A photo Chromium draws itself (a real PNG), and the survey as a designer makes it.
    await page.goto(`${server.url}/#/login`);
    const dataUrl = await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 320;
      canvas.height = 240;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      context.fillStyle = '#2a7';
      context.fillRect(0, 0, 320, 240);
      context.fillStyle = '#fff';
      context.fillRect(40, 40, 120, 80);
      return canvas.toDataURL('image/png');
    });
    photo = Buffer.from(dataUrl.split(',')[1] as string, 'base64');
    const testServer = server as unknown as TestServer;
    const survey = await SurveyBuilder.create(testServer, { surveyName: '门店走访（媒体）' });
    const image = await survey.add('image', { quTitle: '门店照片' });
    const audio = await survey.add('audio', { quTitle: '访谈录音' });
    const gps = await survey.add('gps', { quTitle: '您在哪里？' });
    const city = await survey.add('city', { quTitle: '所在城市' });
    surveyId = await survey.publish();
    codes = { image: image.itemCode || image.quNum || 'Q1', audio: audio.itemCode || audio.quNum || 'Q2' };

    const store = localMediaStore(dataDir);
    const keep = async (
      id: string,
      questionId: string,
      kind: string,
      mimeType: string,
      ext: string,
      bytes: Buffer | null,
    ) => {
      const storageKey = bytes ? mediaStorageKey(surveyId, id, ext) : null;
      if (bytes && storageKey) {
        const source = join(dataDir, `incoming-${id}`);
        await writeFile(source, bytes);
        await store.putFile(storageKey, source);
      }
      await server.db.insert(mediaFiles).values({
        id,
        surveyId,
        responseId,
        questionId,
        kind,
        mimeType: bytes ? mimeType : null,
        size: bytes?.length ?? 123_456,
        fileName: `${kind}.${ext}`,
        storageKey,
        completedAt: bytes ? new Date() : null,
      });
    };
    await keep(photoId, image.id, 'image', 'image/png', 'png', photo);
    await keep(arrivingId, image.id, 'image', 'image/jpeg', 'jpg', null);
    await keep(soundId, audio.id, 'audio', 'audio/wav', 'wav', sound);
    await callApi(testServer, ANSWER_API.save, {
      body: {
        responseId,
        surveyId,
        version: 1,
        seed: 'seed-1',
        userPage: 0,
        seq: 1,
        status: 'complete',
        items: [
          { belongId: surveyId, quId: image.id, answer: '门头.png', answserScore: photoId },
          { belongId: surveyId, quId: image.id, answer: '店内.jpg', answserScore: arrivingId },
          {
            belongId: surveyId,
            quId: audio.id,
            answer: '访谈.wav',
            answserScore: soundId,
            otherAnswer: '店主说生意不错',
          },
          {
            belongId: surveyId,
            quId: gps.id,
            answer: '22.5431,113.9298',
            extendsData: { accuracy: 12, altitude: 8.5, fixTime: Date.UTC(2026, 10, 20, 8, 30) },
          },
          { belongId: surveyId, quId: city.id, answer: '440000,440300,440305' },
        ],
      },
    });
    await signInAsDemo(page, server);
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  async function openResponse(target: Page) {
    await target.goto(`${server.url}/#/answerlist?surveyId=${surveyId}`);
    const rows = target.getByTestId('responses-table').locator('tbody tr.ant-table-row');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(1);
    await rows.first().getByTestId('open-response').click();
    const drawer = target.getByTestId('response-drawer');
    await drawer.getByTestId('response-media').first().waitFor();
    return drawer;
  }

  it('shows the photo and plays the recording of a response, and says which file has not arrived', {
    timeout: 60_000,
  }, async () => {
    const drawer = await openResponse(page);
    const image = drawer.locator('[data-testid="media-image"] img, img[data-testid="media-image"]').first();
    await expect
      .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth), {
        timeout: 15_000,
      })
      .toBe(320);
    const audio = drawer.getByTestId('media-audio');
    // HAVE_METADATA or better: the bytes arrived and the browser decoded the recording's header.
    await expect
      .poll(() => audio.evaluate((element) => (element as HTMLAudioElement).readyState), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(1);
    expect(await audio.evaluate((element) => Math.round((element as HTMLAudioElement).duration * 10))).toBe(
      15,
    );
    expect(await drawer.getByTestId('media-missing').innerText()).toBe('文件尚未收到');
    expect(await drawer.getByTestId('media-text').innerText()).toBe('店主说生意不错');
    await audio.scrollIntoViewIfNeeded();
    await page.screenshot({ path: artifactPath('results-media-response-zh.png') });

    // The thumbnail opens large.
    await image.click();
    const large = page.locator('.ant-image-preview-img');
    await expect
      .poll(() => large.evaluate((element) => (element as HTMLImageElement).naturalWidth), {
        timeout: 10_000,
      })
      .toBe(320);
    await page.screenshot({ path: artifactPath('results-media-preview-zh.png') });
    await page.keyboard.press('Escape');
  });

  it('reports the GPS point, the places by name and the files per kind', { timeout: 60_000 }, async () => {
    await page.goto(`${server.url}/#/report?surveyId=${surveyId}`);
    const gps = page.getByTestId('gps-summary');
    await gps.waitFor({ timeout: 20_000 });
    expect(await gps.innerText()).toContain('精度中位数 12 米');
    expect(await gps.innerText()).toContain('22.5431');
    const places = page.getByTestId('places-summary');
    expect(await places.innerText()).toContain('广东省');
    expect(await places.innerText()).toContain('深圳市');
    const media = page.getByTestId('media-summary');
    await expect.poll(() => media.count()).toBe(2);
    expect(await media.first().innerText()).toContain('共 2 个文件，已收到 1 个');
    await media.first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: artifactPath('results-media-report-zh.png') });
  });

  it('downloads the media ZIP from the exports page, holding the files byte for byte', {
    timeout: 60_000,
  }, async () => {
    await page.goto(`${server.url}/#/exportdata?surveyId=${surveyId}`);
    const button = page.getByTestId('media-zip-download');
    await button.waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: artifactPath('results-media-exports-zh.png') });
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe('门店走访（媒体）-media.zip');
    const path = await savedPath(download);
    const names = execFileSync('unzip', ['-Z1', path], { encoding: 'utf8' }).trim().split('\n').sort();
    const photoPath = `${responseId}/${codes.image}-门店照片-1.png`;
    const soundPath = `${responseId}/${codes.audio}-访谈录音-1.wav`;
    expect(names).toEqual([photoPath, soundPath].sort());
    expect(Buffer.compare(execFileSync('unzip', ['-p', path, photoPath]), photo)).toBe(0);
    expect(Buffer.compare(execFileSync('unzip', ['-p', path, soundPath]), sound)).toBe(0);
    expect((await readFile(path)).length).toBeGreaterThan(photo.length + sound.length);
  });

  it('reads in English too', { timeout: 60_000 }, async () => {
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    const drawer = await openResponse(page);
    await expect.poll(() => drawer.getByTestId('media-missing').innerText()).toBe('File not yet received');
    await drawer.getByTestId('media-audio').scrollIntoViewIfNeeded();
    await page.screenshot({ path: artifactPath('results-media-response-en.png') });
    await page.evaluate(() => localStorage.setItem('language', 'zh'));
  });
});
