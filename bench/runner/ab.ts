import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../../tests/e2e/browser';
import { startTestServer } from '../../tests/e2e/server';
import {
  median,
  navigateToFirstQuestion,
  publishBenchSurvey,
  WENDA_FIRST_QUESTION,
  watchFirstQuestion,
} from './shared';

/**
 * Two builds of the runner against each other, on a busy machine: `A=dir B=dir RUNS=15 npx tsx
 * bench/runner/ab.ts`, each dir a `vite build --outDir dir`. Each build gets its own server with the bench's
 * survey (run.ts); every run visits A and B in turn (alternating which goes first), online then offline as
 * run.ts does, so that both meet the same load. Prints the medians and the median of the paired differences
 * B − A, which noise that hits both visits of a run leaves out.
 */
const RUNS = Number(process.env.RUNS ?? 11);

async function shown(page: Page, navigate: () => Promise<unknown>): Promise<number> {
  await navigateToFirstQuestion(page, navigate);
  return page.evaluate(() => window.__firstQuestionAt ?? Number.NaN);
}

async function visit(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    await context.addInitScript({ content: watchFirstQuestion(WENDA_FIRST_QUESTION) });
    const page = await context.newPage();
    const online = await shown(page, () => page.goto(url, { waitUntil: 'commit' }));
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);
    await context.setOffline(true);
    return { online, offline: await shown(page, () => page.reload({ waitUntil: 'commit' })) };
  } finally {
    await context.close();
  }
}

async function serve(clientDir: string) {
  process.env.E2E_CLIENT_DIR = clientDir;
  const server = await startTestServer();
  return { server, url: await publishBenchSurvey(server) };
}

async function main() {
  const dirs = { A: process.env.A, B: process.env.B };
  if (!dirs.A || !dirs.B) throw new Error('A=<build dir> B=<build dir>');
  const a = await serve(dirs.A);
  const b = await serve(dirs.B);
  const browser = await launchBrowser();
  const times = {
    A: { online: [] as number[], offline: [] as number[] },
    B: { online: [] as number[], offline: [] as number[] },
  };
  try {
    for (let run = 0; run < RUNS; run++) {
      const order = run % 2 === 0 ? (['A', 'B'] as const) : (['B', 'A'] as const);
      for (const which of order) {
        const measured = await visit(browser, which === 'A' ? a.url : b.url);
        times[which].online.push(measured.online);
        times[which].offline.push(measured.offline);
      }
    }
  } finally {
    await browser.close();
    await a.server.close();
    await b.server.close();
  }
  for (const kind of ['online', 'offline'] as const) {
    const diffs = times.B[kind].map((value, index) => value - (times.A[kind][index] ?? NaN));
    // The fastest quarter: what the page takes when the machine lets it run.
    const quartile = (values: number[]) =>
      [...values].sort((x, y) => x - y)[Math.floor(values.length / 4)] ?? NaN;
    console.log(
      `${kind.padEnd(8)} A ${median(times.A[kind]).toFixed(0)} ms  B ${median(times.B[kind]).toFixed(0)} ms  ` +
        `median(B − A) ${median(diffs).toFixed(1)} ms  B faster in ${diffs.filter((d) => d < 0).length}/${RUNS}  ` +
        `first quartile A ${quartile(times.A[kind]).toFixed(0)} B ${quartile(times.B[kind]).toFixed(0)}`,
    );
    console.log(
      `         A ${times.A[kind].map(Math.round).join(' ')}\n         B ${times.B[kind].map(Math.round).join(' ')}`,
    );
  }
}

await main();
