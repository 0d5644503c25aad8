import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath, launchBrowser, requireChromium } from './browser';
import { signInAsDemo } from './designerSupport';
import {
  answerUrl,
  choose,
  localResponses,
  PHONE,
  SurveyBuilder,
  storedResponses,
  type TestServer,
  waitForQuestion,
  waitForServiceWorker,
  waitUntilCompleteAndSent,
} from './runnerSupport';
import { startTestServer } from './server';

/**
 * Link parameters in Chromium against a real server: the designer declares `src` → 渠道 on /surveyconfig
 * (a name the answer link uses itself refused in place, nothing typed lost), a respondent opens the answer
 * link with &src=wechat and, the connection cut after the first page showed, answers and finishes offline;
 * once back online the response arrives with the value, the response detail shows 渠道 = wechat, and the
 * CSV export made on the screen has a 渠道 column holding it.
 */
const hasChromium = Boolean(requireChromium());
const DESKTOP = { viewport: { width: 1280, height: 900 }, locale: 'zh-CN' };

describe.skipIf(!hasChromium)('link parameters in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let surveyId: string;

  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    const survey = await SurveyBuilder.create(server, { surveyName: '链接参数问卷' });
    await survey.add('radio', {
      quTitle: '您通常什么时候跑步？',
      optionList: [{ optionName: '清晨' }, { optionName: '傍晚' }],
    });
    await survey.pageBreak();
    await survey.add('fillBlank', { quTitle: '为什么？' });
    surveyId = await survey.publish();
    page = await (await browser.newContext(DESKTOP)).newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const section = () => page.getByTestId('link-params');

  it('declares src → 渠道 on the settings screen, a reserved name refused in place', {
    timeout: 60_000,
  }, async () => {
    await signInAsDemo(page, server);
    await page.goto(`${server.url}/#/surveyconfig?surveyId=${surveyId}`);
    await section().waitFor();
    expect(await section().innerText()).toContain('链接参数');
    await page.getByTestId('link-params-empty').waitFor();

    // The link's own names are not the survey's to take: refused beside the field, what was typed kept.
    await page.getByTestId('param-paramName').fill('userId');
    await page.getByTestId('param-outParamName').fill('渠道');
    await page.getByTestId('link-param-add').click();
    await expect
      .poll(() => page.getByTestId('param-paramName-problem').innerText())
      .toContain('这个名称已被答题链接本身使用');
    expect(await page.getByTestId('param-outParamName').inputValue()).toBe('渠道');
    expect(await page.getByTestId('link-param').count()).toBe(0);

    await page.getByTestId('param-paramName').fill('src');
    expect(await page.getByTestId('param-paramName-problem').count()).toBe(0);
    await page.getByTestId('link-param-add').click();
    await expect.poll(() => page.getByTestId('link-param').count()).toBe(1);
    expect(await page.getByTestId('link-param-name').innerText()).toBe('src');
    expect(await page.getByTestId('link-param-out').innerText()).toBe('渠道');
    expect(await page.getByTestId('param-paramName').inputValue()).toBe('');
    expect(await page.getByTestId('link-params-example').innerText()).toBe(
      `${server.url}/?surveyId=${surveyId}#/answer?surveyId=${surveyId}&src=值`,
    );

    // The same name again is refused by the screen before any call, in place.
    await page.getByTestId('param-paramName').fill('SRC');
    await page.getByTestId('param-outParamName').fill('来源');
    await page.getByTestId('link-param-add').click();
    await expect.poll(() => page.getByTestId('param-paramName-problem').innerText()).toContain('同名');
    await page.getByTestId('param-paramName').fill('');
    await page.getByTestId('param-outParamName').fill('');
    await section().screenshot({ path: artifactPath('survey-params-screen.png') });
    // On a phone the form stacks and the page does not widen.
    await page.setViewportSize({ width: 390, height: 844 });
    await section().screenshot({ path: artifactPath('survey-params-screen-phone.png') });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize(DESKTOP.viewport);

    // After a reload the server's list is shown.
    await page.reload();
    await expect.poll(() => page.getByTestId('link-param-out').allInnerTexts()).toEqual(['渠道']);
  });

  it('keeps &src=wechat with a response answered offline and delivers it', { timeout: 90_000 }, async () => {
    const context = await browser.newContext(PHONE);
    try {
      const respondent = await context.newPage();
      await respondent.goto(`${answerUrl(server, surveyId)}&src=wechat`);
      await waitForQuestion(respondent);
      await waitForServiceWorker(respondent);
      await context.setOffline(true);
      await choose(respondent, '傍晚');
      await respondent.getByTestId('next').click();
      await respondent.getByRole('textbox').fill('下班以后');
      await respondent.getByTestId('submit').click();
      await respondent.getByTestId('end-title').waitFor();
      // Offline, the value is on the device with the response.
      const [kept] = (await localResponses(respondent)) as { urlParams?: Record<string, string> }[];
      expect(kept?.urlParams).toEqual({ src: 'wechat' });
      expect(await storedResponses(server, surveyId)).toHaveLength(0);

      await context.setOffline(false);
      await waitUntilCompleteAndSent(respondent, 30_000);
      const [stored] = await storedResponses(server, surveyId);
      expect(stored?.response.status).toBe('complete');
      expect(stored?.response.paradata?.urlParams).toEqual({ src: 'wechat' });
    } finally {
      await context.close();
    }
  });

  it('shows 渠道 = wechat in the response detail and exports a 渠道 column', {
    timeout: 60_000,
  }, async () => {
    await page.goto(`${server.url}/#/answerlist?surveyId=${surveyId}`);
    const rows = page.getByTestId('responses-table').locator('tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(1);
    await rows.first().getByTestId('open-response').click();
    const drawer = page.getByTestId('response-drawer');
    await drawer.getByTestId('response-answers').waitFor();
    const row = drawer.locator('.ant-descriptions-item, tr').filter({ hasText: '渠道' }).first();
    await expect.poll(() => row.innerText()).toContain('wechat');
    expect(await drawer.getByTestId('response-link-param').innerText()).toBe('wechat');
    // Once the drawer has slid in (its panel at the right edge), not mid-animation.
    const panel = page.locator('.ant-drawer-content-wrapper');
    await expect
      .poll(async () => {
        const box = await panel.boundingBox();
        return box ? Math.round(box.x + box.width) : 0;
      })
      .toBe(DESKTOP.viewport.width);
    await page.waitForTimeout(300);
    await page.screenshot({ path: artifactPath('survey-params-response.png') });
    await page.keyboard.press('Escape');

    await page.goto(`${server.url}/#/exportdata?surveyId=${surveyId}`);
    await page.getByTestId('results-exports').waitFor();
    await page.getByTestId('export-start').click();
    const link = page.getByTestId('export-download').first();
    await link.waitFor({ timeout: 30_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const [header = [], ...records] = parse(await readFile((await download.path()) ?? ''), {
      bom: true,
    }) as string[][];
    const at = header.indexOf('渠道');
    expect(at, header.join(',')).toBeGreaterThan(0);
    expect(records.map((record) => record[at])).toEqual(['wechat']);
  });
});
