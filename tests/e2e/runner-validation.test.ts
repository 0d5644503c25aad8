import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath, launchBrowser, requireChromium } from './browser';
import { answerUrl, SurveyBuilder, type TestServer, waitForQuestion } from './runnerSupport';
import { startTestServer } from './server';

/**
 * Spec 2 §5 in the browser: one page with a question of each family left wrong, "next" pressed, and every
 * message shown in Chinese at its question; the page moves to the first offending question and stays put
 * until they are fixed.
 */
const hasChromium = Boolean(requireChromium());

describe.skipIf(!hasChromium)('runner validation messages (zh)', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const block = (page: Page, id: string) => page.locator(`#q-${id}`);
  const choose = (page: Page, id: string, name: string) =>
    block(page, id).locator('label').filter({ hasText: name }).click();

  it('shows the message of each family and moves to the first one', async () => {
    const survey = await SurveyBuilder.create(server, { surveyName: '校验测试' });
    const required = await survey.add('radio', {
      quTitle: '必答单选',
      optionList: [{ optionName: '是' }, { optionName: '否' }],
    });
    const number = await survey.add('number', {
      quTitle: '每周跑步次数',
      answerConfig: { limitRangeInd: 1, paramInt01: 0, paramInt02: 14 },
    });
    const phone = await survey.add('phone', { quTitle: '手机号', answerConfig: { validInd: 1 } });
    const email = await survey.add('email', { quTitle: '邮箱', answerConfig: { validInd: 1 } });
    const idCard = await survey.add('idCard', { quTitle: '身份证号', answerConfig: { validInd: 1 } });
    const atLeast = await survey.add('checkbox', {
      quTitle: '至少选两项',
      optionList: [{ optionName: '甲' }, { optionName: '乙' }, { optionName: '丙' }],
      answerConfig: { minAnswerInd: 1, minAnswerNum: 2 },
    });
    const atMost = await survey.add('checkbox', {
      quTitle: '最多选一项',
      optionList: [{ optionName: '子' }, { optionName: '丑' }, { optionName: '寅' }],
      answerConfig: { maxAnswerInd: 1, maxAnswerNum: 1 },
    });
    const chip = await survey.add('chip', {
      quTitle: '分配10个筹码',
      paramInt01: 10,
      optionList: [{ optionName: '价格' }, { optionName: '品质' }],
    });
    const sort = await survey.add('sort', {
      quTitle: '请排序',
      optionList: [{ optionName: '早' }, { optionName: '中' }, { optionName: '晚' }],
    });
    await survey.publish();

    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' });
    const page = await context.newPage();
    await page.goto(answerUrl(server, survey.surveyId));
    await waitForQuestion(page);

    await block(page, number.id).getByRole('textbox').fill('99');
    await block(page, phone.id).getByRole('textbox').fill('12345');
    await block(page, email.id).getByRole('textbox').fill('runner@');
    await block(page, idCard.id).getByRole('textbox').fill('1234');
    await choose(page, atLeast.id, '甲');
    await choose(page, atMost.id, '子');
    await choose(page, atMost.id, '丑');
    await block(page, chip.id)
      .getByRole('button', { name: /增加|加/ })
      .first()
      .click();
    await block(page, sort.id).getByRole('button', { name: /早/ }).click();
    await page.getByTestId('submit').click();

    const messageOf = (id: string) => block(page, id).locator('.rv-issues').first();
    await messageOf(required.id).waitFor();
    expect(await messageOf(required.id).textContent()).toContain('答案不能为空');
    expect(await messageOf(number.id).textContent()).toContain('请输入范围内的值 [0,14]');
    expect(await messageOf(phone.id).textContent()).toContain('11位');
    expect(await messageOf(email.id).textContent()).toContain('请输入正确的邮箱地址');
    expect(await messageOf(idCard.id).textContent()).toContain('请输入正确的身份证号码');
    expect(await messageOf(atLeast.id).textContent()).toContain('请至少选择2项');
    expect(await messageOf(atMost.id).textContent()).toContain('最多只能选择1项');
    expect(await messageOf(chip.id).textContent()).toContain('还未分配完');
    expect(await messageOf(sort.id).textContent()).toContain('排序');
    // The first offending question is brought into view and focused.
    await expect
      .poll(() =>
        page.evaluate(
          (id) => document.getElementById(`q-${id}`)?.contains(document.activeElement),
          required.id,
        ),
      )
      .toBe(true);
    // The focused control says it is invalid and is described by the message; the page says how many.
    const focused = await page.evaluate(() => {
      const active = document.activeElement;
      const control = active?.closest('[aria-invalid]') ?? active;
      const ids = control?.getAttribute('aria-describedby')?.split(' ') ?? [];
      return {
        invalid: control?.getAttribute('aria-invalid'),
        description: ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' '),
      };
    });
    expect(focused.invalid).toBe('true');
    expect(focused.description).toContain('答案不能为空');
    await expect
      .poll(() => page.getByTestId('page-announcement').textContent())
      .toBe('本页有 9 处回答需要修改');
    await page.screenshot({ path: artifactPath('runner-validation.png'), fullPage: true });
    // Still on the same page: nothing was submitted.
    expect(await page.getByTestId('end-title').count()).toBe(0);

    // Fixing an answer clears its message.
    await choose(page, required.id, '是');
    await expect.poll(() => block(page, required.id).locator('.rv-issues').count()).toBe(0);
    await context.close();
  });
});
