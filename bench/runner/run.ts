import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../../tests/e2e/browser';
import { answerUrl, SurveyBuilder } from '../../tests/e2e/runnerSupport';
import { startTestServer } from '../../tests/e2e/server';
import {
  median,
  navigateToFirstQuestion,
  publishBenchSurvey,
  WENDA_FIRST_QUESTION,
  watchFirstQuestion,
} from './shared';
import { buildSurveyJsPage, serveDirectory } from './surveyjsPage';

/**
 * The runner's first load against SurveyJS's (`npm run build` first). The same two-question survey (a choice
 * question, a page break, a fill-in) as a Wenda answer link on Wenda's server and as a plain SurveyJS React page
 * with a Workbox precache (./surveyjs, built here and served from loopback by the bench), in the same run:
 *
 * - bytes: the JavaScript and CSS Chromium fetched for the page up to the first question visible (pages and
 *   workers; the service worker's own downloads excluded), raw and gzip;
 * - time from navigation to the first question visible, recorded in the page itself (a MutationObserver and
 *   performance.now(), whose origin is the navigation's start), online (first visit, fresh profile) and
 *   offline (second visit, service worker in control, network cut): median of RUNS (default 5), the two pages
 *   measured in turn within each run.
 *
 * "Visible" is the question's answer controls laid out: Wenda's family view inside the question frame, SurveyJS's
 * first choice item.
 */
const RUNS = Number(process.env.RUNS ?? 5);
/** The bar for the runner's first load (issue 15; 150 KB before it). */
const BAR_GZIP = 120 * 1024;
const VIEWPORT = { width: 390, height: 844 };

interface Subject {
  name: string;
  url: string;
  /** The first question's answer controls. */
  selector: string;
}

interface Loaded {
  url: string;
  kind: 'js' | 'css';
  raw: number;
  gzip: number;
  /** Epoch ms the request started. */
  startedAt: number;
}

function kindOf(url: string): Loaded['kind'] | undefined {
  const path = new URL(url).pathname;
  if (path.endsWith('.js') || path.endsWith('.mjs')) return 'js';
  if (path.endsWith('.css')) return 'css';
  return undefined;
}

/** Records every script and style body the context receives (pages and workers; not the service worker's). */
function recordAssets(context: BrowserContext) {
  const assets = new Map<string, Loaded>();
  const pending: Promise<void>[] = [];
  context.on('response', (response) => {
    const url = response.url();
    const kind = kindOf(url);
    const path = new URL(url).pathname;
    if (!kind || assets.has(url) || response.request().serviceWorker()) return;
    if (path === '/sw.js' || /\/workbox-[^/]*\.js$/.test(path)) return;
    const startedAt = response.request().timing().startTime;
    pending.push(
      response
        .body()
        .then((body) => {
          const raw = body.length;
          assets.set(url, { url, kind, raw, gzip: gzipSync(body, { level: 9 }).length, startedAt });
        })
        .catch(() => undefined),
    );
  });
  return { assets, settle: async () => void (await Promise.all(pending)) };
}

/** Navigates (or reloads) and returns the in-page time to the first question and its epoch ms. */
async function firstQuestion(page: Page, subject: Subject, reload = false) {
  await navigateToFirstQuestion(page, () =>
    reload ? page.reload({ waitUntil: 'commit' }) : page.goto(subject.url, { waitUntil: 'commit' }),
  );
  return page.evaluate(() => ({
    ms: window.__firstQuestionAt ?? Number.NaN,
    epoch: performance.timeOrigin + (window.__firstQuestionAt ?? Number.NaN),
    // When the page's HTML had arrived (from the service worker offline): the part neither app's code runs in.
    html:
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
        ?.responseEnd ?? Number.NaN,
  }));
}

async function newContext(browser: Browser, subject: Subject): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  await context.addInitScript({ content: watchFirstQuestion(subject.selector) });
  return context;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (list: Loaded[], key: 'raw' | 'gzip') => list.reduce((total, asset) => total + asset[key], 0);

/** One cold visit: the files fetched before the first question was visible. */
async function firstLoadBytes(browser: Browser, subject: Subject) {
  const context = await newContext(browser, subject);
  const recorder = recordAssets(context);
  const page = await context.newPage();
  const shown = await firstQuestion(page, subject);
  await recorder.settle();
  await context.close();
  const assets = [...recorder.assets.values()].filter((asset) => asset.startedAt <= shown.epoch);
  console.log(`\n${subject.name}: files fetched up to the first question visible`);
  for (const asset of [...assets].sort((a, b) => b.gzip - a.gzip)) {
    console.log(
      `  ${new URL(asset.url).pathname.padEnd(52)} ${kb(asset.raw).padStart(10)} ${kb(asset.gzip).padStart(10)} gzip`,
    );
  }
  const js = assets.filter((asset) => asset.kind === 'js');
  const css = assets.filter((asset) => asset.kind === 'css');
  console.log(`  JS : ${js.length} files, ${kb(sum(js, 'raw'))} raw, ${kb(sum(js, 'gzip'))} gzip`);
  console.log(`  CSS: ${css.length} files, ${kb(sum(css, 'raw'))} raw, ${kb(sum(css, 'gzip'))} gzip`);
  console.log(`  total ${kb(sum(assets, 'gzip'))} gzip`);
  return sum(assets, 'gzip');
}

