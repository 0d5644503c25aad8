import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_API } from '../../src/core/api/address';
import { DESIGN_API } from '../../src/core/api/design';
import type { Question } from '../../src/core/model';
import { artifactPath, requireChromium } from './browser';
import { signInAsDemo } from './designerSupport';
import { familyTestBed } from './familySupport';
import {
  answerUrl,
  callApi,
  PHONE,
  storedResponses,
  type TestServer,
  waitForQuestion,
  waitForServiceWorker,
} from './runnerSupport';

/**
 * The cascade question end to end in Chromium: a designer adds it from the palette, sets three levels and
 * their titles, builds the tree through the screen — renames, an option under another, a deletion with what
 * is under it (asked first), a move among siblings — and pastes a list (a refused line first, named with
 * why; fixed, the rest added under the options already there), then publishes. A respondent on a phone
 * opens the survey once, loses the connection, reloads and picks through the levels from the release's own
 * tree (no list call at all); stopping above the last level asks for every level; the ids reach the server
 * once the connection is back, and the results name the path.
 */
const hasChromium = Boolean(requireChromium());

/** Each option's name and its parent's name, as the server stores the tree. */
const treeOf = (question: Question | undefined) =>
  (question?.optionList ?? []).map((option) => [
    option.optionName,
    question?.optionList.find((parent) => parent.id === option.parentId)?.optionName ?? null,
  ]);

