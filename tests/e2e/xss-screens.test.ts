import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PAYLOADS, XSS_PAYLOADS } from '../support/xssPayloads';
import { artifactPath, launchBrowser, requireChromium } from './browser';
import { signInAsDemo } from './designerSupport';
import {
  answerUrl,
  PHONE,
  SurveyBuilder,
  type TestServer,
  waitForQuestion,
  waitUntilCompleteAndSent,
} from './runnerSupport';
import { startTestServer } from './server';

/**
 * Stored XSS through every text a designer or respondent enters, in real Chromium: a survey whose name, note,
 * titles, options, matrix rows and columns hold script payloads (tests/support/xssPayloads.ts), answered in
 * the runner with payloads typed into the fill-in and the "other" text, then opened in the designer's
 * workspace, its preview, its results (report, list, one response) — each screen checked for a payload that
 * ran (window.__xss in any frame, a dialog) or that it would leave in the page (an on… attribute, a
 * javascript: link, a frame with its own document, a script element carrying a payload).
 *
 * Every page bypasses the Content-Security-Policy: the server's CSP would stop inline handlers by itself,
 * and what is tested here is that the screens never put the payloads into the page as markup at all.
 */
const hasChromium = Boolean(requireChromium());

const SURVEY_NAME = `调查 ${XSS_PAYLOADS[0]} ${XSS_PAYLOADS[2]}`;
const FILL_IN = `${XSS_PAYLOADS[0]}${XSS_PAYLOADS[1]}`;
const OTHER_TEXT = `${XSS_PAYLOADS[2]}${XSS_PAYLOADS[5]}`;

/** What a payload that became markup leaves behind in a frame, besides having run. */
async function traces(frame: Frame | Page): Promise<string[]> {
  return frame.evaluate(() => {
    const found: string[] = [];
    if ((window as { __xss?: unknown }).__xss !== undefined)
      found.push(`__xss=${String((window as { __xss?: unknown }).__xss)}`);
    for (const element of document.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        if (/^on/i.test(attribute.name)) found.push(`${element.tagName} ${attribute.name}`);
        if (
          /^\s*javascript:/i.test(attribute.value) &&
          /^(href|src|action|formaction|xlink:href)$/i.test(attribute.name)
        )
          found.push(`${element.tagName} ${attribute.name}=${attribute.value}`);
      }
      if (element.tagName === 'IFRAME' && element.hasAttribute('srcdoc')) found.push('iframe srcdoc');
      if (element.tagName === 'SCRIPT' && /__xss|alert\(/.test(element.textContent ?? ''))
        found.push('script');
    }
    return found;
  });
}

/** Traces in the page and every frame of it (the preview runs the runner in one). */
async function allTraces(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const frame of page.frames()) found.push(...(await traces(frame).catch(() => [] as string[])));
  return found;
}

