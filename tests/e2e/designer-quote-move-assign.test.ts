import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath, launchBrowser, requireChromium } from './browser';
import { signInAsDemo } from './designerSupport';
import { SurveyBuilder, type TestServer } from './runnerSupport';
import { pickOption } from './selects';
import { DEMO_PASSWORD, startTestServer } from './server';

/**
 * Two refusals on the designer's screens, each from a core rule the server applies too: a question that
 * quotes Q1's options is not moved above Q1 (src/core/quotes.ts quoteOrderProblem), and an auto-assign does
 * not give a number question a value outside its range (src/core/logic/assignLimits.ts), the message at the
 * value field.
 */
const hasChromium = Boolean(requireChromium());

describe.skipIf(!hasChromium)('designer refusals of quotes out of order and values out of range', () => {
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
    survey = await SurveyBuilder.create(server, { surveyName: '移动与赋值' });
    const brands = await survey.add('checkbox', {
      quTitle: '您用过哪些品牌',
      optionList: [{ optionName: 'A' }, { optionName: 'B' }],
    });
    await survey.add('fillBlank', { quTitle: '说明' });
    await survey.add('radio', {
      quTitle: '最喜欢哪个',
      quoteQuId: brands.id,
      optionList: brands.optionList.map((option) => ({
        optionName: option.optionName,
        quoteQuId: brands.id,
        quoteQuDescId: option.id,
      })),
    });
    await survey.add('number', {
      quTitle: '孩子数',
      answerConfig: { scoreNumType: 1, limitRangeInd: 1, paramInt01: 1, paramInt02: 10 },
    });
    await signInAsDemo(page, server);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const titles = () => page.locator('[data-testid="question-block"] .wd-qblock__title-text').allInnerTexts();

  it('moves the quoting question up past a free one, and refuses it above the question it quotes', async () => {
    await page.goto(`${server.url}/#/editquestion?surveyId=${survey.surveyId}`);
    const block = (index: number) => page.getByTestId('question-block').nth(index);
    await expect.poll(titles).toEqual(['您用过哪些品牌', '说明', '最喜欢哪个', '孩子数']);
    await block(2).hover();
    await block(2).getByTestId('qu-up').click();
    await expect.poll(titles).toEqual(['您用过哪些品牌', '最喜欢哪个', '说明', '孩子数']);
    await block(1).hover();
    await block(1).getByTestId('qu-up').click();
    const notice = page.locator('.ant-message-notice').filter({ hasText: '引用了' });
    await expect.poll(() => notice.allInnerTexts()).toEqual([expect.stringContaining('Q2引用了Q1的答案')]);
    await page.screenshot({ path: artifactPath('designer-quote-move-refused.png') });
    expect(await titles()).toEqual(['您用过哪些品牌', '最喜欢哪个', '说明', '孩子数']);
  });

  it('refuses an auto-assign of 99 to a number question of 1–10 at the value field, and takes 7', async () => {
    await page.getByTestId('open-logic').click();
    await page.getByTestId('logic-page').waitFor();
    const dialog = () => page.locator('.ant-modal:visible');
    await page
      .getByTestId('logic-block')
      .filter({ hasText: '您用过哪些品牌' })
      .getByTestId('logic-count-answer')
      .click();
    await dialog().getByTestId('logic-form').waitFor();
    await dialog().locator('label.ant-checkbox-wrapper').filter({ hasText: 'A' }).click();
    await dialog().getByTestId('logic-action').getByText('自动赋值').click();
    const select = dialog().getByTestId('logic-target');
    await pickOption(page, select, 'Q4 孩子数');
    const value = dialog().getByTestId('logic-target-value');
    await value.fill('99');
    await dialog().getByTestId('logic-save').click();
    const refusal = dialog().getByTestId('logic-refusal');
    await expect.poll(() => refusal.innerText()).toContain('Q4只接受 1–10');
    expect(await value.getAttribute('class')).toContain('ant-input-status-error');
    await page.screenshot({ path: artifactPath('designer-assign-out-of-range.png') });
    await value.fill('7');
    await dialog().getByTestId('logic-save').click();
    await expect.poll(() => dialog().getByTestId('logic-rule').allInnerTexts()).toHaveLength(1);
    expect(await dialog().getByTestId('logic-refusal').count()).toBe(0);
  });
});
