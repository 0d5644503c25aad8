import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviewerAssignments } from '../../server/db/schema';
import {
  type CreatedCode,
  groupedAccessCode,
  INTERVIEWER_API,
  type InterviewerList,
} from '../../src/core/api/interviewers';
import { artifactPath, launchBrowser, requireChromium } from './browser';
import { signInAsDemo } from './designerSupport';
import { householdSurvey } from './interviewSupport';
import {
  callApi,
  choose,
  loginDemo,
  PHONE,
  SurveyBuilder,
  storedResponses,
  type TestServer,
  waitForQuestion,
  waitForServiceWorker,
} from './runnerSupport';
import { offeredOptions, pickOption } from './selects';
import { startTestServer } from './server';

/**
 * Two interviewers on one phone (issue 14) in Chromium against a real server: 王小明 finishes an interview
 * offline and logs out; 李四 logs in on the same phone and sends — 王小明's interview is not sent with 李四's
 * token (the server would refuse it), it waits, named "waiting for 王小明 to log in", never refused. Once
 * 王小明 logs in again it goes, under his name. The supervisor's list then shows what the phone reported, and
 * the designer's response list names the interviewer. Each sees only their own assigned surveys: 李四's screen
 * never shows the survey only 王小明 was given, not even while 李四's list is on its way.
 */
const hasChromium = Boolean(requireChromium());

