import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath, launchBrowser, requireChromium } from './browser';
import {
  answerUrl,
  PHONE,
  SurveyBuilder,
  storedResponses,
  type TestServer,
  waitForQuestion,
  waitForServiceWorker,
  waitUntilCompleteAndSent,
} from './runnerSupport';
import { startTestServer } from './server';
import { kept, localState, probeWrite } from './storageSupport';

/**
 * The device runs out of space while a respondent answers (spec: say so clearly, never lose what was kept).
 * Chromium's own quota is lowered below what the site already uses (DevTools `Storage.overrideQuotaForOrigin`),
 * so the runner's next IndexedDB write really fails with QuotaExceededError. The runner must block with its
 * out-of-space dialog, keep every answer already on the device and on the server, and — once space is back
 * and the respondent taps retry — store the answer typed meanwhile and let the respondent finish.
 */
const hasChromium = Boolean(requireChromium());

// The runner's words (src/i18n/messages/runner.ts: runner.storageFull.title / .body, runner.retry).
const FULL_TITLE = '设备存储空间已满';
const FULL_BODY =
  '答案无法保存在此设备上。请清理手机存储空间后点击重试；在此之前请不要关闭页面，否则最近的答案会丢失。';
const RETRY = '重试';
const FULL_ON_OPEN = '此设备没有空间保存答案。请清理手机存储空间后重新打开此页面。';
/** The quota the test gives the site until the device "fills up": far above what the runner needs. */
const ROOMY = 16 * 1024 * 1024;

const choose = (page: Page, name: string) => page.locator('label').filter({ hasText: name }).click();

