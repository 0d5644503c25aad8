import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESIGN_API, type UploadedFile } from '../../src/core/api/design';
import { STYLE_API } from '../../src/core/api/style';
import { artifactPath, launchBrowser, requireChromium } from './browser';
import {
  answerUrl,
  callApi,
  choose,
  loginDemo,
  PHONE,
  SurveyBuilder,
  type TestServer,
  waitForQuestion,
  waitForServiceWorker,
} from './runnerSupport';
import { startTestServer } from './server';

/**
 * A survey's images offline (sw/surveyImages.ts, src/runner/offlineImages): a survey with uploaded images
 * — the style's cover image and cover logo, a question's image on page 1, and on page 2 an image inside the
 * rich-text title and one on each option — is opened once online. Once the service worker's cache holds every
 * one of them, the network is cut and the page reloaded: the cover's image and logo, the question's image and
 * the images of page 2, which were never shown online, all load. An uploaded image the survey does not use is
 * not kept, and offline it does not load.
 */
const hasChromium = Boolean(requireChromium());
const CACHE = 'wenda-survey-files';

/** A striped PNG of one colour, big enough to be seen in the screenshots. */
function picture(width: number, height: number, [red, green, blue]: [number, number, number]): Buffer {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (width * y + x) * 4;
      const light = Math.floor((x + y) / 16) % 2 === 0 ? 1 : 0.75;
      png.data[at] = Math.round(red * light);
      png.data[at + 1] = Math.round(green * light);
      png.data[at + 2] = Math.round(blue * light);
      png.data[at + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

/** Uploads one image with the designer's upload call; its address (/api/files/…). */
async function upload(server: TestServer, token: string, surveyId: string, name: string, bytes: Buffer) {
  const form = new FormData();
  form.append('surveyId', surveyId);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
  const response = await fetch(`${server.url}${DESIGN_API.uploadFile}`, {
    method: 'POST',
    headers: { token },
    body: form,
  });
  const envelope = (await response.json()) as { code: number; data: UploadedFile[] };
  const url = envelope.data?.[0]?.url;
  if (envelope.code !== 200 || !url) throw new Error(`upload ${name}: ${JSON.stringify(envelope)}`);
  return url;
}

/** Whether the service worker's image cache holds each address. */
function cached(page: Page, urls: string[]): Promise<boolean[]> {
  return page.evaluate(
    async ({ cacheName, addresses }) => {
      const cache = await caches.open(cacheName);
      return Promise.all(addresses.map(async (address) => (await cache.match(address)) !== undefined));
    },
    { cacheName: CACHE, addresses: urls },
  );
}

/** The width an image at this address decodes to in the page, 0 when it does not load. */
function loadedWidth(page: Page, url: string): Promise<number> {
  return page.evaluate(async (address) => {
    const image = new Image();
    image.src = address;
    try {
      await image.decode();
      return image.naturalWidth;
    } catch {
      return 0;
    }
  }, url);
}

/** The natural width of every rendered <img> a selector finds, once each has finished loading (0: broken). */
async function renderedWidths(page: Page, selector: string): Promise<number[]> {
  await page.waitForFunction(
    (css) => [...document.querySelectorAll<HTMLImageElement>(css)].every((image) => image.complete),
    selector,
  );
  return page.$$eval(selector, (images) => images.map((image) => (image as HTMLImageElement).naturalWidth));
}

describe.skipIf(!hasChromium)('a survey’s images offline, in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await context?.close().catch(() => undefined);
    await browser?.close();
    await server?.close();
  });

  it('keeps every image the survey shows once it was opened online, and shows them with no network', async () => {
    const survey = await SurveyBuilder.create(server, { surveyName: '跑鞋选择调查' });
    const token = await loginDemo(server);
    const image = (name: string, width: number, height: number, colour: [number, number, number]) =>
      upload(server, token, survey.surveyId, name, picture(width, height, colour));
    const cover = await image('cover.png', 390, 640, [14, 116, 144]);
    const logo = await image('logo.png', 96, 96, [245, 158, 11]);
    const track = await image('track.png', 320, 140, [220, 38, 38]);
    const titleImage = await image('shoes.png', 240, 90, [22, 163, 74]);
    const red = await image('red.png', 120, 80, [185, 28, 28]);
    const blue = await image('blue.png', 120, 80, [29, 78, 216]);
    const unused = await image('unused.png', 50, 50, [0, 0, 0]);

    await callApi(server, STYLE_API.save, {
      token,
      body: {
        surveyId: survey.surveyId,
        style: {
          cover: { startType: 'cover', imgUrl: cover, showLogoInd: 1, logoUrl: logo, btnText: '开始' },
        },
      },
    });
    await survey.add('radio', {
      quTitle: '您常在哪条跑道跑步？',
      imgUrl: track,
      imgName: '跑道',
      optionList: [{ optionName: '湖边' }, { optionName: '公园' }],
    });
    await survey.pageBreak();
    await survey.add('radio', {
      quTitle: `<p>您会选哪双鞋？</p><p><img src="${titleImage}" alt="两双鞋"></p>`,
      optionList: [
        { optionName: '红色', imgUrl: red },
        { optionName: '蓝色', imgUrl: blue },
      ],
    });
    await survey.publish();
    const shown = [cover, logo, track, titleImage, red, blue].map((path) => `${server.url}${path}`);

    // Online, once: the cover is the first screen; the images are kept in the background after it.
    context = await browser.newContext(PHONE);
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    await page.goto(answerUrl(server, survey.surveyId));
    await page.getByTestId('cover-start').waitFor();
    await waitForServiceWorker(page);
    await expect.poll(() => cached(page, shown), { timeout: 30_000 }).toEqual(shown.map(() => true));
    expect(await cached(page, [`${server.url}${unused}`])).toEqual([false]);

    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('cover-start').waitFor();
    // The cover's background image (a CSS image: loaded here by its address, which only the cache can answer).
    const coverImage = await page
      .getByTestId('cover')
      .evaluate((element) => getComputedStyle(element).getPropertyValue('--wr-cover-image'));
    expect(coverImage).toContain(cover);
    expect(await loadedWidth(page, cover)).toBe(390);
    expect(await renderedWidths(page, '[data-testid="cover-logo"]')).toEqual([96]);
    // Nothing else is kept: an uploaded image the survey does not show does not load offline.
    expect(await loadedWidth(page, unused)).toBe(0);
    await page.screenshot({ path: artifactPath('runner-offline-images-cover.png') });

    await page.getByTestId('cover-start').click();
    await waitForQuestion(page);
    expect(await renderedWidths(page, 'img.wr-q__img')).toEqual([320]);
    await page.screenshot({ path: artifactPath('runner-offline-images-page1.png'), fullPage: true });

    // Page 2 was never shown online: its images come from what the service worker kept.
    await choose(page, '湖边');
    await page.getByTestId('next').click();
    await page.locator('.wr-q__title', { hasText: '您会选哪双鞋？' }).waitFor();
    expect(await renderedWidths(page, '.wr-q__title img')).toEqual([240]);
    expect(await renderedWidths(page, 'img.rv-choice-img')).toEqual([120, 120]);
    await page.screenshot({ path: artifactPath('runner-offline-images-page2.png'), fullPage: true });
  });
});
