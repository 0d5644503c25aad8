import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../server/accounts/service';
import { artifactPath, launchBrowser, requireChromium } from './browser';
import { startTestServer } from './server';

/**
 * The foundation as a person meets it: register, land on the list, reload, log out, a wrong password,
 * the English switch, the forced password change and the operator's announcement — in Debian's Chromium
 * against a real server and database.
 */
const hasChromium = Boolean(requireChromium());

describe.skipIf(!hasChromium)('accounts and app shell in Chromium', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let browser: Browser;

  beforeAll(async () => {
    server = await startTestServer({
      announcement: { title: '系统维护通知', text: '本周六 22:00–23:00 系统维护，期间暂停答题。' },
    });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function newPage(): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
    return context.newPage();
  }

  /** The announcement is shown once per browser session; tests that are not about it close it. */
  async function dismissAnnouncement(page: Page) {
    const dialog = page.getByTestId('announcement-dialog');
    await dialog.waitFor({ state: 'visible' });
    await dialog.getByRole('button', { name: '我知道了' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  it('a new user registers, lands on the survey list, stays logged in on reload and logs out', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/#/regist`);
    await dismissAnnouncement(page);
    const form = page.getByTestId('register-form');
    await form.getByLabel('用户名').fill('field_team_01');
    await form.getByLabel('密码', { exact: true }).fill('Survey2026ok');
    await form.getByLabel('确认密码').fill('Survey2026ok');
    await form.getByLabel('姓名 (选填)').fill('李娜');
    await form.getByRole('button', { name: '注册' }).click();

    await page.getByTestId('survey-list').waitFor();
    expect(page.url()).toContain('#/issurveylist');
    await expect.poll(() => page.getByTestId('user-name').textContent()).toContain('李娜');

    await page.reload();
    await page.getByTestId('survey-list').waitFor();
    expect(page.url()).toContain('#/issurveylist');

    await page.getByTestId('logout-button').click();
    await page.getByTestId('login-form').waitFor();
    expect(page.url()).toContain('#/login');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

    // The session really ended: the list now sends an anonymous visitor back to login.
    await page.goto(`${server.url}/#/issurveylist`);
    await page.getByTestId('login-form').waitFor();
    await page.context().close();
  });

  it('logs in with the registered account and refuses a wrong password with a message', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/#/login`);
    await dismissAnnouncement(page);
    const form = page.getByTestId('login-form');
    await form.getByLabel('用户名').fill('field_team_01');
    await form.getByLabel('密码').fill('not-the-password1');
    await form.getByRole('button', { name: '登录' }).click();
    await expect.poll(() => page.getByTestId('login-error').textContent()).toContain('用户名或密码错误');
    expect(page.url()).toContain('#/login');

    await form.getByLabel('密码').fill('Survey2026ok');
    await form.getByRole('button', { name: '登录' }).click();
    await page.getByTestId('survey-list').waitFor();
    await page.context().close();
  });

  it('switches the interface to English and back, and keeps the choice', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/#/login`);
    await dismissAnnouncement(page);
    await page.screenshot({ path: artifactPath('login-zh.png') });
    await expect.poll(() => page.locator('html').getAttribute('lang')).toMatch(/^zh/);

    await page.getByTestId('language-switch').click();
    const form = page.getByTestId('login-form');
    await form.getByLabel('User name').waitFor();
    await expect(form.getByRole('button', { name: 'Log in' }).isVisible()).resolves.toBe(true);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toMatch(/^en/);
    await page.screenshot({ path: artifactPath('login-en.png') });

    // The server answers in the interface language too.
    await form.getByLabel('User name').fill('field_team_01');
    await form.getByLabel('Password').fill('wrong-password-9');
    await form.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => page.getByTestId('login-error').textContent()).toMatch(/wrong|incorrect/i);

    await page.reload();
    await form.getByLabel('User name').waitFor();
    await page.getByTestId('language-switch').click();
    await form.getByLabel('用户名').waitFor();
    await page.context().close();
  });

  it('shows the announcement once per browser session', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/#/login`);
    const dialog = page.getByTestId('announcement-dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('本周六 22:00–23:00 系统维护');
    await dialog.getByRole('button', { name: '我知道了' }).click();
    await page.reload();
    await page.getByTestId('login-form').waitFor();
    // Give the announcement call time to answer before asserting it stayed closed.
    await page.waitForLoadState('networkidle');
    expect(await dialog.isVisible()).toBe(false);
    await page.context().close();
  });

  it('forces a user flagged for reset to choose a new password before anything else', async () => {
    await createUser(server.db, { userName: 'interviewer_07', password: 'Temp2026pass', resetPswStatus: 1 });
    const page = await newPage();
    await page.goto(`${server.url}/#/login`);
    await dismissAnnouncement(page);
    const form = page.getByTestId('login-form');
    await form.getByLabel('用户名').fill('interviewer_07');
    await form.getByLabel('密码').fill('Temp2026pass');
    await form.getByRole('button', { name: '登录' }).click();

    const dialog = page.getByTestId('change-password-dialog');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);

    await dialog.getByLabel('原密码').fill('Temp2026pass');
    await dialog.getByLabel('新密码', { exact: true }).fill('Fresh2026pass');
    await dialog.getByLabel('确认新密码').fill('Fresh2026pass');
    await dialog.getByRole('button', { name: '确认修改' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('survey-list').waitFor();

    // The new password is the one that works now.
    const login = await fetch(`${server.url}/api/user/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: 'interviewer_07', password: 'Fresh2026pass' }),
    }).then((response) => response.json());
    expect(login.code).toBe(200);
    expect(login.data.resetPswStatus).toBe(0);
    await page.context().close();
  });
});
