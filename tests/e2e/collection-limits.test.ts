import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_API } from '../../src/core/api/collection';
import { artifactPath, launchBrowser, requireChromium } from './browser';
import {
  answerUrl,
  callApi,
  choose,
  loginDemo,
  PHONE,
  SurveyBuilder,
  storedResponses,
  type TestServer,
  waitForQuestion,
} from './runnerSupport';
import { startTestServer } from './server';

/**
 * Collection limits as a respondent meets them in Chromium: a survey behind a password asks for it, refuses
 * a wrong one and lets the right one in, and the response then reaches the server (its saves carry the access
 * ticket the browser keeps as a cookie); a closed survey shows the closed page.
 */
const hasChromium = Boolean(requireChromium());
const PASSWORD = '春天2030';

describe.skipIf(!hasChromium)('collection limits in the runner', () => {
  let server: TestServer;
  let browser: Browser;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    token = await loginDemo(server);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function oneQuestionSurvey(surveyName: string): Promise<string> {
    const survey = await SurveyBuilder.create(server, { surveyName });
    await survey.add('radio', {
      quTitle: '您通常什么时候跑步？',
      optionList: [{ optionName: '清晨' }, { optionName: '傍晚' }],
    });
    return survey.publish();
  }

  const setLimits = (surveyId: string, limits: Record<string, unknown>) =>
    callApi(server, COLLECTION_API.save, {
      token,
      body: { surveyId, opensAt: null, closesAt: null, maxCompletes: null, onePerDevice: 0, ...limits },
    });

  it('asks for the password, refuses a wrong one, takes the right one, and the response arrives', async () => {
    const surveyId = await oneQuestionSurvey('有密码的问卷');
    await setLimits(surveyId, { password: PASSWORD });
    const context = await browser.newContext(PHONE);
    try {
      const page = await context.newPage();
      await page.goto(answerUrl(server, surveyId));
      await page.getByTestId('password-form').waitFor();
      expect(await page.locator('.wr-card__title').textContent()).toBe('请输入访问密码');
      await page.screenshot({ path: artifactPath('collection-password.png') });

      await page.getByTestId('password-input').fill('夏天2030');
      await page.getByTestId('password-submit').click();
      await expect.poll(() => page.getByTestId('password-problem').textContent()).toContain('访问密码不正确');
      await page.screenshot({ path: artifactPath('collection-password-wrong.png') });
      expect(await page.getByTestId('password-input').inputValue()).toBe('');

      await page.getByTestId('password-input').fill(PASSWORD);
      await page.getByTestId('password-submit').click();
      await waitForQuestion(page);
      await choose(page, '傍晚');
      await page.getByTestId('submit').click();
      await page.getByTestId('end-title').waitFor();
      await expect
        .poll(async () => (await storedResponses(server, surveyId)).map((stored) => stored.response.status))
        .toEqual(['complete']);
      // The ticket cookie lets a reload in without the password.
      await page.goto(answerUrl(server, surveyId));
      await page.reload();
      await waitForQuestion(page);
      expect(await page.getByTestId('password-form').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('shows a closed survey as closed', async () => {
    const surveyId = await oneQuestionSurvey('已截止的问卷');
    await setLimits(surveyId, { closesAt: new Date(Date.now() - 60_000).toISOString() });
    const context = await browser.newContext(PHONE);
    try {
      const page = await context.newPage();
      await page.goto(answerUrl(server, surveyId));
      await expect
        .poll(() => page.getByTestId('status-message').textContent())
        .toContain('问卷已停止收集答卷');
      expect(await page.getByTestId('status-message').getAttribute('data-reason')).toBe('closed');
    } finally {
      await context.close();
    }
  });
});
