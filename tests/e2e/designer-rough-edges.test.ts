import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath, launchBrowser, requireChromium } from './browser';
import { signInAsDemo } from './designerSupport';
import { SurveyBuilder, type TestServer } from './runnerSupport';
import { DEMO_PASSWORD, startTestServer } from './server';

/**
 * Rough edges a new designer hit (issue 11), each tried in Chromium against a real server as the demo designer.
 */
const hasChromium = Boolean(requireChromium());

describe.skipIf(!hasChromium)('designer rough edges in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await startTestServer({ demoPassword: DEMO_PASSWORD });
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
    page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    await signInAsDemo(page, server);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function surveyWithOneQuestion(name: string): Promise<SurveyBuilder> {
    const survey = await SurveyBuilder.create(server, { surveyName: name });
    await survey.add('radio', {
      quTitle: '您喜欢跑步吗？',
      optionList: [{ optionName: '是' }, { optionName: '否' }],
    });
    return survey;
  }

  async function openEditor(surveyId: string): Promise<void> {
    await page.goto(`${server.url}/#/editquestion?surveyId=${encodeURIComponent(surveyId)}`);
    await page.getByTestId('edit-question').waitFor();
    await page.getByTestId('expand-all').click();
    await page.getByTestId('question-block').first().waitFor();
  }

  it('an ended survey offers its edit tools disabled, saying why, and never the pause dialog', async () => {
    const survey = await surveyWithOneQuestion('已结束的问卷');
    await survey.publish();
    await survey.setState('2');
    await openEditor(survey.surveyId);

    const reason = '问卷已结束，不能再修改题目和设置';
    await expect(page.getByTestId('design-lock').innerText()).resolves.toContain(reason);
    for (const testId of [
      'add-question',
      'add-group',
      'qu-edit',
      'qu-copy',
      'qu-delete',
      'group-add-question',
    ]) {
      await expect(page.getByTestId(testId).first().isDisabled(), testId).resolves.toBe(true);
    }
    // The disabled tool says why when pointed at.
    await page.getByTestId('qu-edit').first().hover();
    await expect
      .poll(() => page.locator('.ant-tooltip').filter({ hasText: reason }).count(), { timeout: 5_000 })
      .toBeGreaterThan(0);
    await page.screenshot({ path: artifactPath('designer-ended-survey-tools.png') });
    await expect(page.locator('.ant-modal-confirm').count()).resolves.toBe(0);
  });

  it('a published survey keeps its tools: editing asks to pause it first', async () => {
    const survey = await surveyWithOneQuestion('已发布的问卷');
    await survey.publish();
    await openEditor(survey.surveyId);
    await expect(page.getByTestId('design-lock').count()).resolves.toBe(0);
    await page.getByTestId('qu-edit').first().click();
    const dialog = page.locator('.ant-modal-confirm');
    await dialog.waitFor({ state: 'visible' });
    await expect(dialog.innerText()).resolves.toContain('确定暂停吗');
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('a question added from the top button is scrolled into view', async () => {
    const survey = await SurveyBuilder.create(server, { surveyName: '很长的问卷' });
    for (let index = 1; index <= 14; index++) {
      await survey.add('radio', {
        quTitle: `第 ${index} 题`,
        optionList: [{ optionName: '是' }, { optionName: '否' }, { optionName: '不知道' }],
      });
    }
    await openEditor(survey.surveyId);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByTestId('add-question').click();
    const popover = page.getByTestId('add-question-popover');
    await popover.waitFor({ state: 'visible' });
    await page.waitForTimeout(250); // its entrance animation
    await popover.getByTestId('add-radio').click();
    // The new question opens in edit at the end of the survey, and the page scrolls to it.
    const editor = page.getByTestId('question-editor');
    await editor.waitFor();
    await expect
      .poll(
        () =>
          editor.evaluate((element) => {
            // Its block's top in view: below the sticky header and workspace bar (116px), not under them, and
            // high enough to see the editor (at the end of the page it cannot come higher).
            const top = element.closest('[data-testid="question-block"]')?.getBoundingClientRect().top ?? -1;
            return top >= 116 && top < window.innerHeight / 2;
          }),
        { timeout: 5_000 },
      )
      .toBe(true);
    await page.screenshot({ path: artifactPath('designer-added-question-in-view.png') });
    await editor.getByTestId('edit-cancel').click();
  });

  it('an invalid edit is said once, at the field, which is brought into view and focused', async () => {
    const survey = await surveyWithOneQuestion('一次的提示');
    await openEditor(survey.surveyId);
    await page.getByTestId('qu-edit').first().click();
    const editor = page.getByTestId('question-editor');
    await editor.waitFor();
    const firstOption = editor.getByTestId('option-row').first().getByRole('textbox').first();
    await firstOption.fill('');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await editor.getByTestId('edit-confirm').click();

    const problem = '选项内容不能为空';
    await editor.getByText(problem).waitFor();
    // The empty option is marked and focused, and said once: no toast, no list, no second alert.
    await expect(firstOption.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect.poll(() => firstOption.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.waitForTimeout(500); // a toast would have appeared by now
    await page.screenshot({ path: artifactPath('designer-invalid-edit.png') });
    const said = await page.locator('body').innerText();
    expect(said.split(problem).length - 1).toBe(1);
    await expect(page.locator('.ant-message-notice').count()).resolves.toBe(0);
    await expect(page.getByText('请先修改标出的问题').count()).resolves.toBe(0);
    await expect(page.locator('.ant-modal').count()).resolves.toBe(0);

    // Fixed at the field, the mark goes and the edit saves.
    await firstOption.fill('是的');
    await expect(firstOption.getAttribute('aria-invalid')).resolves.toBeNull();
    await editor.getByTestId('edit-confirm').click();
    await editor.waitFor({ state: 'detached' });
  });
});
