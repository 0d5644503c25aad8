import { rm } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedQuestion } from '../../src/core/api/design';
import { artifactPath, launchBrowser, launchPersistentBrowser, requireChromium } from './browser';
import {
  answerUrl,
  localResponses,
  SurveyBuilder,
  storedResponses,
  type TestServer,
  waitForQuestion,
  waitForServiceWorker,
  waitUntilCompleteAndSent,
} from './runnerSupport';
import { startTestServer } from './server';

/**
 * Resuming: the browser closed in the middle of a survey while offline, relaunched on the same profile,
 * opens the same response on the same page with the same answers and finishes it; and a shuffled option
 * order is the same after a reload (the seed is kept with the response).
 */
const hasChromium = Boolean(requireChromium());

const choose = (page: Page, name: string) => page.locator('label').filter({ hasText: name }).click();

describe.skipIf(!hasChromium)('runner resume in Chromium', () => {
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

  const newPhone = () => browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' });

  /** A panel survey: how one commutes (page 1), then minutes one way (page 2), and what `more` adds. */
  async function commuteSurvey(surveyName: string, more?: (survey: SurveyBuilder) => Promise<void>) {
    const survey = await SurveyBuilder.create(server, { surveyName });
    const mode = await survey.add('radio', {
      quTitle: '您如何通勤？',
      optionList: [{ optionName: '地铁' }, { optionName: '公交' }, { optionName: '骑行' }],
    });
    await survey.pageBreak();
    const minutes = await survey.add('number', { quTitle: '单程需要多少分钟？' });
    await more?.(survey);
    await survey.publish();
    return { survey, mode, minutes };
  }

  /**
   * A first phone opens the panel link, picks `mode` and goes on to page 2; returns once every save of it has
   * reached the server (none still in flight to arrive after another phone's).
   */
  async function startOnFirstPhone(survey: SurveyBuilder, link: string, mode: string) {
    const context = await newPhone();
    const page = await context.newPage();
    await page.goto(link);
    await waitForQuestion(page);
    await choose(page, mode);
    await page.getByTestId('next').click();
    await page.locator('.wr-q__title', { hasText: '单程需要多少分钟？' }).waitFor();
    // Page 2 recorded on the device (the page change is a save of its own) and acknowledged.
    await expect
      .poll(
        async () => {
          const [kept] = await localResponses(page);
          return kept?.userPage === 1 && kept.ackSeq === kept.seq;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    const [local] = await localResponses(page);
    await expect
      .poll(async () => (await storedResponses(server, survey.surveyId))[0]?.response.lastAckSequence, {
        timeout: 15_000,
      })
      .toBe(local?.seq);
    return { context, page, local };
  }

  it('closes offline in the middle, relaunches, resumes on the same page and finishes', async () => {
    const survey = await SurveyBuilder.create(server, { surveyName: '通勤方式调查' });
    const mode = await survey.add('radio', {
      quTitle: '您如何通勤？',
      optionList: [{ optionName: '地铁' }, { optionName: '公交' }, { optionName: '骑行' }],
    });
    await survey.pageBreak();
    const minutes = await survey.add('number', { quTitle: '单程需要多少分钟？' });
    await survey.pageBreak();
    const comment = await survey.add('fillBlank', { quTitle: '对通勤有什么建议？' });
    await survey.publish();

    const first = await launchPersistentBrowser();
    const page = first.context.pages()[0] ?? (await first.context.newPage());
    await page.goto(answerUrl(server, survey.surveyId));
    await waitForQuestion(page);
    await waitForServiceWorker(page);
    await first.context.setOffline(true);
    await choose(page, '骑行');
    await page.getByTestId('next').click();
    await page.getByRole('textbox').fill('25');
    await page.getByTestId('next').click();
    await page.getByRole('textbox').waitFor();
    // Wait for the page move to be on the device before the browser goes away.
    await expect.poll(async () => (await localResponses(page))[0]?.userPage).toBe(2);
    const [before] = await localResponses(page);
    await first.context.close();

    const second = await launchPersistentBrowser(first.userDataDir);
    try {
      await second.context.setOffline(true);
      const again = second.context.pages()[0] ?? (await second.context.newPage());
      // The installed app's start page (manifest start_url): no survey in the link, the device knows which.
      await again.goto(`${server.url}/#/answer`);
      await waitForQuestion(again);
      expect(await again.locator('.wr-q__title').first().textContent()).toContain('对通勤有什么建议');
      await again.screenshot({ path: artifactPath('runner-resumed.png'), fullPage: true });
      const [resumed] = await localResponses(again);
      expect(resumed?.id).toBe(before?.id);
      expect(resumed?.seed).toBe(before?.seed);

      await again.getByTestId('previous').click();
      // The page changes after the click: poll, or the text box of the page being left is read.
      await expect.poll(() => again.getByRole('textbox').inputValue()).toBe('25');
      await again.getByTestId('next').click();
      await again.locator('.wr-q__title', { hasText: '对通勤有什么建议' }).waitFor();
      await again.getByRole('textbox').fill('多开公交专线');
      await again.getByTestId('submit').click();
      await again.getByTestId('end-title').waitFor();

      await second.context.setOffline(false);
      await expect
        .poll(async () => (await storedResponses(server, survey.surveyId)).map((r) => r.response.status), {
          timeout: 30_000,
        })
        .toEqual(['complete']);
      const [{ response, items }] = (await storedResponses(server, survey.surveyId)) as [
        Awaited<ReturnType<typeof storedResponses>>[number],
      ];
      expect(response.id).toBe(before?.id);
      const byQuestion = new Map(items.map((item) => [item.questionId, item]));
      expect(byQuestion.get(mode.id)?.quItemId).toBe(mode.optionList[2]!.id);
      expect(byQuestion.get(minutes.id)?.answserScore).toBe('25');
      expect(byQuestion.get(comment.id)?.answer).toBe('多开公交专线');
    } finally {
      await second.context.close();
      await rm(first.userDataDir, { recursive: true, force: true });
    }
  });

  it('a panel respondent starts on one phone, continues on another, and a third sees the survey done', async () => {
    const { survey, mode, minutes } = await commuteSurvey('换机续答调查');
    const link = `${answerUrl(server, survey.surveyId)}&userId=panel-42`;

    const first = await startOnFirstPhone(survey, link, '公交');
    await first.page.getByRole('textbox').fill('40');
    // The new answer acknowledged by the server before the respondent switches phones.
    await expect
      .poll(
        async () => {
          const [local] = await localResponses(first.page);
          return !!local && local.seq > (first.local?.seq ?? 0) && local.ackSeq === local.seq;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    const [startedOnA] = await localResponses(first.page);
    await first.context.close();

    const second = await newPhone();
    const b = await second.newPage();
    await b.goto(link);
    await b.locator('.wr-q__title', { hasText: '单程需要多少分钟？' }).waitFor({ timeout: 30_000 });
    expect(await b.getByRole('textbox').inputValue()).toBe('40');
    const [continuedOnB] = await localResponses(b);
    expect(continuedOnB?.id).toBe(startedOnA?.id);
    expect(continuedOnB?.seed).toBe(startedOnA?.seed);
    await b.getByTestId('previous').click();
    await expect.poll(() => b.getByRole('radio', { name: '公交' }).isChecked()).toBe(true);
    await b.getByTestId('next').click();
    await b.locator('.wr-q__title', { hasText: '单程需要多少分钟？' }).waitFor();
    await b.getByRole('textbox').fill('35');
    await b.getByTestId('submit').click();
    await b.getByTestId('end-title').waitFor();
    await waitUntilCompleteAndSent(b);
    await expect.poll(() => b.getByTestId('pending-count').count()).toBe(0);
    await second.close();

    const third = await newPhone();
    const c = await third.newPage();
    await c.goto(link);
    await c.getByTestId('end-title').waitFor({ timeout: 30_000 });
    expect(await c.locator('.wr-q').count()).toBe(0);
    await third.close();

    const stored = await storedResponses(server, survey.surveyId);
    expect(stored.map((entry) => entry.response.status)).toEqual(['complete']);
    const byQuestion = new Map(stored[0]!.items.map((item) => [item.questionId, item]));
    expect(byQuestion.get(mode.id)?.quItemId).toBe(mode.optionList[1]!.id);
    expect(byQuestion.get(minutes.id)?.answserScore).toBe('35');
  });

  it('continues on another phone under the release it started with, although the survey was published again', async () => {
    const { survey, mode, minutes } = await commuteSurvey('改版续答调查');
    const link = `${answerUrl(server, survey.surveyId)}&userId=panel-77`;

    const first = await startOnFirstPhone(survey, link, '地铁');
    const startedOnA = first.local;
    await first.context.close();

    // The designer pauses, adds a question and publishes release 2.
    await survey.setState('0');
    await survey.add('fillBlank', { quTitle: '新版才有的问题' });
    await survey.publish();

    // The second phone has never seen release 1: it gets it with the saved progress and goes on under it.
    const second = await newPhone();
    const b = await second.newPage();
    await b.goto(link);
    await b.locator('.wr-q__title', { hasText: '单程需要多少分钟？' }).waitFor({ timeout: 30_000 });
    const [continuedOnB] = await localResponses(b);
    expect(continuedOnB?.id).toBe(startedOnA?.id);
    expect(continuedOnB?.version).toBe(1);
    await b.getByRole('textbox').fill('25');
    expect(await b.getByTestId('submit').count()).toBe(1);
    expect(await b.locator('.wr-q__title', { hasText: '新版才有的问题' }).count()).toBe(0);
    await b.getByTestId('submit').click();
    await b.getByTestId('end-title').waitFor();
    await waitUntilCompleteAndSent(b);
    await expect.poll(() => b.getByTestId('pending-count').count()).toBe(0);
    await second.close();

    const stored = await storedResponses(server, survey.surveyId);
    expect(stored.map((entry) => [entry.response.status, entry.response.releaseVersion])).toEqual([
      ['complete', 1],
    ]);
    const byQuestion = new Map(stored[0]!.items.map((item) => [item.questionId, item]));
    expect(byQuestion.get(mode.id)?.quItemId).toBe(mode.optionList[0]!.id);
    expect(byQuestion.get(minutes.id)?.answserScore).toBe('25');
  });

  it("back on the first phone, the respondent sees what the other phone did, not the first phone's old copy", async () => {
    let cost: SavedQuestion | undefined;
    const { survey } = await commuteSurvey('来回换机调查', async (builder) => {
      await builder.pageBreak();
      cost = await builder.add('number', { quTitle: '每月通勤花费多少元？' });
    });
    const link = `${answerUrl(server, survey.surveyId)}&userId=panel-88`;

    // Phone A answers page 1 and stops on page 2; everything reaches the server.
    const { context: first, page: a } = await startOnFirstPhone(survey, link, '公交');
    await a.goto('about:blank');

    // Phone B takes over and goes two pages further.
    const second = await newPhone();
    const b = await second.newPage();
    await b.goto(link);
    await b.locator('.wr-q__title', { hasText: '单程需要多少分钟？' }).waitFor({ timeout: 30_000 });
    await b.getByRole('textbox').fill('40');
    await b.getByTestId('next').click();
    await b.locator('.wr-q__title', { hasText: '每月通勤花费多少元？' }).waitFor();
    // B's page 3 recorded and acknowledged before B is put away.
    await expect
      .poll(
        async () => {
          const [kept] = await localResponses(b);
          return kept?.userPage === 2 && kept.ackSeq === kept.seq;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await second.close();

    // Back on A: the server's copy is newer than A's, so A shows B's page and answers.
    await a.goto(link);
    await a.locator('.wr-q__title', { hasText: '每月通勤花费多少元？' }).waitFor({ timeout: 30_000 });
    await a.getByTestId('previous').click();
    await a.locator('.wr-q__title', { hasText: '单程需要多少分钟？' }).waitFor();
    expect(await a.getByRole('textbox').inputValue()).toBe('40');
    await a.getByTestId('next').click();
    await a.locator('.wr-q__title', { hasText: '每月通勤花费多少元？' }).waitFor();
    await a.getByRole('textbox').fill('90');
    await a.getByTestId('submit').click();
    await a.getByTestId('end-title').waitFor();
    await waitUntilCompleteAndSent(a);
    await expect.poll(() => a.getByTestId('pending-count').count()).toBe(0);
    await first.close();

    const stored = await storedResponses(server, survey.surveyId);
    expect(stored.map((entry) => entry.response.status)).toEqual(['complete']);
    const byQuestion = new Map(stored[0]!.items.map((item) => [item.questionId, item]));
    expect(byQuestion.get(cost?.id ?? '')?.answserScore).toBe('90');
    expect(stored[0]!.items).toHaveLength(3);
  });

  it('shows the same shuffled option order after a reload', async () => {
    const names = ['北京', '上海', '广州', '深圳', '杭州', '成都', '武汉', '西安', '南京', '重庆'];
    const survey = await SurveyBuilder.create(server, { surveyName: '城市偏好' });
    await survey.add('radio', {
      quTitle: '您最想去哪座城市？',
      optionList: names.map((optionName) => ({ optionName })),
      answerConfig: { optRandType: '02' },
    });
    await survey.publish();

    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' });
    const page = await context.newPage();
    const order = async () => {
      // The family's view is its own chunk: wait for it, not only for the frame around it.
      await page
        .locator('.rv-choice-name')
        .nth(names.length - 1)
        .waitFor();
      return page.locator('.rv-choice-name').allTextContents();
    };
    await page.goto(answerUrl(server, survey.surveyId));
    await waitForQuestion(page);
    const shown = await order();
    expect([...shown].sort()).toEqual([...names].sort());
    expect(shown).not.toEqual(names);
    await page.reload();
    await waitForQuestion(page);
    expect(await order()).toEqual(shown);
    await context.close();
  });
});
