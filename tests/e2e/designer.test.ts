import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath, launchBrowser, requireChromium } from './browser';
import { animationsDone, byTestId, signInAsDemo, untilOnPage } from './designerSupport';
import { pickOption } from './selects';
import { startTestServer } from './server';

/** A 1×1 PNG, for uploads. */
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/**
 * The designer as a survey author meets it, in Debian's Chromium against a real server: the list, creating a
 * survey, one question of every family the add-question popover offers, option editing, move, copy, delete,
 * a reload that shows everything as it was, settings and publishing.
 */
const hasChromium = Boolean(requireChromium());
const DEMO_PASSWORD = 'demo-pass-2026';

describe.skipIf(!hasChromium)('designer in Chromium', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await startTestServer({ demoPassword: DEMO_PASSWORD });
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
    page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    page.on('console', (entry) => {
      if (entry.type() === 'error') console.error('console:', entry.text());
    });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function login() {
    await signInAsDemo(page, server);
  }

  /** Keys of the question blocks in the order shown. */
  const blockKeys = () =>
    page
      .getByTestId('question-block')
      .evaluateAll((blocks) => blocks.map((block) => block.getAttribute('data-catalog-key') ?? ''));
  const blockIds = () =>
    page
      .getByTestId('question-block')
      .evaluateAll((blocks) => blocks.map((block) => block.getAttribute('data-question-id') ?? ''));

  const pickSelect = (select: ReturnType<Page['locator']>, text: string) => pickOption(page, select, text);

  async function waitIdle() {
    await untilOnPage(page, byTestId('loading-overlay'), 'hidden');
  }

  it('lists the demo survey in the paged table', async () => {
    await login();
    const table = page.getByTestId('survey-table');
    await table.waitFor();
    await expect.poll(() => page.getByTestId('survey-name').count()).toBeGreaterThan(0);
    await expect.poll(() => page.locator('.ant-pagination-total-text').textContent()).toMatch(/共 \d+ 条/);
    await page.screenshot({ path: artifactPath('designer-list.png') });
  });

  it('creates a survey and adds one question of every offered family', { timeout: 300_000 }, async () => {
    await page.getByTestId('create-survey').click();
    await page.getByTestId('new-survey').waitFor();
    // The name is required.
    await page.getByTestId('create-submit').click();
    await page.getByText('请填写问卷名称').waitFor();
    await page.getByTestId('new-survey-name').fill('2026 门店满意度调查');
    await page.getByTestId('create-submit').click();
    await page.getByTestId('edit-question').waitFor();
    expect(page.url()).toContain('#/editquestion?surveyId=');
    await expect.poll(() => page.getByTestId('workspace-name').textContent()).toBe('2026 门店满意度调查');

    await page.getByTestId('add-question').click();
    const popover = page.getByTestId('add-question-popover');
    await popover.waitFor();
    await animationsDone(page, byTestId('add-question-popover')); // the popover's entrance animation
    await page.screenshot({ path: artifactPath('designer-popover.png') });
    const offered = await popover
      .locator('button[data-testid^="add-"]')
      .evaluateAll((buttons) => buttons.map((button) => (button.getAttribute('data-testid') ?? '').slice(4)));
    expect(offered.length).toBeGreaterThan(0);
    await page.keyboard.press('Escape');

    // Each step's wait is checked every frame (untilOnPage): this loop adds some forty questions.
    const popoverSelector = byTestId('add-question-popover');
    const editorSelector = byTestId('question-editor');
    for (const key of offered) {
      // One popover at a time: the last one has finished closing before the next opens.
      await untilOnPage(page, popoverSelector, 'hidden');
      await page.getByTestId('add-question').click();
      await untilOnPage(page, popoverSelector, 'visible');
      await animationsDone(page, popoverSelector); // its entrance animation
      // antd's popover takes clicks only once its opening motion has ended, which Web Animations do not show
      // (rc-motion's classes): a click right after it opened was lost now and then on a loaded machine.
      await page.waitForTimeout(250);
      await page.getByTestId('add-question-popover').getByTestId(`add-${key}`).click();
      const editor = page.getByTestId('question-editor');
      await untilOnPage(page, editorSelector, 'visible', 20_000).catch(async () => {
        await page.screenshot({ path: artifactPath(`designer-stuck-${key}.png`) });
        throw new Error(
          `The new ${key} question did not open: ${await page.locator('.ant-modal').allInnerTexts()}`,
        );
      });
      await editor.getByTestId('edit-confirm').click();
      await untilOnPage(page, editorSelector, 'detached', 20_000).catch(async () => {
        await page.screenshot({ path: artifactPath(`designer-stuck-${key}.png`), fullPage: true });
        const issues = await editor.innerText().catch(() => '');
        throw new Error(`The new ${key} question did not save: ${issues}`);
      });
      await waitIdle();
    }
    expect(await blockKeys()).toEqual(offered);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: artifactPath('designer-editor.png') });
  });

  /** The block of question `id`. */
  const block = (id: string) => page.locator(`[data-testid="question-block"][data-question-id="${id}"]`);
  const optionTexts = (id: string) => block(id).locator('.wd-qblock__body').innerText();

  it('edits a title and options: batch edit, other and special option, then cancel restores', async () => {
    const [radioId] = await blockIds();
    const radio = block(radioId!);
    await radio.getByTestId('qu-edit').click();
    const editor = radio.getByTestId('question-editor');
    await editor.waitFor();

    // Title through the rich-text editor.
    const title = editor.getByTestId('title-editor');
    await title.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('您对本店的整体满意度如何？');

    // Batch edit replaces the options, one per line.
    await editor.getByRole('button', { name: '批量编辑' }).first().click();
    const dialog = page.getByRole('dialog', { name: '批量编辑' });
    // The dialog loads the current options once its opening animation ends; type after that.
    await expect.poll(() => dialog.getByLabel('选项（每行一个）').inputValue()).toContain('选项1');
    await animationsDone(page, '.ant-modal');
    await dialog.getByLabel('选项（每行一个）').fill('非常满意\n满意\n一般\n不满意');
    // Code lines must match the option lines (spec 1 §5): the two existing codes get two more.
    await dialog.getByLabel('编码（可选，每行一个）').fill('1\n2\n3\n4');
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 15_000 }).catch(async () => {
      await page.screenshot({ path: artifactPath('designer-batch-stuck.png') });
      throw new Error(`batch edit refused: ${await dialog.innerText()}`);
    });

    // Other and special options.
    await pickSelect(editor.getByLabel('其他项'), '其他，请注明');
    await pickSelect(editor.getByLabel('特殊项'), '拒绝回答');
    await page.screenshot({ path: artifactPath('designer-edit-mode.png') });

    await editor.getByTestId('edit-confirm').click();
    await editor.waitFor({ state: 'detached' });
    await waitIdle();
    expect(await radio.locator('.wd-qblock__title-text').innerText()).toBe('您对本店的整体满意度如何？');
    const shown = await optionTexts(radioId!);
    for (const text of ['非常满意', '满意', '一般', '不满意', '其他，请注明', '拒绝回答'])
      expect(shown).toContain(text);

    // Edit again, change the title, cancel: the saved version stays.
    await radio.getByTestId('qu-edit').click();
    await radio.getByTestId('title-editor').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('不会保存的标题');
    await radio.getByTestId('edit-cancel').click();
    await radio.getByTestId('question-editor').waitFor({ state: 'detached' });
    expect(await radio.locator('.wd-qblock__title-text').innerText()).toBe('您对本店的整体满意度如何？');
  });

  it('refuses an empty title at its field and keeps only one question in edit', async () => {
    const [radioId, secondId] = await blockIds();
    const radio = block(radioId!);
    await radio.getByTestId('qu-edit').click();
    await radio.getByTestId('title-editor').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await radio.getByTestId('edit-confirm').click();
    await radio.getByRole('alert').filter({ hasText: '题目标题不能为空' }).first().waitFor();
    // Another question cannot be opened meanwhile.
    await block(secondId!).getByTestId('qu-edit').click();
    await page.getByText('请先完成或取消正在编辑的题目').waitFor();
    await radio.getByTestId('edit-cancel').click();
    await radio.getByTestId('question-editor').waitFor({ state: 'detached' });
  });

  it('a save the server refuses shows its message and restores the question as it was', async () => {
    const [radioId] = await blockIds();
    const radio = block(radioId!);
    const before = await radio.locator('.wd-qblock__title-text').innerText();
    // The server answers this one save with an error envelope, as it would when its disk is full.
    await page.route('**/api/design/qu-radio/ajaxSave', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 500, message: '服务器存储已满，请稍后再试', data: null }),
      }),
    );
    try {
      await radio.getByTestId('qu-edit').click();
      await radio.getByTestId('title-editor').click();
      await page.keyboard.press('Control+A');
      await page.keyboard.type('保存失败的标题');
      await radio.getByTestId('edit-confirm').click();
      const alert = page.getByTestId('error-alert');
      await alert.waitFor();
      expect(await alert.innerText()).toContain('服务器存储已满，请稍后再试');
      await alert.getByRole('button', { name: '确定' }).click();
    } finally {
      await page.unroute('**/api/design/qu-radio/ajaxSave');
    }
    await radio.getByTestId('question-editor').waitFor({ state: 'detached' });
    expect(await radio.locator('.wd-qblock__title-text').innerText()).toBe(before);
  });

  it('moves, copies and deletes questions', async () => {
    const before = await blockIds();
    // Move the first question down: it swaps with its neighbour.
    await block(before[0]!).getByTestId('qu-down').click();
    await waitIdle();
    await expect.poll(blockIds).toEqual([before[1], before[0], ...before.slice(2)]);
    // And back up.
    await block(before[0]!).getByTestId('qu-up').click();
    await waitIdle();
    await expect.poll(blockIds).toEqual(before);

    // Copy the first question: a new one right after it, with the same options.
    await block(before[0]!).getByTestId('qu-copy').click();
    await waitIdle();
    await expect.poll(async () => (await blockIds()).length).toBe(before.length + 1);
    const afterCopy = await blockIds();
    const copyId = afterCopy[1]!;
    expect(afterCopy.filter((id) => !before.includes(id))).toEqual([copyId]);
    expect(await optionTexts(copyId)).toBe(await optionTexts(before[0]!));
    expect(await block(copyId).getByTestId('question-number').innerText()).toBe('Q2');

    // Delete the copy, after the confirmation.
    await block(copyId).getByTestId('qu-delete').click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: '删除' }).click();
    await waitIdle();
    await expect.poll(blockIds).toEqual(before);
  });

  it('shows everything as it was after a reload', async () => {
    const keys = await blockKeys();
    const ids = await blockIds();
    const firstOptions = await optionTexts(ids[0]!);
    await page.reload();
    await page.getByTestId('edit-question').waitFor();
    await expect.poll(blockKeys).toEqual(keys);
    expect(await blockIds()).toEqual(ids);
    expect(await optionTexts(ids[0]!)).toBe(firstOptions);
    expect(await block(ids[0]!).locator('.wd-qblock__title-text').innerText()).toBe(
      '您对本店的整体满意度如何？',
    );
    const numbers = await page.getByTestId('question-number').allInnerTexts();
    expect(numbers.slice(0, 3)).toEqual(['Q1', 'Q2', 'Q3']);
  });

  it('refuses pasted images in HTML and uploads clipboard image files into the title', async () => {
    const [firstId] = await blockIds();
    const first = block(firstId!);
    await first.getByTestId('qu-edit').click();
    const title = first.getByTestId('title-editor');
    await title.click();

    // HTML with an image: refused with the spec's message, nothing inserted.
    await title.evaluate((element) => {
      const data = new DataTransfer();
      data.setData('text/html', '<p>看图<img src="https://example.com/x.png"></p>');
      element.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    await page.getByText('不允许粘贴图片').waitFor();
    expect(await title.locator('img:not(.ProseMirror-separator)').count()).toBe(0);

    // An image file on the clipboard (a 1×1 PNG): uploaded with uploadFile and inserted.
    await title.evaluate((element) => {
      const png = Uint8Array.from(
        atob(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        ),
        (char) => char.charCodeAt(0),
      );
      const data = new DataTransfer();
      data.items.add(new File([png], 'dot.png', { type: 'image/png' }));
      element.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    const image = title.locator('img:not(.ProseMirror-separator)');
    await image.waitFor();
    expect(await image.getAttribute('src')).toMatch(/^\/api\/files\/.+\.png$/);
    await first.getByTestId('edit-cancel').click();
    await first.getByTestId('question-editor').waitFor({ state: 'detached' });
  });

  it('adds and renames a group and moves a question into it', async () => {
    await page.getByTestId('add-group').click();
    await page.getByRole('menuitem', { name: '添加题组' }).click();
    await waitIdle();
    const groups = page.getByTestId('group');
    await expect.poll(() => groups.count()).toBe(2);
    await expect.poll(() => page.getByTestId('group-number').allInnerTexts()).toEqual(['A', 'B']);
    const groupB = groups.nth(1);
    await groupB.getByTestId('group-rename').click();
    await groupB.getByTestId('group-title-input').fill('门店环境');
    await groupB.getByTestId('group-title-input').press('Enter');
    await waitIdle();
    await expect.poll(() => groupB.getByTestId('group-title').innerText()).toBe('门店环境');

    const ids = await blockIds();
    const last = ids[ids.length - 1]!;
    await block(last).getByTestId('qu-more').click();
    await page.getByRole('menuitem', { name: /B 门店环境/ }).click();
    await waitIdle();
    await expect.poll(() => groupB.getByTestId('question-block').count()).toBe(1);
    expect(await groupB.getByTestId('question-block').getAttribute('data-question-id')).toBe(last);
  });

  it('saves the settings', async () => {
    await page.getByRole('tab', { name: '问卷设置' }).click();
    await page.getByTestId('project-info').waitFor();
    await page.getByTestId('settings-name').fill('2026 门店满意度调查（正式）');
    await page.getByTestId('settings-note').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('感谢您参与本次门店满意度调查！');
    // The completion page's image and the redirect after completion.
    await page.getByTestId('settings-end-yes').click();
    await page
      .getByTestId('settings-end-yes-img')
      .locator('input[type=file]')
      .setInputFiles({
        name: 'thanks.png',
        mimeType: 'image/png',
        buffer: Buffer.from(ONE_PIXEL_PNG, 'base64'),
      });
    await page.getByTestId('settings-end-yes-img').locator('img').waitFor();
    await page.getByTestId('settings-redirect').click();
    await page.getByTestId('settings-redirect-url').fill('javascript:alert(1)');
    await page.getByText('跳转地址须以 http:// 或 https:// 开头').waitFor();
    await page.getByTestId('settings-redirect-url').fill('https://example.com/thanks');
    await page.getByTestId('settings-save').click();
    await page.getByText('已保存').first().waitFor();
    await expect
      .poll(() => page.getByTestId('workspace-name').textContent())
      .toBe('2026 门店满意度调查（正式）');
    await page.screenshot({ path: artifactPath('designer-settings.png'), fullPage: true });
    await page.reload();
    await page.getByTestId('project-info').waitFor();
    expect(await page.getByTestId('settings-name').inputValue()).toBe('2026 门店满意度调查（正式）');
    expect(await page.getByTestId('settings-note').innerText()).toContain('感谢您参与本次门店满意度调查！');
    expect(await page.getByTestId('settings-redirect-url').inputValue()).toBe('https://example.com/thanks');
    const image = page.getByTestId('settings-end-yes-img').locator('img');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  });

  it('publishes after the warning, pauses before editing, and shows the state', async () => {
    await page.getByRole('tab', { name: '编辑问卷' }).click();
    await page.getByTestId('edit-question').waitFor();
    await page.getByTestId('publish-survey').click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.getByText('问卷发布后将不能再修改，确定发布吗？').waitFor();
    await confirm.getByRole('button', { name: '发布问卷' }).click();
    await expect
      .poll(async () => {
        const dialogs = page.locator('.ant-modal-wrap:visible');
        if (await dialogs.count()) return `dialog: ${(await dialogs.allInnerTexts()).join(' | ')}`;
        return page.getByTestId('survey-state').first().innerText();
      })
      .toBe('收集中');

    // Editing a collecting survey asks to pause it first; confirming sets it back to designing. With two
    // groups the editor opens with them collapsed (spec 1 §4).
    expect(await page.getByTestId('question-block').count()).toBe(0);
    await page.getByTestId('expand-all').click();
    const [firstId] = await blockIds();
    await block(firstId!).getByTestId('qu-edit').click();
    await page.getByText('修改题目需要先将问卷暂停', { exact: false }).waitFor();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: '确定' }).click();
    await block(firstId!).getByTestId('question-editor').waitFor();
    await expect.poll(() => page.getByTestId('survey-state').first().innerText()).toBe('设计中');
    await block(firstId!).getByTestId('edit-cancel').click();

    // Publish again, then end it: its own warning, and no publish button afterwards.
    await page.getByTestId('publish-survey').click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: '发布问卷' }).click();
    await expect.poll(() => page.getByTestId('survey-state').first().innerText()).toBe('收集中');
    await page.getByTestId('end-survey').click();
    const ending = page.locator('.ant-modal-confirm');
    await ending.getByText('问卷结束后将不能再次发布，确定结束吗？').waitFor();
    await ending.getByRole('button', { name: '结束问卷' }).click();
    await expect.poll(() => page.getByTestId('survey-state').first().innerText()).toBe('已结束');
    expect(await page.getByTestId('publish-survey').count()).toBe(0);
    await page.screenshot({ path: artifactPath('designer-ended.png') });
  });

  it('back on the list: search, the state tag, "select data first", copy and delete', async () => {
    await page.getByTestId('back-to-list').click();
    await page.getByTestId('survey-table').waitFor();
    await page.getByTestId('batch-delete').click();
    await page.getByText('请先选择数据').waitFor();

    await page.getByTestId('survey-search').fill('门店');
    await page.getByTestId('survey-search').press('Enter');
    await expect
      .poll(() => page.getByTestId('survey-name').allInnerTexts())
      .toEqual(['2026 门店满意度调查（正式）']);

    await page.getByTestId('copy-survey').first().click();
    await expect.poll(() => page.getByTestId('survey-name').count()).toBe(2);
    await page.screenshot({ path: artifactPath('designer-list-after.png') });

    // Select the copy and delete it in a batch.
    const copyRow = page.locator('tr', { hasText: '副本' });
    await copyRow.locator('input[type="checkbox"]').check();
    await page.getByTestId('batch-delete').click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: '删除' }).click();
    await expect
      .poll(async () => {
        const dialogs = page.locator('.ant-modal-wrap:visible');
        if (await dialogs.count()) return `dialog: ${(await dialogs.allInnerTexts()).join(' | ')}`;
        return page.getByTestId('survey-name').allInnerTexts();
      })
      .toEqual(['2026 门店满意度调查（正式）']);
  });
});