/** Online first visit in a fresh profile, then, once the service worker controls the page, offline second visit. */
async function visitTimes(browser: Browser, subject: Subject) {
  const context = await newContext(browser, subject);
  try {
    const page = await context.newPage();
    const first = await firstQuestion(page, subject);
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
      timeout: 30_000,
    });
    await context.setOffline(true);
    const second = await firstQuestion(page, subject, true);
    return { online: first.ms, offline: second.ms, onlineHtml: first.html, offlineHtml: second.html };
  } finally {
    await context.close();
  }
}

/** A photo question, a page break and a fill-in, published: its answer link. */
async function publishMediaFirstSurvey(server: Awaited<ReturnType<typeof startTestServer>>): Promise<string> {
  const survey = await SurveyBuilder.create(server, { surveyName: '基准问卷（照片在前）' });
  await survey.add('image', { quTitle: '请拍下门头', mediaQuType: '2' });
  await survey.pageBreak();
  await survey.add('fillBlank', { quTitle: '原因？' });
  await survey.publish();
  return answerUrl(server, survey.surveyId);
}

async function main() {
  const server = await startTestServer();
  const surveyJsDir = await mkdtemp(join(tmpdir(), 'wenda-bench-surveyjs-'));
  await buildSurveyJsPage(surveyJsDir);
  const surveyJsServer = await serveDirectory(surveyJsDir);
  const browser = await launchBrowser();
  try {
    const wenda: Subject = {
      name: 'Wenda',
      url: await publishBenchSurvey(server),
      selector: WENDA_FIRST_QUESTION,
    };
    const surveyJs: Subject = {
      name: 'SurveyJS (survey-core + survey-react-ui, Workbox precache)',
      url: `${surveyJsServer.url}/`,
      selector: '.sd-question .sd-item',
    };

    const wendaBytes = await firstLoadBytes(browser, wenda);
    const surveyJsBytes = await firstLoadBytes(browser, surveyJs);
    // Media code loads only with a media question: a survey that opens on one pays for it up front.
    const mediaFirst: Subject = {
      name: 'Wenda, a survey whose first question is a media question (photo)',
      url: await publishMediaFirstSurvey(server),
      selector: WENDA_FIRST_QUESTION,
    };
    const mediaFirstBytes = await firstLoadBytes(browser, mediaFirst);

    const times = {
      wenda: {
        online: [] as number[],
        offline: [] as number[],
        onlineHtml: [] as number[],
        offlineHtml: [] as number[],
      },
      surveyJs: {
        online: [] as number[],
        offline: [] as number[],
        onlineHtml: [] as number[],
        offlineHtml: [] as number[],
      },
    };
    for (let run = 0; run < RUNS; run++) {
      // Alternate which page goes first, so neither always meets a warmer machine.
      const order = run % 2 === 0 ? (['wenda', 'surveyJs'] as const) : (['surveyJs', 'wenda'] as const);
      for (const which of order) {
        const measured = await visitTimes(browser, which === 'wenda' ? wenda : surveyJs);
        times[which].online.push(measured.online);
        times[which].offline.push(measured.offline);
        times[which].onlineHtml.push(measured.onlineHtml);
        times[which].offlineHtml.push(measured.offlineHtml);
      }
    }

    const ms = (value: number) => `${Math.round(value)} ms`;
    const row = (label: string, ours: number, theirs: number) =>
      console.log(
        `  ${label.padEnd(34)} ${ms(ours).padStart(9)} ${ms(theirs).padStart(9)}   ${(ours / theirs).toFixed(2)}×`,
      );
    console.log(`\nFirst load, gzip (bytes before the first question was visible):`);
    console.log(
      `  Wenda ${kb(wendaBytes)}, SurveyJS ${kb(surveyJsBytes)}: ${(wendaBytes / surveyJsBytes).toFixed(2)}×; ` +
        `vs the bar ${kb(BAR_GZIP)}: ${(wendaBytes / BAR_GZIP).toFixed(2)}× (${wendaBytes <= BAR_GZIP ? 'within' : 'OVER'})`,
    );
    console.log(
      `  a media question first: ${kb(mediaFirstBytes)} (+${kb(mediaFirstBytes - wendaBytes)} for the media view)`,
    );
    console.log(`\nNavigation → first question visible, in the page (median of ${RUNS} runs):`);
    console.log(`  ${''.padEnd(34)} ${'Wenda'.padStart(9)} ${'SurveyJS'.padStart(9)}   Wenda/SurveyJS`);
    row('online, first visit', median(times.wenda.online), median(times.surveyJs.online));
    row('offline, second visit (sw)', median(times.wenda.offline), median(times.surveyJs.offline));
    row(
      '  of which the HTML arrived, online',
      median(times.wenda.onlineHtml),
      median(times.surveyJs.onlineHtml),
    );
    row(
      '  of which the HTML arrived, offline',
      median(times.wenda.offlineHtml),
      median(times.surveyJs.offlineHtml),
    );
    const all = (list: number[]) => list.map((value) => Math.round(value)).join(' ');
    console.log(`  runs: Wenda online ${all(times.wenda.online)} | offline ${all(times.wenda.offline)}`);
    console.log(
      `        SurveyJS online ${all(times.surveyJs.online)} | offline ${all(times.surveyJs.offline)}`,
    );
  } finally {
    await browser.close();
    await surveyJsServer.close();
    await server.close();
    await rm(surveyJsDir, { recursive: true, force: true });
  }
}

await main();
