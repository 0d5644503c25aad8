import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import jsQR from 'jsqr';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { artifactPath, launchBrowser, requireChromium } from './browser';
import { signInAsDemo } from './designerSupport';
import {
  PHONE,
  SurveyBuilder,
  type TestServer,
  waitForQuestion,
  waitForServiceWorker,
} from './runnerSupport';
import { startTestServer } from './server';

/**
 * Publish and share in Chromium against a real server: the designer publishes a survey on its publish page
 * (the spec's warning confirmed, the release history naming them), copies the answer link, downloads the QR
 * code as a PNG that this test decodes (jsQR over pngjs) and opens on a phone, where the survey's first
 * question shows; the short link opens the same survey, offline too once opened; the embed snippet shows the
 * survey inside another site's page while the designer's screens refuse to be framed there; the survey list
 * gives the same link and QR code from the survey's row and says what its question count counts.
 */
const hasChromium = Boolean(requireChromium());
const DESKTOP = { viewport: { width: 1280, height: 900 }, locale: 'zh-CN' };
const FIRST_QUESTION = '您早餐通常吃什么？';
const SURVEY_NAME = '早餐习惯调查';

describe.skipIf(!hasChromium)('publish and share in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let designer: BrowserContext;
  let page: Page;
  let surveyId: string;
  let answerLink: string;
  let shortLink: string;

  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    const survey = await SurveyBuilder.create(server, {
      surveyName: SURVEY_NAME,
      surveyNote: '<p>两分钟，说说您的早餐。</p>',
    });
    await survey.add('radio', {
      quTitle: FIRST_QUESTION,
      optionList: [{ optionName: '包子' }, { optionName: '面包' }],
    });
    await survey.pageBreak();
    await survey.add('fillBlank', { quTitle: '还想补充什么？' });
    surveyId = survey.surveyId;
    answerLink = `${server.url}/?surveyId=${surveyId}#/answer?surveyId=${surveyId}`;
    designer = await browser.newContext(DESKTOP);
    await designer.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    page = await designer.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const stateSection = () => page.getByTestId('share-state');

  it('publishes on the publish page, with the warning and the release history', {
    timeout: 60_000,
  }, async () => {
    await signInAsDemo(page, server);
    await page.goto(`${server.url}/#/publish?surveyId=${surveyId}`);
    await page.getByTestId('publish-page').waitFor();
    expect(await stateSection().getByTestId('survey-state').getAttribute('data-state')).toBe('0');
    await page.getByTestId('share-not-collecting').waitFor();
    expect(await page.getByTestId('release-history').innerText()).toContain('还没有发布过');

    await page.getByTestId('share-publish').click();
    const confirm = page.locator('.ant-modal-confirm');
    // The spec's warning (spec 1 §4), from the workspace's own publish action.
    await confirm.getByText('问卷发布后将不能再修改，确定发布吗？').waitFor();
    await confirm.getByRole('button', { name: '发布问卷' }).click();
    await expect.poll(() => stateSection().getByTestId('survey-state').getAttribute('data-state')).toBe('1');
    await expect.poll(() => stateSection().innerText()).toContain('收集中（版本 1）');
    await expect.poll(() => page.getByTestId('release-history').innerText()).toContain('v1');
    expect(await page.getByTestId('release-history').innerText()).toContain(server.demoAccount.userName);
    expect(await page.getByTestId('share-not-collecting').count()).toBe(0);
    expect(await page.getByTestId('share-pause').isEnabled()).toBe(true);
    expect(await page.getByTestId('share-end').isEnabled()).toBe(true);

    expect(await page.getByTestId('answer-link').inputValue()).toBe(answerLink);
    await expect.poll(() => page.getByTestId('short-link').count()).toBe(1);
    shortLink = await page.getByTestId('short-link').inputValue();
    expect(shortLink).toMatch(new RegExp(`^${server.url}/s/[0-9A-Za-z]{8}$`));
    // Stable: the page asks again after a reload and gets the same short link.
    await page.reload();
    await page.getByTestId('short-link').waitFor();
    expect(await page.getByTestId('short-link').inputValue()).toBe(shortLink);
  });

  it('copies the answer link and the embed snippet', async () => {
    await page.getByTestId('answer-link-copy').click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(answerLink);
    await page.getByTestId('short-link-copy').click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(shortLink);
    await page.getByTestId('embed-snippet-copy').click();
    const snippet = await page.evaluate(() => navigator.clipboard.readText());
    expect(snippet).toBe(await page.getByTestId('embed-snippet').inputValue());
    expect(snippet).toContain(`<iframe src="${answerLink.replace(/&/g, '&amp;')}"`);
    expect(snippet).toContain(`title="${SURVEY_NAME}"`);
  });

  it('shows the publish page in zh and en (screenshots)', { timeout: 30_000 }, async () => {
    // The whole page from its top, once the copy toasts are gone.
    const shoot = async (name: string) => {
      await page.getByTestId('qr-svg').waitFor();
      await expect.poll(() => page.locator('.ant-message-notice').count(), { timeout: 10_000 }).toBe(0);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: artifactPath(name), fullPage: true });
    };
    await shoot('publish-share-zh.png');
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await page.getByTestId('publish-page').waitFor();
    await expect.poll(() => page.getByTestId('publish-page').innerText()).toContain('Release history');
    await page.getByTestId('short-link').waitFor();
    await shoot('publish-share-en.png');
    await page.evaluate(() => localStorage.setItem('language', 'zh'));
    await page.reload();
    await page.getByTestId('publish-page').waitFor();
  });

  it('has no serious or critical accessibility violation (axe-core, WCAG 2.1 AA)', {
    timeout: 30_000,
  }, async () => {
    const violations = await seriousViolations(page, '[data-testid="publish-page"]');
    expect(violations).toEqual([]);
  });

  it('downloads the QR code as a print-size PNG whose link opens the survey on a phone', {
    timeout: 60_000,
  }, async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('qr-download').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${SURVEY_NAME}-qr.png`);
    const path = await download.path();
    const png = PNG.sync.read(await readFile(path));
    expect(png.width).toBeGreaterThanOrEqual(1000);
    expect(png.width).toBe(png.height);
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe(answerLink);

    const phone = await browser.newContext(PHONE);
    try {
      const respondent = await phone.newPage();
      await respondent.goto(decoded?.data ?? '');
      await waitForQuestion(respondent);
      expect(await respondent.locator('.wr-q').first().innerText()).toContain(FIRST_QUESTION);
    } finally {
      await phone.close();
    }
  });

  it('opens the same survey through the short link, offline too once opened', {
    timeout: 90_000,
  }, async () => {
    const phone = await browser.newContext(PHONE);
    try {
      const respondent = await phone.newPage();
      await respondent.goto(shortLink);
      await waitForQuestion(respondent);
      expect(respondent.url()).toBe(answerLink);
      expect(await respondent.locator('.wr-q').first().innerText()).toContain(FIRST_QUESTION);
      // The service worker now controls the origin: the short link goes to the network (not to the app
      // shell, which would open the login page) and its redirect is kept for offline.
      await waitForServiceWorker(respondent);
      await respondent.goto(shortLink);
      await waitForQuestion(respondent);
      expect(respondent.url()).toBe(answerLink);
      await phone.setOffline(true);
      await respondent.goto(shortLink);
      await waitForQuestion(respondent);
      expect(await respondent.locator('.wr-q').first().innerText()).toContain(FIRST_QUESTION);
    } finally {
      await phone.close();
    }
  });

  it("shows the survey in another site's iframe, but not the designer's screens", {
    timeout: 60_000,
  }, async () => {
    const snippet = await page.getByTestId('embed-snippet').inputValue();
    const framedList = `<iframe src="${server.url}/?surveyId=${surveyId}#/issurveylist" title="list"></iframe>`;
    const site: Server = createServer((_request, response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(`<!doctype html><html><body>${snippet}${framedList}</body></html>`);
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const other = await browser.newContext(DESKTOP);
    try {
      const visitor = await other.newPage();
      await visitor.goto(`http://127.0.0.1:${(site.address() as AddressInfo).port}/`);
      const survey = visitor.frameLocator(`iframe[title="${SURVEY_NAME}"]`);
      await survey.locator('.wr-q').first().waitFor({ timeout: 30_000 });
      expect(await survey.locator('.wr-q').first().innerText()).toContain(FIRST_QUESTION);
      const list = visitor.frameLocator('iframe[title="list"]');
      await list.getByText('问答的管理页面不能嵌入其他网站').waitFor();
    } finally {
      await other.close();
      await new Promise((resolve) => site.close(resolve));
    }
  });

  it("gives the link and QR code from the survey's row in the list", { timeout: 60_000 }, async () => {
    await page.goto(`${server.url}/#/issurveylist`);
    await page.getByTestId('survey-table').waitFor();
    const header = page.locator('.wd-col-count');
    expect(await header.innerText()).toContain('不含分页、说明文字');
    const row = page.locator('tr', { has: page.getByText(SURVEY_NAME, { exact: true }) });
    // Two numbered questions; the page break is not counted.
    expect(await row.getByTestId('survey-question-count').innerText()).toBe('2');
    await row.getByTestId('survey-share').click();
    const popover = page.getByTestId('share-popover');
    await expect.poll(() => popover.isVisible()).toBe(true);
    expect(await popover.getByTestId('list-answer-link').inputValue()).toBe(answerLink);
    expect(await popover.getByTestId('qr-svg').getAttribute('data-text')).toBe(answerLink);
    await popover.screenshot({ path: artifactPath('publish-share-list-popover.png') });
    await popover.getByTestId('share-more').click();
    await page.getByTestId('publish-page').waitFor();
    expect(page.url()).toContain(`#/publish?surveyId=${surveyId}`);
  });

  it('answers the rest of the publish page group: /fenxiang and /publish2 show it, /shezhi the settings', {
    timeout: 30_000,
  }, async () => {
    for (const path of ['/fenxiang', '/publish2']) {
      await page.goto(`${server.url}/#${path}?surveyId=${surveyId}`);
      await page.getByTestId('publish-page').waitFor();
    }
    await page.goto(`${server.url}/#/shezhi?surveyId=${surveyId}`);
    await page.getByTestId('survey-config').waitFor();
    expect(page.url()).toContain(`#/surveyconfig?surveyId=${surveyId}`);
  });
});
