import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath, launchBrowser, requireChromium } from './browser';
import { buildOfPage, deployNewBuild, servedBuildCopy, startApiGate } from './deploySupport';
import {
  choose,
  PHONE,
  SurveyBuilder,
  storedResponses,
  type TestServer,
  waitForQuestion,
  waitForServiceWorker,
} from './runnerSupport';
import { startTestServer } from './server';
import { localState } from './storageSupport';

/**
 * A new version of the client is deployed while a respondent's saves wait on the device: answered offline in
 * two surveys (two tabs; one finished, one in progress), the saves queue in the outbox; a new build (another
 * index.html, hence another service worker file) is deployed while the API is down behind its proxy (503s);
 * the connection comes back, the page reloads, the new worker installs and takes over, and the pages reload
 * into the new version with the saves still queued. Once the API is back, every queued save reaches the
 * server, each response once with every answer, and the device's outbox empties: no page nudged by the test,
 * the runner's own retry timer sends them.
 */
const hasChromium = Boolean(requireChromium());

describe.skipIf(!hasChromium)('a new service worker while saves are queued, in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext | undefined;
  let build: Awaited<ReturnType<typeof servedBuildCopy>>;
  let gate: Awaited<ReturnType<typeof startApiGate>>;
  const clientDirBefore = process.env.E2E_CLIENT_DIR;

  beforeAll(async () => {
    build = await servedBuildCopy();
    process.env.E2E_CLIENT_DIR = build.dir;
    server = await startTestServer();
    gate = await startApiGate(server.url);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    if (clientDirBefore === undefined) delete process.env.E2E_CLIENT_DIR;
    else process.env.E2E_CLIENT_DIR = clientDirBefore;
    await context?.close().catch(() => undefined);
    await browser?.close();
    await gate?.close();
    await server?.close();
    await build?.remove();
  });

  it('every save queued before the update reaches the server once, and the new version runs', async () => {
    const first = await SurveyBuilder.create(server, { surveyName: '更新前的问卷一' });
    const when = await first.add('radio', {
      quTitle: '您通常什么时候跑步？',
      optionList: [{ optionName: '清晨' }, { optionName: '傍晚' }],
    });
    await first.pageBreak();
    const why = await first.add('fillBlank', { quTitle: '您跑步的主要原因是什么？' });
    await first.publish();
    const second = await SurveyBuilder.create(server, { surveyName: '更新前的问卷二' });
    const where = await second.add('fillBlank', { quTitle: '您通常在哪里跑步？' });
    await second.publish();
    const linkOf = (surveyId: string) => `${gate.url}/#/answer?surveyId=${encodeURIComponent(surveyId)}`;

    context = await browser.newContext(PHONE);
    const pageErrors: string[] = [];
    const open = async (surveyId: string) => {
      const page = await context!.newPage();
      page.on('pageerror', (error) => pageErrors.push(`${error.name}: ${error.message}`));
      await page.goto(linkOf(surveyId));
      await waitForQuestion(page);
      return page;
    };
    const tab1 = await open(first.surveyId);
    await waitForServiceWorker(tab1);
    expect(await tab1.evaluate(buildOfPage)).toBeUndefined();
    await choose(tab1, '傍晚');
    await tab1.getByTestId('next').click();
    await tab1.locator('.wr-q__title', { hasText: '您跑步的主要原因是什么？' }).waitFor();
    const tab2 = await open(second.surveyId);
    await waitForServiceWorker(tab2);

    // Offline: the first survey finished, the second answered and left open; both saves queue.
    await context.setOffline(true);
    await tab1.getByRole('textbox').fill('保持健康');
    await tab1.getByTestId('submit').click();
    await tab1.getByTestId('end-title').waitFor();
    await tab2.getByRole('textbox').fill('公园');
    const queued = async () => {
      const { responses, outbox } = await localState(tab1);
      return { responses, saves: outbox.filter((entry) => entry.kind === 'save') };
    };
    await expect
      .poll(async () => {
        const { responses, saves } = await queued();
        return (
          responses.length === 2 &&
          saves.length === 2 &&
          responses.every((response) =>
            saves.some((save) => save.id === response.id && save.seq === response.seq && save.attempts),
          )
        );
      })
      .toBe(true);
    const before = await queued();
    expect(before.responses.map((response) => response.status).sort()).toEqual(['complete', 'in-progress']);

    // A new build is deployed while the API is down; the connection comes back: the sends fail (503).
    gate.apiDown = true;
    await deployNewBuild(build.dir, '2');
    await context.setOffline(false);
    await expect
      .poll(async () => (await queued()).saves.map((save) => save.lastFailure), { timeout: 30_000 })
      .toEqual(['server', 'server']);

    // The page reloads: the browser finds the new worker, which takes over; both tabs reload into it.
    await tab1.reload();
    for (const tab of [tab1, tab2])
      await expect.poll(() => tab.evaluate(buildOfPage), { timeout: 60_000 }).toBe('2');
    await tab2.locator('.wr-q').first().waitFor({ timeout: 30_000 });
    expect(await tab2.getByRole('textbox').inputValue()).toBe('公园');
    await tab1.screenshot({ path: artifactPath('runner-update-queued-new-build.png') });
    // Still queued, nothing lost in the update: the same responses and the same saves waiting.
    const across = await queued();
    expect(across.saves.map(({ id, seq, body }) => ({ id, seq, body }))).toEqual(
      before.saves.map(({ id, seq, body }) => ({ id, seq, body })),
    );
    expect(await storedResponses(server, second.surveyId)).toHaveLength(0);

    // The API is back: the runner's own retries deliver every queued save, and the outbox empties, by the
    // time the device set for its next tries (each backs off by the server's failures in a row: how many
    // depends on how long the update took) and one round of its 5 s timer.
    const passedBefore = gate.savesPassed;
    gate.apiDown = false;
    for (;;) {
      const { saves } = await queued();
      if (saves.length === 0) break;
      const due = Math.max(...saves.map((save) => save.nextAttemptAt));
      if (Date.now() > due + 30_000)
        throw new Error(`saves still queued 30 s after their next try: ${saves.length}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const { responses } = await queued();
    expect(responses.every((response) => response.ackSeq === response.seq)).toBe(true);
    expect(gate.savesPassed).toBeGreaterThan(passedBefore);

    const [done] = await storedResponses(server, first.surveyId);
    expect(await storedResponses(server, first.surveyId)).toHaveLength(1);
    expect(done?.response.status).toBe('complete');
    expect(done?.items.map((item) => item.questionId).sort()).toEqual([when.id, why.id].sort());
    expect(done?.items.find((item) => item.questionId === why.id)?.answer).toBe('保持健康');
    const stillOpen = await storedResponses(server, second.surveyId);
    expect(stillOpen).toHaveLength(1);
    expect(stillOpen[0]?.response.status).not.toBe('complete');
    expect(stillOpen[0]?.items.map((item) => [item.questionId, item.answer])).toEqual([[where.id, '公园']]);
    expect(pageErrors).toEqual([]);

    // The second survey goes on in the new version and finishes.
    await tab2.getByTestId('submit').click();
    await tab2.getByTestId('end-title').waitFor({ timeout: 30_000 });
    await expect
      .poll(async () => (await storedResponses(server, second.surveyId))[0]?.response.status)
      .toBe('complete');
    expect(await storedResponses(server, second.surveyId)).toHaveLength(1);
  }, 300_000);
});
