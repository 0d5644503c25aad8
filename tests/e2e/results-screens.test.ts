import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath, launchBrowser, requireChromium } from './browser';
import { signInAsDemo } from './designerSupport';
import {
  answerOnce,
  byHeader,
  canvasDrawn,
  pickSelect,
  ROUNDS,
  readSav,
  readWorkbook,
  runningSurvey,
  SURVEY_NAME,
  savedPath,
  WHEN_OPTIONS,
  WHERE_OPTIONS,
} from './resultsSupport';
import {
  answerUrl,
  localResponses,
  PHONE,
  type TestServer,
  waitForQuestion,
  waitForServiceWorker,
  waitUntilCompleteAndSent,
} from './runnerSupport';
import { startTestServer } from './server';

/**
 * The designer's results workspace in Chromium against a real server: a survey answered several times in the
 * runner (three times online, once offline that arrives after reconnecting), its report (charts drawn), a
 * filter that follows to the response list, one response opened and marked invalid, every export format
 * made on the screen, downloaded and read back by other readers (read-excel-file, PSPP), and the public
 * report opened without a login.
 */
const hasChromium = Boolean(requireChromium());

/** Orders answer rows by their free text (unique per round): files list responses in their own order. */
const byWhy = (a: unknown[], b: unknown[]) => String(a[4]).localeCompare(String(b[4]));

