import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath, launchBrowser, requireChromium } from './browser';
import { answerUrl, PHONE, SurveyBuilder, type TestServer, waitForQuestion } from './runnerSupport';
import { startTestServer } from './server';

/**
 * A designer's rich text reaches respondents as formatting, never as tags and never as script: the welcome text
 * of the issue (bold text and an image whose handler would alert) and an end page's description with a link.
 */
const hasChromium = Boolean(requireChromium());
const WELCOME = '<p>你好 <strong>世界</strong></p><img src=x onerror=alert(1)>';

describe.skipIf(!hasChromium)('rich text in the runner', () => {
  let server: TestServer;
  let browser: Browser;
  let surveyId: string;

  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    const survey = await SurveyBuilder.create(server, {
      surveyName: '富文本问卷',
      surveyNote: WELCOME,
      isEndYes: 1,
      endYesText: '谢谢',
      endYesDesc: '<p>详见 <a href="https://example.com/more" onclick="alert(2)">说明</a><em>斜体</em></p>',
    });
    await survey.add('radio', {
      quTitle: '您喜欢跑步吗？',
      optionList: [{ optionName: '喜欢' }, { optionName: '不喜欢' }],
    });
    surveyId = await survey.publish();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows the welcome text bold, without literal tags or an alert, and the end page formatted', async () => {
    const context = await browser.newContext(PHONE);
    try {
      const page = await context.newPage();
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.goto(answerUrl(server, surveyId));
      await waitForQuestion(page);
      const note = page.locator('.wr-survey__note');
      await expect(note.locator('strong').textContent()).resolves.toBe('世界');
      await expect(note.innerText()).resolves.toBe('你好 世界');
      expect(await page.locator('body').innerText()).not.toContain('<p>');
      // The image stayed, its handler did not: the broken image would have fired onerror by now.
      await expect(note.locator('img').getAttribute('onerror')).resolves.toBeNull();
      await page.waitForLoadState('load');
      await page.screenshot({ path: artifactPath('runner-rich-text-welcome.png') });

      await page.locator('label').filter({ hasText: '不喜欢' }).click();
      await page.getByRole('button', { name: '提交' }).click();
      const link = page.locator('.wr-card__body a');
      await link.waitFor({ state: 'visible', timeout: 15_000 });
      await expect(link.getAttribute('href')).resolves.toBe('https://example.com/more');
      await expect(link.getAttribute('rel')).resolves.toBe('noopener noreferrer');
      await expect(link.getAttribute('onclick')).resolves.toBeNull();
      await expect(page.locator('.wr-card__body em').textContent()).resolves.toBe('斜体');
      await page.screenshot({ path: artifactPath('runner-rich-text-end.png') });
      expect(dialogs).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
