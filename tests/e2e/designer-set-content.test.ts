import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Question } from '../../src/core/model';
import { artifactPath, requireChromium } from './browser';
import { familyTestBed } from './familySupport';
import { animationsSettled } from './resultsSupport';

/**
 * The question block's set-content tool in Chromium (spec 1 §2: dropdown and city; the cascade too). A
 * dropdown's options are set as lines: blank and repeated lines are refused with their line named and the
 * text kept; saved, the list is what the lines say after a reload, the kept option with its id. The cascade's
 * tool is its paste dialog, saving at once; the city's sets the levels over a preview of the divisions.
 */
const hasChromium = Boolean(requireChromium());

describe.skipIf(!hasChromium)('set-content tool in Chromium', () => {
  const bed = familyTestBed('内容设置');
  const { newPage, storedQuestions } = bed;

  const stored = async (catalogKey: string): Promise<Question> => {
    const found = (await storedQuestions()).find((question) => question.catalogKey === catalogKey);
    if (!found) throw new Error(`no ${catalogKey} question stored`);
    return found;
  };

  /** Adds a question of `catalogKey` from the palette, saves it as it comes and opens its set-content tool. */
  async function openTool(page: Page, catalogKey: string): Promise<{ block: Locator; dialog: Locator }> {
    const { group, editor } = await bed.addFromPalette(page, catalogKey);
    await editor.getByTestId('edit-confirm').click();
    await editor.waitFor({ state: 'detached' });
    const block = group.locator(`[data-testid="question-block"][data-catalog-key="${catalogKey}"]`);
    await block.getByTestId('qu-content').click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await animationsSettled(page);
    return { block, dialog };
  }

  it('sets a dropdown’s options from lines; refused lines are named and the text kept', async () => {
    const { page } = await newPage({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
    const { block, dialog } = await openTool(page, 'select');
    const before = await stored('select');
    const [first, second] = before.optionList;
    if (!first || !second) throw new Error('the dropdown came without its two options');
    const lines = dialog.getByLabel('选项（每行一个）');
    // The current options, one a line, ready to edit.
    expect(await lines.inputValue()).toBe(`${first.optionName}\n${second.optionName}`);

    const refused = `苹果\n\n香蕉\n苹果`;
    await lines.fill(refused);
    await dialog.getByRole('button', { name: '保存' }).click();
    const alert = dialog.getByTestId('content-refused');
    await alert.waitFor();
    expect(await alert.innerText()).toContain('第2行：空行');
    expect(await alert.innerText()).toContain('第4行：与第1行重复（苹果）');
    expect(await lines.inputValue()).toBe(refused);
    await page.screenshot({ path: artifactPath('designer-set-content-select-refused.png') });
    expect((await stored('select')).optionList.map((option) => option.optionName)).toEqual([
      first.optionName,
      second.optionName,
    ]);

    // A spreadsheet column: tabs end no line here, the last newline is forgiven; the first option is kept.
    await lines.fill(`苹果\r\n${first.optionName}\r\n香蕉\r\n橙子\r\n`);
    await expect
      .poll(() => dialog.getByTestId('select-content-summary').innerText())
      .toContain('保留 1 个，新增 3 个，删除 1 个');
    expect(await dialog.innerText()).toContain(`将删除：${second.optionName}`);
    await page.screenshot({ path: artifactPath('designer-set-content-select.png') });
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.reload();
    await expect.poll(() => block.innerText()).toContain('苹果 / ' + first.optionName + ' / 香蕉 / 橙子');
    const after = await stored('select');
    expect(after.optionList.map((option) => option.optionName)).toEqual([
      '苹果',
      first.optionName,
      '香蕉',
      '橙子',
    ]);
    expect(after.optionList[1]?.id).toBe(first.id);
    expect(after.optionList.some((option) => option.id === second.id)).toBe(false);

    // Opened again, the tool shows the saved list.
    await block.getByTestId('qu-content').click();
    await expect
      .poll(() => page.getByLabel('选项（每行一个）').inputValue())
      .toBe(`苹果\n${first.optionName}\n香蕉\n橙子`);
    await page.getByRole('dialog').getByRole('button', { name: '取消' }).click();
  });

  it('opens the cascade’s paste dialog and saves what it adds', async () => {
    const { page } = await newPage({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
    const { block, dialog } = await openTool(page, 'cascade');
    expect(await dialog.innerText()).toContain('批量添加级联选项');
    const text = dialog.getByLabel('粘贴的内容');
    // Two levels by default: a three-level line is refused by the paste dialog itself, its text kept.
    await text.fill('广东/深圳/南山\n广东/广州');
    await dialog.getByRole('button', { name: '添加' }).click();
    await expect.poll(() => dialog.getByRole('alert').innerText()).toContain('第1行：超过了设定的2级');
    await text.fill('广东/深圳\n广东/广州\n浙江/杭州');
    await page.screenshot({ path: artifactPath('designer-set-content-cascade.png') });
    await dialog.getByRole('button', { name: '添加' }).click();
    await dialog.waitFor({ state: 'detached' });

    await expect
      .poll(async () => (await stored('cascade')).optionList.map((option) => option.optionName))
      .toEqual(expect.arrayContaining(['广东', '深圳', '广州', '浙江', '杭州']));
    const options = (await stored('cascade')).optionList;
    const idOf = (name: string) => options.find((option) => option.optionName === name)?.id;
    expect(options.find((option) => option.optionName === '深圳')?.parentId).toBe(idOf('广东'));
    expect(options.find((option) => option.optionName === '杭州')?.parentId).toBe(idOf('浙江'));
    await page.reload();
    await expect.poll(() => block.innerText()).toContain('广东');
  });

  it('sets the city’s levels over a preview of the divisions', async () => {
    const { page } = await newPage({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
    const { block, dialog } = await openTool(page, 'city');
    const preview = dialog.getByTestId('city-content-preview');
    await expect.poll(() => preview.innerText()).toContain('北京市 / 市辖区 / 东城区');
    expect(await preview.innerText()).toMatch(/可选地区：\d+ 个省级、\d+ 个市级、\d+ 个区县/);
    await dialog.getByText('省份 / 城市', { exact: true }).click();
    await expect.poll(() => preview.innerText()).toContain('北京市 / 市辖区');
    expect(await preview.innerText()).not.toContain('东城区');
    await animationsSettled(page);
    await page.screenshot({ path: artifactPath('designer-set-content-city.png') });
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.waitFor({ state: 'detached' });

    expect((await stored('city')).answerConfig.paramInt01).toBe(2);
    await page.reload();
    await expect.poll(() => block.innerText()).toContain('城市');
    expect(await block.innerText()).not.toContain('区县');
  });

  it('is offered only by families that have it: a single choice block has none', async () => {
    const { page } = await newPage({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
    const { group, editor } = await bed.addFromPalette(page, 'radio');
    await editor.getByTestId('edit-confirm').click();
    await editor.waitFor({ state: 'detached' });
    const radio = group.locator('[data-testid="question-block"][data-catalog-key="radio"]');
    await radio.getByTestId('qu-edit').waitFor();
    expect(await radio.getByTestId('qu-content').count()).toBe(0);
    const select = group.locator('[data-testid="question-block"][data-catalog-key="select"]');
    expect(await select.getByRole('button', { name: '设置内容' }).count()).toBe(1);
  });
});
