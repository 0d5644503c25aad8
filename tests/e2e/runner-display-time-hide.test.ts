import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { ANSWER_API } from '../../src/core/api/answer';
import { DESIGN_API, type UploadedFile } from '../../src/core/api/design';
import { artifactPath, requireChromium } from './browser';
import { signInAsDemo } from './designerSupport';
import { familyTestBed, waitUntilKept } from './familySupport';
import {
  answerUrl,
  callApi,
  loginDemo,
  PHONE,
  SurveyBuilder,
  storedResponses,
  type TestServer,
  waitForQuestion,
  waitForServiceWorker,
  waitUntilCompleteAndSent,
} from './runnerSupport';

/**
 * Display time's 'hide' inside a family's own view, end to end in Chromium on a phone: an image markup whose
 * pictures show for 2 s. Once the time is up the pictures are gone — not only the title — while the names and
 * marks stay; the respondent marks both pictures and the answer and the record reach the server. The
 * designer's report then shows, on the question's card, how many it was shown to, how many had the time run
 * out, and the median and mean time shown. A concept evaluation's base image is hidden after 1 s in place:
 * the stage keeps its size, a region is still tapped, and the regions chosen reach the server.
 */
const hasChromium = Boolean(requireChromium());

/** A 480 × 320 picture of one colour, big enough to be seen in the screenshots. */
function picture([red, green, blue]: [number, number, number]): Buffer {
  const png = new PNG({ width: 480, height: 320 });
  for (let at = 0; at < png.data.length; at += 4) {
    png.data[at] = red;
    png.data[at + 1] = green;
    png.data[at + 2] = blue;
    png.data[at + 3] = 255;
  }
  return PNG.sync.write(png);
}

async function upload(server: TestServer, surveyId: string, name: string, bytes: Buffer): Promise<string> {
  const form = new FormData();
  form.append('surveyId', surveyId);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
  const response = await fetch(`${server.url}${DESIGN_API.uploadFile}`, {
    method: 'POST',
    headers: { token: await loginDemo(server) },
    body: form,
  });
  const envelope = (await response.json()) as { code: number; data: UploadedFile[] };
  const url = envelope.data?.[0]?.url;
  if (envelope.code !== 200 || !url) throw new Error(`upload ${name}: ${JSON.stringify(envelope)}`);
  return url;
}

type Paradata = { displayTimes?: Record<string, { shownMs: number; ranOut: boolean }> };

