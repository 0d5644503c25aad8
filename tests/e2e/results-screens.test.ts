import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath, launchBrowser, requireChromium } from './browser';
import {
  answerUrl,
  PHONE,
  SurveyBuilder,
  type TestServer,
  waitForQuestion,
  waitUntilCompleteAndSent,
} from './runnerSupport';
import { DEMO_PASSWORD, startTestServer } from './server';

/**
 * The designer's results workspace in Chromium against a real server: a survey answered several times in the
 * runner, its report (charts drawn), a filter that follows to the response list, one response opened and
 * marked invalid, a CSV export downloaded, and the public report opened without a login.
 */
const hasChromium = Boolean(requireChromium());

/** What each respondent answers: when, where (several), why, how often. */
const ROUNDS = [
  { when: '傍晚', where: ['公园', '街道'], why: '保持健康', often: '3' },
  { when: '清晨', where: ['公园'], why: '减肥', often: '5' },
  { when: '傍晚', where: ['跑步机'], why: '放松心情', often: '2' },
  { when: '夜间', where: ['街道', '跑步机'], why: '训练比赛', often: '6' },
];

async function runningSurvey(server: TestServer) {
  const survey = await SurveyBuilder.create(server, { surveyName: '跑步习惯调查（结果）' });
  await survey.add('radio', {
    quTitle: '您通常什么时候跑步？',
    optionList: [{ optionName: '清晨' }, { optionName: '傍晚' }, { optionName: '夜间' }],
  });
  await survey.pageBreak();
  await survey.add('checkbox', {
    quTitle: '您在哪里跑步？',
    optionList: [{ optionName: '公园' }, { optionName: '街道' }, { optionName: '跑步机' }],
  });
  await survey.add('fillBlank', { quTitle: '您跑步的主要原因是什么？' });
  await survey.pageBreak();
  await survey.add('number', {
    quTitle: '您每周跑几次？',
    answerConfig: { limitRangeInd: 1, paramInt01: 0, paramInt02: 14 },
  });
  return survey.publish();
}

function choose(page: Page, name: string) {
  return page.locator('label').filter({ hasText: name }).click();
}

async function answerOnce(page: Page, round: (typeof ROUNDS)[number]) {
  await choose(page, round.when);
  await page.getByTestId('next').click();
  await page.locator('.wr-q__title', { hasText: '您在哪里跑步？' }).waitFor();
  for (const place of round.where) await choose(page, place);
  await page.getByRole('textbox').fill(round.why);
  await page.getByTestId('next').click();
  await page.locator('.wr-q__title', { hasText: '您每周跑几次？' }).waitFor();
  await page.getByRole('textbox').fill(round.often);
  await page.getByTestId('submit').click();
}

/**
 * Opens an antd Select (in a dialog or not) and picks the option with this text, then closes the list. The
 * option is looked for in THIS select's list (the one its combobox controls): another select's list may
 * still be fading out, with the same texts in it.
 */
async function pickSelect(page: Page, testId: string, text: string, inDialog = true) {
  const combobox = page.getByTestId(testId).getByRole('combobox');
  const listOf = async () => {
    const id = await combobox.getAttribute('aria-controls');
    return id ? page.locator(`.ant-select-dropdown:visible:has([id="${id}"])`) : null;
  };
  // The select may still be sliding in (a collapse panel opening): a click then misses, so it is clicked
  // again until its list shows, each time after waiting out the list's own opening animation.
  let list: Awaited<ReturnType<typeof listOf>> = null;
  for (let attempt = 0; attempt < 5 && !list; attempt++) {
    await page.getByTestId(testId).click({ force: true });
    const candidate = await expect
      .poll(listOf, { timeout: 2_000 })
      .not.toBeNull()
      .then(listOf)
      .catch(() => null);
    const shown = await candidate
      ?.waitFor({ timeout: 2_000 })
      .then(() => true)
      .catch(() => false);
    if (shown) list = candidate;
  }
  if (!list) throw new Error(`the list of ${testId} did not open`);
  await list.locator('.ant-select-item-option', { hasText: text }).first().click();
  // A multiple select stays open after a pick; a click on the dialog's title closes it (Escape would close
  // the dialog too).
  if (inDialog) await page.locator('.ant-modal-title:visible').click();
  await list.waitFor({ state: 'hidden' });
}

/** Whether a chart's canvas has anything drawn on it (some pixel not blank). */
function canvasDrawn(page: Page, scope = 'body') {
  return page.evaluate((selector) => {
    const canvases = [...document.querySelectorAll<HTMLCanvasElement>(`${selector} canvas`)];
    return canvases.filter((canvas) => {
      const context = canvas.getContext('2d');
      if (!context || canvas.width === 0 || canvas.height === 0) return false;
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 0) return true;
      return false;
    }).length;
  }, scope);
}

