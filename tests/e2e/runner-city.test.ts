import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESIGN_API } from '../../src/core/api/design';
import { artifactPath, requireChromium } from './browser';
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
 * The city question end to end in Chromium: a designer adds it from the palette (three levels by default),
 * sees one dropdown per level in its preview and publishes. A respondent on a phone opens the survey once
 * online — the session keeps China's divisions on the device (Cache Storage, src/runner/offlineLists) — then
 * loses the connection and reloads: the pickers still list the provinces, cities and districts; stopping at
 * the city asks for every level; province, city and district chosen, the answer is saved on the device, and
 * once the connection is back the server holds the three codes.
 */
const hasChromium = Boolean(requireChromium());
const LIST_CACHE = 'wenda-address-lists';

describe.skipIf(!hasChromium)('city question in Chromium', () => {
  const bed = familyTestBed('居住地调查');
  const { newPage, storedQuestions } = bed;
  let server: TestServer;
  let token: string;
  let surveyId: string;
  beforeAll(() => {
    ({ server, token, surveyId } = bed);
  });

  /** The option texts of the runner's nth dropdown of the city question. */
  const optionsOf = (page: Page, at: number) =>
    page.locator('.wr-q select').nth(at).locator('option').allInnerTexts();

  it('is added from the palette with three levels, previewed as one dropdown per level', async () => {
    const { page } = await newPage({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
    const { group, editor } = await bed.addFromPalette(page, 'city');
    await page.screenshot({ path: artifactPath('designer-city-opened.png') });
    await editor.getByText('地址层级').waitFor();
    const levels = editor.locator('.ant-segmented');
    expect(await levels.locator('.ant-segmented-item-selected').innerText()).toBe('省份 / 城市 / 区县');
    // Two levels, then back to three: the stored question keeps the designer's last choice.
    await levels.getByText('省份 / 城市', { exact: true }).click();
    await expect.poll(() => levels.locator('.ant-segmented-item-selected').innerText()).toBe('省份 / 城市');
    await levels.getByText('省份 / 城市 / 区县', { exact: true }).click();
    await page.screenshot({ path: artifactPath('designer-city-editor.png') });
    await editor.getByTestId('edit-confirm').click();
    await editor.waitFor({ state: 'detached' });
    const block = group.getByTestId('question-block').first();
    await expect.poll(() => block.innerText()).toContain('区县');
    expect(await block.innerText()).toContain('省份');
    expect(await block.innerText()).toContain('城市');
    await page.screenshot({ path: artifactPath('designer-city-preview.png') });

    const [saved] = await storedQuestions();
    expect(saved?.elementType).toBe('ChengShiBox');
    expect(saved?.catalogKey).toBe('city');
    expect(saved?.mediaQuType).toBe('address');
    expect(saved?.answerConfig.paramInt01).toBe(3);
  });

  it('is answered offline after one online visit, and the codes reach the server on reconnecting', async () => {
    await callApi(server, `${DESIGN_API.surveyState}?id=${surveyId}&surveyState=1`, { token });
    const { context, page } = await newPage({ ...PHONE });
    await page.goto(answerUrl(server, surveyId));
    await waitForQuestion(page);
    await waitForServiceWorker(page);
    // The divisions are on the device once the session has kept them.
    await expect
      .poll(
        () =>
          page.evaluate(
            async (name) => (await (await caches.open(name)).keys()).map((r) => r.url),
            LIST_CACHE,
          ),
        { timeout: 30_000 },
      )
      .toEqual([expect.stringContaining('/offline/address-list?levels=3')]);

    await context.setOffline(true);
    await page.reload();
    await waitForQuestion(page);
    const selects = page.locator('.wr-q select');
    await expect.poll(() => selects.count(), { timeout: 15_000 }).toBe(1);
    const provinces = await optionsOf(page, 0);
    expect(provinces).toContain('广东省');
    expect(provinces.length).toBeGreaterThan(30);

    await selects.nth(0).selectOption({ label: '广东省' });
    await expect.poll(() => selects.count()).toBe(2);
    expect(await optionsOf(page, 1)).toContain('深圳市');
    await selects.nth(1).selectOption({ label: '深圳市' });
    await expect.poll(() => selects.count()).toBe(3);
    expect(await optionsOf(page, 2)).toContain('南山区');

    // Stopped at the city: the answer wants every level.
    await page.getByTestId('submit').click();
    await expect.poll(() => page.locator('.rv-issue').allInnerTexts()).toContain('请逐级选择完整的地区');
    await page.screenshot({ path: artifactPath('runner-city-incomplete.png'), fullPage: true });

    // Choosing another province clears the levels below it; then the whole path.
    await selects.nth(0).selectOption({ label: '北京市' });
    await expect.poll(() => selects.count()).toBe(2);
    expect(await selects.nth(1).inputValue()).toBe('');
    await selects.nth(0).selectOption({ label: '广东省' });
    await selects.nth(1).selectOption({ label: '深圳市' });
    await selects.nth(2).selectOption({ label: '南山区' });
    await page.screenshot({ path: artifactPath('runner-city-chosen.png'), fullPage: true });

    await page.getByTestId('submit').click();
    const title = page.getByTestId('end-title');
    await title.waitFor();
    await expect.poll(() => title.textContent()).toBe('答案已保存在本设备上');
    expect(await storedResponses(server, surveyId)).toHaveLength(0);

    await context.setOffline(false);
    await expect
      .poll(async () => (await storedResponses(server, surveyId)).map((r) => r.response.status), {
        timeout: 30_000,
      })
      .toEqual(['complete']);
    const [arrived] = await storedResponses(server, surveyId);
    expect(arrived?.items).toHaveLength(1);
    expect(arrived?.items[0]?.answer).toBe('440000,440300,440305');
    expect(arrived?.items[0]?.value).toEqual({ kind: 'cascade', path: ['440000', '440300', '440305'] });
  });
});
