import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../../tests/e2e/browser';
import { answerUrl, SurveyBuilder } from '../../tests/e2e/runnerSupport';
import { startTestServer } from '../../tests/e2e/server';

/**
 * The runner's first load (`npm run build` first): the JavaScript and CSS Chromium actually fetched for
 * /answer up to the first question being visible — the entry, the runner chunks, the family view, the logic
 * worker — raw and gzip, and the time from navigation to the first question visible, online (first visit)
 * and offline (second visit, service worker in control, network cut). Printed against the bar (150 KB gzip)
 * and the references: an empty React page ≈ 68 KB gzip; SurveyJS's runner adds ≈ 388 KB gzip.
 */
const BAR_GZIP = 150 * 1024;
const EMPTY_REACT_GZIP = 68 * 1024;
const SURVEYJS_ADDED_GZIP = 388 * 1024;
const RUNS = Number(process.env.RUNS ?? 5);

interface Loaded {
  url: string;
  kind: 'js' | 'css';
  raw: number;
  gzip: number;
}

function kindOf(url: string): Loaded['kind'] | undefined {
  const path = new URL(url).pathname;
  if (path.endsWith('.js') || path.endsWith('.mjs')) return 'js';
  if (path.endsWith('.css')) return 'css';
  return undefined;
}

/** Records every script and style body the context receives (pages and workers alike). */
function recordAssets(context: BrowserContext) {
  const assets = new Map<string, Loaded>();
  const pending: Promise<void>[] = [];
  let recording = true;
  context.on('response', (response) => {
    const kind = kindOf(response.url());
    // The service worker's precache downloads (its install) are not what the page needed to show a question.
    if (!recording || !kind || assets.has(response.url()) || response.request().serviceWorker()) return;
    pending.push(
      response
        .body()
        .then((body) => {
          assets.set(response.url(), {
            url: response.url(),
            kind,
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
          });
        })
        .catch(() => undefined),
    );
  });
  return {
    assets,
    stop: () => {
      recording = false;
    },
    settle: async () => void (await Promise.all(pending)),
  };
}

async function timeToFirstQuestion(page: Page, url: string, reload = false): Promise<number> {
  const started = Date.now();
  if (reload) await page.reload({ waitUntil: 'commit' });
  else await page.goto(url, { waitUntil: 'commit' });
  // The frame and the family's view inside it: the question is answerable, not just announced.
  await page.locator('.wr-q .rv').first().waitFor({ state: 'visible', timeout: 60_000 });
  return Date.now() - started;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const server = await startTestServer();
  const browser = await launchBrowser();
  try {
    const survey = await SurveyBuilder.create(server, { surveyName: '基准问卷' });
    await survey.add('radio', {
      quTitle: '您通常什么时候跑步？',
      optionList: [{ optionName: '清晨' }, { optionName: '傍晚' }, { optionName: '夜间' }],
    });
    await survey.pageBreak();
    await survey.add('fillBlank', { quTitle: '原因？' });
    await survey.publish();
    const url = answerUrl(server, survey.surveyId);

    // Bytes: one cold visit in a fresh context.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const recorder = recordAssets(context);
    const page = await context.newPage();
    await timeToFirstQuestion(page, url);
    recorder.stop();
    await recorder.settle();
    const assets = [...recorder.assets.values()].filter((asset) => !asset.url.endsWith('/sw.js'));
    await context.close();

    const sum = (list: Loaded[], key: 'raw' | 'gzip') => list.reduce((total, asset) => total + asset[key], 0);
    const js = assets.filter((asset) => asset.kind === 'js');
    const css = assets.filter((asset) => asset.kind === 'css');
    const gzipTotal = sum(assets, 'gzip');
    console.log('\nFirst load of /answer up to the first question (files Chromium fetched, sw.js excluded):');
    for (const asset of [...assets].sort((a, b) => b.gzip - a.gzip)) {
      console.log(
        `  ${new URL(asset.url).pathname.padEnd(48)} ${kb(asset.raw).padStart(10)} ${kb(asset.gzip).padStart(10)} gzip`,
      );
    }
    console.log(`  JS : ${js.length} files, ${kb(sum(js, 'raw'))} raw, ${kb(sum(js, 'gzip'))} gzip`);
    console.log(`  CSS: ${css.length} files, ${kb(sum(css, 'raw'))} raw, ${kb(sum(css, 'gzip'))} gzip`);
    console.log(`  total ${kb(gzipTotal)} gzip`);
    console.log(
      `  vs bar 150 KB gzip: ${(gzipTotal / BAR_GZIP).toFixed(2)}× (${gzipTotal <= BAR_GZIP ? 'within' : 'OVER'})`,
    );
    console.log(`  vs an empty React page (≈68 KB): ${(gzipTotal / EMPTY_REACT_GZIP).toFixed(2)}×`);
    console.log(
      `  vs empty React + SurveyJS runner (≈${kb(EMPTY_REACT_GZIP + SURVEYJS_ADDED_GZIP)}): ${(gzipTotal / (EMPTY_REACT_GZIP + SURVEYJS_ADDED_GZIP)).toFixed(2)}×`,
    );

    // Time: online cold visits (fresh context each), then offline second visits with the worker in control.
    const online: number[] = [];
    const offline: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const visit = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const tab = await visit.newPage();
      online.push(await timeToFirstQuestion(tab, url));
      await tab.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
        timeout: 30_000,
      });
      await visit.setOffline(true);
      offline.push(await timeToFirstQuestion(tab, url, true));
      await visit.close();
    }
    console.log(`\nNavigation → first question visible (${RUNS} runs, median / max):`);
    console.log(`  online, first visit : ${median(online)} ms / ${Math.max(...online)} ms`);
    console.log(
      `  offline, second visit (service worker): ${median(offline)} ms / ${Math.max(...offline)} ms`,
    );
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