describe.skipIf(!hasChromium)('stored XSS across the screens in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let designer: BrowserContext;
  let page: Page;
  let survey: SurveyBuilder;
  /** Dialogs any page opened (alert, confirm, prompt): a payload that ran. */
  const dialogs: string[] = [];

  const watch = (target: Page) => {
    target.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    target.on('pageerror', (error) => console.error('page error:', error.message));
  };

  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    survey = await SurveyBuilder.create(server, { surveyName: SURVEY_NAME, surveyNote: ALL_PAYLOADS });
    await survey.add('radio', {
      quTitle: `<p>单选 ${ALL_PAYLOADS}</p>`,
      optionList: [
        ...XSS_PAYLOADS.map((payload, at) => ({ optionName: `选项${at + 1} ${payload}` })),
        { optionName: `其他 ${XSS_PAYLOADS[0]}`, type: 'other' },
      ],
    });
    await survey.add('fillBlank', { quTitle: `填空 ${ALL_PAYLOADS}`, quNote: ALL_PAYLOADS });
    await survey.add('number', { quTitle: '数量 <svg onload="window.__xss=9">' });
    await survey.add('matrixRadio', {
      quTitle: `矩阵 ${XSS_PAYLOADS[4]}`,
      optionList: [{ optionName: `列1 ${XSS_PAYLOADS[0]}` }, { optionName: `列2 ${XSS_PAYLOADS[1]}` }],
      descList: [{ optionName: `行1 ${XSS_PAYLOADS[2]}` }, { optionName: `行2 ${XSS_PAYLOADS[3]}` }],
    });
    await survey.publish();
    designer = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      locale: 'zh-CN',
      bypassCSP: true,
    });
    page = await designer.newPage();
    watch(page);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('the runner shows the payloads as text and runs none, with payloads typed into the answers', {
    timeout: 90_000,
  }, async () => {
    const context = await browser.newContext({ ...PHONE, bypassCSP: true });
    try {
      const respondent = await context.newPage();
      watch(respondent);
      await respondent.goto(answerUrl(server, survey.surveyId));
      await waitForQuestion(respondent);
      // The survey's name is plain text: shown as typed.
      await expect.poll(() => respondent.locator('.wr-survey__title').textContent()).toBe(SURVEY_NAME);
      await respondent.locator('label').filter({ hasText: '其他' }).click();
      await respondent.locator('.rv-other input, .rv-other textarea').first().fill(OTHER_TEXT);
      const fillIn = respondent.locator('.wr-q').nth(1).locator('input, textarea').first();
      await fillIn.fill(FILL_IN);
      await respondent.locator('.wr-q').nth(2).locator('input').first().fill('5');
      // Option names are shown as their words: no markup, and no entity, shows as literal text.
      const names = await respondent.locator('.rv-choice-name').allTextContents();
      expect(names.slice(0, 3)).toEqual(['选项1', '选项2', '选项3 ">']);
      expect(names.join(' ')).not.toMatch(/<|&gt;|&lt;/);
      expect(await allTraces(respondent)).toEqual([]);
      await respondent.screenshot({ path: artifactPath('xss-runner.png'), fullPage: true });
      // By keyboard, as the matrix below: the sticky bar's button is under the page's main on a loaded machine.
      await respondent.getByTestId('next').focus();
      await respondent.keyboard.press('Enter');
      await respondent.locator('.rv-row').first().waitFor();
      // The matrix, a row a page: each row's first column, by keyboard (its inputs sit under their marks).
      for (let row = 0; row < 4; row++) {
        for (const group of await respondent.locator('.rv-row').all()) {
          await group.locator('input[type="radio"]').first().focus();
          await respondent.keyboard.press('Space');
        }
        expect(await allTraces(respondent)).toEqual([]);
        const last = (await respondent.getByTestId('submit').count()) > 0;
        const shownRow = await respondent.locator('.rv-row-title').first().textContent();
        expect(shownRow).not.toMatch(/<|&gt;|&lt;/);
        await respondent.getByTestId(last ? 'submit' : 'next').focus();
        await respondent.keyboard.press('Enter');
        if (last) break;
        await expect.poll(() => respondent.locator('.rv-row-title').first().textContent()).not.toBe(shownRow);
      }
      await respondent.getByTestId('end-title').waitFor();
      await waitUntilCompleteAndSent(respondent);
      expect(await allTraces(respondent)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the designer lists and edits the survey without running a payload', { timeout: 60_000 }, async () => {
    await signInAsDemo(page, server);
    const listed = page.getByTestId('survey-list').getByText(SURVEY_NAME, { exact: false });
    await expect.poll(() => listed.count()).toBeGreaterThan(0);
    expect(await allTraces(page)).toEqual([]);

    await page.goto(`${server.url}/#/editquestion?surveyId=${survey.surveyId}`);
    await expect.poll(() => page.locator('.wd-richtext').count()).toBeGreaterThanOrEqual(4);
    // The previews draw option and row names as their words, as the runner does.
    const bodies = async () => (await page.locator('.wd-qblock__body').allInnerTexts()).join('\n');
    await expect.poll(bodies).toContain('选项4 链接');
    expect(await bodies()).not.toMatch(/<|&gt;|&lt;/);
    // Click into the first title: the rich-text editor takes the stored HTML.
    await page.locator('.wd-qblock__title-text, .wd-richtext').first().click();
    await page.waitForTimeout(500);
    expect(await allTraces(page)).toEqual([]);
    await page.screenshot({ path: artifactPath('xss-designer.png'), fullPage: true });

    await page.goto(`${server.url}/#/projectinfo?surveyId=${survey.surveyId}`);
    await page.getByTestId('settings-note').waitFor();
    expect(await allTraces(page)).toEqual([]);
  });

  it('the preview runs the survey in its frame without running a payload', { timeout: 60_000 }, async () => {
    await page.goto(`${server.url}/#/editquestion?surveyId=${survey.surveyId}`);
    await page.getByTestId('open-preview').click();
    await page.getByTestId('preview-screen').waitFor();
    const frame = await (await page.getByTestId('preview-frame').elementHandle())?.contentFrame();
    if (!frame) throw new Error('no preview frame');
    await frame.locator('.wr-q').first().waitFor({ state: 'visible', timeout: 30_000 });
    await frame.locator('label').filter({ hasText: '其他' }).click();
    await frame.locator('.rv-other input, .rv-other textarea').first().fill(OTHER_TEXT);
    expect(await allTraces(page)).toEqual([]);
  });

  it('the results screens show the answers as text and run no payload', { timeout: 60_000 }, async () => {
    await page.goto(`${server.url}/#/report?surveyId=${survey.surveyId}`);
    await page.getByTestId('results-report').waitFor();
    await expect.poll(() => page.getByTestId('question-card').count()).toBeGreaterThan(2);
    // The fill-in's answers, listed as the respondent typed them.
    const texts = page.getByTestId('text-list');
    await expect.poll(() => texts.first().textContent()).toContain(FILL_IN);
    expect(await allTraces(page)).toEqual([]);
    await page.screenshot({ path: artifactPath('xss-report.png'), fullPage: true });

    await page.goto(`${server.url}/#/answerlist?surveyId=${survey.surveyId}`);
    const rows = page.getByTestId('responses-table').locator('tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(1);
    await rows.first().getByTestId('open-response').click();
    const answers = page.getByTestId('response-drawer').getByTestId('response-answers');
    await answers.waitFor();
    await expect.poll(() => answers.textContent()).toContain(FILL_IN);
    await expect.poll(() => answers.textContent()).toContain(OTHER_TEXT);
    expect(await allTraces(page)).toEqual([]);
    await page.screenshot({ path: artifactPath('xss-response.png') });
  });

  it('no page opened a dialog', () => {
    expect(dialogs).toEqual([]);
  });
});
