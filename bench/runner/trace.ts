import type { Page } from 'playwright-core';
import { launchBrowser } from '../../tests/e2e/browser';
import { startTestServer } from '../../tests/e2e/server';
import {
  navigateToFirstQuestion,
  publishBenchSurvey,
  WENDA_FIRST_QUESTION,
  watchFirstQuestion,
} from './shared';

/**
 * Where the runner's offline start spends its time (`npm run build` first; `RUNS=7 npx tsx
 * bench/runner/trace.ts`): the bench's survey, visited online, then reloaded offline with the service worker
 * in control, as bench/runner/run.ts does; for that offline visit, the median over RUNS of when each script
 * and style arrived (resource timing) and of every performance mark the page set (`wenda:*`), and of the first
 * question visible. A tool for finding what to shorten, not a comparison: run.ts is the comparison.
 */
const RUNS = Number(process.env.RUNS ?? 5);

type Timeline = Record<string, number>;

async function timeline(page: Page, navigate: () => Promise<unknown>): Promise<Timeline> {
  await navigateToFirstQuestion(page, navigate);
  return page.evaluate(() => {
    const out: Record<string, number> = { 'first question visible': window.__firstQuestionAt ?? Number.NaN };
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    out['html arrived'] = navigation.responseEnd;
    out['DOM content loaded'] = navigation.domContentLoadedEventEnd;
    for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
      const path = new URL(entry.name).pathname.replace(/-[\w-]{8}\.(js|css)$/, '.$1');
      out[`arrived ${path}`] = entry.responseEnd;
    }
    for (const mark of performance.getEntriesByType('mark')) out[`mark ${mark.name}`] = mark.startTime;
    return out;
  });
}

async function main() {
  const server = await startTestServer();
  const browser = await launchBrowser();
  try {
    const url = await publishBenchSurvey(server);
    const runs: { online: Timeline; offline: Timeline }[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      await context.addInitScript({ content: watchFirstQuestion(WENDA_FIRST_QUESTION) });
      // PROBE=1: how soon the runner's database can be open at all (opened at the document's start).
      if (process.env.PROBE)
        await context.addInitScript({
          content: `performance.mark('probe:open-start'); const r = indexedDB.open('wenda-runner'); r.onsuccess = () => { performance.mark('probe:open-done'); r.result.close(); }; caches.open('x').then(() => performance.mark('probe:caches-open'));`,
        });
      const page = await context.newPage();
      const online = await timeline(page, () => page.goto(url, { waitUntil: 'commit' }));
      await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);
      await context.setOffline(true);
      const tracing = process.env.TRACE && run === RUNS - 1;
      if (tracing)
        await browser.startTracing(page, {
          path: process.env.TRACE,
          categories: [
            'devtools.timeline',
            'v8',
            'disabled-by-default-devtools.timeline',
            'blink',
            'loading',
            'blink.user_timing',
            'IndexedDB',
            'ServiceWorker',
          ],
        });
      runs.push({ online, offline: await timeline(page, () => page.reload({ waitUntil: 'commit' })) });
      if (tracing) await browser.stopTracing();
      await context.close();
    }
    for (const which of ['online', 'offline'] as const) {
      const names = new Set(runs.flatMap((run) => Object.keys(run[which])));
      const rows = [...names].map((name) => {
        const values = runs.map((run) => run[which][name]).filter((value) => value !== undefined);
        const sorted = [...values].sort((a, b) => (a ?? 0) - (b ?? 0));
        return { name, median: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN, count: values.length };
      });
      console.log(`\n${which} (median of ${RUNS}, ms from navigation start)`);
      for (const row of rows.sort((a, b) => a.median - b.median))
        console.log(
          `  ${row.median.toFixed(0).padStart(6)}  ${row.name}${row.count < RUNS ? ` (${row.count})` : ''}`,
        );
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
