import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviewerAssignments, interviewerSessions } from '../../server/db/schema';
import { type CreatedCode, groupedAccessCode, INTERVIEWER_API } from '../../src/core/api/interviewers';
import { artifactPath, launchBrowser, requireChromium } from './browser';
import {
  callApi,
  localResponses,
  loginDemo,
  PHONE,
  SurveyBuilder,
  storedResponses,
  type TestServer,
  waitForQuestion,
  waitForServiceWorker,
} from './runnerSupport';
import { startTestServer } from './server';

/**
 * The runner's interviewer screen (issue 14) on a phone in Chromium against a real server: an interviewer
 * logs in with an access code the designer made, takes two surveys out, goes offline, takes interviews across
 * both (two finished, two left in progress, one discarded) while one survey is published again on the server,
 * closes the app and opens it again offline: the list tells each interview's state. Back online, exactly the
 * finished and in-progress interviews arrive, once each, with their interviewer, those of the republished
 * survey under the release they began with; the discarded one is recorded discarded.
 */
const hasChromium = Boolean(requireChromium());

describe.skipIf(!hasChromium)('the interviewer screen of the runner in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let surveyA: SurveyBuilder;
  let surveyB: SurveyBuilder;
  let created: CreatedCode;

  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    surveyA = await SurveyBuilder.create(server, { surveyName: '入户访问 A' });
    await surveyA.add('radio', {
      quTitle: '家里有几口人？',
      optionList: [{ optionName: '一到两人' }, { optionName: '三人以上' }],
    });
    await surveyA.add('fillBlank', { quTitle: '户主职业？' });
    await surveyA.publish();
    surveyB = await SurveyBuilder.create(server, { surveyName: '街访 B' });
    await surveyB.add('radio', {
      quTitle: '您常去哪个市场？',
      optionList: [{ optionName: '东市' }, { optionName: '西市' }],
    });
    await surveyB.publish();
    const token = await loginDemo(server);
    created = await callApi<CreatedCode>(server, INTERVIEWER_API.createCode, {
      token,
      body: { surveyId: surveyA.surveyId, name: '王小明' },
    });
    // The designer's calls make a code for one survey; the same member is assigned the second one here.
    await server.db
      .insert(interviewerAssignments)
      .values({ interviewerId: created.interviewer.interviewerId, surveyId: surveyB.surveyId });
    context = await browser.newContext(PHONE);
  }, 90_000);

  afterAll(async () => {
    await context?.close().catch(() => undefined);
    await browser?.close();
    await server?.close();
  });

  const rows = (page: Page, state?: string) =>
    page.locator(state ? `[data-testid=interview-row][data-state=${state}]` : '[data-testid=interview-row]');
  const count = (page: Page, key: string) =>
    page.locator(`[data-testid=interview-counts] [data-count=${key}] dd`).innerText();
  const survey = (page: Page, builder: SurveyBuilder) =>
    page.locator(`[data-testid=assigned-survey][data-survey-id="${builder.surveyId}"]`);
  const toList = async (page: Page) => {
    await page.evaluate(() => {
      location.hash = '#/interview';
    });
    await page.getByTestId('interview-counts').waitFor();
  };
  const startInterview = async (page: Page, builder: SurveyBuilder) => {
    await survey(page, builder).getByRole('button', { name: '新访问' }).click();
    await waitForQuestion(page);
  };
  // Every answer given is on the device (each interview's first change written) before the page is left.
  const answersKept = (page: Page) =>
    expect.poll(async () => (await localResponses(page)).filter((row) => row.seq === 0).length).toBe(0);
  const sendNow = (page: Page) =>
    page
      .getByRole('button', { name: '立即发送' })
      .click({ timeout: 1_000 })
      .catch(() => undefined);
  const choose = (page: Page, name: string) => page.locator('label').filter({ hasText: name }).click();

  it('takes surveys out, interviews offline, and sends each interview once when back online', async () => {
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    await page.goto(`${server.url}/#/interview`);
    await page.getByTestId('interviewer-login').waitFor();
    await page.screenshot({ path: artifactPath('runner-interviewer-login.png'), fullPage: true });
    await page.locator('input[name=code]').fill(groupedAccessCode(created.code).toLowerCase());
    await page.getByRole('button', { name: '登录' }).click();
    await expect.poll(() => page.getByTestId('interviewer-name').innerText()).toContain('王小明');

    // Both assigned surveys listed with their size, then taken out.
    await expect.poll(() => page.getByTestId('assigned-survey').count()).toBe(2);
    expect(await survey(page, surveyA).innerText()).toMatch(/大小 \d/);
    for (const builder of [surveyA, surveyB]) {
      await survey(page, builder).getByRole('button', { name: '下载' }).click();
      await expect
        .poll(() => survey(page, builder).getByTestId('held-version').innerText())
        .toBe('本机版本 1');
    }
    await waitForServiceWorker(page);
    await page.screenshot({ path: artifactPath('runner-interviewer-surveys.png'), fullPage: true });

    await context.setOffline(true);
    // Meanwhile the designer publishes survey A again: interviews begun offline stay under release 1.
    await surveyA.setState('0');
    await surveyA.add('fillBlank', { quTitle: '补充一题' });
    await surveyA.publish();

    // A1 finished, A2 left in progress, A3 discarded; B1 finished, B2 in progress.
    await startInterview(page, surveyA);
    await choose(page, '三人以上');
    await page.getByRole('textbox').fill('农民');
    await page.getByTestId('submit').click();
    await page.getByTestId('back-to-interviews').click();
    await page.getByTestId('interview-counts').waitFor();

    for (const kept of ['一到两人', '三人以上']) {
      await startInterview(page, surveyA);
      await choose(page, kept);
      await page.getByRole('textbox').fill('教师');
      await answersKept(page);
      await page.screenshot({ path: artifactPath('runner-interviewer-interview.png') });
      // Back to the list by the interview's own bar (an installed app has no browser bar).
      await page.getByTestId('interview-bar-back').click();
      await page.getByTestId('interview-counts').waitFor();
    }
    await startInterview(page, surveyB);
    await choose(page, '东市');
    await page.getByTestId('submit').click();
    await page.getByTestId('back-to-interviews').click();
    await startInterview(page, surveyB);
    await choose(page, '西市');
    // Left at once: the change under way is still written (the logic worker ends once it has answered).
    await toList(page);

    await expect.poll(() => rows(page, 'inProgress').count()).toBe(3);
    // Discard the newest interview of A, after the confirmation.
    const discarded = page
      .locator(`[data-testid=interview-group][data-survey-id="${surveyA.surveyId}"]`)
      .locator('[data-testid=interview-row][data-state=inProgress]')
      .first();
    const discardedId = await discarded.getAttribute('data-response-id');
    await discarded.getByRole('button', { name: '放弃' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '放弃' }).click();
    await expect.poll(() => rows(page, 'discarding').count()).toBe(1);
    expect(await count(page, 'inProgress')).toBe('2');
    expect(await count(page, 'waiting')).toBe('2');

    // The app is closed and opened again, still offline.
    await page.close();
    const again = await context.newPage();
    again.on('pageerror', (error) => console.error('page error:', error.message));
    // The installed app's start page (no survey in it) leads an interviewer's device to the interview list.
    await again.goto(`${server.url}/#/answer`);
    await again.getByTestId('interview-counts').waitFor();
    expect(again.url()).toContain('#/interview');
    await expect.poll(() => count(again, 'inProgress')).toBe('2');
    expect(await count(again, 'waiting')).toBe('2');
    expect(await count(again, 'sent')).toBe('0');
    expect(await rows(again, 'discarding').getAttribute('data-response-id')).toBe(discardedId);
    expect(await again.getByTestId('connection').getAttribute('data-online')).toBe('no');
    await again.screenshot({ path: artifactPath('runner-interviewer-offline-list.png'), fullPage: true });
    const interviewerId = created.interviewer.interviewerId;
    expect(await storedResponses(server, surveyA.surveyId)).toHaveLength(0);

    // The login ended meanwhile (its sessions gone on the server): back online, every entry is refused
    // with interviewerSession and kept; logging in again sends them once more.
    await server.db.delete(interviewerSessions);
    await context.setOffline(false);
    // A first send racing the connection's return backs off; "send now" is the interviewer's way past it.
    await expect
      .poll(
        async () => {
          const refused = await count(again, 'refused');
          if (refused !== '5') await sendNow(again);
          return refused;
        },
        { timeout: 30_000 },
      )
      .toBe('5');
    await again.getByTestId('login-again').waitFor();
    await again.screenshot({ path: artifactPath('runner-interviewer-login-again.png'), fullPage: true });
    await again.getByTestId('login-again').locator('input[name=code]').fill(created.code);
    await again.getByTestId('login-again').getByRole('button', { name: '登录' }).click();

    // Each interview arrives once, with its interviewer.
    await expect.poll(() => count(again, 'sent'), { timeout: 30_000 }).toBe('2');
    await expect.poll(() => rows(again, 'discarded').count(), { timeout: 30_000 }).toBe(1);
    const storedA = await storedResponses(server, surveyA.surveyId);
    const storedB = await storedResponses(server, surveyB.surveyId);
    expect(storedA).toHaveLength(3);
    expect(storedB).toHaveLength(2);
    for (const { response } of [...storedA, ...storedB]) {
      expect(response.interviewerId).toBe(interviewerId);
      // Begun under release 1 of A before it was published again: taken under it.
      expect(response.releaseVersion).toBe(1);
    }
    const byState = (stored: typeof storedA, discardedToo: boolean) =>
      stored
        .filter(({ response }) => (response.discardedAt !== null) === discardedToo)
        .map(({ response }) => response.status)
        .sort();
    expect(byState(storedA, false)).toEqual(['complete', 'in-progress']);
    expect(storedA.filter(({ response }) => response.discardedAt).map(({ response }) => response.id)).toEqual(
      [discardedId],
    );
    expect(byState(storedB, false)).toEqual(['complete', 'in-progress']);
    // Each answer once: one item per answered question.
    for (const { items } of [...storedA, ...storedB]) {
      const questions = items.map((item) => item.questionId);
      expect(new Set(questions).size).toBe(questions.length);
    }
    await again.screenshot({ path: artifactPath('runner-interviewer-sent.png'), fullPage: true });

    // Clearing the sent ones keeps the in-progress interviews on the device.
    await again.getByRole('button', { name: '清除已发送' }).click();
    await again.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect.poll(() => rows(again, 'sent').count()).toBe(0);
    expect(await rows(again, 'inProgress').count()).toBe(2);

    // Update takes release 2 out and keeps release 1: a new interview starts under 2, the one begun under 1
    // is finished under 1 and taken so.
    await survey(again, surveyA).getByRole('button', { name: '更新' }).click();
    await expect
      .poll(() => survey(again, surveyA).getByTestId('held-version').innerText())
      .toBe('本机版本 2');
    const groupA = again.locator(`[data-testid=interview-group][data-survey-id="${surveyA.surveyId}"]`);
    const begunUnder1 = await groupA.locator('[data-state=inProgress]').getAttribute('data-response-id');
    await groupA.locator('[data-state=inProgress]').getByRole('button', { name: '继续' }).click();
    await waitForQuestion(again);
    expect(await again.locator('.wr-q__title', { hasText: '补充一题' }).count()).toBe(0);
    await again.getByTestId('submit').click();
    await again.getByTestId('back-to-interviews').click();
    await startInterview(again, surveyA);
    await again.locator('.wr-q__title', { hasText: '补充一题' }).waitFor();
    await choose(again, '一到两人');
    await answersKept(again);
    await toList(again);
    await expect.poll(() => count(again, 'sent'), { timeout: 30_000 }).toBe('1');
    const finished = (await storedResponses(server, surveyA.surveyId)).find(
      ({ response }) => response.id === begunUnder1,
    );
    expect(finished?.response).toMatchObject({ status: 'complete', releaseVersion: 1, interviewerId });
    await expect
      .poll(async () =>
        (await storedResponses(server, surveyA.surveyId))
          .filter(({ response }) => response.releaseVersion === 2)
          .map(({ response }) => [response.status, response.interviewerId]),
      )
      .toEqual([['in-progress', interviewerId]]);
  });
});
