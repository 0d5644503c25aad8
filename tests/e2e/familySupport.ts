import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { DESIGN_API, type SurveyInfoWire } from '../../src/core/api/design';
import type { Group, Question } from '../../src/core/model';
import { launchBrowser } from './browser';
import { signInAsDemo } from './designerSupport';
import {
  answerUrl,
  callApi,
  loginDemo,
  PHONE,
  storedResponses,
  type TestServer,
  waitForQuestion,
  waitForServiceWorker,
} from './runnerSupport';
import { DEMO_PASSWORD, startTestServer } from './server';

/** What a family's end-to-end test works with: filled in before its tests run. */
export interface FamilyTestBed {
  server: TestServer;
  browser: Browser;
  /** The demo designer's token. */
  token: string;
  /** A survey made for the test, empty to begin with. */
  surveyId: string;
  /** A page in a context of its own (closed after the tests), with the page's errors logged. */
  newPage(options: Parameters<Browser['newContext']>[0]): Promise<{ context: BrowserContext; page: Page }>;
  /** The survey's questions as the server stores them. */
  storedQuestions(): Promise<Question[]>;
  /**
   * Signs the designer in on `page`, opens the survey's editor and adds a question of `catalogKey` to the first
   * group from the palette: the group and the open question editor.
   */
  addFromPalette(page: Page, catalogKey: string): Promise<{ group: Locator; editor: Locator }>;
  /**
   * Publishes the survey and opens its answer link on a phone, online, until the first question shows and the
   * service worker controls the page (from then on it starts, and keeps the survey's files, offline).
   */
  publishAndOpenOnPhone(): Promise<{ context: BrowserContext; page: Page }>;
  /** Waits until the survey's one response is on the server, complete: its item rows. */
  arrivedComplete(): Promise<Awaited<ReturnType<typeof storedResponses>>[number]['items']>;
}

/** Waits until the service worker's cache of the survey's files holds each of these addresses. */
export async function waitUntilKept(page: Page, addresses: readonly string[]): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async (urls) => {
        const cache = await caches.open('wenda-survey-files');
        return Promise.all(urls.map(async (url) => (await cache.match(url)) !== undefined));
      }, addresses),
    )
    .toEqual(addresses.map(() => true));
}

/**
 * A server, a browser and a survey of the demo designer for a question family's end-to-end test, set up
 * before its tests and closed after them (the GPS and city tests had the same fifty lines each).
 */
export function familyTestBed(surveyName: string): FamilyTestBed {
  const contexts: BrowserContext[] = [];
  const bed = {
    async newPage(options: Parameters<Browser['newContext']>[0]) {
      const context = await bed.browser.newContext(options);
      contexts.push(context);
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error('page error:', error.message));
      return { context, page };
    },
    async storedQuestions() {
      const design = await callApi<{ groupList: Group[] }>(
        bed.server,
        `${DESIGN_API.design}?surveyId=${encodeURIComponent(bed.surveyId)}`,
        { token: bed.token },
      );
      return design.groupList.flatMap((group) => group.questionList);
    },
    async addFromPalette(page: Page, catalogKey: string) {
      await signInAsDemo(page, bed.server);
      await page.goto(`${bed.server.url}/#/editquestion?surveyId=${bed.surveyId}`);
      const group = page.getByTestId('group').first();
      await group.getByTestId('group-add-question').click();
      const popover = page.locator('[data-testid="add-question-popover"]:visible');
      await popover.getByTestId(`add-${catalogKey}`).waitFor();
      await page.waitForTimeout(250); // the popover's entrance animation
      await popover.getByTestId(`add-${catalogKey}`).click();
      const editor = page.getByTestId('question-editor');
      await editor.waitFor();
      return { group, editor };
    },
    async publishAndOpenOnPhone() {
      await callApi(bed.server, `${DESIGN_API.surveyState}?id=${bed.surveyId}&surveyState=1`, {
        token: bed.token,
      });
      const opened = await bed.newPage({ ...PHONE });
      await opened.page.goto(answerUrl(bed.server, bed.surveyId));
      await waitForQuestion(opened.page);
      await waitForServiceWorker(opened.page);
      return opened;
    },
    async arrivedComplete() {
      await expect
        .poll(async () => (await storedResponses(bed.server, bed.surveyId)).map((r) => r.response.status), {
          timeout: 30_000,
        })
        .toEqual(['complete']);
      const [arrived] = await storedResponses(bed.server, bed.surveyId);
      return arrived?.items ?? [];
    },
  } as FamilyTestBed;

  beforeAll(async () => {
    bed.server = await startTestServer({ demoPassword: DEMO_PASSWORD });
    bed.browser = await launchBrowser();
    bed.token = await loginDemo(bed.server);
    const survey = await callApi<SurveyInfoWire>(bed.server, DESIGN_API.updateSurvey, {
      token: bed.token,
      body: { surveyName, endYesText: '感谢您的参与！' },
    });
    bed.surveyId = survey.surveyId;
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await bed.browser?.close();
    await bed.server?.close();
  });

  return bed;
}
