import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_API } from '../../src/core/api/collection';
import { type CreatedCode, groupedAccessCode, INTERVIEWER_API } from '../../src/core/api/interviewers';
import { artifactPath, launchBrowser, requireChromium } from './browser';
import { signInAsDemo } from './designerSupport';
import { assignedSurvey, householdSurvey, serverTrail } from './interviewSupport';
import {
  callApi,
  loginDemo,
  PHONE,
  type SurveyBuilder,
  storedResponses,
  type TestServer,
  waitForQuestion,
} from './runnerSupport';
import { startTestServer } from './server';

/**
 * The interview's location (issue 14) on a 390 px phone whose browser has a location (granted, set by the
 * test): the designer turns the setting on, then one interview of two pages. The start fix is taken as the interview starts,
 * the interviewer walks on (the location moves) and the end fix is taken from the last page; both arrive with
 * the response as audit events, and the supervisor's interviewer screen lists them under the interviewer.
 */
const START = { latitude: 39.908722, longitude: 116.397499, accuracy: 20 };
const END = { latitude: 39.916345, longitude: 116.409317, accuracy: 14 };

const hasChromium = Boolean(requireChromium());

describe.skipIf(!hasChromium)("the interview's location in Chromium", () => {
  let server: TestServer;
  let browser: Browser;
  let survey: SurveyBuilder;
  let created: CreatedCode;
  let token: string;

  beforeAll(async () => {
    const launched = launchBrowser();
    server = await startTestServer();
    survey = await householdSurvey(server, '入户访问（记录位置）');
    await survey.pageBreak();
    await survey.add('radio', {
      quTitle: '住了多少年？',
      optionList: [{ optionName: '五年以下' }, { optionName: '五年以上' }],
    });
    await survey.publish();
    token = await loginDemo(server);
    created = await callApi<CreatedCode>(server, INTERVIEWER_API.createCode, {
      token,
      body: { surveyId: survey.surveyId, name: '赵六' },
    });
    browser = await launched;
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** Counts the position fixes the page's watches are given, so the test knows one was delivered. */
  const countFixes = (context: BrowserContext) =>
    context.addInitScript(() => {
      const geolocation = navigator.geolocation;
      const watch = geolocation.watchPosition.bind(geolocation);
      const seen = window as unknown as { fixesDelivered: number };
      seen.fixesDelivered = 0;
      geolocation.watchPosition = (success, ...rest) =>
        watch(
          (position) => {
            seen.fixesDelivered++;
            success(position);
          },
          ...rest,
        );
    });
  const fixesDelivered = (page: Page) =>
    page.evaluate(() => (window as unknown as { fixesDelivered: number }).fixesDelivered);
  const choose = (page: Page, name: string) => page.locator('label').filter({ hasText: name }).click();

  it('takes the start and end fix of an interview and lists them for the supervisor', async () => {
    // The designer turns the setting on in the survey's collection settings, on a phone-sized screen.
    const designer = await browser.newContext({ ...PHONE });
    const screen = await designer.newPage();
    await signInAsDemo(screen, server);
    await screen.goto(`${server.url}/#/surveyconfig?surveyId=${survey.surveyId}`);
    const setting = screen.getByTestId('collection-interview-location');
    await expect.poll(() => setting.getAttribute('aria-checked')).toBe('false');
    await setting.click();
    await screen.getByTestId('collection-save').click();
    const savedSetting = async () =>
      (
        await callApi<{ interviewLocation: number }>(
          server,
          `${COLLECTION_API.get}?surveyId=${survey.surveyId}`,
          { token },
        )
      ).interviewLocation;
    await expect.poll(savedSetting).toBe(1);
    await setting.scrollIntoViewIfNeeded();
    await screen.screenshot({ path: artifactPath('interview-location-setting.png') });

    const context = await browser.newContext({ ...PHONE, geolocation: START, permissions: ['geolocation'] });
    await countFixes(context);
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    await page.goto(`${server.url}/#/interview`);
    await page.locator('input[name=code]').fill(groupedAccessCode(created.code));
    await page.getByRole('button', { name: '登录' }).click();
    await assignedSurvey(page, survey).getByRole('button', { name: '下载' }).click();
    await assignedSurvey(page, survey).getByRole('button', { name: '新访问' }).click();
    await waitForQuestion(page);
    const responseId = new URLSearchParams(page.url().split('?')[1]).get('responseId') ?? '';
    expect(responseId).not.toBe('');

    // The start fix came without a tap and without holding up the first question.
    await expect.poll(() => fixesDelivered(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    await choose(page, '三人以上');
    // The interviewer walks on: the end fix is taken from the last page, at the new place.
    await context.setGeolocation(END);
    await page.getByTestId('next').click();
    await expect.poll(() => page.getByText('住了多少年？').count()).toBe(1);
    await expect.poll(() => fixesDelivered(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    await choose(page, '五年以上');
    await page.screenshot({ path: artifactPath('interview-location-last-page.png') });
    await page.getByTestId('submit').click();

    await expect
      .poll(async () => (await storedResponses(server, survey.surveyId)).map((row) => row.response.status), {
        timeout: 30_000,
      })
      .toEqual(['complete']);
    const trail = await serverTrail(server, responseId);
    const fixes = trail.filter((event) => event.kind.startsWith('location'));
    expect(
      fixes.map((event) => [event.kind, event.detail, event.latitude, event.longitude, event.accuracy]),
    ).toEqual([
      ['location', 'start', START.latitude, START.longitude, START.accuracy],
      ['location', 'end', END.latitude, END.longitude, END.accuracy],
    ]);
    // The end fix is recorded before the response's end, the start fix right after it started.
    expect(trail.at(-1)?.kind).toBe('end');
    expect(trail.at(-2)?.kind).toBe('question-leave');
    await context.close();

    // The supervisor's interviewer screen, on the same phone size: the interviewer's row opens the list.
    await screen.goto(`${server.url}/#/interviewers?surveyId=${survey.surveyId}`);
    const table = screen.getByTestId('interviewer-table');
    await table.waitFor();
    await screen.screenshot({ path: artifactPath('interview-location-roster.png'), fullPage: true });
    await table.locator('.ant-table-row-expand-icon').first().click();
    const listed = screen.getByTestId('interview-location');
    await expect.poll(() => listed.count()).toBe(1);
    expect(await listed.getByTestId('location-start').innerText()).toContain('39.908722, 116.397499 ±20 米');
    expect(await listed.getByTestId('location-end').innerText()).toContain('39.916345, 116.409317 ±14 米');
    expect(await listed.innerText()).toContain(responseId.slice(0, 8));
    await screen.getByTestId('interview-locations').scrollIntoViewIfNeeded();
    await screen.screenshot({ path: artifactPath('interview-location-supervisor.png'), fullPage: true });
    await designer.close();
  });
});
