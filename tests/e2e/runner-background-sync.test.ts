import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath, launchBrowser, requireChromium } from './browser';
import {
  answerUrl,
  localResponses,
  PHONE,
  SurveyBuilder,
  storedResponses,
  type TestServer,
  waitForQuestion,
  waitForServiceWorker,
} from './runnerSupport';
import { startTestServer } from './server';

/**
 * The service worker delivers the outbox alone (sw/outboxWorker.ts): a respondent answers offline and closes
 * the page, so no page of the runner is left to send; the connection comes back and the worker's Background
 * Sync event sends every save, records the acknowledgement on the device, and the server holds each answer
 * once. Chromium fires the sync the page registered by itself when the emulated connection returns (about
 * 0.1 s after it here); should a build not do so within a few seconds, the test fires that event through the
 * DevTools protocol (ServiceWorker.dispatchSyncEvent), as the browser would. Either way it is the worker's
 * sync handler that sends: no page of the origin is open.
 */
const hasChromium = Boolean(requireChromium());

/** The outbox as the device holds it (the runner's IndexedDB). */
function localOutbox(page: Page) {
  return page.evaluate(async () => {
    const open = indexedDB.open('wenda-runner');
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const read = db.transaction('outbox').objectStore('outbox').getAll();
    const rows = await new Promise<unknown[]>((resolve, reject) => {
      read.onsuccess = () => resolve(read.result);
      read.onerror = () => reject(read.error);
    });
    db.close();
    return rows as { id: string; kind: string; seq: number; attempts: number; lastFailure?: string }[];
  });
}

describe.skipIf(!hasChromium)(
  'the service worker delivering the outbox with no page open, in Chromium',
  () => {
    let server: TestServer;
    let browser: Browser;
    let context: BrowserContext | undefined;

    beforeAll(async () => {
      server = await startTestServer();
      browser = await launchBrowser();
    });

    afterAll(async () => {
      await context?.close().catch(() => undefined);
      await browser?.close();
      await server?.close();
    });

    it('answers saved offline arrive once from the worker’s sync event after the page was closed', async () => {
      const survey = await SurveyBuilder.create(server, {
        surveyName: '后台同步',
        endYesText: '感谢您的参与！',
      });
      const where = await survey.add('radio', {
        quTitle: '您在哪里跑步？',
        optionList: [{ optionName: '公园' }, { optionName: '操场' }],
      });
      const why = await survey.add('fillBlank', { quTitle: '您为什么跑步？' });
      await survey.publish();

      context = await browser.newContext(PHONE);
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error('page error:', error.message));
      await page.goto(answerUrl(server, survey.surveyId));
      await waitForQuestion(page);
      await waitForServiceWorker(page);

      await context.setOffline(true);
      await page.locator(`#q-${where.id}`).locator('label').filter({ hasText: '操场' }).click();
      await page.locator(`#q-${why.id}`).getByRole('textbox').fill('离线也要跑');
      await page.getByTestId('submit').click();
      await page.getByTestId('end-title').waitFor();
      await expect.poll(async () => (await localResponses(page))[0]?.status).toBe('complete');
      const [kept] = await localResponses(page);
      expect(kept?.ackSeq).toBe(0);
      expect(await localOutbox(page)).toEqual([
        expect.objectContaining({ id: kept?.id, kind: 'save', seq: kept?.seq, lastFailure: 'network' }),
      ]);
      await page.screenshot({ path: artifactPath('runner-background-sync-offline-end.png'), fullPage: true });

      // The page goes: only the worker is left, and while offline it cannot deliver either.
      await page.close();
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(await storedResponses(server, survey.surveyId)).toHaveLength(0);

      // A page of no origin reaches DevTools' ServiceWorker domain; it is no client of the worker, runs no runner.
      const blank = await context.newPage();
      const devtools = await context.newCDPSession(blank);
      const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
      devtools.on('ServiceWorker.workerRegistrationUpdated', (event) =>
        registrations.push(...event.registrations),
      );
      await devtools.send('ServiceWorker.enable');
      await expect.poll(() => registrations.some((found) => found.scopeURL === `${server.url}/`)).toBe(true);
      const registration = registrations.find(
        (found) => found.scopeURL === `${server.url}/` && !found.isDeleted,
      );
      const fireSync = () =>
        devtools.send('ServiceWorker.dispatchSyncEvent', {
          origin: server.url,
          registrationId: registration?.registrationId ?? '',
          tag: 'wenda-outbox',
          lastChance: false,
        });
      expect(context.pages()).toEqual([blank]);

      await context.setOffline(false);
      const byItself = await expect
        .poll(async () => (await storedResponses(server, survey.surveyId)).length, { timeout: 5_000 })
        .toBe(1)
        .then(
          () => true,
          () => false,
        );
      if (!byItself) await fireSync();
      await expect
        .poll(async () => (await storedResponses(server, survey.surveyId)).length, { timeout: 30_000 })
        .toBe(1);
      const [stored] = await storedResponses(server, survey.surveyId);
      expect(stored?.response).toMatchObject({
        id: kept?.id,
        status: 'complete',
        lastAckSequence: kept?.seq,
      });
      // Every answer once: one row per question, no replay stored twice.
      expect(stored?.items.map((item) => item.questionId).sort()).toEqual([where.id, why.id].sort());
      expect(stored?.items.find((item) => item.questionId === why.id)?.value).toEqual({
        kind: 'text',
        text: '离线也要跑',
      });

      // The worker recorded the acknowledgement on the device itself, before any runner page came back.
      await blank.goto(`${server.url}/#/login`);
      await expect
        .poll(async () => (await localResponses(blank))[0]?.ackSeq, { timeout: 10_000 })
        .toBe(kept?.seq);
      expect(await localOutbox(blank)).toEqual([]);
      // And a sync event with nothing left sends nothing more.
      await fireSync();
      await new Promise((resolve) => setTimeout(resolve, 500));
      const after = await storedResponses(server, survey.surveyId);
      expect(after).toHaveLength(1);
      expect(after[0]?.items).toHaveLength(2);
    });
  },
);
