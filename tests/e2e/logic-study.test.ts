import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESIGN_API, type SurveyDesign } from '../../src/core/api/design';
import { RESULTS_API, type ResponseSummary } from '../../src/core/api/results';
import { artifactPath, launchBrowser, requireChromium } from './browser';
import { animationsDone, byTestId, signInAsDemo, untilOnPage } from './designerSupport';
import {
  answerUrl,
  callApi,
  choose,
  loginDemo,
  PHONE,
  storedResponses,
  type TestServer,
  waitForQuestion,
  waitUntilCompleteAndSent,
} from './runnerSupport';
import { offeredOptions, pickOption } from './selects';
import { startTestServer } from './server';

/**
 * One study with all of the logic together, built only on the designer's screens and answered on phones.
 *
 * Special group: Q1 您的性别？ (男, 女), Q2 您的年龄段？ (青年, 中年, 老年; 老年 → end the survey), a checkpoint
 * checking quotas. Ordinary group: Q3 您做哪些运动？ multiple (跑步, 游泳, 骑车), Q4 您参加过比赛吗？ (参加过 →
 * give Q7 the value 竞赛跑者; 没有 → jump to Q7) | page | Q5 您最喜欢哪项？ (跑步, 游泳, 骑车, showing only those
 * chosen in Q3), Q6 您为什么喜欢「Q5」？ (quoting Q5's answer) | page | Q7 您的跑者类型. A crossed quota gender ×
 * age stage whose 男 × 青年 cell holds one respondent and lets a late one finish (Overquota).
 *
 * Respondents, each a phone of its own: a man 青年 passes the checkpoint while the cell is open and waits; a
 * second man 青年 answers the 参加过 branch and completes, filling the cell; the first then finishes the 没有
 * branch (jumped straight to Q7) as Overquota; a woman 老年 is screened out by the end rule; a third man
 * 青年 is stopped at the checkpoint as Quota-full before any question after it.
 */
const hasChromium = Boolean(requireChromium());

const SURVEY_NAME = '跑步者研究（逻辑全览）';
const END_YES = '感谢您完成本次调查';
const END_NO = '很抱歉，您不符合本次调查的条件';
const SPORTS = ['跑步', '游泳', '骑车'];

