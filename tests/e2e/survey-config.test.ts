import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_API, type CollectionLimits } from '../../src/core/api/collection';
import { DESIGN_API } from '../../src/core/api/design';
import { artifactPath, launchBrowser, requireChromium } from './browser';
import { signInAsDemo } from './designerSupport';
import {
  answerUrl,
  callApi,
  choose,
  loginDemo,
  PHONE,
  SurveyBuilder,
  storedResponses,
  type TestServer,
  waitForQuestion,
} from './runnerSupport';
import { startTestServer } from './server';

/**
 * The designer's collection settings (/surveyconfig) in Chromium against a real server, and respondents
 * meeting what was set there: reached from the settings tab's sub-navigation; a close before the opening is
 * refused with nothing typed lost; a password and a cap of 1 set on the screen make the runner ask for the
 * password (a wrong one refused, the right one lets the respondent finish) and tell the next respondent the
 * survey is full, which the screen then shows as 1 / 1; the password cleared and a close in the past make
 * the runner say closed; a save the server refuses (the survey deleted meanwhile) shows its message beside
 * the form and keeps what was typed.
 */
const hasChromium = Boolean(requireChromium());
const PASSWORD = '春天2030';
/** The designer works in Shanghai: what is typed is that time zone's, not the server's (UTC). */
const DESKTOP = { viewport: { width: 1280, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' };

describe.skipIf(!hasChromium)('the collection settings screen in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let token: string;
  let surveyId: string;

  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    token = await loginDemo(server);
    surveyId = await oneQuestionSurvey('收集设置问卷');
    const context = await browser.newContext(DESKTOP);
    page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function oneQuestionSurvey(surveyName: string): Promise<string> {
    const survey = await SurveyBuilder.create(server, { surveyName });
    await survey.add('radio', {
      quTitle: '您通常什么时候跑步？',
      optionList: [{ optionName: '清晨' }, { optionName: '傍晚' }],
    });
    return survey.publish();
  }

  const limitsOf = (id: string) =>
    callApi<CollectionLimits>(server, `${COLLECTION_API.get}?surveyId=${id}`, { token });
  const screen = () => page.getByTestId('survey-config');
  const field = (name: 'opensAt' | 'closesAt') => page.locator(`#collection-${name}`);
  const save = () => page.getByTestId('collection-save').click();
  const refusal = () => page.getByTestId('collection-refusal');

  /** Types a moment into a date-and-time picker as a designer would, and commits it with Enter. */
  async function typeMoment(name: 'opensAt' | 'closesAt', text: string) {
    await field(name).click();
    await field(name).fill(text);
    await field(name).press('Enter');
    await expect.poll(() => field(name).inputValue()).toBe(text);
    await page.keyboard.press('Escape');
  }

  /** Empties a picker with its clear button (shown on hover). */
  async function clearMoment(name: 'opensAt' | 'closesAt') {
    const picker = page.locator('.wd-collection__picker', { has: field(name) });
    await picker.hover();
    await picker.locator('.ant-picker-clear').click();
    await expect.poll(() => field(name).inputValue()).toBe('');
  }

  async function saved() {
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain('收集设置已保存');
  }

  async function respondentPage() {
    const context = await browser.newContext(PHONE);
    const respondent = await context.newPage();
    await respondent.goto(answerUrl(server, surveyId));
    return { respondent, close: () => context.close() };
  }

  it('opens from the settings tab’s sub-navigation, with the settings tab still current', async () => {
    await signInAsDemo(page, server);

    await page.goto(`${server.url}/#/editquestion?surveyId=${surveyId}`);
    await page.getByRole('tab', { name: '问卷设置' }).click();
    await page.getByTestId('project-info').waitFor();
    await page.getByTestId('settings-nav').getByRole('link', { name: '收集设置' }).click();
    await screen().waitFor();
    expect(page.url()).toContain(`/surveyconfig?surveyId=${surveyId}`);
    expect(await page.getByRole('tab', { name: '问卷设置' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByTestId('settings-nav-collection').getAttribute('aria-current')).toBe('page');

    await expect.poll(() => page.getByTestId('collection-time-state').innerText()).toBe('收集中');
    expect(await screen().innerText()).toContain('按你所在的时区（Asia/Shanghai, UTC+08:00）填写');
    expect(await page.getByTestId('collection-completes').innerText()).toBe('0');
    expect(await page.getByTestId('collection-password-state').innerText()).toContain('未设置访问密码');
    expect(await page.getByTestId('collection-not-collecting').count()).toBe(0);
  });

  it('refuses a close before the opening, saving nothing and losing nothing typed', async () => {
    await typeMoment('opensAt', '2031-01-02 10:00');
    await typeMoment('closesAt', '2031-01-01 10:00');
    await page.getByTestId('collection-cap-on').click();
    await page.getByTestId('collection-cap').fill('1');
    await page.getByTestId('collection-password-set').click();
    await page.getByTestId('collection-password-input').fill(PASSWORD);
    await save();

    await expect.poll(() => refusal().innerText()).toContain('结束时间必须晚于开始时间');
    expect(await page.getByTestId('collection-closesAt-problem').innerText()).toBe(
      '结束时间必须晚于开始时间',
    );
    expect(await field('opensAt').inputValue()).toBe('2031-01-02 10:00');
    expect(await field('closesAt').inputValue()).toBe('2031-01-01 10:00');
    expect(await page.getByTestId('collection-cap').inputValue()).toBe('1');
    expect(await page.getByTestId('collection-password-input').inputValue()).toBe(PASSWORD);
    expect(await limitsOf(surveyId)).toMatchObject({
      opensAt: null,
      closesAt: null,
      maxCompletes: null,
      hasPassword: false,
    });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: artifactPath('survey-config-refusal.png'), fullPage: true });
  });

  it('saves a password and a cap of 1 once the times are cleared', async () => {
    await clearMoment('opensAt');
    await clearMoment('closesAt');
    await save();
    await saved();
    expect(await refusal().count()).toBe(0);
    expect(await limitsOf(surveyId)).toMatchObject({
      opensAt: null,
      closesAt: null,
      maxCompletes: 1,
      onePerDevice: 0,
      hasPassword: true,
    });
    expect(await page.getByTestId('collection-completes').innerText()).toBe('0 / 1');
    expect(await page.getByTestId('collection-password-state').innerText()).toContain('已设置访问密码');
    // The password typed is gone from the screen: only its being set is shown.
    expect(await page.getByTestId('collection-password-input').count()).toBe(0);
  });

  it('makes the runner ask for the password: a wrong one is refused, the right one lets the respondent finish', async () => {
    const { respondent, close } = await respondentPage();
    try {
      await respondent.getByTestId('password-form').waitFor();
      await respondent.getByTestId('password-input').fill('夏天2030');
      await respondent.getByTestId('password-submit').click();
      await expect
        .poll(() => respondent.getByTestId('password-problem').textContent())
        .toContain('访问密码不正确');
      await respondent.getByTestId('password-input').fill(PASSWORD);
      await respondent.getByTestId('password-submit').click();
      await waitForQuestion(respondent);
      await choose(respondent, '傍晚');
      await respondent.getByTestId('submit').click();
      await respondent.getByTestId('end-title').waitFor();
      await expect
        .poll(async () => (await storedResponses(server, surveyId)).map((stored) => stored.response.status))
        .toEqual(['complete']);
    } finally {
      await close();
    }
  });

  it('tells the next respondent the survey is full, and the screen shows the cap reached', async () => {
    const { respondent, close } = await respondentPage();
    try {
      await expect
        .poll(() => respondent.getByTestId('status-message').getAttribute('data-reason'))
        .toBe('full');
      expect(await respondent.getByTestId('status-message').textContent()).toContain('问卷已收满');
      expect(await respondent.getByTestId('password-form').count()).toBe(0);
    } finally {
      await close();
    }

    await page.reload();
    await expect.poll(() => page.getByTestId('collection-completes').innerText()).toBe('1 / 1');
    expect(await page.getByTestId('collection-full').innerText()).toBe('已收满');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: artifactPath('survey-config.png'), fullPage: true });

    // A designer on a phone: the same screen, no wider than the phone.
    await page.setViewportSize(PHONE.viewport);
    await page.getByTestId('collection-save').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: artifactPath('survey-config-phone.png'), fullPage: true });
    await field('closesAt').click();
    const popup = page.locator('.wd-collection__popup:visible');
    await popup.waitFor();
    // Once the popup has slid in (antd's motion classes gone), so the screenshot shows it whole.
    await expect.poll(() => popup.evaluate((node) => node.className.includes('slide'))).toBe(false);
    const box = await popup.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await page.screenshot({ path: artifactPath('survey-config-phone-picker.png') });
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'hidden' });
    await page.setViewportSize(DESKTOP.viewport);
  });

  it('clears the password and closes the survey with a close time in the past: the runner says closed', async () => {
    await page.getByTestId('collection-password-clear').click();
    expect(await page.getByTestId('collection-password-pending').innerText()).toContain(
      '保存后将清除访问密码',
    );
    await typeMoment('closesAt', '2020-01-01 08:00');
    await save();
    await saved();
    const limits = await limitsOf(surveyId);
    expect(limits).toMatchObject({ opensAt: null, maxCompletes: 1, hasPassword: false });
    // Typed in the designer's own time zone (the browser's), stored as that instant.
    expect(limits.closesAt).toBe(await page.evaluate(() => new Date(2020, 0, 1, 8, 0).toISOString()));
    await expect.poll(() => page.getByTestId('collection-time-state').innerText()).toBe('已截止');
    expect(await page.getByTestId('collection-password-state').innerText()).toContain('未设置访问密码');

    const { respondent, close } = await respondentPage();
    try {
      await expect
        .poll(() => respondent.getByTestId('status-message').getAttribute('data-reason'))
        .toBe('closed');
      expect(await respondent.getByTestId('status-message').textContent()).toContain('问卷已停止收集答卷');
    } finally {
      await close();
    }
  });

  it('shows the server’s refusal beside the form and keeps what was typed', async () => {
    const doomed = await oneQuestionSurvey('将被删除的问卷');
    await page.goto(`${server.url}/#/surveyconfig?surveyId=${doomed}`);
    await screen().waitFor();
    await page.getByTestId('collection-one-per-device').click();
    await typeMoment('opensAt', '2031-05-01 09:30');
    // Meanwhile the survey is deleted (another tab, another designer).
    await callApi(server, `${DESIGN_API.deleteSurvey}?id=${doomed}`, { token });
    await save();
    await expect.poll(() => refusal().innerText()).toContain('收集设置未保存');
    expect((await refusal().innerText()).length).toBeGreaterThan('收集设置未保存'.length + 2);
    expect(await field('opensAt').inputValue()).toBe('2031-05-01 09:30');
    expect(await page.getByTestId('collection-one-per-device').getAttribute('aria-checked')).toBe('true');
  });
});
