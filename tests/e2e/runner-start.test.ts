import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath, launchBrowser, requireChromium } from './browser';
import { publishTwoPageSurvey, type TestServer, waitForQuestion } from './runnerSupport';
import { clientDirectory, startTestServer } from './server';

/**
 * How the runner starts (against `npm run build`): the service worker precaches what the runner needs and not
 * the designer; the first question appears with its family view, never behind a loading skeleton; and a
 * survey the device holds opens while the network hangs instead of waiting out the load's timeout.
 */
const hasChromium = Boolean(requireChromium());
const PHONE = { viewport: { width: 390, height: 844 }, locale: 'zh-CN' };
// The build the servers serve (dist/, or E2E_CLIENT_DIR's own build).
const DIST = pathToFileURL(`${clientDirectory()}/`);

/** The precache manifest vite-plugin-pwa wrote into the build's sw.js. */
async function precachedUrls(): Promise<string[]> {
  const worker = await readFile(new URL('sw.js', DIST), 'utf8');
  return [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1] ?? '');
}

describe('the precache', () => {
  it('holds the runner, its worker and family views, and none of the designer nor React', async () => {
    const urls = await precachedUrls();
    expect(urls).toContain('index.html');
    const index = await readFile(new URL('index.html', DIST), 'utf8');
    const entry = index.match(/src="\/(assets\/index-[^"]+\.js)"/)?.[1];
    expect(entry).toBeDefined();
    expect(urls).toContain(entry);
    // The runner's boot script is written into index.html, first in its head, not fetched as a file.
    expect(index).toMatch(/<head>\s*<script>\(function\(\)\{/);
    expect(index).toContain('wenda:boot');
    expect(urls.some((url) => url.includes('runner-boot'))).toBe(false);
    // The logic worker and the family views are named after their modules.
    expect(urls.some((url) => /^assets\/logic-[^/]+\.js$/.test(url))).toBe(true);
    expect(urls.filter((url) => /^assets\/Answer-[^/]+\.js$/.test(url)).length).toBeGreaterThan(10);
    expect(urls.some((url) => /^assets\/router-[^/]+\.js$/.test(url))).toBe(false);
    for (const url of urls.filter((entryUrl) => entryUrl.endsWith('.js'))) {
      const code = await readFile(new URL(url, DIST), 'utf8');
      // antd's config provider and the rich-text editor: designer-only code.
      expect(code.includes('getPrefixCls'), url).toBe(false);
      expect(code.includes('ProseMirror'), url).toBe(false);
      // React's own code (its error pages' address): the runner's build runs on Preact (sw/runnerBuild.ts),
      // React DOM stays with the shell.
      expect(code.includes('react.dev/errors'), url).toBe(false);
    }
  });
});

describe.skipIf(!hasChromium)('the runner starting in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let link: string;

  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    link = await publishTwoPageSurvey(server, '启动测试问卷');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows the first question with its family view at once, never a loading skeleton', async () => {
    const context = await browser.newContext(PHONE);
    try {
      // Watches every DOM change from the first byte: a skeleton shown, or a question frame without its view.
      await context.addInitScript({
        content: `(() => {
          window.__startSeen = { skeleton: false, frameWithoutView: false, blocked: [] };
          document.addEventListener('securitypolicyviolation', (event) => {
            window.__startSeen.blocked.push(event.violatedDirective + ' ' + (event.blockedURI || 'inline'));
          });
          new MutationObserver(() => {
            if (document.querySelector('.wr-skeleton')) window.__startSeen.skeleton = true;
            const frame = document.querySelector('.wr-q');
            if (frame && !frame.querySelector('.rv')) window.__startSeen.frameWithoutView = true;
          }).observe(document, { childList: true, subtree: true });
        })();`,
      });
      const page = await context.newPage();
      await page.goto(link);
      await page.locator('.wr-q .rv').first().waitFor({ state: 'visible', timeout: 30_000 });
      await expect(page.getByText('您通常什么时候跑步？').isVisible()).resolves.toBe(true);
      await expect(page.locator('label').filter({ hasText: '傍晚' }).isVisible()).resolves.toBe(true);
      await page.screenshot({ path: artifactPath('runner-start-first-page.png') });
      const seen = await page.evaluate(() => (window as unknown as { __startSeen: unknown }).__startSeen);
      expect(seen).toEqual({ skeleton: false, frameWithoutView: false, blocked: [] });
      // index.html's inline boot script ran: the server's CSP admits it by its hash (no violation above).
      const booted = await page.evaluate(() => performance.getEntriesByName('wenda:boot').length);
      expect(booted).toBe(1);
    } finally {
      await context.close();
    }
  });

  /** How many releases the runner's database holds (none, never creating it, when it does not exist yet). */
  const keptReleases = () =>
    new Promise<number>((resolve) => {
      const request = indexedDB.open('wenda-runner');
      request.onupgradeneeded = () => request.transaction?.abort();
      request.onerror = () => resolve(0);
      request.onsuccess = () => {
        const db = request.result;
        const count = db.transaction('releases').objectStore('releases').count();
        count.onsuccess = () => {
          db.close();
          resolve(count.result);
        };
      };
    });

  it('opens a survey the device holds while the survey load hangs', async () => {
    const context = await browser.newContext(PHONE);
    try {
      const page = await context.newPage();
      await page.goto(link);
      await waitForQuestion(page);
      // A first visit keeps the release once its first question is up (the device's database loads then).
      await expect.poll(() => page.evaluate(keptReleases)).toBeGreaterThan(0);

      // The network now takes every load and never answers: the device's copy must show well before the
      // load's own 15 s timeout.
      let hung = 0;
      await context.route('**/api/survey-answer/load**', () => {
        hung++;
      });
      const started = Date.now();
      await page.reload();
      await page.locator('.wr-q .rv').first().waitFor({ state: 'visible', timeout: 10_000 });
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(hung).toBeGreaterThan(0);
      await expect(page.locator('label').filter({ hasText: '清晨' }).isVisible()).resolves.toBe(true);
    } finally {
      await context.close();
    }
  });
});
