import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanStrings } from '../../src/core/text';
import { artifactPath, launchBrowser, requireChromium } from './browser';
import {
  answerUrl,
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
 * What a respondent pastes can never lose their response (a NUL once made every save fail with HTTP 500
 * while the runner said "提交成功"): text with control characters and lone surrogates pasted into every text
 * family while offline arrives on the server cleaned, complete and once; a server that keeps answering 500
 * is said to the respondent, who keeps their answers, and they arrive when it recovers.
 */
const hasChromium = Boolean(requireChromium());

/** NUL, U+0001, U+001F, U+FFFE and two lone surrogates around ordinary Chinese text, tab and line feed. */
const DIRTY = '跑步\u0000让我\u0001快乐\u001f！\ufffe\ud800好\udc00';
const CLEAN = '跑步让我快乐！好';

/**
 * Pastes `text` into a field the way the browser does: a paste event carrying the clipboard (DataTransfer),
 * and, unless a listener cancelled it, the text inserted through the editing path (beforeinput/input, the
 * maxlength limit) — `insertText` keeps lone surrogates, which the DevTools protocol would turn into U+FFFD.
 */
async function paste(field: Locator, text: string): Promise<void> {
  await field.focus();
  await field.evaluate((element, pasted) => {
    const clipboard = new DataTransfer();
    clipboard.setData('text/plain', pasted);
    const event = new ClipboardEvent('paste', { clipboardData: clipboard, bubbles: true, cancelable: true });
    if (element.dispatchEvent(event)) document.execCommand('insertText', false, pasted);
  }, text);
}

/** One page with each text family: fill-in, multi-blank, multi-line open, an "other" option, a name. */
async function textFamiliesSurvey(server: TestServer) {
  const survey = await SurveyBuilder.create(server, { surveyName: '粘贴测试', endYesText: '感谢您的参与！' });
  const fill = await survey.add('fillBlank', { quTitle: '您为什么跑步？' });
  const blanks = await survey.add('multiFillBlank', { quTitle: '请填写两项' });
  const open = await survey.add('multiOpen', { quTitle: '请分别说说' });
  const choice = await survey.add('radio', {
    quTitle: '您在哪里跑步？',
    optionList: [{ optionName: '公园' }, { optionName: '其他，请注明', type: 'other' }],
  });
  const name = await survey.add('name', { quTitle: '您的姓名' });
  await survey.publish();
  return { surveyId: survey.surveyId, fill, blanks, open, choice, name };
}

describe.skipIf(!hasChromium)('pasted text and failing saves in Chromium', () => {
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

  async function phone(options: { serviceWorkers?: 'allow' | 'block' } = {}) {
    const context = await browser.newContext({ ...PHONE, ...options });
    contexts.push(context);
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    return { context, page };
  }

  const block = (page: Page, id: string) => page.locator(`#q-${id}`);

  it('control characters pasted offline into every text family arrive cleaned, complete and once', async () => {
    const survey = await textFamiliesSurvey(server);
    const { context, page } = await phone();
    await page.goto(answerUrl(server, survey.surveyId));
    await waitForQuestion(page);
    await waitForServiceWorker(page);
    await context.setOffline(true);

    await paste(block(page, survey.fill.id).getByRole('textbox'), DIRTY);
    for (const field of await block(page, survey.blanks.id).getByRole('textbox').all())
      await paste(field, DIRTY);
    for (const field of await block(page, survey.open.id).getByRole('textbox').all())
      await paste(field, DIRTY);
    await block(page, survey.choice.id).locator('label').filter({ hasText: '其他' }).click();
    await paste(block(page, survey.choice.id).getByRole('textbox'), DIRTY);
    // The name through the DevTools protocol's text insertion (it carries NUL and U+FFFE, not lone surrogates).
    await block(page, survey.name.id).getByRole('textbox').focus();
    await page.keyboard.insertText('张\u0000三\u0001\ufffe');

    // The page shows what will be kept: the same cleaned text.
    const shown = await page
      .locator('.wr-main input[type="text"], .wr-main textarea')
      .evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));
    expect(shown).toHaveLength(1 + 2 + 2 + 1 + 1);
    expect(shown.slice(0, -1).every((value) => value === CLEAN)).toBe(true);
    expect(shown.at(-1)).toBe('张三');

    await page.getByTestId('submit').click();
    const title = page.getByTestId('end-title');
    await title.waitFor();
    // Offline, the end page does not claim a success the server has not confirmed.
    await expect.poll(() => title.textContent()).toBe('答案已保存在本设备上');
    await expect.poll(() => page.getByTestId('pending-count').count()).toBe(1);
    await page.screenshot({ path: artifactPath('runner-paste-offline-end.png'), fullPage: true });
    expect(await storedResponses(server, survey.surveyId)).toHaveLength(0);

    await context.setOffline(false);
    await waitUntilCompleteAndSent(page, 45_000);
    await expect.poll(() => title.textContent(), { timeout: 15_000 }).toBe('感谢您的参与！');
    await expect.poll(() => page.getByTestId('pending-count').count()).toBe(0);

    const stored = await storedResponses(server, survey.surveyId);
    expect(stored).toHaveLength(1);
    const [{ response, items }] = stored as [(typeof stored)[number]];
    expect(response.status).toBe('complete');
    const [local] = await localResponses(page);
    expect(response.lastAckSequence).toBe(local?.seq);
    // Once: one row per question (and sub-question), no replay stored twice.
    const keys = items.map((item) => `${item.questionId}/${item.descId ?? ''}`);
    expect(new Set(keys).size).toBe(keys.length);
    // Nothing left to clean anywhere in what the server stored (cleanStrings returns the same object then).
    const storedValues = items.map((item) => ({
      value: item.value,
      other: item.otherAnswer,
      open: item.openAnswer,
    }));
    expect(cleanStrings(storedValues)).toBe(storedValues);
    const values = new Map(items.map((item) => [`${item.questionId}/${item.descId ?? ''}`, item.value]));
    expect(values.get(`${survey.fill.id}/`)).toEqual({ kind: 'text', text: CLEAN });
    expect(values.get(`${survey.name.id}/`)).toEqual({ kind: 'text', text: '张三' });
    const choice = values.get(`${survey.choice.id}/`);
    expect(choice).toMatchObject({ kind: 'choice' });
    expect(Object.values((choice as { otherText: Record<string, string> }).otherText)).toEqual([CLEAN]);
    for (const question of [survey.blanks, survey.open]) {
      const texts = items
        .filter((item) => item.questionId === question.id)
        .flatMap((item) => Object.values((item.value as { values?: Record<string, string> }).values ?? {}));
      expect(texts.length).toBeGreaterThanOrEqual(2);
      expect(new Set(texts)).toEqual(new Set([CLEAN]));
    }
  });

  it('a paste cut at the length limit says why', async () => {
    const survey = await textFamiliesSurvey(server);
    const { page } = await phone({ serviceWorkers: 'block' });
    await page.goto(answerUrl(server, survey.surveyId));
    await waitForQuestion(page);
    const name = block(page, survey.name.id);
    await name.getByRole('textbox').focus();
    await page.keyboard.insertText('王'.repeat(30));
    await expect.poll(() => name.getByRole('textbox').inputValue()).toBe('王'.repeat(20));
    await expect.poll(() => name.getByTestId('text-cut').textContent()).toBe('最多输入20个字');
    await name.screenshot({ path: artifactPath('runner-text-cut.png') });
    await page.keyboard.press('Backspace');
    await expect.poll(() => name.getByTestId('text-cut').count()).toBe(0);
  });

  it('the service worker records what the server acknowledged itself, with no runner page open', async () => {
    const survey = await textFamiliesSurvey(server);
    const { context, page } = await phone();
    await page.goto(answerUrl(server, survey.surveyId));
    await waitForQuestion(page);
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await block(page, survey.fill.id).getByRole('textbox').fill('离线填写');
    await expect.poll(async () => (await localResponses(page))[0]?.seq ?? 0).toBeGreaterThan(0);
    const [before] = await localResponses(page);
    expect(before?.ackSeq).toBe(0);
    // The page is gone; the save waits in the worker's queue and in the device's outbox.
    await page.close();
    await context.setOffline(false);

    // A page of the shell (no runner, no save loop) only asks the worker to replay, as a sync event would.
    const shell = await context.newPage();
    await shell.goto(`${server.url}/#/login`);
    await waitForServiceWorker(shell);
    await shell.evaluate(() => navigator.serviceWorker.controller?.postMessage({ type: 'replay-saves' }));
    await expect
      .poll(async () => (await localResponses(shell))[0]?.ackSeq ?? 0, { timeout: 30_000 })
      .toBe(before?.seq);
    const stored = await storedResponses(server, survey.surveyId);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.response.lastAckSequence).toBe(before?.seq);
  });

  it('a phone that says it is online but reaches no server is told it is waiting for a connection', async () => {
    const survey = await textFamiliesSurvey(server);
    const { page } = await phone({ serviceWorkers: 'block' });
    let reachable = false;
    await page.route('**/api/survey-answer/save', (route) =>
      reachable ? route.continue() : route.abort('internetdisconnected'),
    );
    await page.goto(answerUrl(server, survey.surveyId));
    await waitForQuestion(page);
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    await block(page, survey.fill.id).getByRole('textbox').fill('信号不好');
    await expect.poll(() => page.locator('.wr-pending__offline').textContent()).toContain('当前离线');
    expect(await page.getByTestId('save-trouble').count()).toBe(0);
    reachable = true;
    await expect.poll(() => page.locator('.wr-pending__offline').count(), { timeout: 30_000 }).toBe(0);
  });

  it('a server that keeps answering 500 is said to the respondent; the answers stay and arrive later', async () => {
    const survey = await textFamiliesSurvey(server);
    // No service worker: page.route sees the page's own saves (a worker's fetches would pass it by).
    const { page } = await phone({ serviceWorkers: 'block' });
    let failing = true;
    let refusedSaves = 0;
    await page.route('**/api/survey-answer/save', async (route) => {
      if (!failing) return route.continue();
      refusedSaves++;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 500, message: '服务器内部错误', data: null }),
      });
    });
    await page.goto(answerUrl(server, survey.surveyId));
    await waitForQuestion(page);

    await block(page, survey.fill.id).getByRole('textbox').fill('为了健康');
    for (const field of await block(page, survey.blanks.id).getByRole('textbox').all())
      await field.fill('甲');
    for (const field of await block(page, survey.open.id).getByRole('textbox').all()) await field.fill('乙');
    await block(page, survey.choice.id).locator('label').filter({ hasText: '公园' }).click();
    await block(page, survey.name.id).getByRole('textbox').fill('李四');

    const trouble = page.getByTestId('save-trouble');
    await trouble.waitFor({ timeout: 40_000 });
    expect(refusedSaves).toBeGreaterThanOrEqual(3);
    expect(await trouble.getAttribute('data-kind')).toBe('failing');
    expect(await trouble.textContent()).toContain('服务器暂时无法保存你的答案');
    await page.screenshot({ path: artifactPath('runner-save-failing.png'), fullPage: true });

    await page.getByTestId('submit').click();
    const title = page.getByTestId('end-title');
    await title.waitFor();
    await expect.poll(() => title.textContent()).toBe('答案已保存在本设备上');
    await expect.poll(() => page.getByTestId('save-trouble').count()).toBe(1);
    await page.screenshot({ path: artifactPath('runner-save-failing-end.png'), fullPage: true });
    const [kept] = await localResponses(page);
    expect(kept).toMatchObject({ status: 'complete', ackSeq: 0 });
    expect(await storedResponses(server, survey.surveyId)).toHaveLength(0);

    failing = false;
    await waitUntilCompleteAndSent(page, 45_000);
    await expect.poll(() => title.textContent()).toBe('感谢您的参与！');
    await expect.poll(() => page.getByTestId('save-trouble').count()).toBe(0);
    const stored = await storedResponses(server, survey.surveyId);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.response.status).toBe('complete');
    expect(stored[0]?.items.find((item) => item.questionId === survey.fill.id)?.value).toEqual({
      kind: 'text',
      text: '为了健康',
    });
  });
});
