import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath, launchBrowser, requireChromium } from './browser';
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
 * The respondent runner in Chromium on a phone viewport, against a real server and database: a three-page
 * survey answered online, the same answered offline after one visit (exactly one complete response arrives
 * once back online), the status page of an unavailable survey, and the seeded option order surviving a reload.
 */
const hasChromium = Boolean(requireChromium());

/** Three pages: single choice | checkbox + fill-in | number; the end page says the survey's own words. */
async function threePageSurvey(server: TestServer) {
  const survey = await SurveyBuilder.create(server, {
    surveyName: '城市跑步习惯调查',
    endYesText: '感谢您完成跑步调查！',
  });
  const when = await survey.add('radio', {
    quTitle: '您通常什么时候跑步？',
    optionList: [{ optionName: '清晨' }, { optionName: '傍晚' }, { optionName: '夜间' }],
  });
  await survey.pageBreak();
  const where = await survey.add('checkbox', {
    quTitle: '您在哪里跑步？',
    optionList: [{ optionName: '公园' }, { optionName: '街道' }, { optionName: '跑步机' }],
  });
  const why = await survey.add('fillBlank', { quTitle: '您跑步的主要原因是什么？' });
  await survey.pageBreak();
  const often = await survey.add('number', {
    quTitle: '您每周跑几次？',
    answerConfig: { limitRangeInd: 1, paramInt01: 0, paramInt02: 14 },
  });
  await survey.publish();
  return { surveyId: survey.surveyId, when, where, why, often };
}

/**
 * Answers the three pages (the same way every time). After each "next" it waits for the new page's
 * question: the page being left stays on screen until the move is stored, and typing then would fill it.
 */
async function answerThreePages(page: Page) {
  await choose(page, '傍晚');
  await page.getByTestId('next').click();
  await page.locator('.wr-q__title', { hasText: '您在哪里跑步？' }).waitFor();
  await choose(page, '公园');
  await choose(page, '街道');
  await page.getByRole('textbox').fill('保持健康');
  await page.getByTestId('next').click();
  await page.locator('.wr-q__title', { hasText: '您每周跑几次？' }).waitFor();
  await page.getByRole('textbox').fill('3');
  await page.getByTestId('submit').click();
}

