import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, requireChromium } from './browser';
import { answerUrl, SurveyBuilder, type TestServer, waitForQuestion } from './runnerSupport';
import { startTestServer } from './server';

/**
 * A required matrix, answered with the keyboard: each row is its own page, and an answer in row 1 must not
 * let the respondent past an empty row 2 — for matrix multiple choice (where it once did) and single choice.
 */
const hasChromium = Boolean(requireChromium());

describe.skipIf(!hasChromium)('required matrix rows in Chromium', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** Tabs to the first box of the page and ticks it with the space bar, as a keyboard user would. */
  async function tickFirstWithKeyboard(page: Page, kind: 'checkbox' | 'radio') {
    const first = page.locator(`.wr-main input[type="${kind}"]`).first();
    await first.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => first.isChecked()).toBe(true);
  }

  it.each([
    ['matrixCheckbox', 'checkbox'],
    ['matrixRadio', 'radio'],
  ] as const)('%s: row 2 left empty keeps the respondent on its page', async (family, kind) => {
    const survey = await SurveyBuilder.create(server, { surveyName: '矩阵测试' });
    await survey.add(family, {
      quTitle: '您对以下方面的看法',
      optionList: [{ optionName: '满意' }, { optionName: '不满意' }],
      descList: [{ optionName: '价格' }, { optionName: '服务' }],
    });
    await survey.publish();
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' });
    try {
      const page = await context.newPage();
      await page.goto(answerUrl(server, survey.surveyId));
      await waitForQuestion(page);
      await expect.poll(() => page.locator('.wr-main').textContent()).toContain('价格');

      await tickFirstWithKeyboard(page, kind);
      await page.getByTestId('next').focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('.wr-main').textContent()).toContain('服务');

      // Row 2, nothing chosen: submitting stays here and says why.
      const submit = page.getByTestId('submit');
      await submit.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('.rv-issue').first().textContent()).toBe('答案不能为空！');
      expect(await page.getByTestId('end-title').count()).toBe(0);

      await tickFirstWithKeyboard(page, kind);
      await submit.focus();
      await page.keyboard.press('Enter');
      await page.getByTestId('end-title').waitFor();
    } finally {
      await context.close();
    }
  });
});