describe.skipIf(!hasChromium)('results screens in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let designer: BrowserContext;
  let page: Page;
  let surveyId: string;
  /** The phone that answered offline: it keeps the response until it is back online. */
  let offline: { context: BrowserContext; page: Page; responseId: string };
  /** The rounds answered online first, then the one answered offline (the newest). */
  const ONLINE = ROUNDS.slice(0, -1);
  const OFFLINE = ROUNDS.at(-1) as (typeof ROUNDS)[number];
  /** The round marked invalid (after the offline one in the newest-first list): the exports leave it out. */
  const INVALID = ROUNDS.at(-2) as (typeof ROUNDS)[number];
  const EXPORTED = ROUNDS.filter((round) => round !== INVALID);

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

  it('collects responses through the runner, one of them answered offline', {
    timeout: 120_000,
  }, async () => {
    for (const round of ONLINE) {
      // A fresh device each time: each visit is a new respondent.
      const context = await browser.newContext(PHONE);
      const respondent = await context.newPage();
      await respondent.goto(answerUrl(server, surveyId));
      await waitForQuestion(respondent);
      await answerOnce(respondent, round);
      await waitUntilCompleteAndSent(respondent);
      await context.close();
    }

    // The survey loads once online, the service worker takes control; then the phone loses the network,
    // the runner starts again from its cache and the whole response is answered and submitted offline.
    const context = await browser.newContext(PHONE);
    const respondent = await context.newPage();
    await respondent.goto(answerUrl(server, surveyId));
    await waitForQuestion(respondent);
    await waitForServiceWorker(respondent);
    await context.setOffline(true);
    await respondent.reload();
    await waitForQuestion(respondent);
    await answerOnce(respondent, OFFLINE);
    await respondent.getByTestId('end-title').waitFor();
    await expect.poll(() => respondent.getByTestId('pending-count').count()).toBe(1);
    const [kept] = await localResponses(respondent);
    expect(kept?.status).toBe('complete');
    offline = { context, page: respondent, responseId: kept?.id ?? '' };
  });

  it('shows the report: overview and one card per question with its chart', { timeout: 60_000 }, async () => {
    await signInAsDemo(page, server);

    await page.goto(`${server.url}/#/editquestion?surveyId=${surveyId}`);
    await page.getByRole('tab', { name: '数据' }).click();
    await page.getByTestId('results-report').waitFor();
    // The offline answer is still on the phone: the server has the online ones only.
    await expect.poll(() => stat('stat-started')).toBe(ONLINE.length);
    await offline.context.setOffline(false);
    await waitUntilCompleteAndSent(offline.page, 30_000);
    await expect.poll(() => offline.page.getByTestId('pending-count').count()).toBe(0);
    await offline.context.close();
    // Back online, the response arrives: the report counts it once the designer reloads.
    await page.reload();
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
    // The offline response is in the list, the newest one (the list is newest first).
    expect(await rows.first().getAttribute('data-row-key')).toBe(offline.responseId);
  });

  it('opens a response in full and marks it invalid', { timeout: 60_000 }, async () => {
    const rows = page.getByTestId('responses-table').locator('tbody tr.ant-table-row');
    // The second newest: the last one answered online.
    await rows.nth(1).getByTestId('open-response').click();
    const drawer = page.getByTestId('response-drawer');
    const answers = drawer.getByTestId('response-answers');
    await answers.waitFor();
    await expect.poll(() => answers.locator('li').count()).toBe(4);
    await expect.poll(() => answers.textContent()).toContain(INVALID.why);
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
  });

  /** Picks a format (and for CSV/XLSX codes or texts) on the screen and starts its job. */
  async function startExport(format: string, values?: string) {
    const jobs = page.getByTestId('export-job');
    const before = await jobs.count();
    await page.getByTestId('export-format').getByText(format, { exact: true }).click();
    if (values) await page.getByTestId('export-form').getByText(values, { exact: true }).click();
    await page.getByTestId('export-start').click();
    // The new job is listed before the next one starts (the button is busy until then).
    await expect.poll(() => jobs.count()).toBe(before + 1);
  }

  /** Waits for the job of this format (as the list shows it) to finish, and downloads its file. */
  async function downloadJob(shown: string) {
    const job = page.getByTestId('export-job').filter({ has: page.locator(`td:text-is("${shown}")`) });
    await expect.poll(() => job.getAttribute('data-status'), { timeout: 30_000 }).toBe('done');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      job.getByTestId('export-download').click(),
    ]);
    return { name: download.suggestedFilename(), path: await savedPath(download) };
  }

  it('exports XLSX, SPSS and the codebook on the screen; each file reads back', {
    timeout: 90_000,
  }, async () => {
    await startExport('Excel (XLSX)', '选项文字');
    await startExport('SPSS (.sav)');
    await startExport('编码本');
    const xlsx = await downloadJob('Excel (XLSX)');
    const sav = await downloadJob('SPSS (.sav)');
    const codebook = await downloadJob('编码本');
    await expect.poll(() => page.locator('[data-testid="export-job"][data-status="done"]').count()).toBe(4);
    // From the top: scrolled down by the download clicks, a full-page shot draws the sticky header mid-page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: artifactPath('results-exports.png'), fullPage: true });

    // XLSX with option texts: one row per valid response, the invalid one left out.
    expect(xlsx.name).toMatch(/\.xlsx$/);
    const [sheet] = await readWorkbook(xlsx.path);
    const table = byHeader(sheet?.data ?? []);
    const answerColumns = ['Q1', 'Q2_1', 'Q2_2', 'Q2_3', 'Q3', 'Q4'];
    expect(table.header.slice(-answerColumns.length)).toEqual(answerColumns);
    const answersOf = (row: Record<string, unknown>) => answerColumns.map((name) => row[name]);
    expect(table.rows.map(answersOf).sort(byWhy)).toEqual(
      EXPORTED.map((round) => [
        round.when,
        ...WHERE_OPTIONS.map((place) => (round.where.includes(place) ? place : null)),
        round.why,
        Number(round.often),
      ]).sort(byWhy),
    );
    expect(table.rows.find((row) => row.responseId === offline.responseId)?.Q3).toBe(OFFLINE.why);

    const exportedIds = table.rows.map((row) => row.responseId).sort();

    // SPSS, read back by PSPP: the same cases, choices as codes (option positions) and 0/1 dichotomies.
    expect(sav.name).toMatch(/\.sav$/);
    const spss = await readSav(sav.path);
    expect(spss.header.slice(-answerColumns.length)).toEqual(answerColumns);
    expect(spss.rows.map((row) => row.responseId).sort()).toEqual(exportedIds);
    expect(spss.rows.map(answersOf).sort(byWhy)).toEqual(
      EXPORTED.map((round) => [
        String(WHEN_OPTIONS.indexOf(round.when) + 1),
        ...WHERE_OPTIONS.map((place) => (round.where.includes(place) ? '1' : '0')),
        round.why,
        round.often,
      ]).sort(byWhy),
    );

    // The codebook: one row per variable with its CJK label and value labels, and the multiple-response set.
    expect(codebook.name).toMatch(/-codebook-.*\.xlsx$/);
    const [variables, sets] = await readWorkbook(codebook.path);
    const described = new Map((variables?.data ?? []).slice(1).map((row) => [row[0], row.slice(1, 4)]));
    expect([...described.keys()]).toEqual(table.header);
    expect(described.get('Q1')).toEqual([
      '您通常什么时候跑步？',
      'numeric',
      WHEN_OPTIONS.map((option, at) => `${at + 1}=${option}`).join('; '),
    ]);
    for (const [at, place] of WHERE_OPTIONS.entries()) {
      expect(described.get(`Q2_${at + 1}`)).toEqual([`您在哪里跑步？ - ${place}`, 'numeric', `1=${place}`]);
    }
    expect(described.get('Q3')?.slice(0, 2)).toEqual(['您跑步的主要原因是什么？', 'string']);
    expect(described.get('Q4')?.slice(0, 2)).toEqual(['您每周跑几次？', 'numeric']);
    expect(sets?.data.slice(1)).toEqual([['$Q2', '您在哪里跑步？', 'Q2_1 Q2_2 Q2_3']]);
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
    await expect.poll(() => stranger.getByTestId('public-report-name').textContent()).toBe(SURVEY_NAME);
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
    await expect.poll(() => page.getByTestId('workspace-name').textContent()).toBe(SURVEY_NAME);
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
