import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedQuestion } from '../../src/core/api/design';
import { LOGIC_API } from '../../src/core/api/logic';
import { artifactPath, launchBrowser, requireChromium } from './browser';
import { signInAsDemo } from './designerSupport';
import { callApi, loginDemo, SurveyBuilder, type TestServer } from './runnerSupport';
import { startTestServer } from './server';

/**
 * The logic overview of /logic in Chromium against a real server. Survey, its rules made over the logic calls:
 * Q1 您跑步吗？ (是, 否) — 否 jumps to Q3; Q2 您多久跑一次？ shows when Q1 is 是; Q3 跑步的感受; Q4 您在哪里跑步？
 * shows when Q1 is 是 AND Q1 is 否 (never, on a single choice); Q5 您会推荐跑步吗？ shows when Q4 is 户外 (never:
 * nobody reaches Q4). The overview says every rule as a sentence and lists Q4 and Q5 with their reasons.
 */
const hasChromium = Boolean(requireChromium());

describe.skipIf(!hasChromium)('the logic overview in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let survey: SurveyBuilder;
  let q1: SavedQuestion;
  let q3: SavedQuestion;
  let q4: SavedQuestion;
  let q5: SavedQuestion;

  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    survey = await SurveyBuilder.create(server, { surveyName: '逻辑总览问卷' });
    const radio = (quTitle: string, ...names: string[]) =>
      survey.add('radio', { quTitle, optionList: names.map((optionName) => ({ optionName })) });
    q1 = await radio('您跑步吗？', '是', '否');
    const q2 = await radio('您多久跑一次？', '每天', '每周');
    q3 = await survey.add('fillBlank', { quTitle: '跑步的感受' });
    q4 = await radio('您在哪里跑步？', '室内', '户外');
    q5 = await radio('您会推荐跑步吗？', '会', '不会');
    const token = await loginDemo(server);
    const option = (question: SavedQuestion, name: string) =>
      question.optionList.find((item) => item.optionName === name)?.id;
    const call = (path: string, body: Record<string, unknown>) => callApi(server, path, { token, body });
    const chose = (name: string) => ({ anQuId: q1.id, anQuItemId: option(q1, name), geLe: '1' });
    await call(LOGIC_API.addLogic, { quId: q1.id, ...chose('否'), logicType: 1, toQuId: q3.id });
    await call(LOGIC_API.addLogicBefor, { quId: q2.id, ...chose('是') });
    await call(LOGIC_API.addLogicBefor, { quId: q4.id, ...chose('是') });
    await call(LOGIC_API.addLogicBefor, { quId: q4.id, ...chose('否'), anAnd: 2 });
    await call(LOGIC_API.addLogicBefor, {
      quId: q5.id,
      anQuId: q4.id,
      anQuItemId: option(q4, '户外'),
      geLe: '1',
    });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
    page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const drawer = () => page.locator('.wd-logic-overview');
  const texts = (selector: string) =>
    drawer()
      .getByTestId(selector)
      .evaluateAll((nodes) => nodes.map((node) => node.textContent?.trim() ?? ''));

  const openOverview = async () => {
    await page.getByTestId('logic-overview-open').click();
    await drawer().getByTestId('logic-overview-rules').waitFor();
    // The drawer slides in: pictures are taken once nothing moves any more.
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    );
    const box = await drawer().locator('.ant-drawer-body').boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(box && box.x >= 0 && box.x + box.width <= width + 0.5).toBe(true);
  };

  it('lists every rule as a sentence, by the question owning it', async () => {
    await signInAsDemo(page, server);
    await page.goto(`${server.url}/#/logic?surveyId=${survey.surveyId}`);
    await page.getByTestId('logic-page').waitFor();
    await openOverview();

    expect(await texts('logic-overview-owner-link')).toEqual([
      'Q1 您跑步吗？',
      'Q2 您多久跑一次？',
      'Q4 您在哪里跑步？',
      'Q5 您会推荐跑步吗？',
    ]);
    expect(await texts('logic-overview-rule')).toEqual([
      '若 Q1 您跑步吗？ 选择 否，则跳转到 Q3 跑步的感受',
      '若 Q1 您跑步吗？ 选择 是，则显示本题',
      '若 Q1 您跑步吗？ 选择 是 且 Q1 您跑步吗？ 选择 否，则显示本题',
      '若 Q4 您在哪里跑步？ 选择 户外，则显示本题',
    ]);
  });

  it('names the questions nobody reaches, with the reason', async () => {
    const items = drawer().getByTestId('logic-overview-unreachable-item');
    expect(
      await items.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-question-id'))),
    ).toEqual([q4.id, q5.id]);
    expect(await texts('logic-overview-unreachable-item')).toEqual([
      'Q4 您在哪里跑步？前置逻辑永远不成立：Q1 您跑步吗？ 选择 是 且 Q1 您跑步吗？ 选择 否',
      'Q5 您会推荐跑步吗？前置逻辑读取的 Q4 您在哪里跑步？ 无法到达，条件永远不成立',
    ]);
    await page.screenshot({ path: artifactPath('logic-overview.png') });
  });

  it('a question’s name scrolls the page to its block', async () => {
    await drawer().getByTestId('logic-overview-unreachable-link').last().click();
    await drawer().waitFor({ state: 'hidden' });
    const block = page.locator(`[data-testid="logic-block"][data-question-id="${q5.id}"]`);
    await expect
      .poll(() => block.evaluate((node) => node.classList.contains('wd-logic-block--flash')))
      .toBe(true);
    await expect
      .poll(() =>
        block.evaluate((node) => {
          const box = node.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        }),
      )
      .toBe(true);
  });

  it('fits a phone at 390 px', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByTestId('logic-page').waitFor();
    await page.screenshot({ path: artifactPath('logic-overview-toolbar-phone.png') });
    await openOverview();
    const overflow = await drawer().evaluate((node) => {
      const body = node.querySelector('.ant-drawer-body');
      return body ? body.scrollWidth - body.clientWidth : 0;
    });
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: artifactPath('logic-overview-phone.png') });
  });
});
