import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeXlsx } from '../../server/results/exports/xlsx';
import { LANGUAGE_API, type LanguageResponse } from '../../src/core/api/language';
import { jaMessages } from '../../src/i18n/respondent/ja';
import { seriousViolations } from './axe';
import { artifactPath, launchBrowser, requireChromium } from './browser';
import { signInAsDemo } from './designerSupport';
import {
  answerUrl,
  callApi,
  choose,
  localResponses,
  loginDemo,
  PHONE,
  SurveyBuilder,
  storedResponses,
  type TestServer,
  waitForQuestion,
  waitUntilCompleteAndSent,
} from './runnerSupport';
import { startTestServer } from './server';

/**
 * Survey languages (issue 11): a survey declared in its own words, English and Japanese, translated on the
 * /language screen (English typed in, missing texts highlighted and counted as they are typed; Japanese
 * written by a "translator" into the exported workbook and imported, the welcome typed), then answered in
 * each language on a phone. The link's `&lang=` preselects; the switch changes the texts
 * mid-survey and the answers stay; a text without translation shows the designer's own words; the language
 * chosen last is kept with the response on the server. Screenshots in tests/artifacts.
 */
const hasChromium = Boolean(requireChromium());
const DESKTOP = { viewport: { width: 1280, height: 900 }, locale: 'zh-CN' };
describe.skipIf(!hasChromium)('survey languages in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let token: string;
  let survey: SurveyBuilder;
  let choice: Awaited<ReturnType<SurveyBuilder['add']>>;
  let open: Awaited<ReturnType<SurveyBuilder['add']>>;
  let designer: Page;

  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    token = await loginDemo(server);
    survey = await SurveyBuilder.create(server, {
      surveyName: '早餐习惯调查',
      surveyNote: '<p>感谢参加</p>',
      surveyLanguage: 'origin,en,ja',
    });
    choice = await survey.add('radio', {
      quTitle: '您通常吃早餐吗？',
      optionList: [{ optionName: '每天' }, { optionName: '偶尔' }, { optionName: '从不' }],
    });
    await survey.pageBreak();
    open = await survey.add('fillBlank', { quTitle: '您早餐通常吃什么？' });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const option = (index: number) => `option.${choice.optionList[index]?.id}`;

  async function phone(link: string): Promise<Page> {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    await page.goto(link);
    await waitForQuestion(page);
    return page;
  }
  const questionTitle = (page: Page) => page.locator('.wr-q').first().locator('.wr-q__title').innerText();

  it('translates into English on the screen: what is missing is highlighted and counted', async () => {
    const context = await browser.newContext(DESKTOP);
    designer = await context.newPage();
    designer.on('pageerror', (error) => console.error('page error:', error.message));
    await signInAsDemo(designer, server);
    await designer.goto(`${server.url}/#/projectinfo?surveyId=${survey.surveyId}`);
    await designer.getByTestId('settings-nav').getByRole('link', { name: '多语言' }).click();
    await designer.getByTestId('language-editor').waitFor();
    expect(designer.url()).toContain(`/language?surveyId=${survey.surveyId}`);

    const rows = designer.locator('[data-testid^="translation-row-"]');
    const total = await rows.count();
    // Name, welcome, two titles, three options (the page break between them is nothing to read).
    expect(total).toBe(7);
    expect(await designer.locator('[data-testid^="translation-row-"][data-missing="1"]').count()).toBe(total);
    expect(await designer.getByTestId('language-tab-en').innerText()).toContain(`${total} 项未翻译`);
    expect(await designer.getByTestId('language-tab-ja').innerText()).toContain(`${total} 项未翻译`);
    // The designer's own words beside each field.
    expect(await designer.getByTestId(`translation-row-question.${choice.id}.quTitle`).innerText()).toContain(
      '您通常吃早餐吗？',
    );

    const typeIn = (key: string, text: string) => designer.getByTestId(`translation-${key}`).fill(text);
    await typeIn('survey.surveyName', 'Breakfast habits');
    await typeIn(`question.${choice.id}.quTitle`, 'Do you usually have breakfast?');
    await typeIn(option(0), 'Every day');
    await typeIn(option(1), 'Sometimes');
    await typeIn(option(2), 'Never');
    await typeIn(`question.${open.id}.quTitle`, 'What do you usually eat for breakfast?');
    // Only the welcome text is left: counted and highlighted as it is typed.
    await expect
      .poll(() => designer.getByTestId('language-progress').innerText())
      .toBe(`已翻译 6 / ${total} 项`);
    expect(await designer.locator('[data-testid^="translation-row-"][data-missing="1"]').count()).toBe(1);
    expect(await designer.getByTestId('translation-row-survey.surveyNote').getAttribute('data-missing')).toBe(
      '1',
    );
    // Only what is left to translate, on demand.
    await designer.getByTestId('language-only-missing').click();
    await expect.poll(() => rows.count()).toBe(1);
    await designer.getByTestId('language-only-missing').click();
    await expect.poll(() => rows.count()).toBe(total);
    await designer.screenshot({ path: artifactPath('languages-designer-en.png'), fullPage: true });
    expect(await seriousViolations(designer)).toEqual([]);
    await designer.getByTestId('language-save').click();
    await expect.poll(() => designer.locator('.ant-message').innerText()).toContain('英文译文已保存');
    expect(await designer.getByTestId('language-tab-en').innerText()).toContain('1 项未翻译');

    const stored = await callApi<LanguageResponse>(
      server,
      `${LANGUAGE_API.get}?surveyId=${survey.surveyId}`,
      {
        token,
      },
    );
    expect(stored.translations.find((entry) => entry.language === 'en')?.translations).toMatchObject({
      'survey.surveyName': 'Breakfast habits',
      [option(1)]: 'Sometimes',
    });
  });

  it('exports the workbook, and imports the Japanese a translator wrote in it', async () => {
    const download = designer.waitForEvent('download');
    await designer.getByTestId('language-export').click();
    const file = await (await download).path();
    const [sheet] = (await readXlsxFile(await readFile(file))) as { data: unknown[][] }[];
    const [header = [], ...rows] = sheet?.data ?? [];
    expect(header).toEqual(['key', '题号', '类型', '原文', '英文 (en)', '日文 (ja)']);
    const japanese: Record<string, string> = {
      'survey.surveyName': '朝食の習慣',
      [`question.${choice.id}.quTitle`]: '普段、朝食を食べますか？',
      [option(0)]: '毎日',
      // 「偶尔」 is left untranslated: respondents see the designer's own word.
      [option(2)]: '食べない',
      [`question.${open.id}.quTitle`]: '朝食は普段何を食べますか？',
    };
    const translated = [header, ...rows.map((row) => [...row.slice(0, 5), japanese[String(row[0])] ?? ''])];
    const dir = await mkdtemp(join(tmpdir(), 'wenda-e2e-lang-'));
    const path = join(dir, 'translated.xlsx');
    await writeXlsx(path, [
      { name: 'translations', rows: translated.map((row) => row.map((cell) => String(cell ?? ''))) },
    ]);
    await designer.locator('input[type=file][accept=".xlsx"]').setInputFiles(path);
    await expect.poll(() => designer.locator('.ant-message').innerText()).toContain('已导入');
    await designer.getByTestId('language-tab-ja').click();
    await expect.poll(() => designer.getByTestId('language-tab-ja').innerText()).toContain('2 项未翻译');
    expect(await designer.getByTestId(`translation-${option(0)}`).inputValue()).toBe('毎日');
    expect(await designer.getByTestId(`translation-row-${option(1)}`).getAttribute('data-missing')).toBe('1');
    // Typed on the screen as well: the Japanese welcome.
    await designer.getByTestId('translation-survey.surveyNote').fill('ご協力ありがとうございます');
    await designer.getByTestId('language-save').click();
    await expect.poll(() => designer.locator('.ant-message').innerText()).toContain('日文译文已保存');
    expect(await designer.getByTestId('language-tab-ja').innerText()).toContain('1 项未翻译');
    await designer.screenshot({ path: artifactPath('languages-designer-ja.png'), fullPage: true });
    await rm(dir, { recursive: true, force: true });
    await survey.publish();
  });

  it('answers in English from the link, switches to Japanese mid-survey and keeps the answers', async () => {
    const page = await phone(`${answerUrl(server, survey.surveyId)}&lang=en`);
    expect(await page.locator('.wr-survey__title').innerText()).toBe('Breakfast habits');
    expect(await questionTitle(page)).toContain('Do you usually have breakfast?');
    expect(await page.getByTestId('survey-language').inputValue()).toBe('en');
    // The interface follows English too.
    expect(await page.getByTestId('next').innerText()).toMatch(/next/i);
    await page.screenshot({ path: artifactPath('languages-runner-en.png') });
    await choose(page, 'Sometimes');
    await page.getByTestId('next').click();
    await expect.poll(() => questionTitle(page)).toContain('What do you usually eat');
    await page.locator('.wr-q input, .wr-q textarea').first().fill('Toast');

    await page.getByTestId('survey-language').selectOption('ja');
    // Kept on the device at once, like an answer (so it travels with the response offline too).
    await expect
      .poll(async () => ((await localResponses(page))[0] as { language?: string } | undefined)?.language)
      .toBe('ja');
    await expect.poll(() => questionTitle(page)).toContain('朝食は普段何を食べますか？');
    expect(await page.locator('.wr-q input, .wr-q textarea').first().inputValue()).toBe('Toast');
    // The buttons and messages follow into Japanese, from the table loaded for it.
    await expect.poll(() => page.getByTestId('submit').innerText()).toBe(jaMessages['runner.submit']);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja');
    await page.getByTestId('previous').click();
    await expect.poll(() => questionTitle(page)).toContain('普段、朝食を食べますか？');
    // The option chosen in English is still chosen; the untranslated one shows the designer's word.
    expect(await page.getByRole('radio', { name: '偶尔' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: '毎日' }).isChecked()).toBe(false);
    await page.screenshot({ path: artifactPath('languages-runner-ja-switched.png') });

    await page.getByTestId('next').click();
    await page.getByTestId('submit').click();
    await page.waitForURL(/answerend/);
    await waitUntilCompleteAndSent(page);
    const stored = (await storedResponses(server, survey.surveyId)).filter(
      (entry) => entry.response.status === 'complete',
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.response.language).toBe('ja');
    expect(stored[0]?.items.find((item) => item.questionId === choice.id)?.quItemId).toBe(
      choice.optionList[1]?.id,
    );
    await page.context().close();
  });

  it('answers in Japanese from the link, and shows the designer words without a language', async () => {
    const page = await phone(`${answerUrl(server, survey.surveyId)}&lang=ja`);
    expect(await page.locator('.wr-survey__title').innerText()).toBe('朝食の習慣');
    expect(await page.getByTestId('survey-language').inputValue()).toBe('ja');
    await expect.poll(() => page.getByTestId('next').innerText()).toBe(jaMessages['runner.next']);
    await choose(page, '食べない');
    await page.getByTestId('next').click();
    // The next page's question, not the first page's still on screen for a moment (a CI run filled a radio).
    await page.getByTestId('submit').waitFor();
    await page.locator('.wr-q input, .wr-q textarea').first().fill('パン');
    await page.getByTestId('submit').click();
    await page.waitForURL(/answerend/);
    await expect
      .poll(() => page.locator('body').innerText())
      .toContain(jaMessages['runner.end.completeTitle']);
    await page.screenshot({ path: artifactPath('languages-runner-ja-end.png') });
    await waitUntilCompleteAndSent(page);
    const languages = (await storedResponses(server, survey.surveyId))
      .map((entry) => entry.response.language)
      .sort();
    expect(languages).toEqual(['ja', 'ja']);
    await page.context().close();

    const plain = await phone(answerUrl(server, survey.surveyId));
    expect(await plain.locator('.wr-survey__title').innerText()).toBe('早餐习惯调查');
    expect(await plain.getByTestId('survey-language').inputValue()).toBe('origin');
    expect(await questionTitle(plain)).toContain('您通常吃早餐吗？');
    // Opening the link sends nothing: the language waits for the first answer.
    await plain.waitForTimeout(500);
    expect((await localResponses(plain)).map((row) => row.seq)).toEqual([0]);
    await plain.screenshot({ path: artifactPath('languages-runner-origin.png') });
    expect(await seriousViolations(plain)).toEqual([]);
    await plain.context().close();
  });
});
