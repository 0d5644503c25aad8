import { rm } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviewerAssignments } from '../../server/db/schema';
import { type CreatedCode, groupedAccessCode, INTERVIEWER_API } from '../../src/core/api/interviewers';
import { artifactPath, launchPersistentBrowser, requireChromium } from './browser';
import {
  assignedSurvey,
  cutNetwork,
  deviceTrails,
  expectTrailInOrder,
  householdSurvey,
  interviewGroup,
  rows,
  serverTrail,
  shownCount,
  takeInterview,
} from './interviewSupport';
import {
  callApi,
  loginDemo,
  SurveyBuilder,
  storedResponses,
  type TestServer,
  waitForQuestion,
  waitForServiceWorker,
} from './runnerSupport';
import { startTestServer } from './server';

/**
 * The runner's interviewer screen (issue 14) on a 390 px phone in Chromium against a real server: an
 * interviewer logs in with an access code the designer made, takes two surveys out, goes offline and takes
 * ten interviews across both (six finished, three left in progress, one discarded) while one survey is
 * published again on the server; the app is closed and opened again offline (the browser profile closed and
 * relaunched) and its list tells each interview's state. Back online, exactly the finished and in-progress
 * interviews arrive, once each, with their interviewer and their audit trail, those of the republished survey
 * under the release they began with; the discarded one is recorded discarded.
 */
const stateOf = (response: { status: string; discardedAt: Date | null }) =>
  response.discardedAt ? 'discarded' : response.status;

const hasChromium = Boolean(requireChromium());

