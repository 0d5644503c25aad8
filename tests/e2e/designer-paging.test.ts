import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESIGN_API,
  type SavedQuestion,
  type SurveyInfoWire,
  saveQuestionPath,
} from '../../src/core/api/design';
import type { Group } from '../../src/core/model';
import { entryFor } from '../../src/questions/catalogue';
import { launchBrowser, requireChromium } from './browser';
import { signInAsDemo } from './designerSupport';
import { callApi, loginDemo, type TestServer } from './runnerSupport';
import { DEMO_PASSWORD, startTestServer } from './server';

/**
 * Paging in the designer (spec 1 §4) and the editor opened on one question (spec 1 §2), in Debian's Chromium
 * against a real server: moving or deleting a question with paging settings asks "此操作会影响分页设置，是否继续？"
 * first; cancelling changes nothing, confirming changes the survey and the page call stores the forced page
 * types (the first page of a group is not of type 2, the page after a checkpoint is of type 1). With quId in
 * the query the question's group opens without question numbers and without the move, copy and delete tools.
 */
const hasChromium = Boolean(requireChromium());

/** The paging confirmation's zh text (src/i18n/messages/designer.ts, designer.qu.pagingConfirm). */
const PAGING_CONFIRM = '此操作会影响分页设置，是否继续？';
const DELETE_CONFIRM = '确定删除这道题目吗？';

/** One question of a survey set up over HTTP: a catalogue key and the fields sent with its first save. */
type Spec = { key: string; name: string; pageType?: 1 | 2 | 3; title?: string };