describe.skipIf(!hasChromium)('runner out of storage in Chromium', () => {
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

  it('blocks with the out-of-space dialog, keeps every kept answer, and goes on once space is back', async () => {
    const survey = await SurveyBuilder.create(server, { surveyName: '存储空间测试问卷' });
    const when = await survey.add('radio', {
      quTitle: '您通常什么时候跑步？',
      optionList: [{ optionName: '清晨' }, { optionName: '傍晚' }, { optionName: '夜间' }],
    });
    await survey.pageBreak();
    const why = await survey.add('fillBlank', { quTitle: '您跑步的主要原因是什么？' });
    await survey.pageBreak();
    const often = await survey.add('number', { quTitle: '您每周跑几次？' });
    await survey.publish();

    context = await browser.newContext(PHONE);
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.name, error.message));
    const origin = new URL(server.url).origin;
    const cdp: CDPSession = await context.newCDPSession(page);
    // A roomy but finite quota from the start, so Chromium's cached allowance stays below ROOMY (see probeWrite).
    await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: ROOMY });

    // Page 1 answered and page 2 reached, all acknowledged by the server; the service worker installed.
    await page.goto(answerUrl(server, survey.surveyId));
    await waitForQuestion(page);
    await waitForServiceWorker(page);
    await choose(page, '傍晚');
    await page.getByTestId('next').click();
    await page.locator('.wr-q__title', { hasText: '您跑步的主要原因是什么？' }).waitFor();
    await expect
      .poll(
        async () => {
          const { response } = await localState(page);
          return response?.userPage === 1 && response.ackSeq === response.seq;
        },
        { timeout: 30_000 },
      )
      .toBe(true);

    // Offline, an answer is kept on the device only: one save waits in the outbox, its send already failed.
    await context.setOffline(true);
    await page.getByRole('textbox').fill('保持健康');
    await expect
      .poll(
        async () => {
          const { response, outbox } = await localState(page);
          const waiting = outbox[0] as { seq?: number; attempts?: number } | undefined;
          return (
            response?.seq !== undefined &&
            response.seq > response.ackSeq &&
            waiting?.seq === response.seq &&
            (waiting.attempts ?? 0) > 0
          );
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    const before = kept(await localState(page));
    expect(before.response.answers[when.id]).toBeDefined();
    expect(before.response.answers[why.id]).toBeDefined();
    expect(before.outbox).toHaveLength(1);
    expect(await probeWrite(page, 1_024)).toBe('ok');

    // The device fills up: the quota drops below what the site already uses.
    const { usage } = await cdp.send('Storage.getUsageAndQuota', { origin });
    expect(usage).toBeGreaterThan(0);
    expect(usage).toBeLessThan(ROOMY);
    await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: Math.floor(usage / 2) });
    expect(await probeWrite(page, ROOMY)).toBe('QuotaExceededError');
    expect(await probeWrite(page, 1_024)).toBe('QuotaExceededError');

    // The respondent goes on typing: the write fails and the runner says so, blocking the page.
    await page.getByRole('textbox').fill('保持健康，缓解压力');
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor({ timeout: 15_000 });
    await expect.poll(() => dialog.getByRole('heading').textContent()).toBe(FULL_TITLE);
    expect(await dialog.locator('#wr-full-body').textContent()).toBe(FULL_BODY);
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    await page.screenshot({ path: artifactPath('runner-storage-full.png') });

    // Nothing kept is gone: the same response and the same waiting save; the new text is still on screen,
    // the page did not move on.
    expect(kept(await localState(page))).toEqual(before);
    expect(await page.getByRole('textbox').inputValue()).toBe('保持健康，缓解压力');
    expect(await page.locator('.wr-q__title').first().textContent()).toContain('您跑步的主要原因是什么？');

    // Retry while still full: still blocked, still nothing lost.
    await dialog.getByRole('button', { name: RETRY }).click();
    await page.waitForTimeout(1_000);
    expect(await dialog.isVisible()).toBe(true);
    expect(kept(await localState(page))).toEqual(before);

    // Back online while still full: the save the device kept reaches the server; the device keeps it until it
    // has recorded that acknowledgement (which needs a write, so it may well keep it until space is back).
    await context.setOffline(false);
    await expect
      .poll(
        async () => {
          const [stored] = await storedResponses(server, survey.surveyId);
          return stored?.items.find((item) => item.questionId === why.id)?.answer;
        },
        { timeout: 30_000 },
      )
      .toBe('保持健康');
    const [onServer] = await storedResponses(server, survey.surveyId);
    expect(onServer?.response.id).toBe(before.response.id);
    expect(onServer?.items.find((item) => item.questionId === when.id)?.quItemId).toBe(
      when.optionList[1]!.id,
    );
    const afterAck = kept(await localState(page));
    expect(afterAck.response.answers).toEqual(before.response.answers);
    expect(afterAck.response.seq).toBe(before.response.seq);
    if (afterAck.outbox.length === 0) expect(afterAck.response.ackSeq).toBe(before.response.seq);
    else expect(afterAck.outbox).toEqual(before.outbox);
    expect(await dialog.isVisible()).toBe(true);

    // Space is freed: retry stores the text typed meanwhile, sends it, and the respondent finishes.
    await cdp.send('Storage.overrideQuotaForOrigin', { origin });
    expect(await probeWrite(page, 1_024)).toBe('ok');
    await dialog.getByRole('button', { name: RETRY }).click();
    await dialog.waitFor({ state: 'detached', timeout: 15_000 });
    await expect
      .poll(async () => (await localState(page)).response?.seq, { timeout: 15_000 })
      .toBeGreaterThan(before.response.seq);

    await page.getByTestId('next').click();
    await page.locator('.wr-q__title', { hasText: '您每周跑几次？' }).waitFor();
    await page.getByRole('textbox').fill('3');
    await page.getByTestId('submit').click();
    await page.getByTestId('end-title').waitFor({ timeout: 30_000 });
    await expect
      .poll(async () => (await storedResponses(server, survey.surveyId)).map((r) => r.response.status), {
        timeout: 30_000,
      })
      .toEqual(['complete']);
    await waitUntilCompleteAndSent(page);
    await expect.poll(() => page.getByTestId('pending-count').count()).toBe(0);
    const [{ items }] = (await storedResponses(server, survey.surveyId)) as [
      Awaited<ReturnType<typeof storedResponses>>[number],
    ];
    const byQuestion = new Map(items.map((item) => [item.questionId, item]));
    expect(byQuestion.get(when.id)?.quItemId).toBe(when.optionList[1]!.id);
    expect(byQuestion.get(why.id)?.answer).toBe('保持健康，缓解压力');
    expect(byQuestion.get(often.id)?.answserScore).toBe('3');
  });

  it('says the device is full, not that storage is unavailable, when a survey cannot even be opened', async () => {
    const survey = await SurveyBuilder.create(server, { surveyName: '存储空间不足时打开' });
    await survey.add('radio', { quTitle: '您喜欢跑步吗？', optionList: [{ optionName: '喜欢' }] });
    await survey.publish();

    const fullContext = await browser.newContext(PHONE);
    try {
      const page = await fullContext.newPage();
      const cdp = await fullContext.newCDPSession(page);
      // Full before the first visit: keeping the survey on the device is the first write, and it fails.
      await cdp.send('Storage.overrideQuotaForOrigin', { origin: new URL(server.url).origin, quotaSize: 1 });
      await page.goto(answerUrl(server, survey.surveyId));
      const alert = page.getByRole('alert');
      await alert.waitFor({ timeout: 20_000 });
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(FULL_TITLE);
      expect(await alert.textContent()).toBe(FULL_ON_OPEN);
      expect(await page.locator('.wr-q__title').count()).toBe(0);
    } finally {
      await fullContext.close();
    }
  });
});
