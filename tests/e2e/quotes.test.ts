import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionOptions } from '../../server/db/schema';
import { artifactPath, launchBrowser, requireChromium } from './browser';
import { signInAsDemo } from './designerSupport';
import {
  answerUrl,
  choose,
  PHONE,
  SurveyBuilder,
  storedResponses,
  type TestServer,
  waitForQuestion,
  waitUntilCompleteAndSent,
} from './runnerSupport';
import { DEMO_PASSWORD, startTestServer } from './server';

/**
 * Quotes (src/core/quotes.ts) set on the designer's screens: Q2 takes its options from what Q1 chose, Q3's
 * title quotes Q2's answer. A respondent on a phone sees only the brands they ticked, and their favourite in
 * the next title; the server stores the answers.
 */
const hasChromium = Boolean(requireChromium());

describe.skipIf(!hasChromium)('quotes from the designer to the runner', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let survey: SurveyBuilder;

  beforeAll(async () => {
    server = await startTestServer({ demoPassword: DEMO_PASSWORD });
    browser = await launchBrowser();
    page = await (
      await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' })
    ).newPage();
    page.on('pageerror', (error) => console.error('designer page error:', error.stack));
    survey = await SurveyBuilder.create(server, { surveyName: '品牌偏好' });
    await survey.add('checkbox', {
      quTitle: '您用过哪些品牌',
      optionList: [{ optionName: 'A' }, { optionName: 'B' }, { optionName: 'C' }],
    });
    await survey.add('radio', { quTitle: '您最喜欢哪个' });
    await survey.add('fillBlank', { quTitle: '您为什么喜欢' });
    await signInAsDemo(page, server);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const block = (index: number) => page.getByTestId('question-block').nth(index);

  it("quotes Q1's options in Q2, after confirming that its own options are replaced", async () => {
    await page.goto(`${server.url}/#/editquestion?surveyId=${survey.surveyId}`);
    await block(1).getByTestId('qu-edit').click();
    const editor = page.getByTestId('question-editor');
    await editor.waitFor();
    await editor.getByTestId('quote-options-select').click();
    const offered = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    // Only the earlier checkbox is offered (Q2 itself and the later fill-in are not).
    await expect.poll(() => offered.allInnerTexts()).toEqual(['Q1 您用过哪些品牌']);
    await offered.first().click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.getByText('引用 Q1 您用过哪些品牌 的选项会替换本题现有的选项。').waitFor();
    await confirm.getByRole('button', { name: '替换' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => editor.getByTestId('quoted-option').allInnerTexts()).toEqual(['A', 'B', 'C']);
    await editor.getByText('选项引用自 Q1', { exact: false }).waitFor();
    await page.screenshot({ path: artifactPath('designer-quote-options.png') });
    await editor.getByTestId('edit-confirm').click();
    await editor.waitFor({ state: 'detached' });
  });

  it('offers to follow an option added to Q1 later', async () => {
    await block(0).getByTestId('qu-edit').click();
    let editor = page.getByTestId('question-editor');
    await editor.waitFor();
    await editor.getByRole('button', { name: '添加选项' }).click();
    await editor.getByPlaceholder('选项内容').last().fill('D');
    await editor.getByTestId('edit-confirm').click();
    await editor.waitFor({ state: 'detached' });

    await block(1).getByTestId('qu-edit').click();
    editor = page.getByTestId('question-editor');
    await editor.waitFor();
    await editor.getByTestId('quote-resync').click();
    await expect
      .poll(() => editor.getByTestId('quoted-option').allInnerTexts())
      .toEqual(['A', 'B', 'C', 'D']);
    await expect.poll(() => editor.getByTestId('quote-resync').count()).toBe(0);
    await editor.getByTestId('edit-confirm').click();
    await editor.waitFor({ state: 'detached' });
  });

  it("quotes Q2's answer in Q3's title, previewed as 「Q2 的答案」", async () => {
    await block(2).getByTestId('qu-edit').click();
    const editor = page.getByTestId('question-editor');
    await editor.waitFor();
    await editor.getByTestId('title-editor').click();
    await page.keyboard.press('End');
    await editor.getByTestId('quote-answer').click();
    const menu = page.locator('.ant-dropdown:visible');
    await menu.getByText('Q2 您最喜欢哪个').click();
    await editor.getByTestId('title-editor').click();
    await page.keyboard.press('End');
    await page.keyboard.type('？');
    // The editor shows the token; the line under it says whose answer it is.
    await expect.poll(() => editor.getByTestId('quoted-answers-hint').innerText()).toContain('→ Q2 的答案');
    await page.screenshot({ path: artifactPath('designer-quote-title-editor.png') });
    await editor.getByTestId('edit-confirm').click();
    await editor.waitFor({ state: 'detached' });
    await expect
      .poll(() => block(2).locator('.wd-qblock__title-text').innerText())
      .toBe('您为什么喜欢「Q2 的答案」？');
    await page.screenshot({ path: artifactPath('designer-quote-title.png') });
    await survey.publish();
  });

  it('shows a phone respondent only the ticked brands, then the favourite in the next title', async () => {
    const context = await browser.newContext(PHONE);
    try {
      const phone = await context.newPage();
      phone.on('pageerror', (error) => console.error('page error:', error.stack));
      await phone.goto(answerUrl(server, survey.surveyId));
      await waitForQuestion(phone);
      const question = (index: number) => phone.locator('.wr-q').nth(index);
      // Nothing ticked yet: Q2 has nothing to ask and is not shown.
      await expect.poll(() => phone.locator('.wr-q').count()).toBe(2);
      await choose(phone, 'A');
      await choose(phone, 'C');
      await expect.poll(() => phone.locator('.wr-q').count()).toBe(3);
      await expect.poll(() => question(1).locator('label').allInnerTexts()).toEqual(['A', 'C']);
      await expect.poll(() => question(2).locator('.wr-q__title').innerText()).toBe('您为什么喜欢？');
      await question(1).locator('label').filter({ hasText: 'C' }).click();
      await expect.poll(() => question(2).locator('.wr-q__title').innerText()).toBe('您为什么喜欢C？');
      await phone.screenshot({ path: artifactPath('runner-quotes.png'), fullPage: true });
      // Unticking C in Q1 takes C out of Q2 and out of Q3's title; ticking it again brings both back.
      await question(0).locator('label').filter({ hasText: 'C' }).click();
      await expect.poll(() => question(1).locator('label').allInnerTexts()).toEqual(['A']);
      await expect.poll(() => question(2).locator('.wr-q__title').innerText()).toBe('您为什么喜欢？');
      await question(0).locator('label').filter({ hasText: 'C' }).click();
      await expect.poll(() => question(2).locator('.wr-q__title').innerText()).toBe('您为什么喜欢C？');
      await question(2).getByRole('textbox').fill('好用');
      await phone.getByTestId('submit').click();
      await phone.getByTestId('end-title').waitFor({ timeout: 15_000 });
      await waitUntilCompleteAndSent(phone);
    } finally {
      await context.close();
    }
    const [q1, q2, q3] = survey.questions;
    const [stored] = await storedResponses(server, survey.surveyId);
    const storedValue = (questionId: string | undefined) =>
      stored?.items.find((row) => row.questionId === questionId)?.value;
    const brands = q1!.optionList;
    expect(storedValue(q1?.id)).toEqual({
      kind: 'choice',
      optionIds: [brands[0]!.id, brands[2]!.id],
      otherText: {},
    });
    const favourite = storedValue(q2?.id) as { kind: string; optionIds: string[] };
    expect(favourite.kind).toBe('choice');
    expect(favourite.optionIds).toHaveLength(1);
    // The favourite is Q2's copy of brand C.
    const [chosen] = await server.db
      .select()
      .from(questionOptions)
      .where(eq(questionOptions.id, favourite.optionIds[0]!));
    expect(chosen?.quoteQuDescId).toBe(brands[2]!.id);
    expect(storedValue(q3?.id)).toEqual({ kind: 'text', text: '好用' });
    expect(stored?.response.status).toBe('complete');
  });
});
