import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERVIEWER_API, type InterviewerList } from '../../src/core/api/interviewers';
import { USER_API } from '../../src/core/api/user';
import { seriousViolations } from './axe';
import { artifactPath, launchBrowser, requireChromium } from './browser';
import { signInAsDemo } from './designerSupport';
import { callApi, loginDemo, SurveyBuilder, type TestServer } from './runnerSupport';
import { startTestServer } from './server';

/**
 * The designer's interviewer screen in Chromium against a real server: the 访员 tab of a published survey;
 * an existing account invited by its user name (an unknown one refused under the field, what was typed
 * kept); an access code made for a team member, shown once, which then logs in on the interviewer side; the
 * member revoked after a confirmation, the table saying so.
 */
const hasChromium = Boolean(requireChromium());

describe.skipIf(!hasChromium)('the interviewer screen in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let survey: SurveyBuilder;
  let token: string;
  const fieldUser = `field_${Date.now().toString(36)}`;

  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    survey = await SurveyBuilder.create(server, { surveyName: '入户访问问卷' });
    await survey.add('radio', {
      quTitle: '家里有几口人？',
      optionList: [{ optionName: '1–2 人' }, { optionName: '3 人以上' }],
    });
    await survey.publish();
    await callApi(server, USER_API.register, { body: { userName: fieldUser, password: 'Passw0rd-field' } });
    token = await loginDemo(server);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
    page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const listed = async () =>
    (await callApi<InterviewerList>(server, `${INTERVIEWER_API.list}?surveyId=${survey.surveyId}`, { token }))
      .interviewers;
  const table = () => page.getByTestId('interviewer-table');

  it('invites an account, makes a code shown once, and revokes', async () => {
    await signInAsDemo(page, server);
    await page.goto(`${server.url}/#/editquestion?surveyId=${survey.surveyId}`);
    await page.getByRole('tab', { name: '访员' }).click();
    await page.getByTestId('interviewer-screen').waitFor();
    expect(page.url()).toContain(`/interviewers?surveyId=${survey.surveyId}`);
    await expect.poll(() => page.getByTestId('interviewer-screen').innerText()).toContain('还没有访员');

    // An unknown account is refused under its field, the name kept.
    await page.getByTestId('invite-input').fill('nobody_at_all');
    await page.getByTestId('invite-submit').click();
    await expect.poll(() => page.getByTestId('invite-error').innerText()).toContain('没有用户名为');
    expect(await page.getByTestId('invite-input').inputValue()).toBe('nobody_at_all');

    await page.getByTestId('invite-input').fill(fieldUser);
    await page.getByTestId('invite-submit').click();
    await expect
      .poll(() =>
        table()
          .innerText()
          .catch(() => ''),
      )
      .toContain(`账号 ${fieldUser}`);

    await page.getByTestId('code-input').fill('王小明');
    await page.getByTestId('code-submit').click();
    const shown = page.getByTestId('created-code');
    await shown.waitFor();
    const code = (await shown.innerText()).trim();
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    // The dialog's zoom settled before the picture (the dialog's own animations: a toast may still fade).
    await expect
      .poll(() =>
        page.evaluate(
          () => document.querySelector('.ant-modal')?.getAnimations({ subtree: true }).length ?? 0,
        ),
      )
      .toBe(0);
    await expect
      .poll(() => page.locator('.ant-modal').evaluate((node) => getComputedStyle(node).transform))
      .toBe('none');
    await page.screenshot({ path: artifactPath('interviewer-code.png') });
    await page.getByTestId('code-close').click();
    await expect.poll(() => shown.isVisible()).toBe(false);
    await expect.poll(() => table().innerText()).toContain('王小明');
    // The code shown is the one that logs in (the server keeps only its hash).
    const login = await callApi<{ interviewer: { name: string } }>(server, INTERVIEWER_API.login, {
      body: { code },
    });
    expect(login.interviewer.name).toBe('王小明');

    await page.getByTestId('revoke-王小明').click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: '撤销' }).click();
    await expect.poll(() => table().innerText()).toContain('已撤销');
    const rows = await listed();
    expect(rows.map((row) => [row.name, row.revokedAt === null])).toEqual([
      [fieldUser, true],
      ['王小明', false],
    ]);
    // Settled (the popconfirm's and message's animations), then the screen as the designer sees it.
    await expect
      .poll(() => page.locator('.ant-popover:visible, .ant-message-notice:visible').count(), {
        timeout: 10_000,
      })
      .toBe(0);
    await page.screenshot({ path: artifactPath('interviewer-screen.png'), fullPage: true });
    // WCAG 2.1 A and AA, as the other screens are held to (tests/e2e/accessibility.test.ts).
    expect(await seriousViolations(page)).toEqual([]);
  }, 90_000);
});
