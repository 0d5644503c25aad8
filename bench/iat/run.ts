import { performance } from 'node:perf_hooks';
import type { CDPSession, Page } from 'playwright-core';
import type { AnswerOfKind } from '../../src/core/model';
import { launchBrowser } from '../../tests/e2e/browser';
import { touchSwipe } from '../../tests/e2e/iatSupport';
import { answerUrl, PHONE, SurveyBuilder, storedResponses } from '../../tests/e2e/runnerSupport';
import { startTestServer } from '../../tests/e2e/server';

/**
 * How well the implicit-association view times a swipe (`npm run build` first, or E2E_CLIENT_DIR=<a build>).
 * In Chromium on a phone viewport with touch, the CPU throttled 4× through DevTools (Emulation.setCPUThrottlingRate),
 * a swipe round of 5 items is answered ROUNDS times (default 8). For each item the bench reads the onset the view
 * recorded (the painted frame's time, on the page's performance.now clock, turned into epoch time with the page's
 * performance.timeOrigin), waits in Node until onset + a known delay (350–1000 ms in turn) and then starts the swipe
 * with DevTools touch input (Input.dispatchTouchEvent: the page gets real pointer events stamped on arrival).
 * After each round the answer is submitted and read back from the server: recorded latency = edTime − stTime.
 *
 * Prints the mean and standard deviation of recorded − injected latency (the mean includes the dispatch path
 * and any offset between Node's and the page's clocks; the SD is the timing's jitter), and the frames longer
 * than 50 ms while the rounds ran (Long Animation Frames, else long tasks). Goal: SD ≤ 1 ms.
 */
const ROUNDS = Number(process.env.ROUNDS ?? 8);
const DELAYS_MS = [350, 500, 650, 800, 1000];
const ITEMS = ['瑞幸', '星巴克', '库迪', 'Manner', 'Tims'];

const epochNow = () => performance.timeOrigin + performance.now();

/** Until the epoch time `at` (ms): a timer to 3 ms before, then a spin for the last stretch. */
async function until(at: number): Promise<void> {
  const ahead = at - epochNow() - 3;
  if (ahead > 0) await new Promise((resolve) => setTimeout(resolve, ahead));
  while (epochNow() < at) {
    // spin: a timer alone is late by up to a few ms
  }
}

/** Collects frames over 50 ms from the page's start (installed before any script of the page runs). */
function watchLongFrames() {
  // Every pointerdown's own time, as epoch ms: how late DevTools' touch reached the page, whatever the view did.
  const downs: number[] = [];
  (window as unknown as { iatDowns: number[] }).iatDowns = downs;
  window.addEventListener(
    'pointerdown',
    (event) => downs.push(performance.timeOrigin + event.timeStamp),
    true,
  );
  const found: { start: number; duration: number }[] = [];
  (window as unknown as { iatLongFrames: typeof found }).iatLongFrames = found;
  const types = PerformanceObserver.supportedEntryTypes;
  const type = types.includes('long-animation-frame') ? 'long-animation-frame' : 'longtask';
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.duration > 50) found.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type, buffered: true });
}

/**
 * One round; the latencies injected: from the onset to the moment the touchStart was sent, measured in Node
 * (onset + the delay planned, or later when reading the onset back through DevTools took longer than the delay).
 */
