import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { artifactPath, requireChromium } from './browser';
import { familyTestBed, waitUntilKept } from './familySupport';
import { storedResponses, waitForQuestion } from './runnerSupport';

/**
 * Image markup end to end in Chromium: a designer adds the question from the palette, uploads two pictures
 * (one item each), removes the item that came without a picture (the last one is kept: refused), names the
 * pictures, drops one of the default marks and adds a mark of their own; published, a respondent on a phone
 * opens it once online, answers it offline after a reload (the kept pictures still show; a picture left
 * unmarked is refused with the empty-answer message there), and once back online the marks are on the server
 * and in the designer's report, per picture.
 */
const hasChromium = Boolean(requireChromium());

/** A 480 × 320 picture of one colour with a lighter band, so the two pictures are told apart on screen. */
function picture([red, green, blue]: [number, number, number]): Buffer {
  const png = new PNG({ width: 480, height: 320 });
  for (let y = 0; y < png.height; y++) {
    for (let x = 0; x < png.width; x++) {
      const at = (png.width * y + x) << 2;
      const light = y > 120 && y < 200 ? 1 : 0.75;
      png.data[at] = Math.round(red * light);
      png.data[at + 1] = Math.round(green * light);
      png.data[at + 2] = Math.round(blue * light);
      png.data[at + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

/** The decoded widths of the answer page's pictures (0 for one that did not load). */
const pictureWidths = (page: Page) =>
  page
    .locator('.rv-mk-image')
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth));

describe.skipIf(!hasChromium)('image markup in Chromium', () => {
  const bed = familyTestBed('广告图片标记');
  const { newPage, storedQuestions } = bed;

  it('is designed with uploaded pictures and own marks, marked offline on a phone, and reaches the server', async () => {
    const { page } = await newPage({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
    const { group, editor } = await bed.addFromPalette(page, 'markupImage');
    const items = editor.getByTestId('mark-picture');
    await items.first().waitFor();
    expect(await items.count()).toBe(1);
    // The last item is kept.
    await items.first().getByTestId('mark-picture-remove').click();
    await page.getByText('至少保留一项').waitFor();

    await editor.locator('input[type="file"][multiple]').setInputFiles([
      { name: 'summer.png', mimeType: 'image/png', buffer: picture([230, 150, 60]) },
      { name: 'winter.png', mimeType: 'image/png', buffer: picture([70, 120, 200]) },
    ]);
    await expect.poll(() => items.count()).toBe(3);
    await items.first().getByTestId('mark-picture-remove').click();
    await expect.poll(() => items.count()).toBe(2);
    await items.nth(0).getByTestId('mark-picture-name').fill('夏季广告');
    await items.nth(1).getByTestId('mark-picture-name').fill('冬季广告');

    const marks = editor.getByTestId('mark-options');
    await marks.locator('.ant-tag').filter({ hasText: '看不懂' }).locator('.ant-tag-close-icon').click();
    await expect.poll(() => marks.locator('.ant-tag').count()).toBe(3);
    await editor.getByTestId('mark-option-input').fill('惊喜');
    await editor.getByTestId('mark-option-input').press('Enter');
    await expect
      .poll(() => marks.locator('.ant-tag').allInnerTexts())
      .toEqual(['喜欢', '一般', '不喜欢', '惊喜']);
    await page.screenshot({ path: artifactPath('designer-markup-editor.png'), fullPage: true });
    await editor.getByTestId('edit-confirm').click();
    await editor.waitFor({ state: 'detached' });
    await group.getByTestId('mark-preview').waitFor();
    await page.screenshot({ path: artifactPath('designer-markup-preview.png') });

    const [saved] = await storedQuestions();
    expect(saved).toMatchObject({ elementType: 'MarkupImageBox', catalogKey: 'markupImage' });
    expect(saved?.answerConfig.markOptions).toEqual(['like', 'neutral', 'dislike', '惊喜']);
    const [summer, winter] = saved?.optionList ?? [];
    expect([summer?.optionName, winter?.optionName]).toEqual(['夏季广告', '冬季广告']);
    expect(summer?.optionTitle).toMatch(/^\/api\/files\/.+\.png$/);

    const { context, page: phone } = await bed.publishAndOpenOnPhone();
    await expect.poll(() => pictureWidths(phone)).toEqual([480, 480]);
    await waitUntilKept(phone, [summer?.optionTitle ?? '', winter?.optionTitle ?? '']);

    await context.setOffline(true);
    await phone.reload();
    await waitForQuestion(phone);
    await expect.poll(() => pictureWidths(phone)).toEqual([480, 480]);
    const item = (name: string) => phone.getByTestId('mark-item').filter({ hasText: name });
    await item('夏季广告').getByRole('button', { name: '喜欢', exact: true }).click();
    // The winter picture is left unmarked: refused, said at that picture.
    await phone.getByTestId('submit').click();
    await item('冬季广告').getByText('答案不能为空！').waitFor();
    await item('冬季广告').getByRole('button', { name: '一般' }).click();
    await item('冬季广告').getByRole('button', { name: '惊喜' }).click();
    const pressed = (name: string, mark: string) =>
      item(name).getByRole('button', { name: mark, exact: true }).getAttribute('aria-pressed');
    expect([await pressed('冬季广告', '一般'), await pressed('冬季广告', '惊喜')]).toEqual(['false', 'true']);
    await phone.screenshot({ path: artifactPath('runner-markup.png'), fullPage: true });
    await phone.getByTestId('submit').click();
    await phone.getByTestId('end-title').waitFor();
    expect(await storedResponses(bed.server, bed.surveyId)).toHaveLength(0);

    await context.setOffline(false);
    const arrivedItems = await bed.arrivedComplete();
    const rows = Object.assign(
      {},
      ...arrivedItems.map((row) => (row.value as { rows: Record<string, string[]> }).rows),
    );
    expect(rows).toEqual({ [summer?.id as string]: ['like'], [winter?.id as string]: ['惊喜'] });

    // The designer's report: each picture as a thumbnail named by its alt text, how many marked it, and each
    // mark's count and share under the marks' words.
    await page.goto(`${bed.server.url}/#/report?surveyId=${bed.surveyId}`);
    const summary = page.getByTestId('markup-summary');
    await summary.waitFor({ timeout: 20_000 });
    const thumbs = summary.locator('img.wd-res__markup-thumb');
    await expect
      .poll(() => thumbs.evaluateAll((all) => all.map((i) => (i as HTMLImageElement).naturalWidth)))
      .toEqual([480, 480]);
    expect(await thumbs.evaluateAll((all) => all.map((i) => i.getAttribute('alt')))).toEqual([
      '夏季广告',
      '冬季广告',
    ]);
    expect(await summary.locator('thead th').allInnerTexts()).toEqual([
      '图片',
      '标记人数',
      '喜欢',
      '一般',
      '不喜欢',
      '惊喜',
    ]);
    const figures = await summary
      .locator('tbody tr.ant-table-row')
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => (td.textContent ?? '').trim())),
      );
    expect(figures).toEqual([
      ['夏季广告', '1', '1 (100.0%)', '0 (0.0%)', '0 (0.0%)', '0 (0.0%)'],
      ['冬季广告', '1', '0 (0.0%)', '0 (0.0%)', '0 (0.0%)', '1 (100.0%)'],
    ]);
    await summary.scrollIntoViewIfNeeded();
    await page.screenshot({ path: artifactPath('results-markup-summary.png') });
  });
});
