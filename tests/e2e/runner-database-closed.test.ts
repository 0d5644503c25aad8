import type { Browser, BrowserContext } from 'playwright-core';
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
  waitForServiceWorker,
  waitUntilCompleteAndSent,
} from './runnerSupport';
import { startTestServer } from './server';
import { forceCloseDatabases, holdRunnerStores, localState } from './storageSupport';

/**
 * The browser closes the runner's database under the page (Safari does so under memory pressure and when a
 * page sits in the background; Dexie then sees the connection's `close` event, or a DatabaseClosedError or
 * InvalidStateError on its next transaction). Simulated with Chromium's own "Force close" of the origin's
 * IndexedDB connections (chrome://indexeddb-internals): the browser, not the page, closes every connection
 * (the page's and the service worker's), fires `close` on each and keeps the data — what Safari does.
 * Deleting site data (DevTools Storage.clearDataForOrigin) would not be this fault: it throws the data away.
 * Closing it once while idle and again and again while the respondent types, online and offline, the runner
 * must reopen its database and go on: every answer on the device and on the server, each once.
 */
const hasChromium = Boolean(requireChromium());

describe.skipIf(!hasChromium)('the runner’s database closed under the page, in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await context?.close().catch(() => undefined);
    await browser?.close();
    await server?.close();
  });

  it('reopens it and goes on: nothing lost, each answer on the server once', async () => {
    const survey = await SurveyBuilder.create(server, { surveyName: '数据库被关闭' });
    const when = await survey.add('radio', {
      quTitle: '您通常什么时候跑步？',
      optionList: [{ optionName: '清晨' }, { optionName: '傍晚' }],
    });
    await survey.pageBreak();
    const why = await survey.add('fillBlank', { quTitle: '您跑步的主要原因是什么？' });
    await survey.pageBreak();
    const where = await survey.add('fillBlank', { quTitle: '您通常在哪里跑步？' });
    await survey.publish();

    context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(`${error.name}: ${error.message}`));
    const rerunWarnings: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('closed under a write')) rerunWarnings.push(message.text());
    });
    const origin = new URL(server.url).origin;
    await page.goto(answerUrl(server, survey.surveyId));
    await waitForQuestion(page);
    await waitForServiceWorker(page);
    await choose(page, '傍晚');
    await page.getByTestId('next').click();
    await page.locator('.wr-q__title', { hasText: '您跑步的主要原因是什么？' }).waitFor();
    await expect
      .poll(async () => {
        const { response } = await localState(page);
        return response?.userPage === 1 && response.ackSeq === response.seq;
      })
      .toBe(true);

    // Closed while the page is idle: the runner's connection (and the worker's, if open) goes.
    expect(await forceCloseDatabases(context, origin)).toBeGreaterThan(0);

    // The respondent goes on, the connection cut again and again while typing.
    const box = page.getByRole('textbox');
    for (const words of ['保持健康', '，缓解压力']) {
      await box.pressSequentially(words, { delay: 30 });
      await forceCloseDatabases(context, origin);
    }
    await expect
      .poll(async () => (await localState(page)).response?.answers[why.id], { timeout: 15_000 })
      .toMatchObject({ text: '保持健康，缓解压力' });

    // Cut with a write under way: the runner's write of the next words waits behind a lock the test holds
    // (given a second to get there), and the close aborts it. The runner writes them again on its own.
    await holdRunnerStores(page);
    await box.pressSequentially('，认识朋友', { delay: 30 });
    await page.waitForTimeout(1_000);
    await forceCloseDatabases(context, origin);
    await expect
      .poll(async () => (await localState(page)).response?.answers[why.id], { timeout: 15_000 })
      .toMatchObject({ text: '保持健康，缓解压力，认识朋友' });
    // The write was caught: the runner says it ran it again (storage/connection.ts).
    expect(rerunWarnings.length).toBeGreaterThan(0);
    await expect
      .poll(
        async () => {
          const [stored] = await storedResponses(server, survey.surveyId);
          return stored?.items.find((item) => item.questionId === why.id)?.answer;
        },
        { timeout: 30_000 },
      )
      .toBe('保持健康，缓解压力，认识朋友');

    // Offline, with the database closed between each step: kept on the device only, then sent once back online.
    await context.setOffline(true);
    await page.getByTestId('next').click();
    await page.locator('.wr-q__title', { hasText: '您通常在哪里跑步？' }).waitFor();
    await forceCloseDatabases(context, origin);
    await page.getByRole('textbox').pressSequentially('公园', { delay: 30 });
    await forceCloseDatabases(context, origin);
    await page.getByRole('textbox').pressSequentially('和河边', { delay: 30 });
    await forceCloseDatabases(context, origin);
    await page.getByTestId('submit').click();
    await page.getByTestId('end-title').waitFor({ timeout: 30_000 });
    await expect
      .poll(async () => (await localState(page)).response?.status, { timeout: 15_000 })
      .toBe('complete');
    const offline = await localState(page);
    expect(offline.response?.answers[where.id]).toMatchObject({ text: '公园和河边' });
    expect(offline.outbox.map((entry) => entry.kind)).toEqual(['save']);
    await page.screenshot({ path: artifactPath('runner-database-closed-end.png') });

    await context.setOffline(false);
    await waitUntilCompleteAndSent(page, 30_000);
    expect((await localState(page)).outbox).toEqual([]);
    const stored = await storedResponses(server, survey.surveyId);
    expect(stored).toHaveLength(1);
    const [{ response, items }] = stored as [(typeof stored)[number]];
    expect(response).toMatchObject({ id: offline.response?.id, status: 'complete' });
    // Each question once, with what the respondent last typed.
    expect(items.map((item) => item.questionId).sort()).toEqual([when.id, why.id, where.id].sort());
    const byQuestion = new Map(items.map((item) => [item.questionId, item]));
    expect(byQuestion.get(when.id)?.quItemId).toBe(when.optionList[1]!.id);
    expect(byQuestion.get(why.id)?.answer).toBe('保持健康，缓解压力，认识朋友');
    expect(byQuestion.get(where.id)?.answer).toBe('公园和河边');
    expect(pageErrors).toEqual([]);
  }, 300_000);
});