async function round(page: Page, cdp: CDPSession, url: string, delays: number[]) {
  const transport: number[] = [];
  const sent: number[] = [];
  await page.goto(url);
  await page.locator('.iat-overlay').waitFor({ timeout: 60_000 });
  await page.locator('.iat-overlay').tap();
  const testStart = await page.evaluate(() => performance.now());
  for (let index = 0; index < ITEMS.length; index++) {
    const card = page.locator(`.iat[data-phase="trial"] .iat-card[data-trial="${index + 1}"][data-onset]`);
    await card.waitFor({ timeout: 30_000 });
    const [origin, onset] = await card.evaluate((element) => [
      performance.timeOrigin,
      Number((element as HTMLElement).dataset.onset),
    ]);
    const box = await card.boundingBox();
    if (!box) throw new Error('no card');
    await until(origin + onset + (delays[index] ?? 0));
    const sentAt = await touchSwipe(
      cdp,
      box.x + box.width / 2,
      box.y + box.height / 2,
      index % 2 ? 150 : -150,
    );
    sent.push(sentAt - (origin + onset));
    const down = await page.evaluate(
      () => (window as unknown as { iatDowns: number[] }).iatDowns.at(-1) ?? 0,
    );
    transport.push(down - sentAt);
  }
  await page.locator('.iat[data-phase="done"]').waitFor();
  const frames = await page.evaluate(
    (from) =>
      (window as unknown as { iatLongFrames: { start: number; duration: number }[] }).iatLongFrames.filter(
        (frame) => frame.start >= from,
      ),
    testStart,
  );
  await page.getByTestId('submit').click();
  await page.getByTestId('end-title').waitFor();
  return { frames, sent, transport };
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const sd = (values: readonly number[]) => {
  const average = mean(values);
  return Math.sqrt(values.reduce((sum, value) => sum + (value - average) ** 2, 0) / (values.length - 1));
};

async function main() {
  const server = await startTestServer();
  const browser = await launchBrowser();
  try {
    const survey = await SurveyBuilder.create(server, { surveyName: '联想计时' });
    await survey.add('implicitAssociation', {
      quTitle: '凭第一感觉左右滑动',
      optionList: [{ optionName: '喜欢' }, { optionName: '不喜欢' }],
      descList: ITEMS.map((optionName) => ({ optionName })),
      // The items in the order given, so each delay meets a known item.
      answerConfig: { childRandType: '01' },
    });
    await survey.publish();
    const url = answerUrl(server, survey.surveyId);
    const injected = new Map<string, { sent: number[]; transport: number[] }>();
    const longFrames: { start: number; duration: number }[] = [];
    const transport: number[] = [];
    const residuals: number[] = [];
    for (let run = 0; run < ROUNDS; run++) {
      const context = await browser.newContext({ ...PHONE });
      await context.addInitScript(watchLongFrames);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const delays = ITEMS.map((_, index) => DELAYS_MS[(index + run) % DELAYS_MS.length] ?? 500);
      const measured = await round(page, cdp, url, delays);
      transport.push(...measured.transport);
      longFrames.push(...measured.frames);
      await context.close();
      injected.set(String(run), measured);
    }
    // The server's rows, each response's items in the order they were shown (by onset).
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const stored = await storedResponses(server, survey.surveyId);
    const differences: number[] = [];
    const byStart = stored
      .map((response) =>
        response.items
          .flatMap((item) => (item.value as AnswerOfKind<'association'>).choices)
          .sort((a, b) => a.stTime - b.stTime),
      )
      .filter((choices) => choices.length === ITEMS.length);
    // Responses come back in no particular order: match each to its run by its sequence of latencies.
    const runs = [...injected.values()];
    for (const choices of byStart) {
      const latencies = choices.map((choice) => choice.edTime - choice.stTime);
      const best = runs
        .map((measured) => ({
          measured,
          cost: measured.sent.reduce((sum, delay, at) => sum + Math.abs((latencies[at] ?? 0) - delay), 0),
        }))
        .sort((a, b) => a.cost - b.cost)[0];
      if (!best) continue;
      runs.splice(runs.indexOf(best.measured), 1);
      for (const [at, latency] of latencies.entries()) {
        const difference = latency - (best.measured.sent[at] ?? 0);
        differences.push(difference);
        // What is left once DevTools' delivery is taken out. Zero when the view records the pointerdown's own
        // timeStamp and its onset frame's time whatever the main thread was doing (a handler's performance.now()
        // would carry its delay here); it cannot tell when the screen really lit, which no page can observe.
        residuals.push(difference - (best.measured.transport[at] ?? 0));
      }
    }
    console.log(
      `implicit association timing, CPU throttled 4×, ${differences.length} swipes in ${byStart.length} rounds`,
    );
    console.log(
      `recorded − injected latency: mean ${mean(differences).toFixed(2)} ms, SD ${sd(differences).toFixed(2)} ms`,
    );
    console.log(
      `of which DevTools' delivery (touchStart sent → the pointerdown's timeStamp): mean ${mean(transport).toFixed(2)} ms, SD ${sd(transport).toFixed(2)} ms`,
    );
    console.log(
      `left to the view (recorded − injected − delivery): mean ${mean(residuals).toFixed(3)} ms, SD ${sd(residuals).toFixed(3)} ms`,
    );
    console.log(
      `min ${Math.min(...differences).toFixed(2)} ms, max ${Math.max(...differences).toFixed(2)} ms; goal SD ≤ 1 ms: ${sd(differences) <= 1 ? 'met' : 'not met'}`,
    );
    console.log(
      `frames over 50 ms during the rounds: ${longFrames.length}${longFrames.length ? ` (longest ${Math.max(...longFrames.map((f) => f.duration)).toFixed(0)} ms)` : ''}`,
    );
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
