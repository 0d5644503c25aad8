import { eq } from 'drizzle-orm';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releases, surveys } from '../../server/db/schema';
import type { SavedQuestion } from '../../src/core/api/design';
import { LOGIC_API } from '../../src/core/api/logic';
import { artifactPath, launchBrowser, requireChromium } from './browser';
import { signInAsDemo } from './designerSupport';
import { callApi, loginDemo, SurveyBuilder, storedResponses, type TestServer } from './runnerSupport';
import { startTestServer } from './server';

/**
 * The designer's preview (/preview hosting /previewanswer) in Chromium against a real server, on a survey that
 * was never published: Q1 您跑步吗？ (是 / 否; 否 jumps to Q3) | page | Q2 您多久跑一次？ | page | Q3 跑步的感受
 * (fill-in) | page | Q4 您会推荐跑步吗？. The designer answers in the phone frame (validation, the jump), goes back
 * through the page list with the answers kept, switches to the desktop frame, finishes, starts over; the
 * server then holds no response and no release, and the browser's IndexedDB no response or waiting save.
 */
const hasChromium = Boolean(requireChromium());

describe.skipIf(!hasChromium)('the designer preview in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let survey: SurveyBuilder;
  let q3: SavedQuestion;
  const answerCalls: string[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    survey = await SurveyBuilder.create(server, { surveyName: '预览问卷' });
    const q1 = await survey.add('radio', {
      quTitle: '您跑步吗？',
      optionList: [{ optionName: '是' }, { optionName: '否' }],
    });
    await survey.pageBreak();
    await survey.add('radio', {
      quTitle: '您多久跑一次？',
      optionList: [{ optionName: '每天' }, { optionName: '每周' }],
    });
    await survey.pageBreak();
    q3 = await survey.add('fillBlank', { quTitle: '跑步的感受' });
    await survey.pageBreak();
    await survey.add('radio', {
      quTitle: '您会推荐跑步吗？',
      optionList: [{ optionName: '愿意' }, { optionName: '不想' }],
    });
    const token = await loginDemo(server);
    const no = q1.optionList.find((option) => option.optionName === '否')?.id;
    await callApi(server, LOGIC_API.addLogic, {
      token,
      body: { quId: q1.id, anQuId: q1.id, anQuItemId: no, geLe: '1', logicType: 1, toQuId: q3.id },
    });
    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 }, locale: 'zh-CN' });
    page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    // Every call a respondent's runner would make to keep or count answers.
    page.on('request', (request) => {
      if (/\/api\/survey-answer\//.test(request.url())) answerCalls.push(request.url());
    });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const frameElement = () => page.getByTestId('preview-frame');
  const frame = async (): Promise<Frame> => {
    const found = await (await frameElement().elementHandle())?.contentFrame();
    if (!found) throw new Error('no preview frame');
    return found;
  };
  const questionTitles = async () => (await frame()).locator('.wr-q').allInnerTexts();
  const choose = async (name: string) => (await frame()).locator('label').filter({ hasText: name }).click();
  const next = async () => (await frame()).locator('[data-testid="next"], [data-testid="submit"]').click();
  const pageItem = (index: number) => page.getByTestId(`preview-page-${index}`);

  it('opens from the workspace: the runner in a 375 px phone frame, with the list of pages', async () => {
    await signInAsDemo(page, server);
    await page.goto(`${server.url}/#/editquestion?surveyId=${survey.surveyId}`);
    await page.getByTestId('open-preview').click();
    await page.getByTestId('preview-screen').waitFor();
    expect(page.url()).toContain(`#/preview?surveyId=${survey.surveyId}`);
    await (await frame()).locator('.wr-q').first().waitFor({ state: 'visible', timeout: 30_000 });
    expect(await (await frame()).evaluate(() => [window.innerWidth, location.hash])).toEqual([
      375,
      `#/previewanswer?surveyId=${survey.surveyId}`,
    ]);
    await expect.poll(() => page.getByTestId('preview-pages').locator('button').count()).toBe(4);
    expect(await pageItem(0).getAttribute('aria-current')).toBe('page');
    expect(await pageItem(2).innerText()).toContain('Q3');
    expect(await questionTitles()).toEqual([expect.stringContaining('您跑步吗？')]);
  });

  it('validates, then follows the jump: 否 goes from Q1 to Q3, and the list greys Q2 out', async () => {
    await next();
    const issue = (await frame()).locator('.rv-issue');
    await issue.waitFor();
    expect(await issue.innerText()).toBe('答案不能为空！');
    await choose('否');
    await expect.poll(() => pageItem(1).isDisabled()).toBe(true);
    expect(await pageItem(1).innerText()).toContain('按目前的答案不显示');
    await next();
    await expect.poll(questionTitles).toEqual([expect.stringContaining('跑步的感受')]);
    expect(await pageItem(2).getAttribute('aria-current')).toBe('page');
    await page.screenshot({ path: artifactPath('preview-phone-zh.png') });
  });

  it('jumps to a page from the list, the answers kept; a changed answer shows the skipped page again', async () => {
    await pageItem(0).click();
    await expect.poll(questionTitles).toEqual([expect.stringContaining('您跑步吗？')]);
    expect(await (await frame()).getByRole('radio', { name: '否' }).isChecked()).toBe(true);
    await choose('是');
    await expect.poll(() => pageItem(1).isDisabled()).toBe(false);
    await pageItem(1).click();
    await expect.poll(questionTitles).toEqual([expect.stringContaining('您多久跑一次？')]);
    await choose('每周');
    await pageItem(2).click();
    await expect.poll(questionTitles).toEqual([expect.stringContaining('跑步的感受')]);
  });

  it('switches to the desktop frame without losing the answers, and finishes with nothing kept', async () => {
    await page.getByTestId('preview-device-desktop').click();
    await expect.poll(async () => (await frame()).evaluate(() => window.innerWidth)).toBe(1024);
    await (await frame()).locator(`[data-question-id="${q3.id}"] input, .wr-q input`).first().fill('很轻松');
    await page.screenshot({ path: artifactPath('preview-desktop-zh.png') });
    await next();
    await expect.poll(questionTitles).toEqual([expect.stringContaining('您会推荐跑步吗？')]);
    await choose('愿意');
    await next();
    const endNote = (await frame()).getByTestId('preview-end-note');
    await endNote.waitFor();
    expect(await endNote.innerText()).toBe('预览结束（完成）：答案没有保存。');
    expect(await page.getByTestId('preview-finished').innerText()).toBe('已答完：完成');
    // Back in the list: Q1 still holds 是 (a finished preview can be walked again).
    await pageItem(0).click();
    await expect.poll(questionTitles).toEqual([expect.stringContaining('您跑步吗？')]);
    expect(await (await frame()).getByRole('radio', { name: '是' }).isChecked()).toBe(true);
  });

  it('starts over with no answers', async () => {
    await page.getByTestId('preview-device-phone').click();
    await page.getByTestId('preview-reset').click();
    await expect.poll(async () => (await frame()).getByRole('radio', { name: '是' }).isChecked()).toBe(false);
    expect(await questionTitles()).toEqual([expect.stringContaining('您跑步吗？')]);
    expect(await pageItem(0).getAttribute('aria-current')).toBe('page');
  });

  it('kept nothing: no response, release or state change on the server, nothing in IndexedDB, no answer call', async () => {
    expect(await storedResponses(server, survey.surveyId)).toEqual([]);
    expect(await server.db.select().from(releases).where(eq(releases.surveyId, survey.surveyId))).toEqual([]);
    const [row] = await server.db.select().from(surveys).where(eq(surveys.id, survey.surveyId));
    expect(row?.surveyState).toBe('0');
    expect(answerCalls).toEqual([]);
    const device = await (await frame()).evaluate(async (surveyId) => {
      const names = (await indexedDB.databases()).map((database) => database.name);
      if (!names.includes('wenda-runner')) return { names, responses: [], outbox: [] };
      const open = indexedDB.open('wenda-runner');
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const all = (store: string) =>
        new Promise<{ surveyId?: string; body?: { surveyId?: string } }[]>((resolve, reject) => {
          if (!db.objectStoreNames.contains(store)) return resolve([]);
          const read = db.transaction(store).objectStore(store).getAll();
          read.onsuccess = () => resolve(read.result);
          read.onerror = () => reject(read.error);
        });
      const [responses, outbox] = [await all('responses'), await all('outbox')];
      db.close();
      const mine = (row: { surveyId?: string; body?: { surveyId?: string } }) =>
        row.surveyId === surveyId || row.body?.surveyId === surveyId;
      return { names, responses: responses.filter(mine), outbox: outbox.filter(mine) };
    }, survey.surveyId);
    expect(device.responses).toEqual([]);
    expect(device.outbox).toEqual([]);
  });

  it('sends /home back to the preview when left from it (spec 1 §2)', async () => {
    await page.evaluate(() => {
      location.hash = '#/home';
    });
    await expect.poll(() => page.url()).toContain(`#/preview?surveyId=${survey.surveyId}`);
    await page.getByTestId('preview-screen').waitFor();
    // From anywhere else /home is the survey list.
    await page.goto(`${server.url}/#/editquestion?surveyId=${survey.surveyId}`);
    await page.getByTestId('workspace').waitFor();
    await page.evaluate(() => {
      location.hash = '#/home';
    });
    await page.getByTestId('survey-list').waitFor();
    expect(page.url()).toContain('#/issurveylist');
  });
});
