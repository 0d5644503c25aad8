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
 * The GPS question end to end in Chromium: a designer adds it from the palette and sets the accuracy wanted
 * and the wait (stored as answerConfig.paramInt01 / paramInt02); published, a respondent on a phone whose
 * browser context has a location (geolocation set, permission granted) gets the location while offline,
 * sees the fix with its accuracy, submits, and once the connection is back the server holds the position.
 * Without the permission the respondent gets spec 2 §8's message.
 */
const hasChromium = Boolean(requireChromium());

const HERE = { latitude: 31.2304, longitude: 121.4737, accuracy: 8 };

describe.skipIf(!hasChromium)('GPS question in Chromium', () => {
  const bed = familyTestBed('门店走访');
  const { newPage, storedQuestions } = bed;
  let server: TestServer;
  let token: string;
  let surveyId: string;
  beforeAll(() => {
    ({ server, token, surveyId } = bed);
  });

  it('is designed in the designer: added from the palette, accuracy and wait set and stored', async () => {
    const { page } = await newPage({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
    const { group, editor } = await bed.addFromPalette(page, 'gps');
    const accuracy = editor.getByLabel('要求精度（米）');
    const wait = editor.getByLabel('最长等待（秒）');
    // A new GPS question wants 50 m within 30 s.
    expect(await accuracy.inputValue()).toBe('50');
    expect(await wait.inputValue()).toBe('30');
    await accuracy.fill('20');
    await wait.fill('45');
    await wait.press('Tab');
    await page.screenshot({ path: artifactPath('designer-gps-editor.png') });
    await editor.getByTestId('edit-confirm').click();
    await editor.waitFor({ state: 'detached' });
    await expect.poll(() => group.innerText()).toContain('精度 20 米以内，最多等待 45 秒');
    await page.screenshot({ path: artifactPath('designer-gps-preview.png') });

    const [saved] = await storedQuestions();
    expect(saved?.elementType).toBe('GpsBox');
    expect(saved?.catalogKey).toBe('gps');
    expect(saved?.answerConfig).toMatchObject({ paramInt01: 20, paramInt02: 45 });

    // Opened again, the editor shows what was stored.
    await page.reload();
    await group.getByTestId('question-block').first().getByTestId('qu-edit').click();
    await editor.waitFor();
    expect(await editor.getByLabel('要求精度（米）').inputValue()).toBe('20');
    expect(await editor.getByLabel('最长等待（秒）').inputValue()).toBe('45');
  });

  it('is answered offline with the browser location and reaches the server on reconnecting', async () => {
    await callApi(server, `${DESIGN_API.surveyState}?id=${surveyId}&surveyState=1`, { token });
    const { context, page } = await newPage({
      ...PHONE,
      geolocation: HERE,
      permissions: ['geolocation'],
    });
    await page.goto(answerUrl(server, surveyId));
    await waitForQuestion(page);
    await waitForServiceWorker(page);
    await context.setOffline(true);

    expect(await page.getByText('要求精度 20 米以内，最多等待 45 秒').count()).toBe(1);
    await page.getByTestId('gps-locate').click();
    const shownFix = page.getByTestId('gps-fix');
    await shownFix.waitFor();
    expect(await shownFix.innerText()).toContain('纬度 31.230400，经度 121.473700');
    expect(await shownFix.innerText()).toContain('精度约 8 米');
    await expect.poll(() => page.getByTestId('gps-locate').innerText()).toBe('重新定位');
    await page.screenshot({ path: artifactPath('runner-gps-located.png'), fullPage: true });

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
    expect(arrived?.items[0]?.value).toMatchObject({
      kind: 'gps',
      latitude: HERE.latitude,
      longitude: HERE.longitude,
      accuracy: HERE.accuracy,
      fixTime: expect.any(Number),
    });
    expect(arrived?.items[0]?.answer).toBe(`${HERE.latitude},${HERE.longitude}`);
  });

  it('without location access says to turn on GPS and allow the browser and WeChat, and is required', async () => {
    const { page } = await newPage({ ...PHONE });
    await page.goto(answerUrl(server, surveyId));
    await waitForQuestion(page);
    await page.getByTestId('gps-locate').click();
    const failed = page.getByTestId('gps-failed');
    await failed.waitFor({ timeout: 60_000 });
    expect(await failed.innerText()).toBe('定位失败，请打开GPS，并允许浏览器和微信获取位置信息');
    await page.getByTestId('submit').click();
    await expect.poll(() => page.locator('.rv-issue').allInnerTexts()).toContain('答案不能为空！');
    await page.screenshot({ path: artifactPath('runner-gps-failed.png'), fullPage: true });
  });
});
