import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESIGN_API,
  type SavedQuestion,
  type SurveyDesign,
  saveQuestionPath,
} from '../../src/core/api/design';
import { entryFor } from '../../src/questions/catalogue';
import { artifactPath, launchBrowser, requireChromium } from './browser';
import { signInAsDemo } from './designerSupport';
import {
  answerUrl,
  callApi,
  choose,
  loginDemo,
  PHONE,
  SurveyBuilder,
  type TestServer,
  waitForQuestion,
} from './runnerSupport';
import { offeredOptions, pickOption } from './selects';
import { startTestServer } from './server';

/**
 * The logic editor's option filters and sub-question logic in Chromium, then the runner obeying them.
 * Survey: Q1 您的性别 (男, 女) | Q2 您做哪些运动？ multiple (跑步, 游泳, 骑车, 爬山) | page | Q3 您最喜欢哪项？
 * single (跑步, 游泳, 骑车, 爬山, 其他) | page | Q4 请说说感受 multi-line open (跑步的感受, 游泳的感受).
 * The designer gives Q3 the filter "show only the options chosen in Q2" — refused first by the form (no
 * question) and then by the server (爬山 removed from both meanwhile), keeping what was picked — and Q4's
 * sub-question 跑步的感受 the condition "Q2 包含 跑步" on /editlogic. A respondent who does 跑步 and 骑车 sees
 * in Q3 跑步, 骑车 and 其他 (no counterpart, never filtered), and both sub-questions; one who only swims sees
 * 游泳 and 其他, and only 游泳的感受.
 */
const hasChromium = Boolean(requireChromium());

