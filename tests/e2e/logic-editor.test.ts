import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESIGN_API,
  type SavedQuestion,
  type SurveyDesign,
  saveQuestionPath,
} from '../../src/core/api/design';
import type { Group } from '../../src/core/model';
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
 * The designer's logic editor in Chromium against a real server, then the runner obeying what it made.
 * Survey: group A: Q1 您跑步吗？ (是, 否, 偶尔) | page | Q2 您多久跑一次？, Q3 跑步的感受 | page | Q4 您会推荐跑步吗？;
 * group B: Q5 您喜欢哪个季节跑步？.
 * In logic mode the designer gives Q2 a before-question logic "Q1 选择 是" — refused first by the form (no
 * option) and then by the server (偶尔 removed meanwhile), keeping what was picked — and Q1 an answer logic
 * "Q1 选择 否 → jump to Q4", and group B a group logic "Q1 选择 是". A respondent answering 是 sees Q2 and Q3
 * on the second page, then Q4, then Q5 (group B's own page); one answering 否 goes from Q1 straight to Q4,
 * which is then the last page.
 */
const hasChromium = Boolean(requireChromium());

describe.skipIf(!hasChromium)('the logic editor in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let survey: SurveyBuilder;
  let token: string;
  let q1: SavedQuestion;
  let q2: SavedQuestion;
  let q4: SavedQuestion;
  let q5: SavedQuestion;

  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    survey = await SurveyBuilder.create(server, { surveyName: '逻辑编辑问卷' });
    q1 = await survey.add('radio', {
      quTitle: '您跑步吗？',
      optionList: [{ optionName: '是' }, { optionName: '否' }, { optionName: '偶尔' }],
    });
    await survey.pageBreak();
    q2 = await survey.add('radio', {
      quTitle: '您多久跑一次？',
      optionList: [{ optionName: '每天' }, { optionName: '每周' }],
    });
    await survey.add('fillBlank', { quTitle: '跑步的感受' });
    await survey.pageBreak();
    q4 = await survey.add('radio', {
      quTitle: '您会推荐跑步吗？',
      optionList: [{ optionName: '愿意' }, { optionName: '不想' }],
    });
    token = await loginDemo(server);
    const groups = await callApi<Group[]>(server, DESIGN_API.saveGroup, {
      token,
      body: { surveyId: survey.surveyId, groupTitle: '季节' },
    });
    q5 = await survey.add('radio', {
      quTitle: '您喜欢哪个季节跑步？',
      groupId: groups[1]?.id,
      answerConfig: { requireInd: 0 },
      optionList: [{ optionName: '春' }, { optionName: '秋' }],
    });
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
  const tick = (name: string) =>
    dialog().locator('label.ant-checkbox-wrapper').filter({ hasText: name }).click();
  const loadDesign = () =>
    callApi<SurveyDesign>(server, `${DESIGN_API.design}?surveyId=${survey.surveyId}`, { token });
  const stored = async (question: SavedQuestion) =>
    (await loadDesign()).groupList
      .flatMap((group) => group.questionList)
      .find((item) => item.id === question.id);
  const optionId = (question: SavedQuestion, name: string) =>
    question.optionList.find((option) => option.optionName === name)?.id as string;

  it('opens logic mode from the editor: every block shows its counters, all at zero', async () => {
    await signInAsDemo(page, server);

    await page.goto(`${server.url}/#/editquestion?surveyId=${survey.surveyId}`);
    await page.getByTestId('open-logic').click();
    await page.getByTestId('logic-page').waitFor();
    expect(page.url()).toContain(`/logic?surveyId=${survey.surveyId}`);
    await expect.poll(() => page.getByTestId('logic-block').count()).toBe(7);
    // A choice question also counts its option filters.
    expect(await block(q2).locator('[data-count]').count()).toBe(4);
    const counts = await block(q2)
      .locator('[data-count]')
      .evaluateAll((nodes) =>
        nodes.map((node) => [node.getAttribute('data-testid'), node.getAttribute('data-count')]),
      );
    expect(counts).toEqual([
      ['logic-count-before', '0'],
      ['logic-count-answer', '0'],
      ['logic-count-assignment', '0'],
      ['logic-count-filters', '0'],
    ]);
    // Nothing to clear yet.
    expect(await page.getByTestId('logic-clear').count()).toBe(0);
  });

  it('before-question logic: only earlier questions; the form and the server refuse without losing the pick', async () => {
    await block(q2).getByTestId('logic-count-before').click();
    await dialog().getByTestId('logic-form').waitFor();
    expect(await dialog().innerText()).toContain('还没有条件：本题总是显示。');

    expect(await offeredOptions(page, dialog().getByTestId('logic-source'))).toEqual(['Q1 您跑步吗？']);
    await pickOption(page, dialog().getByTestId('logic-source'), '您跑步吗？');
    expect(await dialog().getByTestId('logic-comparison').innerText()).toContain('选择');

    // No option picked: refused by the form.
    await dialog().getByTestId('logic-save').click();
    await expect
      .poll(() => dialog().getByTestId('logic-refusal').innerText())
      .toContain('请至少选择一个选项');

    // 偶尔 is removed meanwhile (another tab): the dialog still offers it, the server refuses it.
    await tick('偶尔');
    await callApi(server, saveQuestionPath(entryFor('radio')?.saveEndpoint as string), {
      token,
      body: {
        quId: q1.id,
        belongId: survey.surveyId,
        optionList: [
          { id: optionId(q1, '是'), optionName: '是' },
          { id: optionId(q1, '否'), optionName: '否' },
        ],
      },
    });
    await dialog().getByTestId('logic-save').click();
    await expect.poll(() => dialog().getByTestId('logic-refusal').innerText()).toContain('不存在');
    expect(await dialog().getByRole('checkbox', { name: '偶尔' }).isChecked()).toBe(true);
    expect(await dialog().getByTestId('logic-source').innerText()).toContain('Q1 您跑步吗？');
    expect((await stored(q2))?.quBeforLogics).toEqual([]);

    await tick('偶尔');
    await tick('是');
    await dialog().getByTestId('logic-save').click();
    await expect
      .poll(() => dialog().getByTestId('logic-rule').allInnerTexts())
      .toEqual([expect.stringMatching(/当\s*Q1 您跑步吗？ 选择 是/)]);
    expect(await dialog().getByTestId('logic-refusal').count()).toBe(0);
    expect((await stored(q2))?.quBeforLogics).toMatchObject([
      { anQuId: q1.id, anQuItemId: optionId(q1, '是'), geLe: '1', anAnd: 1 },
    ]);
    await page.screenshot({ path: artifactPath('logic-before-dialog.png') });
    await dialog().locator('.ant-modal-footer').getByRole('button', { name: '关闭' }).click();
    await dialog().waitFor({ state: 'hidden' });
    expect(await block(q2).getByTestId('logic-count-before').getAttribute('data-count')).toBe('1');
  });

  it('answer logic: a jump from Q1 to Q4 when the answer is 否', async () => {
    await block(q1).getByTestId('logic-count-answer').click();
    await dialog().getByTestId('logic-form').waitFor();
    // The condition reads the question itself by default.
    expect(await dialog().getByTestId('logic-source').innerText()).toContain('Q1 您跑步吗？');
    await tick('否');
    expect(await offeredOptions(page, dialog().getByTestId('logic-target'))).toEqual([
      'Q2 您多久跑一次？',
      'Q3 跑步的感受',
      'Q4 您会推荐跑步吗？',
      'Q5 您喜欢哪个季节跑步？',
    ]);
    await pickOption(page, dialog().getByTestId('logic-target'), '您会推荐跑步吗？');
    await dialog().getByTestId('logic-save').click();
    await expect
      .poll(() => dialog().getByTestId('logic-rule').allInnerTexts())
      .toEqual([expect.stringMatching(/当\s*Q1 您跑步吗？ 选择 否\s*跳转到 Q4 您会推荐跑步吗？/)]);
    expect((await stored(q1))?.quLogics).toMatchObject([
      { anQuId: q1.id, anQuItemId: optionId(q1, '否'), geLe: '1', logicType: 1, toQuId: q4.id },
    ]);
    // The form is ready for the next rule: a started auto-select shows its fields.
    await dialog().getByTestId('logic-action').getByText('自动选择').click();
    await pickOption(page, dialog().getByTestId('logic-target'), '您会推荐跑步吗？');
    await dialog().getByTestId('logic-target-options').waitFor();
    await page.screenshot({ path: artifactPath('logic-answer-dialog.png') });
    await dialog().locator('.ant-modal-footer').getByRole('button', { name: '关闭' }).click();
    await dialog().waitFor({ state: 'hidden' });
    expect(await block(q1).getByTestId('logic-count-answer').getAttribute('data-count')).toBe('1');
    expect(await block(q1).getByTestId('logic-block-rules').innerText()).toContain(
      '跳转到 Q4 您会推荐跑步吗？',
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: artifactPath('logic-mode.png'), fullPage: true });
  });

  it('group logic: group B shows only when Q1 is 是, reading only earlier groups', async () => {
    const groupB = page.locator('[data-testid="logic-group"]').nth(1);
    expect(await groupB.locator(`[data-question-id="${q5.id}"]`).count()).toBe(1);
    await groupB.getByTestId('logic-count-group').click();
    await dialog().getByTestId('logic-form').waitFor();
    // Only earlier groups' questions are offered.
    expect(await offeredOptions(page, dialog().getByTestId('logic-source'))).toEqual([
      'Q1 您跑步吗？',
      'Q2 您多久跑一次？',
      'Q3 跑步的感受',
      'Q4 您会推荐跑步吗？',
    ]);
    await pickOption(page, dialog().getByTestId('logic-source'), '您跑步吗？');
    await tick('是');
    await dialog().getByTestId('logic-save').click();
    await expect
      .poll(() => dialog().getByTestId('logic-rule').allInnerTexts())
      .toEqual([expect.stringMatching(/当\s*Q1 您跑步吗？ 选择 是/)]);
    const design = await loadDesign();
    expect(design.groupList[1]?.groupBeforLogics).toMatchObject([
      { anQuId: q1.id, anQuItemId: optionId(q1, '是'), geLe: '1' },
    ]);
    await dialog().locator('.ant-modal-footer').getByRole('button', { name: '关闭' }).click();
    await dialog().waitFor({ state: 'hidden' });
    expect(await groupB.getByTestId('logic-count-group').getAttribute('data-count')).toBe('1');
  });

  it('fits a phone: logic mode and the dialog at 390 px', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByTestId('logic-page').waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: artifactPath('logic-mode-phone.png'), fullPage: true });
    await block(q2).getByTestId('logic-count-before').click();
    await dialog().getByTestId('logic-form').waitFor();
    // The dialog zooms in: the picture is taken once it stands still.
    await page.waitForFunction(() => !document.querySelector('.ant-zoom-appear, .ant-zoom-enter'));
    await page.screenshot({ path: artifactPath('logic-before-dialog-phone.png') });
    await dialog().locator('.ant-modal-footer').getByRole('button', { name: '关闭' }).click();
    await dialog().waitFor({ state: 'hidden' });
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  const respondent = async () => {
    const context = await browser.newContext(PHONE);
    const phone = await context.newPage();
    phone.on('pageerror', (error) => console.error('runner page error:', error.message));
    await phone.goto(answerUrl(server, survey.surveyId));
    await waitForQuestion(phone);
    return phone;
  };
  const titles = (phone: Page) => phone.locator('.wr-q__title').allInnerTexts();

  it('the runner follows the rules: 是 shows Q2, Q3 and group B; 否 jumps to Q4 without group B', async () => {
    await survey.publish();

    const yes = await respondent();
    expect(await titles(yes)).toEqual(['您跑步吗？']);
    await choose(yes, '是');
    await yes.getByTestId('next').click();
    await yes.locator('.wr-q__title', { hasText: '您多久跑一次？' }).waitFor();
    expect(await titles(yes)).toEqual(['您多久跑一次？', '跑步的感受']);
    await choose(yes, '每周');
    await yes.getByRole('textbox').fill('轻松');
    await yes.getByTestId('next').click();
    await yes.locator('.wr-q__title', { hasText: '您会推荐跑步吗？' }).waitFor();
    expect(await titles(yes)).toEqual(['您会推荐跑步吗？']);
    // Groups never share a page: group B follows on its own.
    await choose(yes, '愿意');
    await yes.getByTestId('next').click();
    await yes.locator('.wr-q__title', { hasText: '您喜欢哪个季节跑步？' }).waitFor();
    expect(await titles(yes)).toEqual(['您喜欢哪个季节跑步？']);
    await yes.context().close();

    const no = await respondent();
    await choose(no, '否');
    await no.getByTestId('next').click();
    await no.locator('.wr-q__title', { hasText: '您会推荐跑步吗？' }).waitFor();
    expect(await titles(no)).toEqual(['您会推荐跑步吗？']);
    // Group B is hidden: this is the last page.
    expect(await no.getByTestId('next').count()).toBe(0);
    await choose(no, '不想');
    await no.getByTestId('submit').click();
    await no.getByTestId('end-title').waitFor();
    await no.context().close();
  }, 60_000);

  it('clears a question’s logic after a confirmation', async () => {
    await survey.setState('0');
    await page.reload();
    await page.getByTestId('logic-page').waitFor();
    await block(q2).getByTestId('logic-clear').click();
    const confirm = page.locator('.ant-popconfirm:visible');
    await expect.poll(() => confirm.innerText()).toContain('清除 Q2 您多久跑一次？ 的全部逻辑');
    await confirm.getByRole('button', { name: '清除逻辑' }).click();
    await expect.poll(() => block(q2).getByTestId('logic-count-before').getAttribute('data-count')).toBe('0');
    expect((await stored(q2))?.quBeforLogics).toEqual([]);
    expect((await stored(q1))?.quLogics).toHaveLength(1);
  });
});