describe.skipIf(!hasChromium)('designer paging confirmation and the quId editor in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let token: string;
  /** Design calls made by the page since the last `calls.length = 0`. */
  const calls: { path: string; body: unknown }[] = [];

  beforeAll(async () => {
    server = await startTestServer({ demoPassword: DEMO_PASSWORD });
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
    page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    page.on('console', (entry) => {
      if (entry.type() === 'error') console.error('console:', entry.text());
    });
    page.on('request', (request: Request) => {
      const url = new URL(request.url());
      if (!url.pathname.startsWith('/api/design/')) return;
      const body = request.postData();
      calls.push({ path: url.pathname, body: body ? JSON.parse(body) : null });
    });
    token = await loginDemo(server);
    await signInAsDemo(page, server);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  // ---- setup and read-back over HTTP, as the demo designer -------------------------------------------

  async function createSurvey(name: string): Promise<string> {
    const survey = await callApi<SurveyInfoWire>(server, DESIGN_API.updateSurvey, {
      token,
      body: { surveyName: name },
    });
    return survey.surveyId;
  }

  async function addGroup(surveyId: string, groupTitle: string): Promise<Group[]> {
    return callApi<Group[]>(server, DESIGN_API.saveGroup, { token, body: { surveyId, groupTitle } });
  }

  /** Adds the questions in order (at the end of `groupId`, or of the survey) and names their ids. */
  async function addQuestions(surveyId: string, specs: Spec[], groupId?: string) {
    const ids: Record<string, string> = {};
    for (const spec of specs) {
      const endpoint = entryFor(spec.key)?.saveEndpoint;
      if (!endpoint) throw new Error(`unknown catalogue key ${spec.key}`);
      const saved = await callApi<SavedQuestion>(server, saveQuestionPath(endpoint), {
        token,
        body: {
          belongId: surveyId,
          catalogKey: spec.key,
          ...(groupId ? { groupId } : {}),
          ...(spec.key === 'pageBreak' ? {} : { quTitle: spec.title ?? spec.name }),
          pageType: spec.pageType ?? 1,
        },
      });
      ids[spec.name] = saved.id;
    }
    return ids;
  }

  /** The stored design: question ids per group in order, and every question's page type. */
  async function stored(surveyId: string) {
    const design = await callApi<{ groupList: Group[] }>(
      server,
      `${DESIGN_API.design}?surveyId=${encodeURIComponent(surveyId)}`,
      { token },
    );
    const groups = design.groupList.map((group) =>
      [...group.questionList].sort((left, right) => left.orderById - right.orderById),
    );
    const pageTypes: Record<string, number> = {};
    for (const question of groups.flat()) pageTypes[question.id] = question.pageType;
    return { order: groups.map((list) => list.map((question) => question.id)), pageTypes };
  }

  // ---- the page ---------------------------------------------------------------------------------------

  const block = (id: string) => page.locator(`[data-testid="question-block"][data-question-id="${id}"]`);
  const blockIds = () =>
    page
      .getByTestId('question-block')
      .evaluateAll((blocks) => blocks.map((element) => element.getAttribute('data-question-id') ?? ''));
  const confirmDialog = () => page.locator('.ant-modal-confirm');

  async function waitIdle() {
    await page.getByTestId('loading-overlay').waitFor({ state: 'hidden' });
  }

  async function openEditor(surveyId: string, quId?: string, count?: number) {
    const query = `surveyId=${encodeURIComponent(surveyId)}${quId ? `&quId=${encodeURIComponent(quId)}` : ''}`;
    // A fresh load: a hash change alone would keep the editor mounted with its groups' open state.
    await page.goto('about:blank');
    await page.goto(`${server.url}/#/editquestion?${query}`);
    await page.getByTestId('edit-question').waitFor();
    if (count !== undefined) await expect.poll(() => page.getByTestId('question-block').count()).toBe(count);
    await waitIdle();
  }

  async function reloadEditor(count: number) {
    await page.reload();
    await page.getByTestId('edit-question').waitFor();
    await expect.poll(() => page.getByTestId('question-block').count()).toBe(count);
    await waitIdle();
  }

  /** Clicks a tool and waits for the confirmation, returning its title and text. */
  async function askConfirm(id: string, tool: 'qu-up' | 'qu-down' | 'qu-delete') {
    await block(id).getByTestId(tool).click();
    const dialog = confirmDialog();
    await dialog.waitFor({ state: 'visible' });
    await page.waitForTimeout(300); // its entrance animation
    return {
      title: await dialog.locator('.ant-modal-confirm-title').innerText(),
      // The move confirmation has a title only; the delete confirmation says it in its content.
      content: (await dialog.locator('.ant-modal-confirm-content').allInnerTexts()).join('').trim(),
      buttons: await dialog.getByRole('button').allInnerTexts(),
    };
  }

  async function answerConfirm(button: string) {
    const dialog = confirmDialog();
    // antd puts a space between two CJK characters of a button (确 定), so the name is matched loosely.
    await dialog.getByRole('button', { name: new RegExp(button.split('').join('\\s*')) }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  /** The edit/page calls the page made since the last reset of `calls`. */
  const pageCalls = () => calls.filter((call) => call.path === DESIGN_API.editPage);
  /** Calls that change the design (order, move, delete, page types) since the last reset. */
  const changingCalls = () =>
    calls.filter((call) =>
      [
        DESIGN_API.questionOrder,
        DESIGN_API.moveQuestionToGroup,
        DESIGN_API.deleteQuestion,
        DESIGN_API.editPage,
      ].some((path) => call.path === path),
    );

  it('moving a paged question asks first; cancel keeps everything, OK moves it and forces the page types', {
    timeout: 120_000,
  }, async () => {
    const surveyId = await createSurvey('分页移动测试');
    const q = await addQuestions(surveyId, [
      { key: 'radio', name: 'Q1', title: '您的性别' },
      { key: 'pageBreak', name: 'P1', pageType: 2 },
      { key: 'radio', name: 'Q2', title: '您的年龄段' },
      { key: 'pageBreak', name: 'P2', pageType: 3 },
      { key: 'radio', name: 'Q3', title: '您的职业' },
      { key: 'checkpoint', name: 'CP', title: '配额检查' },
      { key: 'radio', name: 'Q4', title: '您常去的门店' },
      { key: 'pageBreak', name: 'P3', pageType: 3 },
      { key: 'radio', name: 'Q5', title: '您的满意度' },
    ]);
    const initial = [q.Q1, q.P1, q.Q2, q.P2, q.Q3, q.CP, q.Q4, q.P3, q.Q5] as string[];
    const before = await stored(surveyId);
    expect(before.order).toEqual([initial]);
    expect(before.pageTypes[q.P1!]).toBe(2);

    await openEditor(surveyId, undefined, initial.length);
    expect(await blockIds()).toEqual(initial);

    // Move the page break of type 2 up: the confirmation comes first.
    calls.length = 0;
    const asked = await askConfirm(q.P1!, 'qu-up');
    expect(asked.title).toBe(PAGING_CONFIRM);
    expect(asked.content).toBe('');
    expect(asked.buttons.map((text) => text.replace(/\s/g, ''))).toEqual(['取消', '确定']);
    await page.screenshot({ path: '/tmp/paging-confirm.png' });

    // Cancel: nothing sent, nothing moved, and a reload shows the same survey.
    await answerConfirm('取消');
    await waitIdle();
    expect(changingCalls()).toEqual([]);
    expect(await blockIds()).toEqual(initial);
    await reloadEditor(initial.length);
    expect(await blockIds()).toEqual(initial);
    expect(await stored(surveyId)).toEqual(before);

    // OK: it swaps with Q1 and becomes the group's first page; type 2 there is forced to 1 by the page call.
    calls.length = 0;
    await askConfirm(q.P1!, 'qu-up');
    const pageCall = page.waitForResponse((response) => response.url().includes(DESIGN_API.editPage));
    await answerConfirm('确定');
    expect((await pageCall).ok()).toBe(true);
    await waitIdle();
    const moved = [q.P1, q.Q1, ...initial.slice(2)] as string[];
    await expect.poll(blockIds).toEqual(moved);
    expect(pageCalls().map((call) => call.body)).toEqual([[{ id: q.P1, pageType: 1 }]]);
    let after = await stored(surveyId);
    expect(after.order).toEqual([moved]);
    expect(after.pageTypes).toEqual({ ...before.pageTypes, [q.P1!]: 1 });

    // The page break of type 3 moved up to right after the checkpoint: forced to a single page (type 1).
    calls.length = 0;
    expect((await askConfirm(q.P3!, 'qu-up')).title).toBe(PAGING_CONFIRM);
    const secondPageCall = page.waitForResponse((response) => response.url().includes(DESIGN_API.editPage));
    await answerConfirm('确定');
    await secondPageCall;
    await waitIdle();
    const movedAgain = [q.P1, q.Q1, q.Q2, q.P2, q.Q3, q.CP, q.P3, q.Q4, q.Q5] as string[];
    await expect.poll(blockIds).toEqual(movedAgain);
    expect(pageCalls().map((call) => call.body)).toEqual([[{ id: q.P3, pageType: 1 }]]);
    after = await stored(surveyId);
    expect(after.order).toEqual([movedAgain]);
    expect(after.pageTypes).toEqual({ ...before.pageTypes, [q.P1!]: 1, [q.P3!]: 1 });

    // A question without paging settings moves at once, without the confirmation and without a page call.
    calls.length = 0;
    await block(q.Q5!).getByTestId('qu-up').click();
    await waitIdle();
    const plainMove = [q.P1, q.Q1, q.Q2, q.P2, q.Q3, q.CP, q.P3, q.Q5, q.Q4] as string[];
    await expect.poll(blockIds).toEqual(plainMove);
    expect(await confirmDialog().count()).toBe(0);
    expect(pageCalls()).toEqual([]);

    // A reload shows the survey as stored.
    await reloadEditor(initial.length);
    expect(await blockIds()).toEqual(plainMove);
    expect((await stored(surveyId)).order).toEqual([plainMove]);
  });

  it('moving an ordinary question past a page break fixes that page break without asking', {
    timeout: 120_000,
  }, async () => {
    const surveyId = await createSurvey('普通题移动');
    const q = await addQuestions(surveyId, [
      { key: 'radio', name: 'Q1', title: '您的性别' },
      { key: 'pageBreak', name: 'P1', pageType: 2 },
      { key: 'radio', name: 'Q2', title: '您的年龄段' },
    ]);
    const initial = [q.Q1, q.P1, q.Q2] as string[];
    await openEditor(surveyId, undefined, initial.length);

    // Q1 goes below the page break, which becomes the group's first page: a type 2 there is forced to 1.
    calls.length = 0;
    const pageCall = page.waitForResponse((response) => response.url().includes(DESIGN_API.editPage));
    await block(q.Q1!).getByTestId('qu-down').click();
    expect((await pageCall).ok()).toBe(true);
    await waitIdle();
    expect(await confirmDialog().count()).toBe(0);
    const moved = [q.P1, q.Q1, q.Q2] as string[];
    await expect.poll(blockIds).toEqual(moved);
    expect(pageCalls().map((call) => call.body)).toEqual([[{ id: q.P1, pageType: 1 }]]);
    const after = await stored(surveyId);
    expect(after.order).toEqual([moved]);
    expect(after.pageTypes[q.P1!]).toBe(1);
  });

  it('deleting a paged question asks first; cancel keeps it, OK deletes it and forces the page types', {
    timeout: 120_000,
  }, async () => {
    const surveyId = await createSurvey('分页删除测试');
    const q = await addQuestions(surveyId, [
      { key: 'pageBreak', name: 'P0', pageType: 1 },
      { key: 'radio', name: 'Q1', title: '您的性别', pageType: 2 },
      { key: 'radio', name: 'Q2', title: '您的年龄段' },
      { key: 'radio', name: 'Q3', title: '您的职业', pageType: 3 },
      { key: 'checkpoint', name: 'CP', title: '配额检查' },
      { key: 'pageBreak', name: 'P1', pageType: 1 },
      { key: 'radio', name: 'Q4', title: '您常去的门店', pageType: 3 },
      { key: 'radio', name: 'Q5', title: '您的满意度' },
    ]);
    const initial = [q.P0, q.Q1, q.Q2, q.Q3, q.CP, q.P1, q.Q4, q.Q5] as string[];
    const before = await stored(surveyId);
    expect(before.order).toEqual([initial]);

    await openEditor(surveyId, undefined, initial.length);
    expect(await blockIds()).toEqual(initial);

    // Delete the page break that opens the group: the delete confirmation says it affects paging.
    calls.length = 0;
    const asked = await askConfirm(q.P0!, 'qu-delete');
    expect(asked.title).toBe('删除题目');
    expect(asked.content).toBe(PAGING_CONFIRM);
    expect(asked.buttons.map((text) => text.replace(/\s/g, ''))).toEqual(['取消', '删除']);
    await page.screenshot({ path: '/tmp/paging-confirm-delete.png' });

    await answerConfirm('取消');
    await waitIdle();
    expect(changingCalls()).toEqual([]);
    expect(await blockIds()).toEqual(initial);
    await reloadEditor(initial.length);
    expect(await blockIds()).toEqual(initial);
    expect(await stored(surveyId)).toEqual(before);

    // OK: P0 goes, Q1 (type 2) opens the group and the page call makes it a single page.
    calls.length = 0;
    await askConfirm(q.P0!, 'qu-delete');
    const pageCall = page.waitForResponse((response) => response.url().includes(DESIGN_API.editPage));
    await answerConfirm('删除');
    expect((await pageCall).ok()).toBe(true);
    await waitIdle();
    let remaining = initial.filter((id) => id !== q.P0);
    await expect.poll(blockIds).toEqual(remaining);
    expect(pageCalls().map((call) => call.body)).toEqual([[{ id: q.Q1, pageType: 1 }]]);
    let after = await stored(surveyId);
    expect(after.order).toEqual([remaining]);
    const { [q.P0!]: _deleted, ...kept } = before.pageTypes;
    expect(after.pageTypes).toEqual({ ...kept, [q.Q1!]: 1 });

    // The page break after the checkpoint goes: Q4 (type 3) now follows the checkpoint and becomes type 1.
    calls.length = 0;
    expect((await askConfirm(q.P1!, 'qu-delete')).content).toBe(PAGING_CONFIRM);
    const secondPageCall = page.waitForResponse((response) => response.url().includes(DESIGN_API.editPage));
    await answerConfirm('删除');
    await secondPageCall;
    await waitIdle();
    remaining = remaining.filter((id) => id !== q.P1);
    await expect.poll(blockIds).toEqual(remaining);
    expect(pageCalls().map((call) => call.body)).toEqual([[{ id: q.Q4, pageType: 1 }]]);
    after = await stored(surveyId);
    expect(after.order).toEqual([remaining]);
    const { [q.P1!]: _alsoDeleted, ...keptAgain } = kept;
    expect(after.pageTypes).toEqual({ ...keptAgain, [q.Q1!]: 1, [q.Q4!]: 1 });

    // A question closing a page group (type 3) is paged too: asked, deleted, and no type needs forcing.
    calls.length = 0;
    expect((await askConfirm(q.Q3!, 'qu-delete')).content).toBe(PAGING_CONFIRM);
    const deleted = page.waitForResponse((response) => response.url().includes(DESIGN_API.deleteQuestion));
    await answerConfirm('删除');
    await deleted;
    await waitIdle();
    remaining = remaining.filter((id) => id !== q.Q3);
    await expect.poll(blockIds).toEqual(remaining);
    expect(pageCalls()).toEqual([]);

    // A question without paging settings gets the ordinary confirmation.
    const plain = await askConfirm(q.Q5!, 'qu-delete');
    expect(plain.content).toBe(DELETE_CONFIRM);
    await answerConfirm('取消');

    await reloadEditor(remaining.length);
    expect(await blockIds()).toEqual(remaining);
    expect((await stored(surveyId)).order).toEqual([remaining]);
  });

  it('the editor opened with quId shows that question without numbers or move, copy and delete tools', async () => {
    const surveyId = await createSurvey('单题编辑测试');
    const firstGroup = await addQuestions(surveyId, [
      { key: 'radio', name: 'A1', title: '您的性别' },
      { key: 'radio', name: 'A2', title: '您的年龄段' },
    ]);
    const groups = await addGroup(surveyId, '门店体验');
    const groupB = groups.find((group) => group.groupTitle === '门店体验')!;
    const secondGroup = await addQuestions(
      surveyId,
      [
        { key: 'radio', name: 'B1', title: '您常去的门店' },
        { key: 'pageBreak', name: 'PB', pageType: 2 },
        { key: 'radio', name: 'B2', title: '您的满意度' },
      ],
      groupB.id,
    );

    // Without quId (the control): two collapsed groups, then numbers and every tool.
    await openEditor(surveyId);
    expect(await page.getByTestId('question-block').count()).toBe(0);
    await page.getByTestId('expand-all').click();
    await expect.poll(() => page.getByTestId('question-block').count()).toBe(5);
    expect(await page.getByTestId('question-number').allInnerTexts()).toEqual(['Q1', 'Q2', 'Q3', 'Q4']);
    for (const tool of ['qu-up', 'qu-down', 'qu-edit', 'qu-copy', 'qu-delete', 'qu-more'])
      expect(await block(secondGroup.B1!).getByTestId(tool).count(), tool).toBe(1);

    // With quId: the question's group opens by itself, the other stays collapsed.
    await openEditor(surveyId, secondGroup.B1);
    await block(secondGroup.B1!).waitFor();
    expect(await blockIds()).toEqual([secondGroup.B1, secondGroup.PB, secondGroup.B2]);
    expect(await block(secondGroup.B1!).locator('.wd-qblock__title-text').innerText()).toBe('您常去的门店');
    expect(
      await page
        .getByTestId('group-toggle')
        .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-expanded'))),
    ).toEqual(['false', 'true']);
    // No question numbers, no move, copy, delete or move-to-group tools; edit stays.
    expect(await page.getByTestId('question-number').count()).toBe(0);
    for (const tool of ['qu-up', 'qu-down', 'qu-copy', 'qu-delete', 'qu-more'])
      expect(await page.getByTestId(tool).count(), tool).toBe(0);
    expect(await block(secondGroup.B1!).getByTestId('qu-edit').count()).toBe(1);
    // Group numbers and the type tag still show.
    expect(await page.getByTestId('group-number').allInnerTexts()).toEqual(['A', 'B']);
    expect(await block(secondGroup.B1!).getByTestId('question-type').innerText()).toBe('单选题');

    // The other group opened by hand is limited the same way.
    await page.getByTestId('expand-all').click();
    await block(firstGroup.A1!).waitFor();
    expect(await page.getByTestId('question-number').count()).toBe(0);
    expect(await page.getByTestId('qu-delete').count()).toBe(0);

    // Editing still works there and saves.
    await block(secondGroup.B1!).getByTestId('qu-edit').click();
    const editor = block(secondGroup.B1!).getByTestId('question-editor');
    await editor.waitFor();
    await editor.getByTestId('title-editor').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('您最常去哪家门店？');
    await editor.getByTestId('edit-confirm').click();
    await editor.waitFor({ state: 'detached' });
    await waitIdle();
    expect(await block(secondGroup.B1!).locator('.wd-qblock__title-text').innerText()).toBe(
      '您最常去哪家门店？',
    );
    // Back in view: still no numbers and no move, copy or delete tools on it.
    expect(await block(secondGroup.B1!).getByTestId('question-number').count()).toBe(0);
    expect(await block(secondGroup.B1!).getByTestId('qu-delete').count()).toBe(0);
    const design = await callApi<{ groupList: Group[] }>(
      server,
      `${DESIGN_API.design}?surveyId=${encodeURIComponent(surveyId)}`,
      { token },
    );
    const savedTitle = design.groupList
      .flatMap((group) => group.questionList)
      .find((x) => x.id === secondGroup.B1)?.quTitle;
    expect(savedTitle).toContain('您最常去哪家门店？');
  });
});
