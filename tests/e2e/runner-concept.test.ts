import type { Locator, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { artifactPath, requireChromium } from './browser';
import { familyTestBed, waitUntilKept } from './familySupport';
import { storedResponses, waitForQuestion } from './runnerSupport';

/**
 * Concept evaluation end to end in Chromium: a designer adds the question from the palette, uploads a base
 * image, draws a region (double-click, then drag), removes the image (confirmed: the regions go), uploads it
 * again and draws two regions with their codes and names; a double-click on the question in view mode is
 * refused. Published, a respondent on a phone opens it once online, answers it offline after a reload (the
 * kept image still shows; the empty answer is refused with the spec's message; none-of-the-above clears the
 * regions), and once back online the answer — the two regions — is on the server.
 */
const hasChromium = Boolean(requireChromium());

/** A 600 × 400 picture in two halves, so that the regions drawn on it are seen in the screenshots. */
function shelfPicture(): Buffer {
  const png = new PNG({ width: 600, height: 400 });
  for (let y = 0; y < png.height; y++) {
    for (let x = 0; x < png.width; x++) {
      const at = (png.width * y + x) << 2;
      const left = x < png.width / 2;
      png.data[at] = left ? 235 : 90;
      png.data[at + 1] = left ? 190 : 150;
      png.data[at + 2] = left ? 120 : 210;
      png.data[at + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

/** A double-click at `from` whose second press drags to `to` (fractions of the canvas). */
async function drawRegion(page: Page, canvas: Locator, from: [number, number], to: [number, number]) {
  // The mouse only reaches what is on screen and not under the workspace's sticky header (a refused confirm
  // scrolls to the first issue): the canvas is brought to the middle of the window first.
  await canvas.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the canvas is not on screen');
  const at = ([x, y]: [number, number]) => [box.x + box.width * x, box.y + box.height * y] as const;
  const [x1, y1] = at(from);
  const [x2, y2] = at(to);
  await page.mouse.click(x1, y1);
  await page.mouse.down();
  await page.mouse.move(x2, y2, { steps: 6 });
  await page.mouse.up();
}

/** Whether the image of the answer page has loaded (decoded, with its width). */
const imageWidth = (page: Page) =>
  page
    .getByTestId('ce-answer-image')
    .locator('img')
    .evaluate((image: HTMLImageElement) => image.naturalWidth);

describe.skipIf(!hasChromium)('concept evaluation in Chromium', () => {
  const bed = familyTestBed('包装概念测试');
  const { newPage, storedQuestions } = bed;

  it('is designed on an uploaded image, answered offline on a phone, and the regions reach the server', async () => {
    const { page } = await newPage({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
    const { group, editor } = await bed.addFromPalette(page, 'conceptEvaluation');
    const picture = { name: 'shelf.png', mimeType: 'image/png', buffer: shelfPicture() };
    await editor.getByTestId('ce-file-input').setInputFiles(picture);
    const canvas = editor.getByTestId('ce-canvas');
    await canvas.locator('img').waitFor();
    await expect
      .poll(() => canvas.locator('img').evaluate((i: HTMLImageElement) => i.naturalWidth))
      .toBe(600);

    // One region, then the image removed (confirmed): the regions go, only none-of-the-above is left.
    await drawRegion(page, canvas, [0.1, 0.1], [0.3, 0.3]);
    await expect.poll(() => editor.getByTestId('ce-canvas-region').count()).toBe(1);
    // A second image only once the first is removed.
    await editor.getByTestId('ce-upload').click();
    await page.getByText('请先删除已有底图').waitFor();
    await editor.getByTestId('ce-remove-image').click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm
      .locator('.ant-modal-confirm-title')
      .getByText('删除底图将清空所有区域，确定删除吗？')
      .waitFor();
    // antd spaces a two-character button label (删 除).
    await confirm.getByRole('button', { name: /^删\s?除$/ }).click();
    await confirm.waitFor({ state: 'detached' });
    await canvas.waitFor({ state: 'detached' });
    expect(await editor.getByTestId('ce-row').count()).toBe(1);

    await editor.getByTestId('ce-file-input').setInputFiles(picture);
    await canvas.locator('img').waitFor();
    await expect
      .poll(() => canvas.locator('img').evaluate((i: HTMLImageElement) => i.naturalWidth))
      .toBe(600);
    await drawRegion(page, canvas, [0.05, 0.1], [0.45, 0.6]);
    await expect.poll(() => editor.getByTestId('ce-canvas-region').count()).toBe(1);
    // The first region has no code yet: the tool asks for one before drawing the next.
    await drawRegion(page, canvas, [0.55, 0.2], [0.95, 0.9]);
    await page.getByText('请输入编码').first().waitFor();
    expect(await editor.getByTestId('ce-canvas-region').count()).toBe(1);
    // Confirming now is refused, the region without a code says why.
    await editor.getByTestId('edit-confirm').click();
    await editor.getByTestId('ce-row').nth(0).getByText('请填写区域的编码和名称').waitFor();
    const rows = editor.getByTestId('ce-row');
    await rows.nth(0).getByTestId('ce-row-code').fill('A');
    await rows.nth(0).getByTestId('ce-row-name').fill('标志');
    await expect.poll(() => editor.getByText('请填写区域的编码和名称').count()).toBe(0);
    await drawRegion(page, canvas, [0.55, 0.2], [0.95, 0.9]);
    await expect.poll(() => editor.getByTestId('ce-canvas-region').count()).toBe(2);
    await rows.nth(1).getByTestId('ce-row-code').fill('B');
    await rows.nth(1).getByTestId('ce-row-name').fill('图案');
    await page.screenshot({ path: artifactPath('designer-concept-editor.png'), fullPage: true });
    await editor.getByTestId('edit-confirm').click();
    await editor.waitFor({ state: 'detached' });

    // View mode: the regions are shown, and a double-click on them is refused.
    const preview = group.getByTestId('ce-preview-image');
    await preview.dblclick();
    await page.getByText('禁止操作').waitFor();
    await page.screenshot({ path: artifactPath('designer-concept-preview.png') });

    const [saved] = await storedQuestions();
    expect(saved).toMatchObject({ elementType: 'CeBox', answerImgName: 'shelf.png' });
    expect(saved?.answerImgUrl).toMatch(/^\/api\/files\/.+\.png$/);
    const [logo, pattern, none] = saved?.optionList ?? [];
    expect([logo, pattern, none].map((o) => [o?.type, o?.positionCode, o?.positionName])).toEqual([
      ['normal', 'A', '标志'],
      ['normal', 'B', '图案'],
      ['none', '0', '以上都不是'],
    ]);
    expect(logo?.x).toBeCloseTo(0.05, 2);
    expect(logo?.w).toBeCloseTo(0.4, 2);
    expect(pattern?.y).toBeCloseTo(0.2, 2);
    expect(pattern?.h).toBeCloseTo(0.7, 2);

    const { context, page: phone } = await bed.publishAndOpenOnPhone();
    await expect.poll(() => imageWidth(phone)).toBe(600);
    // The worker keeps the base image with the survey's images.
    await waitUntilKept(phone, [saved?.answerImgUrl ?? '']);

    await context.setOffline(true);
    await phone.reload();
    await waitForQuestion(phone);
    await expect.poll(() => imageWidth(phone)).toBe(600);
    // The image fills the phone's answer area; the regions sit where they were drawn.
    const stage = await phone.getByTestId('ce-answer-image').boundingBox();
    const logoBox = await phone.getByRole('button', { name: '标志' }).boundingBox();
    expect(stage?.width).toBeGreaterThan(300);
    expect(((logoBox?.x ?? 0) - (stage?.x ?? 0)) / (stage?.width ?? 1)).toBeCloseTo(0.05, 1);

    await phone.getByTestId('submit').click();
    await phone.getByText('答案不能为空，请在上方图片中圈选区域').waitFor();

    const pressed = async (name: string) =>
      (await phone.getByRole('button', { name, exact: true }).getAttribute('aria-pressed')) === 'true';
    await phone.getByRole('button', { name: '标志' }).click();
    await phone.getByRole('button', { name: '图案' }).click();
    expect([await pressed('标志'), await pressed('图案')]).toEqual([true, true]);
    await phone.getByRole('button', { name: '以上都不是' }).click();
    expect([await pressed('标志'), await pressed('图案'), await pressed('以上都不是')]).toEqual([
      false,
      false,
      true,
    ]);
    await phone.getByRole('button', { name: '清除全部' }).click();
    expect(await pressed('以上都不是')).toBe(false);
    await phone.getByRole('button', { name: '标志' }).click();
    await phone.getByRole('button', { name: '图案' }).click();
    expect(await phone.getByTestId('ce-chosen').innerText()).toBe('已选 2 个区域');
    await phone.screenshot({ path: artifactPath('runner-concept.png'), fullPage: true });
    await phone.getByTestId('submit').click();
    await phone.getByTestId('end-title').waitFor();
    expect(await storedResponses(bed.server, bed.surveyId)).toHaveLength(0);

    await context.setOffline(false);
    const items = await bed.arrivedComplete();
    expect(items[0]?.value).toEqual({ kind: 'regions', optionIds: [logo?.id, pattern?.id] });

    // The report draws each region's share over the picture (a heat map of the regions).
    await page.goto(`${bed.server.url}/#/report?surveyId=${bed.surveyId}`);
    const drawn = page.getByTestId('choice-picture');
    await drawn.waitFor({ timeout: 20_000 });
    await expect.poll(() => drawn.locator('img').evaluate((i: HTMLImageElement) => i.naturalWidth)).toBe(600);
    const regions = drawn.getByTestId('choice-picture-region');
    expect(await regions.allInnerTexts()).toEqual(['标志 100.0%', '图案 100.0%']);
    await drawn.scrollIntoViewIfNeeded();
    await page.screenshot({ path: artifactPath('results-concept-picture.png') });
  });
});