describe.skipIf(!hasChromium)('the interviewer screen of the runner in Chromium', () => {
  let server: TestServer;
  let context: BrowserContext;
  let profile: string;
  let surveyA: SurveyBuilder;
  let surveyB: SurveyBuilder;
  let created: CreatedCode;

  beforeAll(async () => {
    // The server's start and the browser's launch overlap: neither waits for the other.
    const launched = launchPersistentBrowser();
    server = await startTestServer();
    surveyA = await householdSurvey(server, '入户访问 A');
    await surveyA.publish();
    surveyB = await SurveyBuilder.create(server, { surveyName: '街访 B' });
    await surveyB.add('radio', {
      quTitle: '您常去哪个市场？',
      optionList: [{ optionName: '东市' }, { optionName: '西市' }],
    });
    await surveyB.publish();
    created = await callApi<CreatedCode>(server, INTERVIEWER_API.createCode, {
      token: await loginDemo(server),
      body: { surveyId: surveyA.surveyId, name: '王小明' },
    });
    // The designer's calls make a code for one survey; the same member is assigned the second one here.
    await server.db
      .insert(interviewerAssignments)
      .values({ interviewerId: created.interviewer.interviewerId, surveyId: surveyB.surveyId });
    ({ context, userDataDir: profile } = await launched);
  }, 90_000);

  afterAll(async () => {
    await context?.close().catch(() => undefined);
    await server?.close();
    if (profile) await rm(profile, { recursive: true, force: true });
  });

  const openPage = async () => {
    const page = context.pages()[0] ?? (await context.newPage());
    page.on('pageerror', (error) => console.error('page error:', error.message));
    return page;
  };
  // A first send racing the connection's return backs off; "send now" is the interviewer's way past it.
  const sendNow = (page: Page) =>
    page
      .getByRole('button', { name: '立即发送' })
      .click({ timeout: 1_000 })
      .catch(() => undefined);

  it('takes surveys out, interviews offline, and sends each interview once with its trail', async () => {
    const page = await openPage();
    await page.goto(`${server.url}/#/interview`);
    await page.locator('input[name=code]').fill(groupedAccessCode(created.code).toLowerCase());
    await page.getByRole('button', { name: '登录' }).click();
    await expect.poll(() => page.getByTestId('interviewer-name').innerText()).toContain('王小明');

    // Both assigned surveys listed with their size, then taken out.
    await expect.poll(() => page.getByTestId('assigned-survey').count()).toBe(2);
    expect(await assignedSurvey(page, surveyA).innerText()).toMatch(/大小 \d/);
    for (const builder of [surveyA, surveyB]) {
      await assignedSurvey(page, builder).getByRole('button', { name: '下载' }).click();
      await expect
        .poll(() => assignedSurvey(page, builder).getByTestId('held-version').innerText())
        .toBe('本机版本 1');
    }
    await waitForServiceWorker(page);
    await page.screenshot({ path: artifactPath('runner-interviewer-surveys.png'), fullPage: true });

    await context.setOffline(true);
    // Meanwhile the designer publishes survey A again: interviews begun offline stay under release 1.
    await surveyA.setState('0');
    await surveyA.add('fillBlank', { quTitle: '补充一题' });
    await surveyA.publish();

    // Ten interviews: A three finished, two left in progress (one of them discarded below); B three
    // finished, two in progress.
    const taken: { surveyId: string; id: string; state: 'complete' | 'in-progress' | 'discarded' }[] = [];
    const take = async (builder: SurveyBuilder, option: string, finish: boolean) =>
      taken.push({
        surveyId: builder.surveyId,
        id: await takeInterview(page, builder, option, finish),
        state: finish ? 'complete' : 'in-progress',
      });
    for (const option of ['三人以上', '一到两人', '三人以上']) await take(surveyA, option, true);
    await page.screenshot({ path: artifactPath('runner-interviewer-interview.png') });
    for (const option of ['一到两人', '三人以上']) await take(surveyA, option, false);
    for (const option of ['东市', '西市', '东市']) await take(surveyB, option, true);
    for (const option of ['西市', '东市']) await take(surveyB, option, false);

    await expect.poll(() => rows(page, 'inProgress').count()).toBe(4);
    // Discard the newest interview of A, after the confirmation.
    const newestOfA = taken[4];
    if (!newestOfA) throw new Error('the interviews were not all taken');
    newestOfA.state = 'discarded';
    const discardedId = newestOfA.id;
    const discarded = rows(page).and(page.locator(`[data-response-id="${discardedId}"]`));
    await discarded.getByRole('button', { name: '放弃' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '放弃' }).click();
    await expect.poll(() => rows(page, 'discarding').count()).toBe(1);
    const trailsOnDevice = await deviceTrails(page);

    // The app is closed and opened again, still offline: the browser goes away and comes back on its profile.
    const reconnect = cutNetwork(server);
    await context.close();
    ({ context } = await launchPersistentBrowser(profile));
    await context.setOffline(true);
    const again = await openPage();
    // The installed app's start page (no survey in it) leads an interviewer's device to the interview list.
    await again.goto(`${server.url}/#/answer`);
    await again.getByTestId('interview-counts').waitFor();
    expect(again.url()).toContain('#/interview');
    await expect
      .poll(async () =>
        Promise.all([
          shownCount(again, 'inProgress'),
          shownCount(again, 'waiting'),
          shownCount(again, 'sent'),
          rows(again).evaluateAll((lines) => lines.map((line) => line.getAttribute('data-state')).sort()),
        ]),
      )
      .toEqual(['3', '6', '0', ['discarding', ...Array(3).fill('inProgress'), ...Array(6).fill('waiting')]]);
    expect(await rows(again, 'discarding').getAttribute('data-response-id')).toBe(discardedId);
    expect(await interviewGroup(again, surveyA).locator('[data-testid=interview-row]').count()).toBe(5);
    expect(await again.getByTestId('connection').getAttribute('data-online')).toBe('no');
    await again.screenshot({ path: artifactPath('runner-interviewer-offline-list.png'), fullPage: true });
    expect(await storedResponses(server, surveyA.surveyId)).toHaveLength(0);

    // Back online: each interview arrives once, with its interviewer, under the release it began with.
    reconnect();
    await context.setOffline(false);
    await expect
      .poll(
        async () => {
          const sent = await shownCount(again, 'sent');
          if (sent !== '6') await sendNow(again);
          return [sent, await rows(again, 'discarded').count()];
        },
        { timeout: 30_000 },
      )
      .toEqual(['6', 1]);
    await again.screenshot({ path: artifactPath('runner-interviewer-sent.png'), fullPage: true });
    // Per survey: exactly its interviews, each once, in the state it was left in, under release 1.
    const interviewerId = created.interviewer.interviewerId;
    for (const builder of [surveyA, surveyB]) {
      const stored = await storedResponses(server, builder.surveyId);
      const expected = taken.filter((one) => one.surveyId === builder.surveyId);
      expect(stored).toHaveLength(5);
      expect(Object.fromEntries(stored.map(({ response }) => [response.id, stateOf(response)]))).toEqual(
        Object.fromEntries(expected.map((one) => [one.id, one.state])),
      );
      for (const { response, items } of stored) {
        expect(response).toMatchObject({ interviewerId, releaseVersion: 1 });
        if (response.discardedAt) continue;
        // One item for the one question answered: no answer twice.
        expect(items.map((item) => item.questionId)).toEqual([builder.questions[0]?.id]);
      }
    }

    // Each interview's audit trail on the server: in order, once, whole, as the device recorded it. One left
    // in progress has it up to the moment it was left: the stay its leaving ended (the answer's change among
    // it) went with a save of its own as the interviewer went back to the list.
    for (const { id, state } of taken.filter((one) => one.state !== 'discarded')) {
      const trail = await serverTrail(server, id);
      expectTrailInOrder(trail, state === 'complete');
      expect(trail.map(({ seq, kind, questionId }) => ({ seq, kind, questionId }))).toEqual(
        trailsOnDevice[id],
      );
      expect(trail.map((event) => event.kind)).toEqual(
        state === 'complete'
          ? ['start', 'question-enter', 'answer-change', 'question-leave', 'end']
          : ['start', 'question-enter', 'answer-change', 'question-leave'],
      );
    }

    // Update takes release 2 out and keeps release 1: the interview begun under 1 is finished under 1.
    await assignedSurvey(again, surveyA).getByRole('button', { name: '更新' }).click();
    await expect
      .poll(() => assignedSurvey(again, surveyA).getByTestId('held-version').innerText())
      .toBe('本机版本 2');
    const begunUnder1 = taken.find((one) => one.surveyId === surveyA.surveyId && one.state === 'in-progress');
    await rows(again)
      .and(again.locator(`[data-response-id="${begunUnder1?.id}"]`))
      .getByRole('button', { name: '继续' })
      .click();
    await waitForQuestion(again);
    expect(await again.locator('.wr-q__title', { hasText: '补充一题' }).count()).toBe(0);
    await again.getByTestId('submit').click();
    await again.getByTestId('back-to-interviews').click();
    await expect.poll(() => shownCount(again, 'sent'), { timeout: 30_000 }).toBe('7');
    const finishedUnder1 = (await storedResponses(server, surveyA.surveyId)).find(
      ({ response }) => response.id === begunUnder1?.id,
    );
    expect(finishedUnder1?.response).toMatchObject({ status: 'complete', releaseVersion: 1, interviewerId });
    // Opened again on a new clock and ended there: the trail goes on after what the server held.
    const trail = await serverTrail(server, begunUnder1?.id ?? '');
    expectTrailInOrder(trail, true);
    expect(trail.map((event) => event.kind)).toContain('resume');
    expect(trail.map(({ seq, kind, questionId }) => ({ seq, kind, questionId })).slice(0, 4)).toEqual(
      trailsOnDevice[begunUnder1?.id ?? ''],
    );

    // Clearing the sent ones keeps the interviews in progress on the device.
    await again.getByRole('button', { name: '清除已发送' }).click();
    await again.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect.poll(() => rows(again, 'sent').count()).toBe(0);
    expect(await rows(again, 'inProgress').count()).toBe(2);
  });
});
