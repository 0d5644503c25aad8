import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_API } from '../../src/core/api/language';
import { artifactPath, launchBrowser, requireChromium } from './browser';
import {
  answerUrl,
  callApi,
  choose,
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
 * Survey languages (issue 11): a survey declared in its own words, English and Japanese, translated, then
 * answered in each language on a phone. The link's `&lang=` preselects; the switch changes the texts
 * mid-survey and the answers stay; a text without translation shows the designer's own words; the language
 * chosen last is kept with the response on the server. Screenshots in tests/artifacts.
 */
const hasChromium = Boolean(requireChromium());

describe.skipIf(!hasChromium)('survey languages in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let token: string;
  let survey: SurveyBuilder;
  let choice: Awaited<ReturnType<SurveyBuilder['add']>>;
  let open: Awaited<ReturnType<SurveyBuilder['add']>>;

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
  const translate = (language: string, translations: Record<string, string>) =>
    callApi(server, LANGUAGE_API.save, {
      token,
      body: { surveyId: survey.surveyId, language, translations },
    });

  async function phone(link: string): Promise<Page> {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    await page.goto(link);
    await waitForQuestion(page);
    return page;
  }
  const questionTitle = (page: Page) => page.locator('.wr-q').first().locator('.wr-q__title').innerText();

  it('translates through the API and publishes', async () => {
    await translate('en', {
      'survey.surveyName': 'Breakfast habits',
      [`question.${choice.id}.quTitle`]: 'Do you usually have breakfast?',
      [option(0)]: 'Every day',
      [option(1)]: 'Sometimes',
      [option(2)]: 'Never',
      [`question.${open.id}.quTitle`]: 'What do you usually eat for breakfast?',
    });
    await translate('ja', {
      'survey.surveyName': '朝食の習慣',
      [`question.${choice.id}.quTitle`]: '普段、朝食を食べますか？',
      [option(0)]: '毎日',
      // 「偶尔」 is left untranslated: the designer's own word is shown.
      [option(2)]: '食べない',
      [`question.${open.id}.quTitle`]: '朝食は普段何を食べますか？',
    });
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
    await expect.poll(() => questionTitle(page)).toContain('朝食は普段何を食べますか？');
    expect(await page.locator('.wr-q input, .wr-q textarea').first().inputValue()).toBe('Toast');
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
    await choose(page, '食べない');
    await page.getByTestId('next').click();
    await page.locator('.wr-q input, .wr-q textarea').first().fill('パン');
    await page.getByTestId('submit').click();
    await page.waitForURL(/answerend/);
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
    await plain.screenshot({ path: artifactPath('languages-runner-origin.png') });
    await plain.context().close();
  });
});