describe.skipIf(!hasChromium)('a study with every kind of logic, from the designer to phones', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let surveyId: string;

  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
    page = await context.newPage();
    page.on('pageerror', (error) => console.error('designer page error:', error.message));
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  // ------------------------------------------------------------------------------------------ the editor

  // The editor's waits are checked every frame (untilOnPage): the survey is built by a dozen such round trips.
  const waitIdle = () => untilOnPage(page, byTestId('loading-overlay'), 'hidden');
  const editorUrl = () => `${server.url}/#/editquestion?surveyId=${surveyId}`;

  /**
   * Adds a question at the end of a group (0 special, 1 ordinary) and returns its open editor. The page is
   * loaded afresh each time: one add-question popover per page load (one opened right after another closed
   * was found closed again under load); its content is known by the single-choice button every group offers.
   */
  async function addQuestion(groupIndex: number, catalogKey: string): Promise<Locator> {
    if (page.url().includes('/editquestion')) await page.reload();
    else await page.goto(editorUrl());
    await page.getByTestId('edit-question').waitFor();
    await expect.poll(() => page.getByTestId('group').count()).toBe(2);
    await page.getByTestId('expand-all').click();
    await page.getByTestId('group').nth(groupIndex).getByTestId('group-add-question').click();
    const popover = page.locator('[data-testid="add-question-popover"]:visible');
    await popover.getByTestId('add-radio').waitFor();
    await animationsDone(page, byTestId('add-question-popover')); // the popover's entrance animation
    // antd's popover drops a click made during its opening motion, which Web Animations do not show (see
    // designer.test.ts's add loop, where one was lost on a loaded machine).
    await page.waitForTimeout(250);
    await popover.getByTestId(`add-${catalogKey}`).click();
    await untilOnPage(page, byTestId('question-editor'), 'visible', 20_000);
    return page.getByTestId('question-editor');
  }

  async function writeTitle(editor: Locator, title: string) {
    await editor.getByTestId('title-editor').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type(title);
  }

  /** Gives a choice its options: the rows it starts with are renamed, more are added. */
  async function writeOptions(editor: Locator, names: string[]) {
    const fields = editor.getByPlaceholder('选项内容');
    while ((await fields.count()) < names.length) {
      const before = await fields.count();
      await editor.getByRole('button', { name: '添加选项' }).click();
      await expect.poll(() => fields.count()).toBe(before + 1);
    }
    expect(await fields.count()).toBe(names.length);
    for (const [index, name] of names.entries()) await fields.nth(index).fill(name);
  }

  async function confirm(editor: Locator) {
    await editor.getByTestId('edit-confirm').click();
    await untilOnPage(page, byTestId('question-editor'), 'detached', 20_000).catch(async () => {
      await page.screenshot({ path: artifactPath('logic-study-stuck.png'), fullPage: true });
      throw new Error(`the question did not save: ${await editor.innerText().catch(() => '')}`);
    });
    await waitIdle();
  }

  async function addChoice(groupIndex: number, key: 'radio' | 'checkbox', title: string, options: string[]) {
    const editor = await addQuestion(groupIndex, key);
    await writeTitle(editor, title);
    await writeOptions(editor, options);
    await confirm(editor);
  }

  async function addFillBlank(title: string) {
    const editor = await addQuestion(1, 'fillBlank');
    await writeTitle(editor, title);
    await confirm(editor);
  }

  async function addPageBreak() {
    await confirm(await addQuestion(1, 'pageBreak'));
  }

  it('creates the survey, a special group and the questions on the editor screen', {
    timeout: 180_000,
  }, async () => {
    await signInAsDemo(page, server);
    await page.getByTestId('create-survey').click();
    await page.getByTestId('new-survey-name').fill(SURVEY_NAME);
    await page.getByTestId('create-submit').click();
    await page.getByTestId('edit-question').waitFor();
    surveyId = new URL(page.url().replace('/#/', '/')).searchParams.get('surveyId') ?? '';
    expect(surveyId).not.toBe('');

    await page.getByTestId('add-group').click();
    await page.getByRole('menuitem', { name: '添加特殊题组' }).click();
    await waitIdle();
    await expect.poll(() => page.getByTestId('group').count()).toBe(2);

    await addChoice(0, 'radio', '您的性别？', ['男', '女']);
    await addChoice(0, 'radio', '您的年龄段？', ['青年', '中年', '老年']);
    const checkpoint = await addQuestion(0, 'checkpoint');
    // On by default: a checkpoint is added to check quotas.
    await expect
      .poll(() => checkpoint.getByTestId('checkpoint-check-quotas').getAttribute('aria-checked'))
      .toBe('true');
    await confirm(checkpoint);

    await addChoice(1, 'checkbox', '您做哪些运动？', SPORTS);
    await addChoice(1, 'radio', '您参加过比赛吗？', ['参加过', '没有']);
    await addPageBreak();
    await addChoice(1, 'radio', '您最喜欢哪项？', SPORTS);
    const why = await addQuestion(1, 'fillBlank');
    await writeTitle(why, '您为什么喜欢');
    await why.getByTestId('quote-answer').click();
    await page.locator('.ant-dropdown:visible').getByText('您最喜欢哪项？').click();
    await why.getByTestId('title-editor').click();
    await page.keyboard.press('End');
    await page.keyboard.type('？');
    await expect.poll(() => why.getByTestId('quoted-answers-hint').innerText()).toContain('→ Q5 的答案');
    await confirm(why);
    await addPageBreak();
    await addFillBlank('您的跑者类型');

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: artifactPath('logic-study-editor.png'), fullPage: true });
    const titles = await page.locator('.wd-qblock__title-text').allInnerTexts();
    expect(titles).toEqual([
      '您的性别？',
      '您的年龄段？',
      '检查点',
      '您做哪些运动？',
      '您参加过比赛吗？',
      '分页',
      '您最喜欢哪项？',
      '您为什么喜欢「Q5 的答案」？',
      '分页',
      '您的跑者类型',
    ]);
    expect(await page.getByTestId('question-number').allInnerTexts()).toEqual([
      'Q1',
      'Q2',
      'Q3',
      'Q4',
      'Q5',
      'Q6',
      'Q7',
    ]);
  });

  // ------------------------------------------------------------------------------------------ logic mode

  const dialog = () => page.locator('.ant-modal:visible');
  const logicBlock = (title: string) => page.getByTestId('logic-block').filter({ hasText: title });
  const tick = (name: string) =>
    dialog().locator('label.ant-checkbox-wrapper').filter({ hasText: name }).click();
  const chooseAction = (name: string) => dialog().getByTestId('logic-action').getByText(name).click();
  async function saveRule(expected: RegExp, count: number) {
    await dialog().getByTestId('logic-save').click();
    await expect.poll(() => dialog().getByTestId('logic-rule').allInnerTexts()).toHaveLength(count);
    expect((await dialog().getByTestId('logic-rule').allInnerTexts())[count - 1]).toMatch(expected);
    expect(await dialog().getByTestId('logic-refusal').count()).toBe(0);
  }

  /** Picks an option of a select in the open dialog (selects.ts), with a screenshot when it cannot. */
  async function pickInDialog(testId: string, text: string) {
    await pickOption(page, dialog().getByTestId(testId), text).catch(async (error) => {
      await page.screenshot({ path: artifactPath('logic-study-pick-stuck.png') });
      throw error;
    });
  }

  async function closeDialog() {
    await dialog().locator('.ant-modal-footer').getByRole('button', { name: '关闭' }).click();
    await dialog().waitFor({ state: 'hidden' });
  }

  it('sets an end rule, a jump and an auto-assign in the /logic dialogs', async () => {
    await page.getByTestId('open-logic').click();
    await page.getByTestId('logic-page').waitFor();
    expect(page.url()).toContain(`/logic?surveyId=${surveyId}`);

    // Q2: 老年 ends the survey (a screen-out).
    await logicBlock('您的年龄段？').getByTestId('logic-count-answer').click();
    await dialog().getByTestId('logic-form').waitFor();
    expect(await dialog().getByTestId('logic-source').innerText()).toContain('Q2 您的年龄段？');
    await tick('老年');
    await chooseAction('结束作答');
    await saveRule(/当\s*Q2 您的年龄段？ 选择 老年\s*结束作答/, 1);
    await closeDialog();
    expect(
      await logicBlock('您的年龄段？').getByTestId('logic-count-answer').getAttribute('data-count'),
    ).toBe('1');

    // Q4: 没有 jumps over Q5 and Q6 to Q7; 参加过 gives Q7 the value 竞赛跑者.
    await logicBlock('您参加过比赛吗？').getByTestId('logic-count-answer').click();
    await dialog().getByTestId('logic-form').waitFor();
    await tick('没有');
    await pickInDialog('logic-target', 'Q7 您的跑者类型');
    await saveRule(/当\s*Q4 您参加过比赛吗？ 选择 没有\s*跳转到 Q7 您的跑者类型/, 1);
    await tick('参加过');
    await chooseAction('自动赋值');
    await pickInDialog('logic-target', 'Q7 您的跑者类型');
    await dialog().getByTestId('logic-target-value').fill('竞赛跑者');
    await saveRule(/当\s*Q4 您参加过比赛吗？ 选择 参加过\s*Q7 您的跑者类型 赋值为 竞赛跑者/, 2);
    await page.screenshot({ path: artifactPath('logic-study-answer-dialog.png') });
    await closeDialog();
    // The jump counts as answer logic, the value given as an answer assignment.
    const q4 = logicBlock('您参加过比赛吗？');
    expect(await q4.getByTestId('logic-count-answer').getAttribute('data-count')).toBe('1');
    expect(await q4.getByTestId('logic-count-assignment').getAttribute('data-count')).toBe('1');
  });

  it('sets the option filter: Q5 shows only the sports chosen in Q3', async () => {
    await logicBlock('您最喜欢哪项？').getByTestId('logic-count-filters').click();
    await dialog().getByTestId('filter-form').waitFor();
    await pickInDialog('filter-source', 'Q3 您做哪些运动？');
    for (const name of SPORTS)
      expect(await dialog().getByRole('checkbox', { name, exact: true }).isChecked()).toBe(true);
    expect(
      await dialog()
        .getByTestId('filter-mode')
        .getByRole('radio', { name: '只显示选择了的选项' })
        .isChecked(),
    ).toBe(true);
    await dialog().getByTestId('filter-save').click();
    await expect
      .poll(() => dialog().getByTestId('filter-rule').allInnerTexts())
      .toEqual([expect.stringContaining('只显示 Q3 您做哪些运动？ 中选择了的选项：跑步、游泳、骑车')]);
    await closeDialog();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: artifactPath('logic-study-logic-mode.png'), fullPage: true });
  });

  // ------------------------------------------------------------------------------------------ quota, ends

  it('sets a crossed quota gender × age stage on /quotaConfig, the 男 × 青年 cell holding one', async () => {
    await page.getByRole('tab', { name: '配额' }).click();
    await page.getByTestId('quota-screen').waitFor();
    expect(page.url()).toContain(`/quotaConfig?surveyId=${surveyId}`);
    await page.getByTestId('quota-add').click();
    const editor = page.getByTestId('quota-editor');
    await editor.getByTestId('quota-name').fill('性别 × 年龄段');
    const questions = editor.getByTestId('quota-questions');
    expect(await offeredOptions(page, questions)).toEqual([
      'Q1 您的性别？',
      'Q2 您的年龄段？',
      'Q4 您参加过比赛吗？',
      'Q5 您最喜欢哪项？',
    ]);
    await pickOption(page, questions, '您的性别？');
    await pickOption(page, questions, '您的年龄段？');
    await page.keyboard.press('Escape');

    const rows = editor.getByTestId('quota-grid').locator('tbody tr.ant-table-row');
    await expect
      .poll(async () => (await rows.allInnerTexts()).map((text) => text.split(/\s+/).slice(0, 2).join(' ')))
      .toEqual(['男 青年', '男 中年', '男 老年', '女 青年', '女 中年', '女 老年']);
    // 老年 is screened out by the end rule: its cells are left out.
    for (const [index, target] of [
      [0, '1'],
      [1, '5'],
      [3, '5'],
      [4, '5'],
    ] as const)
      await editor.getByTestId(`quota-target-${index}`).fill(target);
    await editor.getByText('满额后仍可答完').click();
    await editor.getByTestId('quota-save').click();
    const card = page.getByTestId('quota-card');
    await card.waitFor();
    expect(await card.getByTestId('quota-when-full').innerText()).toBe('满额后仍可答完');
    expect(await card.getByTestId('quota-cell-count').allInnerTexts()).toEqual([
      '0 / 1',
      '0 / 5',
      '0 / 5',
      '0 / 5',
    ]);
  });

  it('sets the completion and screen-out texts in the settings and publishes', async () => {
    await page.getByRole('tab', { name: '问卷设置' }).click();
    await page.getByTestId('project-info').waitFor();
    await page.getByTestId('settings-end-yes').click();
    await page.getByLabel('完成标题', { exact: true }).fill(END_YES);
    await page.getByLabel('未完成（被甄别）时的结束语').click();
    await page.getByLabel('未完成标题', { exact: true }).fill(END_NO);
    await page.getByTestId('settings-save').click();
    // Its own message (the quota screen's 配额已保存 may still be showing), then what the server stored.
    await expect
      .poll(async () => (await page.locator('.ant-message').innerText()).split('\n'))
      .toContain('已保存');
    const token = await loginDemo(server);
    const stored = () =>
      callApi<SurveyDesign>(server, `${DESIGN_API.design}?surveyId=${surveyId}`, { token });
    expect(await stored()).toMatchObject({ isEndYes: 1, endYesText: END_YES, isEndNo: 1, endNoText: END_NO });

    await page.getByRole('tab', { name: '编辑问卷' }).click();
    await page.getByTestId('edit-question').waitFor();
    await page.getByTestId('publish-survey').click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: '发布问卷' }).click();
    await expect.poll(() => page.getByTestId('survey-state').first().innerText()).toBe('收集中');
  });

  // ------------------------------------------------------------------------------------------ respondents

  /** A respondent on a phone of their own (a browser context each), on the first page. */
  async function respondent(): Promise<Page> {
    const context = await browser.newContext(PHONE);
    const phone = await context.newPage();
    phone.on('pageerror', (error) => console.error('runner page error:', error.message));
    await phone.goto(answerUrl(server, surveyId));
    await waitForQuestion(phone);
    return phone;
  }
  const titles = (phone: Page) => phone.locator('.wr-q__title').allInnerTexts();
  async function nextPage(phone: Page, title: string) {
    await phone.getByTestId('next').click();
    await phone.locator('.wr-q__title', { hasText: title }).waitFor({ timeout: 15_000 });
  }
  /** Answers the first page (the checkpoint, never shown, ends it). */
  async function screening(phone: Page, gender: string, age: string) {
    expect(await titles(phone)).toEqual(['您的性别？', '您的年龄段？']);
    await choose(phone, gender);
    await choose(phone, age);
  }
  const endTitle = (phone: Page) =>
    phone.getByTestId('end-title').textContent({ timeout: 15_000 }) as Promise<string>;

  let waiting: Page;

  it('a man 青年 passes the checkpoint while his cell is open, and waits on the next page', async () => {
    waiting = await respondent();
    await screening(waiting, '男', '青年');
    await nextPage(waiting, '您做哪些运动？');
    expect(await titles(waiting)).toEqual(['您做哪些运动？', '您参加过比赛吗？']);
  });

  it('another man 青年 answers 参加过: only his sports in Q5, his favourite in Q6’s title, Q7 given; complete', async () => {
    const phone = await respondent();
    try {
      await screening(phone, '男', '青年');
      await nextPage(phone, '您做哪些运动？');
      await choose(phone, '跑步');
      await choose(phone, '骑车');
      await choose(phone, '参加过');
      await nextPage(phone, '您最喜欢哪项？');
      const q5 = phone.locator('.wr-q', { hasText: '您最喜欢哪项？' });
      await expect.poll(() => q5.locator('.rv-choice-name').allInnerTexts()).toEqual(['跑步', '骑车']);
      expect(await titles(phone)).toEqual(['您最喜欢哪项？', '您为什么喜欢？']);
      await choose(phone, '骑车');
      await expect.poll(() => titles(phone)).toEqual(['您最喜欢哪项？', '您为什么喜欢骑车？']);
      await phone.screenshot({ path: artifactPath('logic-study-runner-quote.png'), fullPage: true });
      await phone.getByRole('textbox').fill('风景好');
      await nextPage(phone, '您的跑者类型');
      expect(await titles(phone)).toEqual(['您的跑者类型']);
      // The value logic gave: shown, not for the respondent to change.
      const given = phone.getByRole('textbox');
      await expect.poll(() => given.inputValue()).toBe('竞赛跑者');
      expect(await given.isEditable()).toBe(false);
      await phone.screenshot({ path: artifactPath('logic-study-runner-assigned.png'), fullPage: true });
      await phone.getByTestId('submit').click();
      expect(await endTitle(phone)).toBe(END_YES);
      await waitUntilCompleteAndSent(phone);
      await phone.screenshot({ path: artifactPath('logic-study-runner-complete.png') });
    } finally {
      await phone.context().close();
    }
  });

  it('the waiting man answers 没有: straight to Q7, and finishes into the now full cell as Overquota', async () => {
    try {
      await choose(waiting, '游泳');
      await choose(waiting, '没有');
      await nextPage(waiting, '您的跑者类型');
      // Q5 and Q6 were jumped over; Q7 is his to answer, and the last page.
      expect(await titles(waiting)).toEqual(['您的跑者类型']);
      expect(await waiting.getByTestId('next').count()).toBe(0);
      await waiting.getByRole('textbox').fill('休闲跑者');
      await waiting.getByTestId('submit').click();
      // Overquota still sees the completion page.
      expect(await endTitle(waiting)).toBe(END_YES);
      await waitUntilCompleteAndSent(waiting);
    } finally {
      await waiting.context().close();
    }
  });

  it('a woman 老年 is screened out by the end rule, with the screen-out page', async () => {
    const phone = await respondent();
    try {
      await screening(phone, '女', '老年');
      // The end rule makes this the last page: it is submitted, not left for the next.
      await expect.poll(() => phone.getByTestId('next').count()).toBe(0);
      await phone.getByTestId('submit').click();
      expect(await endTitle(phone)).toBe(END_NO);
      await waitUntilCompleteAndSent(phone);
      await phone.screenshot({ path: artifactPath('logic-study-runner-screenout.png') });
    } finally {
      await phone.context().close();
    }
  });

  it('a third man 青年 is stopped at the checkpoint as Quota-full, before any later question', async () => {
    const phone = await respondent();
    try {
      await screening(phone, '男', '青年');
      await phone.getByTestId('next').click();
      expect(await endTitle(phone)).toBe(END_NO);
      expect(await phone.getByText('您做哪些运动？').count()).toBe(0);
      await waitUntilCompleteAndSent(phone);
      await phone.screenshot({ path: artifactPath('logic-study-runner-quota-full.png') });
    } finally {
      await phone.context().close();
    }
  });

  // ------------------------------------------------------------------------------------------ what was kept

  it('the server kept each sample status and answer; the quota screen shows the cell full', async () => {
    const token = await loginDemo(server);
    const listed = await callApi<{ total: number; responses: ResponseSummary[] }>(
      server,
      RESULTS_API.responses,
      {
        token,
        body: { surveyId, pageSize: 50 },
      },
    );
    expect(listed.responses.map((row) => row.sampleStatus).sort()).toEqual([
      'Complete',
      'Overquota',
      'QuotaFull',
      'Screenout',
    ]);

    const design = await callApi<SurveyDesign>(server, `${DESIGN_API.design}?surveyId=${surveyId}`, {
      token,
    });
    const questions = design.groupList.flatMap((group) => group.questionList);
    const idOf = (title: string) =>
      questions.find((question) => question.quTitle.includes(title))?.id ?? title;
    const optionOf = (title: string, name: string) =>
      questions
        .find((question) => question.quTitle.includes(title))
        ?.optionList.find((option) => option.optionName === name)?.id;
    const stored = await storedResponses(server, surveyId);
    const byStatus = (status: string) => {
      const found = stored.find((row) => row.response.sampleStatus === status);
      if (!found) throw new Error(`no ${status} response`);
      return new Map(found.items.map((item) => [item.questionId, item.value]));
    };
    const screening = [idOf('您的性别？'), idOf('您的年龄段？')];

    const complete = byStatus('Complete');
    expect(complete.get(idOf('您最喜欢哪项？'))).toMatchObject({
      optionIds: [optionOf('您最喜欢哪项？', '骑车')],
    });
    expect(complete.get(idOf('您为什么喜欢'))).toEqual({ kind: 'text', text: '风景好' });
    expect(complete.get(idOf('您的跑者类型'))).toEqual({ kind: 'text', text: '竞赛跑者' });

    const overquota = byStatus('Overquota');
    expect(overquota.has(idOf('您最喜欢哪项？'))).toBe(false);
    expect(overquota.has(idOf('您为什么喜欢'))).toBe(false);
    expect(overquota.get(idOf('您的跑者类型'))).toEqual({ kind: 'text', text: '休闲跑者' });

    // Both ended on the first page: nothing after it was answered.
    expect([...byStatus('Screenout').keys()].sort()).toEqual([...screening].sort());
    expect([...byStatus('QuotaFull').keys()].sort()).toEqual([...screening].sort());

    // Only the Complete counts in its cell.
    await page.getByRole('tab', { name: '配额' }).click();
    const card = page.getByTestId('quota-card');
    await expect
      .poll(() => card.getByTestId('quota-cell-count').allInnerTexts())
      .toEqual(['1 / 1', '0 / 5', '0 / 5', '0 / 5']);
    const full = card.locator('tr', { has: page.getByTestId('quota-cell-full') });
    expect((await full.innerText()).replace(/\s+/g, ' ')).toMatch(/^男 青年 1 \/ 1/);
    await page.screenshot({ path: artifactPath('logic-study-quota.png'), fullPage: true });
  });
});
