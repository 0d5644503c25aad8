import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWER_API } from '../../src/core/api/answer';
import { type SavedQuestion, saveQuestionPath } from '../../src/core/api/design';
import { QUOTA_API, type QuotaListResponse } from '../../src/core/api/quotas';
import { entryFor } from '../../src/questions/catalogue';
import { artifactPath, launchBrowser, requireChromium } from './browser';
import { signInAsDemo } from './designerSupport';
import { callApi, loginDemo, SurveyBuilder, type TestServer } from './runnerSupport';
import { offeredOptions, pickOption } from './selects';
import { startTestServer } from './server';

/**
 * The designer's quota screen in Chromium against a real server: the quota tab of a survey with two single
 * choices and a multiple choice offers only the single choices; a crossed quota is made on the screen (its
 * cells generated from the two questions' options), refused first by the screen (no target) and then by the
 * server (an option removed meanwhile) without losing what was typed, saved after a refresh; a completed
 * response fills a cell, which the screen shows as "1 / 1" and full; the quota is deleted after a confirmation.
 */
const hasChromium = Boolean(requireChromium());

describe.skipIf(!hasChromium)('the quota screen in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let survey: SurveyBuilder;
  let gender: SavedQuestion;
  let age: SavedQuestion;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    survey = await SurveyBuilder.create(server, { surveyName: '配额界面问卷' });
    const optional = { answerConfig: { requireInd: 0 } };
    gender = await survey.add('radio', {
      ...optional,
      quTitle: '您的性别？',
      optionList: [{ optionName: '男' }, { optionName: '女' }],
    });
    age = await survey.add('radio', {
      ...optional,
      quTitle: '您的年龄段？',
      optionList: [{ optionName: '青年' }, { optionName: '中年' }],
    });
    await survey.add('checkbox', {
      ...optional,
      quTitle: '您的爱好？',
      optionList: [{ optionName: '跑步' }, { optionName: '游泳' }],
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

  const listQuotas = async () =>
    (await callApi<QuotaListResponse>(server, `${QUOTA_API.list}?surveyId=${survey.surveyId}`, { token }))
      .quotas;
  const optionId = (question: SavedQuestion, name: string) =>
    question.optionList.find((option) => option.optionName === name)?.id as string;
  const editor = () => page.getByTestId('quota-editor');
  const grid = () => editor().getByTestId('quota-grid').locator('tbody tr.ant-table-row');
  const target = (index: number) => editor().getByTestId(`quota-target-${index}`);

  it('opens from the workspace tab and offers only the single-choice questions', async () => {
    await signInAsDemo(page, server);

    await page.goto(`${server.url}/#/editquestion?surveyId=${survey.surveyId}`);
    await page.getByRole('tab', { name: '配额' }).click();
    await page.getByTestId('quota-screen').waitFor();
    expect(page.url()).toContain(`/quotaConfig?surveyId=${survey.surveyId}`);
    await expect.poll(() => page.getByTestId('quota-screen').innerText()).toContain('还没有配额');

    await page.getByTestId('quota-add').click();
    await editor().getByTestId('quota-name').fill('性别 × 年龄段');
    const select = editor().getByTestId('quota-questions');
    expect(await offeredOptions(page, select)).toEqual(['Q1 您的性别？', 'Q2 您的年龄段？']);
    await pickOption(page, select, '您的性别？');
    await pickOption(page, select, '您的年龄段？');
    await page.keyboard.press('Escape');
  });

  it('makes every combination a cell; an empty quota is refused on the screen', async () => {
    await expect.poll(() => grid().allInnerTexts()).toHaveLength(4);
    const rows = (await grid().allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
    expect(rows.map((row) => row.split(' ').slice(0, 2).join(' '))).toEqual([
      '男 青年',
      '男 中年',
      '女 青年',
      '女 中年',
    ]);
    // Every cell left out: nothing to count.
    await editor().getByTestId('quota-save').click();
    await expect
      .poll(() => editor().getByTestId('quota-refusal').innerText())
      .toContain('请至少为一个配额格填写目标');
    expect(await listQuotas()).toEqual([]);
  });

  it('shows the server’s refusal beside the form and keeps what was typed', async () => {
    for (const [index, value] of ['1', '2', '3', '4'].entries()) await target(index).fill(value);
    await editor().getByText('满额后仍可答完').click();
    // Meanwhile the age question loses 中年 (another tab, another designer): the screen still offers it.
    await callApi(server, saveQuestionPath(entryFor('radio')?.saveEndpoint as string), {
      token,
      body: {
        quId: age.id,
        belongId: survey.surveyId,
        optionList: [{ id: optionId(age, '青年'), optionName: '青年' }, { optionName: '老年' }],
      },
    });
    await editor().getByTestId('quota-save').click();
    await expect
      .poll(() => editor().getByTestId('quota-refusal').innerText())
      .toContain('配额格中的选项不属于 Q2');
    expect(await listQuotas()).toEqual([]);
    expect(await editor().getByTestId('quota-name').inputValue()).toBe('性别 × 年龄段');
    expect(await Promise.all([0, 1, 2, 3].map((index) => target(index).inputValue()))).toEqual([
      '1',
      '2',
      '3',
      '4',
    ]);
    expect(
      await editor()
        .getByRole('radio', { name: /满额后仍可答完/ })
        .isChecked(),
    ).toBe(true);
    // Scrolled to the top: a full-page screenshot of a scrolled page draws the sticky header mid-page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: artifactPath('quota-screen-refusal.png'), fullPage: true });
  });

  it('saves the crossed quota after a refresh brings the new options', async () => {
    await page.getByTestId('quota-refresh').click();
    await expect
      .poll(async () => (await grid().allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim()))
      .toEqual(['男 青年', '男 老年 不计入', '女 青年', '女 老年 不计入']);
    // The cells that stay keep their targets; the new ones start left out. 女 × 老年 gets one.
    expect(await target(0).inputValue()).toBe('1');
    expect(await target(2).inputValue()).toBe('3');
    await target(3).fill('5');
    await editor().getByTestId('quota-save').click();
    await page.getByTestId('quota-card').waitFor();
    expect(await editor().count()).toBe(0);

    const [quota, ...others] = await listQuotas();
    expect(others).toEqual([]);
    const old = optionId(age, '青年');
    expect(quota).toMatchObject({
      name: '性别 × 年龄段',
      questionIds: [gender.id, age.id],
      whenFull: 'finishOverquota',
      cells: [
        { optionIds: [optionId(gender, '男'), old], target: 1, counted: 0 },
        { optionIds: [optionId(gender, '女'), old], target: 3, counted: 0 },
        { optionIds: [optionId(gender, '女'), expect.any(String)], target: 5, counted: 0 },
      ],
    });
    const card = page.getByTestId('quota-card');
    expect(await card.getByTestId('quota-when-full').innerText()).toBe('满额后仍可答完');
    expect(await card.getByTestId('quota-cell-count').allInnerTexts()).toEqual(['0 / 1', '0 / 3', '0 / 5']);
    expect(await card.getByTestId('quota-cell-full').count()).toBe(0);
  });

  it('shows a cell filled by a completed response as 1 / 1 and full', async () => {
    await survey.publish();
    await callApi(server, ANSWER_API.save, {
      body: {
        responseId: randomUUID(),
        surveyId: survey.surveyId,
        version: 1,
        seq: 1,
        seed: 'quota-screen',
        userPage: 0,
        status: 'complete',
        items: [
          { belongId: survey.surveyId, quId: gender.id, quItemId: optionId(gender, '男') },
          { belongId: survey.surveyId, quId: age.id, quItemId: optionId(age, '青年') },
        ],
        paradata: {},
      },
    });
    await page.reload();
    const card = page.getByTestId('quota-card');
    await expect
      .poll(() => card.getByTestId('quota-cell-count').allInnerTexts())
      .toEqual(['1 / 1', '0 / 3', '0 / 5']);
    const full = card.locator('tr', { has: page.getByTestId('quota-cell-full') });
    expect(await full.count()).toBe(1);
    expect((await full.innerText()).replace(/\s+/g, ' ')).toMatch(/^男 青年 1 \/ 1/);
    expect(await card.innerText()).toContain('合计 1 / 9');
    await page.screenshot({ path: artifactPath('quota-screen.png'), fullPage: true });
  });

  it('deletes the quota after a confirmation', async () => {
    await page.getByTestId('quota-delete').click();
    const confirm = page.locator('.ant-popconfirm:visible');
    await expect.poll(() => confirm.innerText()).toContain('删除配额“性别 × 年龄段”？');
    await confirm.getByRole('button', { name: '取消' }).click();
    expect(await listQuotas()).toHaveLength(1);
    await page.getByTestId('quota-delete').click();
    await page.locator('.ant-popconfirm:visible').getByRole('button', { name: '删除' }).click();
    await expect.poll(() => page.getByTestId('quota-screen').innerText()).toContain('还没有配额');
    expect(await listQuotas()).toEqual([]);
  });
});