describe.skipIf(!hasChromium)("display time 'hide' inside a family view", () => {
  const bed = familyTestBed('限时隐藏图片');

  it('hides the markup pictures after 2 s, takes the marks, and the report shows the times', async () => {
    const { server } = bed;
    const survey = await SurveyBuilder.create(server, { surveyName: '广告记忆测试' });
    const summer = await upload(server, survey.surveyId, 'summer.png', picture([235, 170, 60]));
    const winter = await upload(server, survey.surveyId, 'winter.png', picture([70, 130, 210]));
    const question = await survey.add('markupImage', {
      quTitle: '<p>请记住这两张广告图片</p>',
      answerConfig: { questionShowConfig: 1, questionShowTime: 2, questionShowEnd: 'hide' },
      optionList: [
        { optionName: '夏季广告', optionTitle: summer },
        { optionName: '冬季广告', optionTitle: winter },
      ],
    });
    await survey.publish();

    const { page } = await bed.newPage({ ...PHONE, locale: 'zh-CN' });
    await page.goto(answerUrl(server, survey.surveyId));
    await waitForQuestion(page);
    const pictures = page.locator('img.rv-mk-image');
    // Both pictures show while the time runs.
    await expect
      .poll(() => pictures.evaluateAll((all) => all.map((image) => (image as HTMLImageElement).naturalWidth)))
      .toEqual([480, 480]);
    await page.screenshot({ path: artifactPath('runner-display-time-pictures-shown.png') });
    await waitForServiceWorker(page);
    await waitUntilKept(page, [summer, winter]);

    // After 2 s: the title's note says so, and the pictures themselves are gone from the family's view.
    await page.getByText('显示时间已到，题目内容已隐藏，仍可作答').first().waitFor({ timeout: 10_000 });
    await expect.poll(() => pictures.count()).toBe(0);
    expect(await page.getByTestId('mark-picture-hidden').count()).toBe(2);
    expect(await page.getByText('请记住这两张广告图片').count()).toBe(0);

    // Still answerable: the names and marks stay.
    const item = (name: string) => page.getByTestId('mark-item').filter({ hasText: name });
    await item('夏季广告').getByRole('button', { name: '喜欢', exact: true }).click();
    await item('冬季广告').getByRole('button', { name: '一般', exact: true }).click();
    await page.screenshot({ path: artifactPath('runner-display-time-pictures-hidden.png') });
    await page.getByTestId('submit').click();
    await page.waitForURL(/answerend/, { timeout: 15_000 });
    await waitUntilCompleteAndSent(page, 30_000);

    const [stored] = await storedResponses(server, survey.surveyId);
    expect(stored?.response.status).toBe('complete');
    const [summerId = '', winterId = ''] = question.optionList.map((option) => option.id);
    const rows = Object.assign(
      {},
      ...(stored?.items ?? []).map((row) => (row.value as { rows: object }).rows),
    );
    expect(rows).toEqual({ [summerId]: ['like'], [winterId]: ['neutral'] });
    const records = (stored?.response.paradata as Paradata | undefined)?.displayTimes;
    expect(records?.[question.id]?.ranOut).toBe(true);
    expect(records?.[question.id]?.shownMs).toBeGreaterThanOrEqual(1950);
    const recorded = records?.[question.id]?.shownMs ?? 0;

    // Two more respondents whose devices recorded the question (unfinished, so no marks needed): one left it
    // after 1.24 s, one saw its time run out.
    for (const shownMs of [1240, 2003]) {
      await callApi(server, ANSWER_API.save, {
        body: {
          responseId: crypto.randomUUID(),
          surveyId: survey.surveyId,
          version: 1,
          seed: 'seed',
          userPage: 1,
          status: 'in-progress',
          seq: 1,
          items: [],
          paradata: {
            questionTimeMs: {},
            displayTimes: { [question.id]: { shownMs, ranOut: shownMs >= 2000 } },
          },
        },
      });
    }

    // The designer's report: the question's card carries its display-time figures.
    const results = await bed.newPage({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
    await signInAsDemo(results.page, server);
    await results.page.goto(`${server.url}/#/report?surveyId=${survey.surveyId}`);
    const card = results.page.locator(`[data-testid="question-card"][data-question-id="${question.id}"]`);
    const figures = card.getByTestId('display-time-summary');
    await figures.waitFor({ timeout: 20_000 });
    expect(await figures.locator('.wd-res__displaytime-head').innerText()).toBe(
      '本题限时显示 2 秒 · 到时隐藏题目内容',
    );
    const figure = (key: string) => figures.locator(`[data-figure="${key}"] dd`).innerText();
    expect(await figure('reached')).toBe('3 人');
    expect(await figure('ranOut')).toBe('2 人');
    expect(await figure('before')).toBe('1 人');
    const sorted = [1240, 2003, recorded].sort((a, b) => a - b);
    const asShown = (ms: number) =>
      `${new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 3 }).format(Math.round(ms) / 1000)} 秒`;
    expect(await figure('median')).toBe(asShown(sorted[1]!));
    expect(await figure('mean')).toBe(asShown((1240 + 2003 + recorded) / 3));
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: artifactPath('report-display-time-card.png') });
  });
  it("hides a concept evaluation's base image after 1 s in place: its regions are still tapped and stored", async () => {
    const { server } = bed;
    const survey = await SurveyBuilder.create(server, { surveyName: '包装记忆测试' });
    const shelf = await upload(server, survey.surveyId, 'shelf.png', picture([235, 190, 120]));
    const question = await survey.add('conceptEvaluation', {
      quTitle: '<p>请记住包装上的内容，然后圈出你记得的区域</p>',
      answerImgUrl: shelf,
      answerImgName: 'shelf.png',
      answerConfig: { questionShowConfig: 1, questionShowTime: 1, questionShowEnd: 'hide' },
      optionList: [
        { type: 'normal', positionCode: 'A', positionName: '标志', x: 0.05, y: 0.1, w: 0.4, h: 0.5 },
        { type: 'normal', positionCode: 'B', positionName: '图案', x: 0.55, y: 0.2, w: 0.4, h: 0.7 },
        { type: 'none', positionCode: '0', positionName: '以上都不是' },
      ],
    });
    await survey.publish();

    const { page } = await bed.newPage({ ...PHONE, locale: 'zh-CN' });
    await page.goto(answerUrl(server, survey.surveyId));
    await waitForQuestion(page);
    const image = page.getByTestId('ce-answer-image').locator('img');
    await page.getByText('显示时间已到，题目内容已隐藏，仍可作答').first().waitFor({ timeout: 10_000 });
    // The image is gone from sight (hidden in place, so the stage keeps its size and the regions their places).
    await expect.poll(() => image.isVisible()).toBe(false);
    const stage = await page.getByTestId('ce-answer-image').boundingBox();
    expect(stage?.height).toBeGreaterThan(150);
    await page.getByRole('button', { name: '图案' }).click();
    expect(await page.getByTestId('ce-chosen').innerText()).toBe('已选 1 个区域');
    await page.screenshot({ path: artifactPath('runner-display-time-concept-hidden.png') });
    await page.getByTestId('submit').click();
    await page.waitForURL(/answerend/, { timeout: 15_000 });
    await waitUntilCompleteAndSent(page, 30_000);

    const [stored] = await storedResponses(server, survey.surveyId);
    expect(stored?.response.status).toBe('complete');
    const pattern = question.optionList.find((option) => option.positionCode === 'B');
    expect(stored?.items[0]?.value).toEqual({ kind: 'regions', optionIds: [pattern?.id] });
    const record = (stored?.response.paradata as Paradata | undefined)?.displayTimes?.[question.id];
    expect(record?.ranOut).toBe(true);
    expect(record?.shownMs).toBeGreaterThanOrEqual(950);
  });
});