describe.skipIf(!hasChromium)('respondent runner in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.close();
  });

  async function phone(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext(PHONE);
    contexts.push(context);
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    return { context, page };
  }

  it('answers a three-page survey online and the server keeps every answer', async () => {
    const survey = await threePageSurvey(server);
    const { page } = await phone();
    await page.goto(answerUrl(server, survey.surveyId));
    await waitForQuestion(page);
    await expect.poll(() => page.locator('.wr-survey__title').textContent()).toBe('城市跑步习惯调查');
    await page.screenshot({ path: artifactPath('runner-page1.png'), fullPage: true });

    await choose(page, '傍晚');
    await page.getByTestId('next').click();
    await page.getByRole('checkbox', { name: '公园' }).waitFor({ state: 'attached' });
    expect(await page.locator('.wr-survey__title').count()).toBe(0);
    await choose(page, '公园');
    await choose(page, '街道');
    await page.getByRole('textbox').fill('保持健康');
    await page.screenshot({ path: artifactPath('runner-page2.png'), fullPage: true });
    await page.getByTestId('next').click();
    await page.locator('.wr-q__title', { hasText: '您每周跑几次？' }).waitFor();
    await page.getByRole('textbox').fill('3');
    await page.screenshot({ path: artifactPath('runner-page3.png'), fullPage: true });
    await page.getByTestId('submit').click();

    await page.getByTestId('end-title').waitFor();
    expect(await page.getByTestId('end-title').textContent()).toBe('感谢您完成跑步调查！');
    await waitUntilCompleteAndSent(page);
    await expect.poll(() => page.getByTestId('pending-count').count()).toBe(0);
    await page.screenshot({ path: artifactPath('runner-end.png'), fullPage: true });

    const stored = await storedResponses(server, survey.surveyId);
    expect(stored).toHaveLength(1);
    const [{ response, items }] = stored as [(typeof stored)[number]];
    expect(response.status).toBe('complete');
    expect(response.sampleStatus).toBe('Complete');
    const byQuestion = new Map(items.map((item) => [item.questionId, item]));
    expect(byQuestion.get(survey.when.id)?.quItemId).toBe(survey.when.optionList[1]!.id);
    expect(byQuestion.get(survey.where.id)?.quItemId?.split(',').sort()).toEqual(
      [survey.where.optionList[0]!.id, survey.where.optionList[1]!.id].sort(),
    );
    expect(byQuestion.get(survey.why.id)?.answer).toBe('保持健康');
    expect(byQuestion.get(survey.often.id)?.answserScore).toBe('3');
    const [local] = await localResponses(page);
    expect(local?.ackSeq).toBe(local?.seq);
    expect(response.id).toBe(local?.id);
  });

  it('speaks the language the survey is written in, unless the link names one', async () => {
    const survey = await SurveyBuilder.create(server, { surveyName: 'Running habits', surveyLanguage: 'en' });
    await survey.add('radio', {
      quTitle: 'When do you usually run?',
      optionList: [{ optionName: 'Morning' }, { optionName: 'Evening' }],
    });
    await survey.pageBreak();
    await survey.add('number', { quTitle: 'How many runs a week?' });
    await survey.publish();

    const { page } = await phone();
    await page.goto(answerUrl(server, survey.surveyId));
    await waitForQuestion(page);
    await expect.poll(() => page.getByTestId('next').textContent()).toBe('Next');
    // Validation messages follow too.
    await page.getByTestId('next').click();
    await expect
      .poll(() => page.locator('.wr-q--issue .rv-issues').first().textContent())
      .toContain('cannot be empty');

    // The survey's language is for its own pages: the respondent's stored choice is untouched.
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBeNull();

    // A link that names a language wins over the survey's.
    await page.goto(`${answerUrl(server, survey.surveyId)}&lang=zh`);
    await waitForQuestion(page);
    await expect.poll(() => page.getByTestId('next').textContent()).toBe('下一页');
  });

  it('takes a finished respondent to the address the survey names, once everything is sent', async () => {
    const survey = await SurveyBuilder.create(server, {
      surveyName: '跳转测试',
      isToUrl: 1,
      toUrl: `${server.url}/#/login?from=survey-done`,
    });
    await survey.add('radio', {
      quTitle: '您满意吗？',
      optionList: [{ optionName: '满意' }, { optionName: '一般' }],
    });
    await survey.publish();
    const { page } = await phone();
    await page.goto(answerUrl(server, survey.surveyId));
    await waitForQuestion(page);
    await choose(page, '满意');
    await page.getByTestId('submit').click();
    await page.getByTestId('end-redirect').waitFor();
    await page.waitForURL(/from=survey-done/, { timeout: 20_000 });
    expect((await storedResponses(server, survey.surveyId)).map((r) => r.response.status)).toEqual([
      'complete',
    ]);
  });

  it('opens once, answers everything offline after a reload, and exactly one complete response arrives', async () => {
    const survey = await threePageSurvey(server);
    const { context, page } = await phone();
    await page.goto(answerUrl(server, survey.surveyId));
    await waitForQuestion(page);
    // The service worker takes control on the first visit (clients.claim); wait for it before going offline.
    await waitForServiceWorker(page);

    await context.setOffline(true);
    await page.reload();
    await waitForQuestion(page);
    await answerThreePages(page);
    await page.getByTestId('end-title').waitFor();
    await expect.poll(() => page.getByTestId('pending-count').count()).toBe(1);
    await page.screenshot({ path: artifactPath('runner-offline-end.png'), fullPage: true });
    expect(await storedResponses(server, survey.surveyId)).toHaveLength(0);

    await context.setOffline(false);
    await expect.poll(() => page.getByTestId('pending-count').count(), { timeout: 30_000 }).toBe(0);
    await expect
      .poll(async () => (await storedResponses(server, survey.surveyId)).map((r) => r.response.status), {
        timeout: 30_000,
      })
      .toEqual(['complete']);
    const [arrived] = await storedResponses(server, survey.surveyId);
    const items = arrived?.items ?? [];
    expect(new Set(items.map((item) => item.questionId))).toEqual(
      new Set([survey.when.id, survey.where.id, survey.why.id, survey.often.id]),
    );
  });

  it('sends a survey the server refuses to /statusTip with a clear message', async () => {
    const { page } = await phone();
    await page.goto(answerUrl(server, 'no-such-survey'));
    await page.getByTestId('status-message').waitFor();
    expect(await page.getByTestId('status-message').textContent()).toContain('问卷不存在');

    const ended = await SurveyBuilder.create(server, { surveyName: '已结束的问卷' });
    await ended.add('radio', {
      quTitle: '还在吗？',
      optionList: [{ optionName: '在' }, { optionName: '不在' }],
    });
    await ended.publish();
    await ended.setState('2');
    await page.goto(answerUrl(server, ended.surveyId));
    await expect.poll(() => page.getByTestId('status-message').textContent()).toContain('问卷已结束');
    await page.screenshot({ path: artifactPath('runner-status-ended.png'), fullPage: true });
  });
});