describe.skipIf(!hasChromium)('cascade question in Chromium', () => {
  const bed = familyTestBed('区域调查');
  const { newPage, storedQuestions } = bed;
  let server: TestServer;
  let token: string;
  let surveyId: string;
  beforeAll(() => {
    ({ server, token, surveyId } = bed);
  });

  const nameField = (editor: Locator, name: string) =>
    editor.locator(`[data-testid="cascade-option"] input[value="${name}"]`);
  const rowOf = (editor: Locator, name: string) =>
    editor.getByTestId('cascade-option').filter({ has: editor.page().locator(`input[value="${name}"]`) });
  const rename = async (editor: Locator, from: string, to: string) => {
    await nameField(editor, from).fill(to);
    await nameField(editor, to).waitFor();
  };
  const rowNames = (editor: Locator) =>
    editor
      .getByTestId('cascade-option')
      .evaluateAll((rows) =>
        rows.map(
          (row) =>
            `${row.getAttribute('data-level')}:${(row.querySelector('input') as HTMLInputElement).value}`,
        ),
      );

  it('is built through the designer: levels, titles, the tree edited and pasted', {
    timeout: 90_000,
  }, async () => {
    const { page } = await newPage({ viewport: { width: 1280, height: 1000 }, locale: 'zh-CN' });
    const { group, editor } = await bed.addFromPalette(page, 'cascade');
    await editor.getByText('级联选项').first().waitFor();
    // The default tree: 选项1 › 选项1-1, 选项1-2; 选项2 › 选项2-1, 选项2-2 at two levels.
    expect(await rowNames(editor)).toEqual([
      '1:选项1',
      '2:选项1-1',
      '2:选项1-2',
      '1:选项2',
      '2:选项2-1',
      '2:选项2-2',
    ]);
    await page.screenshot({ path: artifactPath('designer-cascade-opened.png') });

    await editor.locator('.ant-segmented').getByText('3级', { exact: true }).click();
    for (const [at, title] of ['省', '市', '区'].entries())
      await editor.getByLabel(`第${at + 1}级标题`, { exact: true }).fill(title);

    await rename(editor, '选项1', '广东');
    await rename(editor, '选项1-1', '深圳');
    await rename(editor, '选项1-2', '广州');
    // 广州 moves above 深圳, its sibling.
    await editor.getByLabel('上移 广州', { exact: true }).click();
    await expect
      .poll(() => rowNames(editor))
      .toEqual(['1:广东', '2:广州', '2:深圳', '1:选项2', '2:选项2-1', '2:选项2-2']);
    // An option under 深圳, at the third level.
    await editor.getByLabel('添加下级选项 深圳', { exact: true }).click();
    await rename(editor, '选项1', '南山');
    expect((await rowOf(editor, '南山').getAttribute('data-level')) ?? '').toBe('3');
    // 选项2 goes with what is under it, once confirmed.
    await editor.getByLabel('删除 选项2', { exact: true }).click();
    const confirm = page.locator('.ant-popconfirm:visible');
    await expect.poll(() => confirm.innerText()).toContain('删除“选项2”及其下的2个选项？');
    await page.screenshot({ path: artifactPath('designer-cascade-delete.png') });
    await confirm.locator('.ant-btn-primary').click();
    await expect.poll(() => rowNames(editor)).toEqual(['1:广东', '2:广州', '2:深圳', '3:南山']);

    // A pasted list: one line too deep is refused, with its number and why, and nothing is added.
    await editor.getByRole('button', { name: '批量粘贴' }).click();
    const dialog = page.locator('.ant-modal:visible');
    const pasted = dialog.getByLabel('粘贴的内容');
    await pasted.fill('浙江/杭州/西湖/灵隐\n广东\t深圳\t福田\n\t\t宝安\n浙江\t杭州\t西湖');
    await dialog.getByRole('button', { name: '添加' }).click();
    await expect.poll(() => dialog.getByRole('alert').innerText()).toContain('第1行：超过了设定的3级');
    await page.screenshot({ path: artifactPath('designer-cascade-paste-refused.png') });
    expect(await rowNames(editor)).toEqual(['1:广东', '2:广州', '2:深圳', '3:南山']);
    await pasted.fill('广东\t深圳\t福田\n\t\t宝安\n浙江\t杭州\t西湖\n浙江/杭州/滨江');
    await dialog.getByRole('button', { name: '添加' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(() => rowNames(editor))
      .toEqual([
        '1:广东',
        '2:广州',
        '2:深圳',
        '3:南山',
        '3:福田',
        '3:宝安',
        '1:浙江',
        '2:杭州',
        '3:西湖',
        '3:滨江',
      ]);
    await page.screenshot({ path: artifactPath('designer-cascade-editor.png'), fullPage: true });

    await editor.getByTestId('edit-confirm').click();
    await editor.waitFor({ state: 'detached' });
    const block = group.getByTestId('question-block').first();
    await expect.poll(() => block.innerText()).toContain('省');
    expect(await block.innerText()).toContain('广东 · 浙江');
    await page.screenshot({ path: artifactPath('designer-cascade-preview.png') });

    const [saved] = await storedQuestions();
    expect(saved?.elementType).toBe('JilianBox');
    expect(saved?.answerConfig.paramInt01).toBe(3);
    expect(saved?.descList.map((desc) => desc.optionName)).toEqual(['省', '市', '区']);
    expect(treeOf(saved)).toEqual([
      ['广东', null],
      ['广州', '广东'],
      ['深圳', '广东'],
      ['南山', '深圳'],
      ['福田', '深圳'],
      ['宝安', '深圳'],
      ['浙江', null],
      ['杭州', '浙江'],
      ['西湖', '杭州'],
      ['滨江', '杭州'],
    ]);

    // The same editor in English, the paste refusal included.
    await page.getByTestId('language-switch').click();
    await block.getByTestId('qu-edit').click();
    await editor.getByText('Cascading options').first().waitFor();
    await editor.getByRole('button', { name: 'Paste a list' }).click();
    await dialog.getByLabel('Pasted list').fill('a//b');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect.poll(() => dialog.getByRole('alert').innerText()).toContain('Line 1: an empty name');
    await page.screenshot({ path: artifactPath('designer-cascade-paste-refused-en.png') });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.screenshot({ path: artifactPath('designer-cascade-editor-en.png'), fullPage: true });
    await editor.getByTestId('edit-cancel').click();
    await editor.waitFor({ state: 'detached' });
    await page.getByTestId('language-switch').click();
  });

  it('is answered offline through the levels; the ids reach the server and the results name them', {
    timeout: 90_000,
  }, async () => {
    await callApi(server, `${DESIGN_API.surveyState}?id=${surveyId}&surveyState=1`, { token });
    const [question] = await storedQuestions();
    const idOf = (name: string) => question?.optionList.find((option) => option.optionName === name)?.id;
    const { context, page } = await newPage({ ...PHONE });
    const listCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(ADDRESS_API.selectList)) listCalls.push(request.url());
    });
    await page.goto(answerUrl(server, surveyId));
    await waitForQuestion(page);
    await waitForServiceWorker(page);

    await context.setOffline(true);
    await page.reload();
    await waitForQuestion(page);
    const selects = page.locator('.wr-q select');
    const optionsOf = (at: number) => selects.nth(at).locator('option').allInnerTexts();
    await expect.poll(() => selects.count(), { timeout: 15_000 }).toBe(1);
    expect(await page.locator('.wr-q .rv-label').allInnerTexts()).toEqual(['省']);
    expect(await optionsOf(0)).toEqual(['请选择', '广东', '浙江']);

    await selects.nth(0).selectOption({ label: '广东' });
    await expect.poll(() => selects.count()).toBe(2);
    expect(await optionsOf(1)).toEqual(['请选择', '广州', '深圳']);
    await selects.nth(1).selectOption({ label: '深圳' });
    await expect.poll(() => selects.count()).toBe(3);
    expect(await optionsOf(2)).toEqual(['请选择', '南山', '福田', '宝安']);
    expect(await page.locator('.wr-q .rv-label').allInnerTexts()).toEqual(['省', '市', '区']);

    // Stopped at the second level: the answer wants every level.
    await page.getByTestId('submit').click();
    await expect.poll(() => page.locator('.rv-issue').allInnerTexts()).toContain('请逐级选择完整');
    await page.screenshot({ path: artifactPath('runner-cascade-incomplete.png'), fullPage: true });

    // Another choice above clears the levels below it; then the whole path.
    await selects.nth(0).selectOption({ label: '浙江' });
    await expect.poll(() => selects.count()).toBe(2);
    expect(await optionsOf(1)).toEqual(['请选择', '杭州']);
    await selects.nth(0).selectOption({ label: '广东' });
    await selects.nth(1).selectOption({ label: '深圳' });
    await selects.nth(2).selectOption({ label: '南山' });
    await page.screenshot({ path: artifactPath('runner-cascade-chosen.png'), fullPage: true });

    await page.getByTestId('submit').click();
    const title = page.getByTestId('end-title');
    await title.waitFor();
    await expect.poll(() => title.textContent()).toBe('答案已保存在本设备上');
    expect(listCalls).toEqual([]);

    await context.setOffline(false);
    await expect
      .poll(async () => (await storedResponses(server, surveyId)).map((r) => r.response.status), {
        timeout: 30_000,
      })
      .toEqual(['complete']);
    const [arrived] = await storedResponses(server, surveyId);
    const path = ['广东', '深圳', '南山'].map(idOf);
    expect(arrived?.items[0]?.answer).toBe(path.join(','));
    expect(arrived?.items[0]?.value).toEqual({ kind: 'cascade', path });

    // The designer's results show the path by its names.
    const { page: results } = await newPage({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
    await openResponse(results, server, surveyId);
    const answers = results.getByTestId('response-drawer').getByTestId('response-answers');
    await expect.poll(() => answers.innerText()).toContain('广东 / 深圳 / 南山');
    await results.screenshot({ path: artifactPath('results-cascade-response.png') });
  });
});

async function openResponse(page: Page, server: TestServer, surveyId: string) {
  await signInAsDemo(page, server);
  await page.goto(`${server.url}/#/answerlist?surveyId=${surveyId}`);
  const rows = page.getByTestId('responses-table').locator('tbody tr.ant-table-row');
  await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(1);
  await rows.first().getByTestId('open-response').click();
}
