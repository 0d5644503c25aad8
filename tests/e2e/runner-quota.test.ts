import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWER_API } from '../../src/core/api/answer';
import { QUOTA_API, type QuotaWire } from '../../src/core/api/quotas';
import { artifactPath, launchBrowser, requireChromium } from './browser';
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
  waitForServiceWorker,
  waitUntilCompleteAndSent,
} from './runnerSupport';
import { startTestServer } from './server';

/**
 * An end-now quota in the runner: a respondent whose answer falls into a full cell stops on the next tap
 * with the non-completion page and is stored as Quota-full; one in an open cell goes on to the next page.
 */
const hasChromium = Boolean(requireChromium());

describe.skipIf(!hasChromium)('quotas in the runner', () => {
  let server: TestServer;
  let browser: Browser;
  let surveyId: string;
  let genderId: string;
  let male: string;

  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    const survey = await SurveyBuilder.create(server, {
      surveyName: '配额问卷',
      endNoText: '很抱歉，该类受访者已满额',
    });
    const gender = await survey.add('radio', {
      quTitle: '您的性别？',
      optionList: [{ optionName: '男' }, { optionName: '女' }],
    });
    await survey.pageBreak();
    await survey.add('fillBlank', { quTitle: '您最喜欢的运动？', answerConfig: { requireInd: 0 } });
    await survey.publish();
    surveyId = survey.surveyId;
    genderId = gender.id;
    [male] = gender.optionList.map((option) => option.id) as [string];
    const female = gender.optionList[1]?.id as string;
    const token = await loginDemo(server);
    await callApi<QuotaWire>(server, QUOTA_API.save, {
      token,
      body: {
        surveyId,
        name: '性别',
        questionIds: [genderId],
        whenFull: 'endNow',
        cells: [
          { optionIds: [male], target: 1 },
          { optionIds: [female], target: 5 },
        ],
      },
    });
    // One man has completed already: the men's cell is full.
    await callApi(server, ANSWER_API.save, {
      body: {
        responseId: randomUUID(),
        surveyId,
        version: 1,
        seq: 1,
        seed: 'first',
        userPage: 1,
        status: 'complete',
        items: [{ belongId: surveyId, quId: genderId, quItemId: male }],
        paradata: {},
      },
    });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('ends a respondent in a full cell at once as Quota-full, and lets one in an open cell go on', async () => {
    const context = await browser.newContext(PHONE);
    try {
      const page = await context.newPage();
      await page.goto(answerUrl(server, surveyId));
      await waitForQuestion(page);
      await choose(page, '男');
      await page.getByTestId('next').click();
      await expect(page.getByTestId('end-title').textContent({ timeout: 15_000 })).resolves.toBe(
        '很抱歉，该类受访者已满额',
      );
      await page.screenshot({ path: artifactPath('runner-quota-full.png') });
      await waitUntilCompleteAndSent(page);
    } finally {
      await context.close();
    }
    const stored = await storedResponses(server, surveyId);
    const ended = stored.filter((row) => row.response.sampleStatus === 'QuotaFull');
    expect(ended.length).toBe(1);
    expect(ended[0]?.response.status).toBe('complete');
    expect(ended[0]?.items.map((item) => item.questionId)).toEqual([genderId]);

    const other = await browser.newContext(PHONE);
    try {
      const page = await other.newPage();
      await page.goto(answerUrl(server, surveyId));
      await waitForQuestion(page);
      await choose(page, '女');
      await page.getByTestId('next').click();
      await page.getByRole('textbox').waitFor({ timeout: 15_000 });
      expect(await page.getByText('您最喜欢的运动？').first().isVisible()).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('screens out at a checkpoint a respondent whose cell of an Overquota quota is full, before the rest', async () => {
    const survey = await SurveyBuilder.create(server, {
      surveyName: '检查点问卷',
      endNoText: '很抱歉，该类受访者已满额',
    });
    const gender = await survey.add('radio', {
      quTitle: '您的性别？',
      optionList: [{ optionName: '男' }, { optionName: '女' }],
    });
    await survey.add('checkpoint', { quTitle: '性别配额检查', answerConfig: { checkQuotas: 1 } });
    await survey.add('fillBlank', { quTitle: '您最喜欢的运动？', answerConfig: { requireInd: 0 } });
    await survey.publish();
    const [man, woman] = gender.optionList.map((option) => option.id) as [string, string];
    const token = await loginDemo(server);
    // Finishing into a full cell would only end as Overquota: the checkpoint spares the respondent the rest.
    await callApi<QuotaWire>(server, QUOTA_API.save, {
      token,
      body: {
        surveyId: survey.surveyId,
        name: '性别',
        questionIds: [gender.id],
        whenFull: 'finishOverquota',
        cells: [
          { optionIds: [man], target: 1 },
          { optionIds: [woman], target: 5 },
        ],
      },
    });
    await callApi(server, ANSWER_API.save, {
      body: {
        responseId: randomUUID(),
        surveyId: survey.surveyId,
        version: 1,
        seq: 1,
        seed: 'first',
        userPage: 1,
        status: 'complete',
        items: [{ belongId: survey.surveyId, quId: gender.id, quItemId: man }],
        paradata: {},
      },
    });

    const context = await browser.newContext(PHONE);
    try {
      const page = await context.newPage();
      await page.goto(answerUrl(server, survey.surveyId));
      await waitForQuestion(page);
      // The checkpoint ends the first page and is never shown.
      expect(await page.getByText('性别配额检查').count()).toBe(0);
      await choose(page, '男');
      await page.getByTestId('next').click();
      await expect(page.getByTestId('end-title').textContent({ timeout: 15_000 })).resolves.toBe(
        '很抱歉，该类受访者已满额',
      );
      await waitUntilCompleteAndSent(page);
    } finally {
      await context.close();
    }
    const ended = (await storedResponses(server, survey.surveyId)).filter(
      (row) => row.response.sampleStatus === 'QuotaFull',
    );
    expect(ended.map((row) => row.items.map((item) => item.questionId))).toEqual([[gender.id]]);

    const other = await browser.newContext(PHONE);
    try {
      const page = await other.newPage();
      await page.goto(answerUrl(server, survey.surveyId));
      await waitForQuestion(page);
      await choose(page, '女');
      await page.getByTestId('next').click();
      await page.getByRole('textbox').waitFor({ timeout: 15_000 });
      expect(await page.getByText('您最喜欢的运动？').first().isVisible()).toBe(true);
      await page.screenshot({ path: artifactPath('runner-checkpoint-passed.png') });
    } finally {
      await other.close();
    }

    // Offline: a phone that opened the survey online kept the quota state with it, and the checkpoint goes by it.
    const field = await browser.newContext(PHONE);
    try {
      const page = await field.newPage();
      await page.goto(answerUrl(server, survey.surveyId));
      await waitForQuestion(page);
      await waitForServiceWorker(page);
      await expect.poll(() => keptQuotaState(page, survey.surveyId), { timeout: 15_000 }).toBe(true);
      await field.setOffline(true);
      await page.reload();
      await waitForQuestion(page);
      await choose(page, '男');
      await page.getByTestId('next').click();
      // Ended at once; until the server has the response the end page says it is kept on the device.
      await expect(page.getByTestId('end-title').textContent({ timeout: 15_000 })).resolves.toBe(
        '答案已保存在本设备上',
      );
      expect(await page.getByText('您最喜欢的运动？').count()).toBe(0);
      await page.screenshot({ path: artifactPath('runner-checkpoint-offline.png') });
      await field.setOffline(false);
      await waitUntilCompleteAndSent(page);
      await expect
        .poll(() => page.getByTestId('end-title').textContent(), { timeout: 15_000 })
        .toBe('很抱歉，该类受访者已满额');
    } finally {
      await field.close();
    }
    await expect
      .poll(
        async () =>
          (await storedResponses(server, survey.surveyId)).filter(
            (row) => row.response.sampleStatus === 'QuotaFull',
          ).length,
      )
      .toBe(2);
  });
});

/** Whether the device holds the survey's quota state (read from IndexedDB as the page stored it). */
function keptQuotaState(page: Page, surveyId: string): Promise<boolean> {
  return page.evaluate(
    (id) =>
      new Promise<boolean>((resolve) => {
        const opening = indexedDB.open('wenda-runner');
        opening.onerror = () => resolve(false);
        opening.onsuccess = () => {
          const db = opening.result;
          const read = db.transaction('surveys').objectStore('surveys').get(id);
          read.onsuccess = () => {
            resolve(Boolean(read.result?.quotaState));
            db.close();
          };
          read.onerror = () => {
            resolve(false);
            db.close();
          };
        };
      }),
    surveyId,
  );
}
