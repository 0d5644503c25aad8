import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESIGN_API, type SurveyListResponse } from '../../src/core/api/design';
import { seriousViolations } from './axe';
import { artifactPath, launchBrowser, requireChromium } from './browser';
import { signInAsDemo } from './designerSupport';
import {
  answerUrl,
  callApi,
  choose,
  loginDemo,
  PHONE,
  publishTwoPageSurvey,
  type TestServer,
  waitForQuestion,
} from './runnerSupport';
import { startTestServer } from './server';

/**
 * axe-core (Deque's rules for WCAG 2.1 A and AA) on the product's screens in Chromium: no serious or critical
 * violation.
 */
const hasChromium = Boolean(requireChromium());

/** The serious and critical violations on the screen now; a screenshot of it is kept to look at. */
async function checkedScreen(page: Page, screen: string, within: Page | Frame = page): Promise<string[]> {
  const found = await seriousViolations(within);
  await page.screenshot({ path: artifactPath(`a11y-${screen}.png`) });
  return found;
}

describe.skipIf(!hasChromium)('accessibility of the screens (axe-core)', () => {
  let server: TestServer;
  let browser: Browser;
  let demoSurveyId: string;

  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    const token = await loginDemo(server);
    const list = await callApi<SurveyListResponse>(server, `${DESIGN_API.surveyList}?pageSize=100`, {
      token,
    });
    demoSurveyId = list.list.find((survey) => survey.surveyName === '示例问卷')?.surveyId ?? '';
    expect(demoSurveyId).not.toBe('');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('the login screen', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/#/login`);
    await page.getByTestId('login-form').waitFor();
    expect(await checkedScreen(page, 'login')).toEqual([]);
    await page.close();
  });

  it('the survey list, the editor and the results report', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInAsDemo(page, server);
    expect(await checkedScreen(page, 'list')).toEqual([]);
    await page.goto(`${server.url}/#/editquestion?surveyId=${demoSurveyId}`);
    // The demo survey has several groups, so it opens with them folded: all unfolded, every family's preview.
    await page.getByTestId('expand-all').click();
    await page.getByTestId('question-block').first().waitFor();
    expect(await checkedScreen(page, 'editor')).toEqual([]);
    await page.goto(`${server.url}/#/report?surveyId=${demoSurveyId}`);
    await page.getByTestId('results-overview').waitFor();
    expect(await checkedScreen(page, 'report')).toEqual([]);
    await page.close();
  });

  it('the preview screen, and every page of the demo survey in the runner it frames', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInAsDemo(page, server);
    await page.goto(`${server.url}/#/preview?surveyId=${demoSurveyId}`);
    await page.getByTestId('preview-screen').waitFor();
    const frame = async (): Promise<Frame> => {
      const found = await (await page.getByTestId('preview-frame').elementHandle())?.contentFrame();
      if (!found) throw new Error('no preview frame');
      return found;
    };
    await (await frame()).locator('.wr-q').first().waitFor({ state: 'visible', timeout: 30_000 });
    expect(await checkedScreen(page, 'preview')).toEqual([]);
    const pages = page.getByTestId('preview-pages').locator('button');
    await expect.poll(() => pages.count()).toBeGreaterThan(3);
    const count = await pages.count();
    const found: string[] = [];
    for (let index = 0; index < count; index++) {
      await page.getByTestId(`preview-page-${index}`).click();
      await expect
        .poll(() => page.getByTestId(`preview-page-${index}`).getAttribute('aria-current'))
        .toBe('page');
      const inFrame = await frame();
      // A page of info text alone has no question frame: its buttons say the page is there.
      await inFrame
        .locator('[data-testid="next"], [data-testid="submit"]')
        .first()
        .waitFor({ state: 'visible' });
      found.push(
        ...(await checkedScreen(page, `runner-page-${index + 1}`, inFrame)).map(
          (line) => `page ${index + 1}: ${line}`,
        ),
      );
    }
    expect(found).toEqual([]);
    await page.close();
  });

  it('the runner’s first page of the demo survey on a phone', async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(answerUrl(server, demoSurveyId));
    await waitForQuestion(page);
    expect(await checkedScreen(page, 'runner')).toEqual([]);
    // Question titles are headings under the survey's title.
    const questionCount = await page.locator('.wr-q').count();
    expect(await page.getByRole('heading', { level: 2 }).count()).toBe(questionCount);
    expect(await page.getByRole('heading', { level: 2 }).first().innerText()).toContain('性别');
    // Required questions say so to assistive technology, not only by their red star.
    const required = await page
      .locator('.wr-q')
      .filter({ has: page.locator('.wr-q__req') })
      .count();
    expect(required).toBeGreaterThan(1);
    expect(await page.locator('.wr-q [aria-required="true"]').count()).toBe(required);
    // A control focused near the bottom is not left under the sticky button bar.
    const hidden = await page.evaluate(() => {
      const inputs = [...document.querySelectorAll<HTMLInputElement>('.wr-q input')];
      const nav = document.querySelector('.wr-nav')?.getBoundingClientRect();
      return inputs.filter((input) => {
        input.focus();
        const box = (input.closest('label') ?? input).getBoundingClientRect();
        return nav !== undefined && box.bottom > nav.top + 1;
      }).length;
    });
    expect(hidden).toBe(0);
    // Forced colours (high contrast) replace fills: the chosen option keeps a system-coloured outline.
    await page.locator('label').filter({ hasText: '男' }).first().click();
    await page.emulateMedia({ forcedColors: 'active' });
    const chosen = page.locator('.rv-choice-cell[data-checked] > .rv-choice').first();
    expect(await chosen.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
    await page.screenshot({ path: artifactPath('a11y-runner-forced-colors.png') });
    await context.close();
  });

  it('the runner by keyboard: after “next” the new page’s first question has the focus and the page is announced', async () => {
    const link = await publishTwoPageSurvey(server, '键盘问卷');
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(link);
    await waitForQuestion(page);
    await choose(page, '清晨');
    await page.getByTestId('next').focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('.wr-q')?.textContent ?? ''))
      .toContain('原因？');
    expect(await page.getByTestId('page-announcement').textContent()).toBe('第 2 / 2 页');
    // Back again by keyboard: the button keeps the focus while busy, then the first page's question has it.
    await page.getByTestId('previous').focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('.wr-q')?.textContent ?? ''))
      .toContain('您通常什么时候跑步？');
    expect(await page.getByTestId('page-announcement').textContent()).toBe('第 1 / 2 页');
    await context.close();
  });
});