describe.skipIf(!hasChromium)('results screens in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let designer: BrowserContext;
  let page: Page;
  let surveyId: string;

  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    surveyId = await runningSurvey(server);
    designer = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
    page = await designer.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const stat = async (testId: string) =>
    Number((await page.getByTestId(testId).locator('.ant-statistic-content-value').textContent())?.trim());

  it('collects several responses through the runner', { timeout: 120_000 }, async () => {
    for (const round of ROUNDS) {
      // A fresh device each time: each visit is a new respondent.
      const context = await browser.newContext(PHONE);
      const respondent = await context.newPage();
      await respondent.goto(answerUrl(server, surveyId));
      await waitForQuestion(respondent);
      await answerOnce(respondent, round);
      await waitUntilCompleteAndSent(respondent);
      await context.close();
    }
  });

  it('shows the report: overview and one card per question with its chart', { timeout: 60_000 }, async () => {
    await page.goto(`${server.url}/#/login`);
    const form = page.getByTestId('login-form');
    await form.getByLabel('用户名').fill(server.demoAccount.userName);
    await form.getByLabel('密码').fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: '登录' }).click();
    await page.getByTestId('survey-list').waitFor();

    await page.goto(`${server.url}/#/editquestion?surveyId=${surveyId}`);
    await page.getByRole('tab', { name: '数据' }).click();
    await page.getByTestId('results-report').waitFor();
    await expect.poll(() => stat('stat-started')).toBe(ROUNDS.length);
    await expect.poll(() => stat('stat-complete')).toBe(ROUNDS.length);
    const cards = page.getByTestId('question-card');
    await expect.poll(() => cards.count()).toBe(4);
    expect(await cards.evaluateAll((all) => all.map((card) => card.getAttribute('data-kind')))).toEqual([
      'choice',
      'choice',
      'text',
      'numeric',
    ]);
    // 傍晚 twice out of four: 2 and 50.0%.
    const when = cards.first();
    await expect.poll(() => when.locator('tr', { hasText: '傍晚' }).textContent()).toContain('50.0%');
    // Per-day line, two choice bar charts and the number's distribution: each canvas has pixels on it.
    await expect.poll(() => canvasDrawn(page)).toBeGreaterThanOrEqual(4);
    // A chart downloads as a PNG (its title drawn above it).
    const [png] = await Promise.all([page.waitForEvent('download'), when.getByTestId('chart-png').click()]);
    expect(png.suggestedFilename()).toMatch(/Q1\.png$/);
    const pngBytes = await readFile((await png.path()) ?? '');
    expect([...pngBytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    // The free texts are listed, searchable.
    const texts = page.locator('[data-kind="text"]').getByTestId('text-list');
    await expect.poll(() => texts.locator('.ant-list-item').count()).toBe(4);
    await texts.locator('input').fill('减肥');
    await texts.locator('input').press('Enter');
    await expect.poll(() => texts.locator('.ant-list-item').count()).toBe(1);

    // Cross-tab of when × where: counts, totals, and the test with both of its warnings (few responses,
    // and a multiple choice question).
    const crosstab = page.getByTestId('crosstab-panel');
    await crosstab.locator('.ant-collapse-header').click();
    await pickSelect(page, 'crosstab-rows', '什么时候跑步', false);
    await pickSelect(page, 'crosstab-columns', '在哪里跑步', false);
    const result = crosstab.getByTestId('crosstab-result');
    await result.waitFor();
    // 傍晚: 公园 1, 街道 1, 跑步机 1 — three choices by two respondents.
    await expect
      .poll(() => result.locator('tr', { hasText: '傍晚' }).innerText())
      .toMatch(/傍晚\s+1\s+1\s+1\s+3/);
    await expect
      .poll(() => result.locator('tr', { hasText: '合计' }).last().innerText())
      .toMatch(/合计\s+2\s+2\s+2\s+6/);
    await expect.poll(() => result.innerText()).toContain('同时回答两题的答卷：4 份');
    const chi = result.getByTestId('chi-square');
    await expect.poll(() => chi.innerText()).toContain('自由度');
    await expect.poll(() => chi.locator('.ant-alert').count()).toBe(2);
    await page.screenshot({ path: artifactPath('results-report.png'), fullPage: true });
  });

  it('filters by an answer, and the filter follows to the response list', { timeout: 60_000 }, async () => {
    await page.getByTestId('add-condition').click();
    await pickSelect(page, 'condition-question', '什么时候跑步');
    await pickSelect(page, 'condition-options', '傍晚');
    await page.getByTestId('condition-ok').click();
    await expect.poll(() => stat('stat-started')).toBe(2);
    expect(page.url()).toContain('filter=');
    await expect.poll(() => page.getByTestId('filter-condition').textContent()).toContain('傍晚');

    await page.getByTestId('results-nav').getByText('答卷列表').click();
    await page.getByTestId('results-responses').waitFor();
    expect(page.url()).toContain('filter=');
    await expect.poll(() => page.getByTestId('filter-condition').count()).toBe(1);
    const rows = page.getByTestId('responses-table').locator('tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(2);
    await page.getByTestId('filter-reset').click();
    await expect.poll(() => rows.count()).toBe(ROUNDS.length);
  });

  it('opens a response in full and marks it invalid', { timeout: 60_000 }, async () => {
    const rows = page.getByTestId('responses-table').locator('tbody tr.ant-table-row');
    await rows.first().getByTestId('open-response').click();
    const drawer = page.getByTestId('response-drawer');
    const answers = drawer.getByTestId('response-answers');
    await answers.waitFor();
    await expect.poll(() => answers.locator('li').count()).toBe(4);
    await page.screenshot({ path: artifactPath('results-response.png') });
    await drawer.getByTestId('response-invalid').click();
    await expect.poll(() => rows.count()).toBe(ROUNDS.length - 1);

    await page.getByTestId('results-nav').getByText('无效答卷').click();
    await page.getByTestId('results-invalid').waitFor();
    const invalidRows = page.getByTestId('responses-table').locator('tbody tr.ant-table-row');
    await expect.poll(() => invalidRows.count()).toBe(1);

    await page.getByTestId('results-nav').getByText('统计报告').click();
    await expect.poll(() => stat('stat-started')).toBe(ROUNDS.length - 1);
  });

  it('exports CSV as a job and downloads the file', { timeout: 60_000 }, async () => {
    await page.getByTestId('results-nav').getByText('导出与分享').click();
    await page.getByTestId('results-exports').waitFor();
    await page.getByTestId('export-start').click();
    const link = page.getByTestId('export-download').first();
    await link.waitFor({ timeout: 30_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const bytes = await readFile((await download.path()) ?? '');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    // The invalid response is left out: a header and three rows.
    expect(text.trim().split(/\r?\n/)).toHaveLength(1 + ROUNDS.length - 1);
    // The job list comes from the server: it survives a reload.
    await page.reload();
    await expect.poll(() => page.getByTestId('export-download').count()).toBeGreaterThan(0);
    await page.screenshot({ path: artifactPath('results-exports.png') });
  });

  it('turns the public report on and shows it without a login', { timeout: 60_000 }, async () => {
    await page.getByTestId('share-switch').click();
    const linkBox = page.getByTestId('share-link');
    await linkBox.waitFor();
    const link = await linkBox.inputValue();
    expect(link).toContain('/#/results?token=');

    const visitor = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' });
    const stranger = await visitor.newPage();
    await stranger.goto(link);
    await expect
      .poll(() => stranger.getByTestId('public-report-name').textContent())
      .toBe('跑步习惯调查（结果）');
    await expect.poll(() => stranger.getByTestId('question-card').count()).toBe(4);
    await expect.poll(() => canvasDrawn(stranger)).toBeGreaterThanOrEqual(3);
    // Typed texts stay private; the page fits a phone.
    expect(await stranger.getByTestId('text-list').count()).toBe(0);
    expect(await stranger.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await stranger.screenshot({ path: artifactPath('results-public.png'), fullPage: true });

    await page.getByTestId('share-switch').click();
    await expect.poll(() => linkBox.count()).toBe(0);
    await stranger.reload();
    await stranger.getByTestId('public-report-error').waitFor();
    await visitor.close();
  });

  it('fits a phone: the report does not overflow at 390 px', { timeout: 60_000 }, async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('results-nav').getByText('统计报告').click();
    await expect.poll(() => page.getByTestId('question-card').count()).toBe(4);
    await expect.poll(() => canvasDrawn(page)).toBeGreaterThanOrEqual(4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: artifactPath('results-phone.png'), fullPage: true });
  });

  it('downloads the survey archive and imports it as a new survey', { timeout: 60_000 }, async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByTestId('results-nav').getByText('导出与分享').click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('archive-download').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.wenda\.jsonl\.gz$/);
    const archive = (await download.path()) ?? '';
    const bytes = await readFile(archive);
    // gzip's magic number.
    expect([...bytes.subarray(0, 2)]).toEqual([0x1f, 0x8b]);

    await page.goto(`${server.url}/#/issurveylist`);
    await page.getByTestId('survey-list').waitFor();
    // The import button's own file input (antd's Upload keeps it hidden beside the button).
    await page.getByTestId('survey-list').locator('input[type=file]').setInputFiles(archive);
    await page.waitForURL(/#\/editquestion\?surveyId=/);
    const newId = new URL(page.url().replace('#/', '')).searchParams.get('surveyId');
    expect(newId).not.toBe(surveyId);
    await expect.poll(() => page.getByTestId('workspace-name').textContent()).toBe('跑步习惯调查（结果）');
  });

  it('deletes a selected response after the confirmation', { timeout: 60_000 }, async () => {
    await page.goto(`${server.url}/#/answerlist?surveyId=${surveyId}`);
    const rows = page.getByTestId('responses-table').locator('tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(ROUNDS.length - 1);
    await rows.first().locator('.ant-checkbox-input').check();
    await page.getByTestId('bulk-delete').click();
    const dialog = page.locator('.ant-modal-confirm:visible');
    await expect.poll(() => dialog.textContent()).toContain('删除 1 份答卷？');
    await dialog.getByRole('button', { name: '删除' }).click();
    await expect.poll(() => rows.count()).toBe(ROUNDS.length - 2);
  });
});
