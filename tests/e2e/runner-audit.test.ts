import { asc, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../server/db/schema';
import { COLLECTION_API } from '../../src/core/api/collection';
import { artifactPath, launchBrowser, requireChromium } from './browser';
import { signInAsDemo } from './designerSupport';
import { animationsSettled } from './resultsSupport';
import {
  answerUrl,
  callApi,
  choose,
  localResponses,
  loginDemo,
  PHONE,
  SurveyBuilder,
  type TestServer,
  waitForQuestion,
  waitForServiceWorker,
  waitUntilCompleteAndSent,
} from './runnerSupport';
import { startTestServer } from './server';

/**
 * The audit trail from a phone to the results: a respondent answers, goes back and changes an answer, puts
 * the app in the background and back, finishes offline; once the connection returns the server holds every
 * event once, in the order it happened, with the values the survey asked for; the designer's report shows
 * time per question and the response's trail.
 */
const hasChromium = Boolean(requireChromium());

/** What the browser does when the app goes to the background or comes back (a tab switch, the screen off). */
function setVisibility(page: Page, visibility: 'hidden' | 'visible') {
  return page.evaluate((state) => {
    Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, visibility);
}

async function backgroundAndBack(page: Page) {
  await setVisibility(page, 'hidden');
  await setVisibility(page, 'visible');
}

/** The trail's beginning in both tests: the first question answered, on to the second page. */
const ANSWERED_AND_ON = [
  ['start', null],
  ['question-enter', 'mode'],
  ['answer-change', 'mode'],
  ['question-leave', 'mode'],
  ['page-move', 'next'],
  ['question-enter', 'reason'],
];

/** The trail the server holds for a response: kind and question (or detail), in seq order. */
async function serverKinds(server: TestServer, responseId: string, name: (id: string) => string) {
  const stored = await server.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.responseId, responseId))
    .orderBy(asc(auditEvents.seq));
  return stored.map((row) => [row.kind, row.questionId ? name(row.questionId) : row.detail]);
}

