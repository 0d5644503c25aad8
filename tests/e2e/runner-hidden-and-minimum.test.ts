import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath, launchBrowser, requireChromium } from './browser';
import {
  answerUrl,
  choose,
  PHONE,
  SurveyBuilder,
  storedResponses,
  type TestServer,
  waitForQuestion,
  waitUntilCompleteAndSent,
} from './runnerSupport';
import { DEMO_PASSWORD, startTestServer } from './server';

/**
 * On a phone: a required question the designer hid with answerConfig.isHidden is neither shown nor asked for
 * (as the server reads it), and a checkbox "choose at least 3" of Q1's quoted options asks for two when only
 * two of them show (src/core/validation/choiceRules.ts reachableChoiceLimits).
 */
const hasChromium = Boolean(requireChromium());

describe.skipIf(!hasChromium)('the runner with a hidden question and a minimum over fewer options', () => {
  let server: TestServer;
  let browser: Browser;
  let survey: SurveyBuilder;

  beforeAll(async () => {
    server = await startTestServer({ demoPassword: DEMO_PASSWORD });
    browser = await launchBrowser();
    survey = await SurveyBuilder.create(server, { surveyName: '隐藏与至少选择' });
    const brands = await survey.add('checkbox', {
      quTitle: '您用过哪些品牌',
      optionList: [{ optionName: 'A' }, { optionName: 'B' }, { optionName: 'C' }],
    });
    await survey.add('checkbox', {
      quTitle: '您还会买哪些',
      quoteQuId: brands.id,
      answerConfig: { minAnswerInd: 1, minAnswerNum: 3 },
      optionList: brands.optionList.map((option) => ({
        optionName: option.optionName,
        quoteQuId: brands.id,
        quoteQuDescId: option.id,
      })),
    });
    await survey.add('fillBlank', { quTitle: '内部编号', answerConfig: { isHidden: 1, requireInd: 1 } });
    await survey.publish();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('never shows the hidden question, asks for two of the two quoted options shown, and completes', async () => {
    const context = await browser.newContext(PHONE);
    try {
      const phone = await context.newPage();
      phone.on('pageerror', (error) => console.error('page error:', error.stack));
      await phone.goto(answerUrl(server, survey.surveyId));
      await waitForQuestion(phone);
      const questions = phone.locator('.wr-q');
      // Q2 quotes nothing chosen yet, Q3 is hidden: only Q1 shows.
      await expect.poll(() => questions.count()).toBe(1);
      await choose(phone, 'A');
      await choose(phone, 'B');
      await expect.poll(() => questions.count()).toBe(2);
      const again = questions.nth(1);
      await expect.poll(() => again.locator('label').allInnerTexts()).toEqual(['A', 'B']);
      await expect.poll(() => again.locator('.rv-hint').innerText()).toBe('至少选 2 项');
      await phone.screenshot({ path: artifactPath('runner-hidden-and-minimum.png'), fullPage: true });
      await again.locator('label').filter({ hasText: 'A' }).click();
      await again.locator('label').filter({ hasText: 'B' }).click();
      expect(await phone.getByText('内部编号').count()).toBe(0);
      await phone.getByTestId('submit').click();
      await phone.getByTestId('end-title').waitFor({ timeout: 15_000 });
      await waitUntilCompleteAndSent(phone);
    } finally {
      await context.close();
    }
    const [stored] = await storedResponses(server, survey.surveyId);
    expect(stored?.response.status).toBe('complete');
    const [, q2, q3] = survey.questions;
    expect(stored?.items.find((row) => row.questionId === q2?.id)?.value).toMatchObject({
      kind: 'choice',
      optionIds: q2?.optionList.slice(0, 2).map((option) => option.id),
    });
    expect(stored?.items.some((row) => row.questionId === q3?.id)).toBe(false);
  });
});