describe.skipIf(!hasChromium)('option filters and sub-question logic in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let survey: SurveyBuilder;
  let token: string;
  let q1: SavedQuestion;
  let q2: SavedQuestion;
  let q3: SavedQuestion;
  let q4: SavedQuestion;

  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    survey = await SurveyBuilder.create(server, { surveyName: '选项过滤问卷' });
    const options = (...names: string[]) => names.map((optionName) => ({ optionName }));
    q1 = await survey.add('radio', { quTitle: '您的性别', optionList: options('男', '女') });
    q2 = await survey.add('checkbox', {
      quTitle: '您做哪些运动？',
      optionList: options('跑步', '游泳', '骑车', '爬山'),
    });
    await survey.pageBreak();
    q3 = await survey.add('radio', {
      quTitle: '您最喜欢哪项？',
      optionList: options('跑步', '游泳', '骑车', '爬山', '其他'),
    });
    await survey.pageBreak();
    q4 = await survey.add('multiOpen', {
      quTitle: '请说说感受',
      answerConfig: { requireInd: 0 },
      descList: [{ optionName: '跑步的感受' }, { optionName: '游泳的感受' }],
    });
    token = await loginDemo(server);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
    page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const block = (question: SavedQuestion) =>
    page.locator(`[data-testid="logic-block"][data-question-id="${question.id}"]`);
  const dialog = () => page.locator('.ant-modal:visible');
  const closeDialog = async () => {
    await dialog().locator('.ant-modal-footer').getByRole('button', { name: '关闭' }).click();
    await dialog().waitFor({ state: 'hidden' });
  };
  const checkbox = (name: string) => dialog().getByRole('checkbox', { name, exact: true });
  const stored = async (question: SavedQuestion) =>
    (
      await callApi<SurveyDesign>(server, `${DESIGN_API.design}?surveyId=${survey.surveyId}`, { token })
    ).groupList
      .flatMap((group) => group.questionList)
      .find((item) => item.id === question.id);
  const optionId = (question: SavedQuestion, name: string) =>
    question.optionList.find((option) => option.optionName === name)?.id as string;
  const descId = (question: SavedQuestion, name: string) =>
    question.descList.find((desc) => desc.optionName === name)?.id as string;

  it('logic mode shows an option-filter counter on choice questions and a sub-question link on the multi-line open', async () => {
    await signInAsDemo(page, server);
    await page.goto(`${server.url}/#/logic?surveyId=${survey.surveyId}`);
    await page.getByTestId('logic-page').waitFor();

    expect(await block(q1).getByTestId('logic-count-filters').getAttribute('data-count')).toBe('0');
    expect(await block(q3).getByTestId('logic-count-filters').getAttribute('data-count')).toBe('0');
    expect(await block(q4).getByTestId('logic-count-filters').count()).toBe(0);
    expect(await block(q4).getByTestId('logic-count-descBefore').getAttribute('data-count')).toBe('0');
    expect(await block(q3).getByTestId('logic-count-descBefore').count()).toBe(0);
  });

  it('option filter: only earlier choice questions sharing option texts; form and server refusals keep the form', async () => {
    await block(q3).getByTestId('logic-count-filters').click();
    await dialog().getByTestId('filter-form').waitFor();
    expect(await dialog().innerText()).toContain('还没有选项过滤');
    // Q1 (男, 女) shares no option text with Q3: only Q2 is offered.
    expect(await offeredOptions(page, dialog().getByTestId('filter-source'))).toEqual(['Q2 您做哪些运动？']);

    await dialog().getByTestId('filter-save').click();
    await expect
      .poll(() => dialog().getByTestId('filter-refusal').innerText())
      .toContain('请选择要跟随的题目');

    await pickOption(page, dialog().getByTestId('filter-source'), '您做哪些运动？');
    // Every corresponding option follows by default; 其他 has no counterpart and is said to stay.
    for (const name of ['跑步', '游泳', '骑车', '爬山']) expect(await checkbox(name).isChecked()).toBe(true);
    expect(await dialog().getByTestId('filter-unpaired').innerText()).toContain('其他');
    expect(
      await dialog()
        .getByTestId('filter-mode')
        .getByRole('radio', { name: '只显示选择了的选项' })
        .isChecked(),
    ).toBe(true);

    // 爬山 is removed from Q2 and Q3 meanwhile (another tab): the dialog still pairs it, the server refuses.
    for (const [question, names] of [
      [q2, ['跑步', '游泳', '骑车']],
      [q3, ['跑步', '游泳', '骑车', '其他']],
    ] as const) {
      await callApi(
        server,
        saveQuestionPath(entryFor(question === q2 ? 'checkbox' : 'radio')?.saveEndpoint as string),
        {
          token,
          body: {
            quId: question.id,
            belongId: survey.surveyId,
            optionList: names.map((name) => ({ id: optionId(question, name), optionName: name })),
          },
        },
      );
    }
    await dialog().getByTestId('filter-save').click();
    await expect.poll(() => dialog().getByTestId('filter-refusal').innerText()).toContain('不存在的选项');
    expect(await checkbox('爬山').isChecked()).toBe(true);
    expect(await dialog().getByTestId('filter-source').innerText()).toContain('Q2 您做哪些运动？');
    expect((await stored(q3))?.answerRules).toEqual([]);

    await checkbox('爬山').click();
    await dialog().getByTestId('filter-save').click();
    await expect
      .poll(() => dialog().getByTestId('filter-rule').allInnerTexts())
      .toEqual([expect.stringContaining('只显示 Q2 您做哪些运动？ 中选择了的选项：跑步、游泳、骑车')]);
    expect(await dialog().getByTestId('filter-refusal').count()).toBe(0);
    const rules = (await stored(q3))?.answerRules ?? [];
    expect(
      rules.map(({ optionId, answerType, refQuId, refOptionId }) => ({
        optionId,
        answerType,
        refQuId,
        refOptionId,
      })),
    ).toEqual(
      ['跑步', '游泳', '骑车'].map((name) => ({
        optionId: optionId(q3, name),
        answerType: 1,
        refQuId: q2.id,
        refOptionId: optionId(q2, name),
      })),
    );
    await page.screenshot({ path: artifactPath('logic-filter-dialog.png') });
    await closeDialog();
    // One filter (three options paired with Q2's).
    expect(await block(q3).getByTestId('logic-count-filters').getAttribute('data-count')).toBe('1');
    expect(await block(q3).getByTestId('logic-block-rules').innerText()).toContain(
      '选项过滤只显示 Q2 您做哪些运动？ 中选择了的选项：跑步、游泳、骑车',
    );
  });

  it('/editlogic: each sub-question counts its before-logic and opens its dialog', async () => {
    await block(q4).getByTestId('logic-count-descBefore').click();
    await page.getByTestId('sub-logic-page').waitFor();
    expect(page.url()).toContain(`/editlogic?surveyId=${survey.surveyId}&quId=${q4.id}`);
    const rows = page.getByTestId('sub-logic-row');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(0).innerText()).toContain('跑步的感受');
    expect(await rows.nth(0).getByTestId('sub-logic-count').getAttribute('data-count')).toBe('0');
    expect(await rows.nth(0).getByTestId('sub-logic-rules').innerText()).toBe('总是显示');

    await rows.nth(0).getByTestId('sub-logic-count').click();
    await dialog().getByTestId('logic-form').waitFor();
    expect(await dialog().innerText()).toContain('这个子问题总是显示');
    expect(await offeredOptions(page, dialog().getByTestId('logic-source'))).toEqual([
      'Q1 您的性别',
      'Q2 您做哪些运动？',
      'Q3 您最喜欢哪项？',
    ]);
    await pickOption(page, dialog().getByTestId('logic-source'), '您做哪些运动？');
    await pickOption(page, dialog().getByTestId('logic-comparison'), '包含（任一）');
    await dialog().getByTestId('logic-save').click();
    await expect
      .poll(() => dialog().getByTestId('logic-refusal').innerText())
      .toContain('请至少选择一个选项');
    await checkbox('跑步').click();
    await dialog().getByTestId('logic-save').click();
    await expect
      .poll(() => dialog().getByTestId('logic-rule').allInnerTexts())
      .toEqual([expect.stringMatching(/当\s*Q2 您做哪些运动？ 包含（任一） 跑步/)]);
    const saved = await stored(q4);
    expect(
      saved?.descList.find((desc) => desc.id === descId(q4, '跑步的感受'))?.descBeforLogics,
    ).toMatchObject([{ anQuId: q2.id, anQuItemId: optionId(q2, '跑步') }]);
    expect(saved?.descList.find((desc) => desc.id === descId(q4, '游泳的感受'))?.descBeforLogics).toEqual([]);
    await page.screenshot({ path: artifactPath('logic-sub-dialog.png') });
    await closeDialog();
    expect(await rows.nth(0).getByTestId('sub-logic-count').getAttribute('data-count')).toBe('1');
    expect(await rows.nth(0).getByTestId('sub-logic-rules').innerText()).toContain(
      '当 Q2 您做哪些运动？ 包含（任一） 跑步',
    );
    await page.screenshot({ path: artifactPath('logic-sub-page.png'), fullPage: true });

    // Back in logic mode the block counts its sub-questions' logic.
    await page.getByTestId('sub-logic-back').click();
    await page.getByTestId('logic-page').waitFor();
    expect(await block(q4).getByTestId('logic-count-descBefore').getAttribute('data-count')).toBe('1');
  });

  it('fits a phone: /editlogic and the filter dialog at 390 px', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/#/editlogic?surveyId=${survey.surveyId}&quId=${q4.id}`);
    await page.getByTestId('sub-logic-row').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: artifactPath('logic-sub-page-phone.png'), fullPage: true });
    await page.getByTestId('sub-logic-back').click();
    await page.getByTestId('logic-page').waitFor();
    await block(q3).getByTestId('logic-count-filters').click();
    await dialog().getByTestId('filter-form').waitFor();
    await pickOption(page, dialog().getByTestId('filter-source'), '您做哪些运动？');
    await page.waitForFunction(() => !document.querySelector('.ant-zoom-appear, .ant-zoom-enter'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: artifactPath('logic-filter-dialog-phone.png') });
    await closeDialog();
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('/editlogic names a question it cannot show', async () => {
    await page.goto(`${server.url}/#/editlogic?surveyId=${survey.surveyId}&quId=${q3.id}`);
    await expect.poll(() => page.getByTestId('sub-logic-problem').innerText()).toContain('只有多项填空');
    await page.goto(`${server.url}/#/editlogic?surveyId=${survey.surveyId}&quId=gone`);
    await expect.poll(() => page.getByTestId('sub-logic-problem').innerText()).toContain('找不到这道题');
  });

  const respondent = async () => {
    const context = await browser.newContext(PHONE);
    const phone = await context.newPage();
    phone.on('pageerror', (error) => console.error('runner page error:', error.message));
    await phone.goto(answerUrl(server, survey.surveyId));
    await waitForQuestion(phone);
    return phone;
  };
  const optionNames = (phone: Page, title: string) =>
    phone.locator('.wr-q', { hasText: title }).locator('.rv-choice-name').allInnerTexts();
  const subQuestions = (phone: Page) =>
    phone.locator('.wr-q', { hasText: '请说说感受' }).locator('.rv-blank label').allInnerTexts();
  const toPage = async (phone: Page, title: string) => {
    await phone.getByTestId('next').click();
    await phone.locator('.wr-q__title', { hasText: title }).waitFor();
  };

  it('the runner on a phone shows exactly the options chosen before, and a sub-question only while its condition holds', async () => {
    await survey.publish();

    const both = await respondent();
    await choose(both, '男');
    await choose(both, '跑步');
    await choose(both, '骑车');
    await toPage(both, '您最喜欢哪项？');
    expect(await optionNames(both, '您最喜欢哪项？')).toEqual(['跑步', '骑车', '其他']);
    await both.screenshot({ path: artifactPath('logic-filter-runner-phone.png'), fullPage: true });
    await choose(both, '骑车');
    await toPage(both, '请说说感受');
    expect(await subQuestions(both)).toEqual([
      expect.stringContaining('跑步的感受'),
      expect.stringContaining('游泳的感受'),
    ]);
    await both.context().close();

    const swimmer = await respondent();
    await choose(swimmer, '女');
    await choose(swimmer, '游泳');
    await toPage(swimmer, '您最喜欢哪项？');
    expect(await optionNames(swimmer, '您最喜欢哪项？')).toEqual(['游泳', '其他']);
    await choose(swimmer, '游泳');
    await toPage(swimmer, '请说说感受');
    expect(await subQuestions(swimmer)).toEqual([expect.stringContaining('游泳的感受')]);
    await swimmer.screenshot({ path: artifactPath('logic-sub-runner-phone.png'), fullPage: true });
    await swimmer.getByRole('textbox').fill('很放松');
    await swimmer.getByTestId('submit').click();
    await swimmer.getByTestId('end-title').waitFor();
    await swimmer.context().close();
  }, 60_000);

  it('deletes a filter as a whole, after a confirmation', async () => {
    await survey.setState('0');
    await page.goto(`${server.url}/#/logic?surveyId=${survey.surveyId}`);
    await page.reload();
    await page.getByTestId('logic-page').waitFor();
    await block(q3).getByTestId('logic-count-filters').click();
    await dialog().getByTestId('filter-rule').waitFor();
    await dialog().getByTestId('filter-rule-delete').click();
    const confirm = page.locator('.ant-popconfirm:visible');
    await expect.poll(() => confirm.innerText()).toContain('删除这条选项过滤？');
    await confirm.getByRole('button', { name: '删除' }).click();
    await expect.poll(() => dialog().innerText()).toContain('还没有选项过滤');
    expect((await stored(q3))?.answerRules).toEqual([]);
    await closeDialog();
    expect(await block(q3).getByTestId('logic-count-filters').getAttribute('data-count')).toBe('0');
  });
});
