import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath, launchBrowser, requireChromium } from './browser';
import { signInAsDemo } from './designerSupport';
import { answerUrl, PHONE, SurveyBuilder, type TestServer, waitForQuestion } from './runnerSupport';
import { offeredOptions, pickOption } from './selects';
import { DEMO_PASSWORD, startTestServer } from './server';

/**
 * The cross-question comparison set in the number editor (answerValidInd, answerRangeType, rangeTargetId):
 * "adults at most the household size", picked on the screen; a respondent answering more adults than people
 * is told so with the other question's number, title and answer, and goes on once it holds.
 */
const hasChromium = Boolean(requireChromium());

describe.skipIf(!hasChromium)('cross-question comparison from the designer to the runner', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let survey: SurveyBuilder;

  beforeAll(async () => {
    server = await startTestServer({ demoPassword: DEMO_PASSWORD });
    browser = await launchBrowser();
    page = await (
      await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' })
    ).newPage();
    survey = await SurveyBuilder.create(server, { surveyName: '家庭情况' });
    await survey.add('number', { quTitle: '家里一共几口人？' });
    await survey.add('number', { quTitle: '其中成年人几位？' });
    await signInAsDemo(page, server);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('sets "at most Q1" on the second question and refuses a save without a target', async () => {
    await page.goto(`${server.url}/#/editquestion?surveyId=${survey.surveyId}`);
    const second = page.getByTestId('question-block').nth(1);
    await second.getByTestId('qu-edit').click();
    const editor = page.getByTestId('question-editor');
    await editor.waitFor();
    await editor.getByTestId('compare-on').click();
    // Switched on with nothing picked: the editor says what is missing and does not close.
    await editor.getByTestId('edit-confirm').click();
    await expect.poll(() => editor.innerText()).toContain('请选择要比较的题目');
    await pickOption(page, editor.getByTestId('compare-type'), '小于等于');
    expect(await offeredOptions(page, editor.getByTestId('compare-target'))).toEqual(['Q1 家里一共几口人？']);
    await pickOption(page, editor.getByTestId('compare-target'), 'Q1 家里一共几口人？');
    await page.screenshot({ path: artifactPath('designer-compare.png') });
    await editor.getByTestId('edit-confirm').click();
    await editor.waitFor({ state: 'detached' });
    await survey.publish();
  });

  it('tells a respondent who answers more adults than people, and takes a consistent answer', async () => {
    const context = await browser.newContext(PHONE);
    try {
      const phone = await context.newPage();
      phone.on('pageerror', (error) => console.error('page error:', error.stack));
      await phone.goto(answerUrl(server, survey.surveyId));
      await waitForQuestion(phone).catch(async (error) => {
        await phone.screenshot({ path: artifactPath('runner-compare-stuck.png') });
        throw error;
      });
      const boxes = phone.getByRole('textbox');
      await boxes.nth(0).fill('3');
      await boxes.nth(1).fill('5');
      await phone.getByTestId('submit').click();
      await expect
        .poll(() => phone.locator('.wr-q--issue .rv-issues').first().textContent())
        .toBe('答案必须小于等于 Q1 家里一共几口人？ 的答案（3）');
      await phone.screenshot({ path: artifactPath('runner-compare.png') });
      await boxes.nth(1).fill('2');
      await phone.getByTestId('submit').click();
      await phone.getByTestId('end-title').waitFor({ timeout: 15_000 });
    } finally {
      await context.close();
    }
  });
});