describe.skipIf(!hasChromium)('a phone shared by two interviewers', () => {
  let server: TestServer;
  let browser: Browser;
  let phone: BrowserContext;
  let survey: SurveyBuilder;
  let onlyWang: SurveyBuilder;
  let wang: CreatedCode;
  let li: CreatedCode;
  let designerToken: string;

  beforeAll(async () => {
    const launched = launchBrowser();
    server = await startTestServer();
    survey = await householdSurvey(server, '入户访问');
    await survey.publish();
    designerToken = await loginDemo(server);
    const code = (name: string) =>
      callApi<CreatedCode>(server, INTERVIEWER_API.createCode, {
        token: designerToken,
        body: { surveyId: survey.surveyId, name },
      });
    wang = await code('王小明');
    li = await code('李四');
    // A second survey given to 王小明 alone.
    onlyWang = await SurveyBuilder.create(server, { surveyName: '街访' });
    await onlyWang.add('radio', { quTitle: '您常去哪个市场？', optionList: [{ optionName: '东市' }] });
    await onlyWang.publish();
    await server.db
      .insert(interviewerAssignments)
      .values({ interviewerId: wang.interviewer.interviewerId, surveyId: onlyWang.surveyId });
    browser = await launched;
    phone = await browser.newContext(PHONE);
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const logIn = async (page: Page, created: CreatedCode) => {
    await page.locator('input[name=code]').fill(groupedAccessCode(created.code));
    await page.getByRole('button', { name: '登录' }).click();
    await expect
      .poll(() => page.getByTestId('interviewer-name').innerText())
      .toContain(created.interviewer.name);
  };
  const rows = (page: Page) => page.locator('[data-testid=interview-row]');

  it("keeps one interviewer's interview for their own login, and names whom it waits for", async () => {
    const page = await phone.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    await page.goto(`${server.url}/#/interview`);
    await logIn(page, wang);
    const assigned = page.locator(`[data-testid=assigned-survey][data-survey-id="${survey.surveyId}"]`);
    await assigned.getByRole('button', { name: '下载' }).click();
    await expect.poll(() => assigned.getByTestId('held-version').innerText()).toBe('本机版本 1');
    await waitForServiceWorker(page);

    // Offline, 王小明 finishes an interview and logs out: it waits on the phone.
    await phone.setOffline(true);
    await assigned.getByRole('button', { name: '新访问' }).click();
    await waitForQuestion(page);
    const responseId = new URLSearchParams(page.url().split('?')[1]).get('responseId');
    await choose(page, '三人以上');
    await page.getByTestId('submit').click();
    await page.getByTestId('back-to-interviews').click();
    await expect.poll(() => rows(page).getAttribute('data-state')).toBe('waiting');
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.getByTestId('interviewer-login').waitFor();

    // Back online, 李四 logs in on the same phone and sends: 王小明's interview is not sent with 李四's token.
    // While 李四's assigned list is on its way, the screen shows none of 王小明's (kept per interviewer).
    await phone.setOffline(false);
    let releaseList = () => {};
    const listHeld = new Promise<void>((resolve) => {
      releaseList = resolve;
    });
    let listCalls = 0;
    await page.route(`**${INTERVIEWER_API.surveys}`, async (route) => {
      listCalls++;
      await listHeld;
      await route.continue();
    });
    const wangsOwn = page.locator(`[data-testid=assigned-survey][data-survey-id="${onlyWang.surveyId}"]`);
    await logIn(page, li);
    await expect.poll(() => listCalls).toBeGreaterThan(0);
    expect(await wangsOwn.count()).toBe(0);
    await page.screenshot({
      path: artifactPath('interviewer-shared-phone-list-loading.png'),
      fullPage: true,
    });
    releaseList();
    await expect.poll(() => page.getByTestId('assigned-survey').count()).toBe(1);
    expect(await wangsOwn.count()).toBe(0);
    await page.getByRole('button', { name: '立即发送' }).click();
    const row = rows(page).and(page.locator(`[data-response-id="${responseId}"]`));
    await expect.poll(() => row.getAttribute('data-awaits-login'), { timeout: 15_000 }).toBe('yes');
    expect(await row.getAttribute('data-state')).toBe('waiting');
    expect(await row.getByTestId('awaits-login').innerText()).toBe('等待王小明登录后发送');
    expect(await row.innerText()).toContain('访员：王小明');
    // Not 李四's to resume or discard, and not refused.
    expect(await row.getByRole('button').count()).toBe(0);
    expect(await page.locator('[data-testid=interview-counts] [data-count=refused] dd').innerText()).toBe(
      '0',
    );
    expect(await page.getByTestId('others-awaiting-login').innerText()).toContain('王小明');
    expect(await storedResponses(server, survey.surveyId)).toHaveLength(0);
    await page.screenshot({ path: artifactPath('interviewer-shared-phone-waiting.png'), fullPage: true });

    // 李四 logs out, 王小明 logs in again: his interview goes, under his name, and his surveys are his again.
    await page.getByRole('button', { name: '退出登录' }).click();
    await logIn(page, wang);
    await expect.poll(() => wangsOwn.count()).toBe(1);
    await expect
      .poll(async () => (await storedResponses(server, survey.surveyId)).map(({ response }) => response.id), {
        timeout: 20_000,
      })
      .toEqual([responseId]);
    const [stored] = await storedResponses(server, survey.surveyId);
    expect(stored?.response.interviewerId).toBe(wang.interviewer.interviewerId);
    await expect.poll(() => row.getAttribute('data-state'), { timeout: 15_000 }).toBe('sent');

    // The phone's report at that sync: the supervisor sees what it holds (nothing left in progress or waiting).
    await expect
      .poll(async () => {
        const list = await callApi<InterviewerList>(
          server,
          `${INTERVIEWER_API.list}?surveyId=${survey.surveyId}`,
          { token: designerToken },
        );
        return list.interviewers.find((one) => one.name === '王小明')?.onDevices?.devices ?? 0;
      })
      .toBe(1);
  });

  it("shows the supervisor the phones' reports and the response list's interviewers", async () => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'zh-CN' });
    const page = await context.newPage();
    await signInAsDemo(page, server);
    await page.goto(`${server.url}/#/interviewers?surveyId=${survey.surveyId}`);
    const onDevices = page.getByTestId('on-devices-王小明');
    // The report of the sync that sent it may have been made just before the server's ack: 0 or 1 waiting.
    await expect.poll(() => onDevices.innerText()).toMatch(/0 份进行中，[01] 份待发送/);
    expect(await onDevices.innerText()).toContain('1 台设备');
    await page.screenshot({ path: artifactPath('interviewer-shared-phone-supervisor.png'), fullPage: true });

    await page.goto(`${server.url}/#/answerlist?surveyId=${survey.surveyId}`);
    const table = page.getByTestId('responses-table');
    await expect.poll(() => table.getByTestId('response-interviewer').first().innerText()).toBe('王小明');
    // One interviewer's interviews only: 李四 took none.
    expect(await offeredOptions(page, page.getByTestId('interviewer-picker'))).toHaveLength(2);
    await pickOption(page, page.getByTestId('interviewer-picker'), '李四');
    await expect.poll(() => table.getByTestId('response-interviewer').count()).toBe(0);
    expect(page.url()).toContain(`interviewer=${li.interviewer.interviewerId}`);
    await pickOption(page, page.getByTestId('interviewer-picker'), '王小明');
    await expect.poll(() => table.getByTestId('response-interviewer').count()).toBe(1);
    await page.screenshot({ path: artifactPath('interviewer-shared-phone-responses.png'), fullPage: true });
    await context.close();
  });
});