describe.skipIf(!hasChromium)('the audit trail in Chromium', () => {
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

  it('records a respondent offline and online, and the server holds each event once, in order', {
    timeout: 120_000,
  }, async () => {
    const survey = await SurveyBuilder.create(server, { surveyName: '审计记录调查' });
    const mode = await survey.add('radio', {
      quTitle: '您如何通勤？',
      optionList: [{ optionName: '地铁' }, { optionName: '公交' }, { optionName: '骑行' }],
    });
    await survey.pageBreak();
    const reason = await survey.add('fillBlank', { quTitle: '为什么这样选？' });
    await survey.pageBreak();
    const minutes = await survey.add('number', { quTitle: '单程需要多少分钟？' });
    await survey.publish();
    const token = await loginDemo(server);
    await callApi(server, COLLECTION_API.save, {
      token,
      body: {
        surveyId: survey.surveyId,
        opensAt: null,
        closesAt: null,
        maxCompletes: null,
        onePerDevice: 0,
        auditValues: 1,
      },
    });

    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(answerUrl(server, survey.surveyId));
    await waitForQuestion(page);
    await waitForServiceWorker(page);
    await choose(page, '地铁');
    await page.getByTestId('next').click();
    await page.locator('.wr-q__title', { hasText: '为什么这样选' }).waitFor();
    await page.getByRole('textbox').fill('近');
    await page.getByTestId('previous').click();
    await page.locator('.wr-q__title', { hasText: '您如何通勤' }).waitFor();
    await choose(page, '骑行');
    await page.getByTestId('next').click();
    await page.locator('.wr-q__title', { hasText: '为什么这样选' }).waitFor();
    await backgroundAndBack(page);
    await page.getByRole('textbox').fill('近，也锻炼');
    await page.getByTestId('next').click();
    await page.locator('.wr-q__title', { hasText: '单程需要多少分钟' }).waitFor();

    await context.setOffline(true);
    await page.getByRole('textbox').fill('25');
    await page.getByTestId('submit').click();
    await page.getByTestId('end-title').waitFor();
    const [local] = await localResponses(page);
    await context.setOffline(false);
    await waitUntilCompleteAndSent(page, 30_000);

    const stored = await server.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.responseId, local?.id ?? ''))
      .orderBy(asc(auditEvents.seq));
    expect(stored.map((row) => row.seq)).toEqual(stored.map((_, index) => index + 1));
    const q = (id: string) =>
      id === mode.id ? 'mode' : id === reason.id ? 'reason' : id === minutes.id ? 'minutes' : id;
    expect(stored.map((row) => [row.kind, row.questionId ? q(row.questionId) : row.detail])).toEqual([
      ...ANSWERED_AND_ON,
      ['answer-change', 'reason'],
      ['question-leave', 'reason'],
      ['page-move', 'back'],
      ['question-enter', 'mode'],
      ['answer-change', 'mode'],
      ['question-leave', 'mode'],
      ['page-move', 'next'],
      ['question-enter', 'reason'],
      ['hidden', null],
      ['visible', null],
      ['answer-change', 'reason'],
      ['question-leave', 'reason'],
      ['page-move', 'next'],
      ['question-enter', 'minutes'],
      ['answer-change', 'minutes'],
      ['question-leave', 'minutes'],
      ['end', 'Complete'],
    ]);
    // One page life: one clock, offsets growing with the events.
    expect(new Set(stored.map((row) => row.clock))).toEqual(new Set([0]));
    const offsets = stored.map((row) => row.offsetMs);
    expect([...offsets].sort((a, b) => a - b)).toEqual(offsets);
    // The survey keeps values: the second change of the first question went from 地铁 to 骑行.
    expect(stored[10]?.oldValue).toContain(mode.optionList[0]!.id);
    expect(stored[10]?.newValue).toContain(mode.optionList[2]!.id);
    expect(stored[16]?.newValue).toContain('近，也锻炼');
    await context.close();

    // The designer's report: time per question, and the response's trail in its detail.
    const designer = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
    const screen = await designer.newPage();
    await signInAsDemo(screen, server);
    await screen.goto(`${server.url}/#/editquestion?surveyId=${survey.surveyId}`);
    await screen.getByRole('tab', { name: '数据' }).click();
    const summary = screen.getByTestId('audit-summary');
    await summary.waitFor();
    await expect.poll(() => summary.locator('tbody tr.ant-table-row').count()).toBe(3);
    // Only a question well above the survey's typical one is a stall: never all three.
    expect(await summary.getByTestId('audit-stall').count()).toBeLessThan(3);
    await animationsSettled(screen);
    await summary.screenshot({ path: artifactPath('results-audit-summary.png') });
    await screen.getByTestId('results-nav').getByText('答卷列表').click();
    await screen.getByTestId('results-responses').waitFor();
    await screen
      .getByTestId('responses-table')
      .locator('tbody tr.ant-table-row')
      .first()
      .getByTestId('open-response')
      .click();
    const trail = screen.getByTestId('response-audit');
    await expect.poll(() => trail.locator('tbody tr.ant-table-row').count()).toBe(stored.length);
    expect(await trail.textContent()).toContain('切到后台');
    // Values in the words the respondent saw.
    await expect.poll(() => trail.getByTestId('audit-values').allTextContents()).toContain('地铁 → 骑行');
    await trail.scrollIntoViewIfNeeded();
    await animationsSettled(screen);
    await screen.screenshot({ path: artifactPath('results-audit-trail.png') });

    // The setting where the designer chose to keep values: on, as set; turned off and saved here.
    await screen.goto(`${server.url}/#/surveyconfig?surveyId=${survey.surveyId}`);
    const keepValues = screen.getByTestId('collection-audit-values');
    await expect.poll(() => keepValues.getAttribute('aria-checked')).toBe('true');
    await keepValues.scrollIntoViewIfNeeded();
    await animationsSettled(screen);
    await screen.screenshot({ path: artifactPath('survey-config-audit.png') });
    await keepValues.click();
    await screen.getByTestId('collection-save').click();
    await expect
      .poll(async () => {
        const limits = await callApi<{ auditValues: number }>(
          server,
          `${COLLECTION_API.get}?surveyId=${survey.surveyId}`,
          { token },
        );
        return limits.auditValues;
      })
      .toBe(0);
    await designer.close();
  });

  it('sends the trail of a response left in the background up to the moment it was left', async () => {
    const survey = await SurveyBuilder.create(server, { surveyName: '半途离开的答卷' });
    const mode = await survey.add('radio', {
      quTitle: '您如何通勤？',
      optionList: [{ optionName: '地铁' }, { optionName: '公交' }],
    });
    await survey.pageBreak();
    const reason = await survey.add('fillBlank', { quTitle: '为什么这样选？' });
    await survey.publish();
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(answerUrl(server, survey.surveyId));
    await waitForQuestion(page);
    await choose(page, '公交');
    await page.getByTestId('next').click();
    await page.locator('.wr-q__title', { hasText: '为什么这样选' }).waitFor();
    await page.getByRole('textbox').fill('方便');
    // The respondent puts the phone away and never comes back: no change of the answers follows, yet the
    // stay on the question and the leaving reach the server.
    await setVisibility(page, 'hidden');
    const [local] = await localResponses(page);
    const q = (id: string) => (id === mode.id ? 'mode' : id === reason.id ? 'reason' : id);
    await expect
      .poll(() => serverKinds(server, local?.id ?? '', q), { timeout: 20_000 })
      .toEqual([...ANSWERED_AND_ON, ['answer-change', 'reason'], ['hidden', null]]);
    // The device has nothing left to send: the save that carried them was acknowledged.
    await expect
      .poll(async () => (await localResponses(page)).map((row) => row.seq - row.ackSeq))
      .toEqual([0]);
    await context.close();
  });
});
