import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STYLE_API, type StyleResponse } from '../../src/core/api/style';
import { accessibleTheme, paleTint } from '../../src/core/style/contrast';
import { seriousViolations } from './axe';
import { artifactPath, launchBrowser, requireChromium } from './browser';
import { signInAsDemo } from './designerSupport';
import {
  answerUrl,
  callApi,
  loginDemo,
  PHONE,
  SurveyBuilder,
  type TestServer,
  waitForQuestion,
} from './runnerSupport';
import { pickOption } from './selects';
import { startTestServer } from './server';

/**
 * The style screen (/surveystyle) and the runner applying what was set there: reached from the settings
 * tab's sub-navigation; a theme colour too light for text shows the darker shade text and buttons get
 * (adjusted), in the preview as in the runner; a bad colour is refused at its field and nothing is saved;
 * fonts, a cover with its own start text, a footer and the hidden progress bar, saved and published, appear
 * on a respondent's phone (computed styles read from the page; screenshots in tests/artifacts); then the
 * cover image as a banner above the title and the theme's tint behind see-through question cards, in the
 * preview and on the phone. axe-core finds no serious or critical violation on the screen, the cover or the
 * styled page.
 */
const hasChromium = Boolean(requireChromium());
const DESKTOP = { viewport: { width: 1360, height: 900 }, locale: 'zh-CN' };
/** A 1×1 PNG, for the cover image's upload. */
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const AMBER = '#F59E0B';
const OPTION_COLOUR = '#7F1D1D';

/** #rrggbb as the rgb() a computed style gives. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

describe.skipIf(!hasChromium)('the style screen and the runner in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let token: string;
  let survey: SurveyBuilder;
  const strong = accessibleTheme(AMBER).strong;

  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    token = await loginDemo(server);
    survey = await SurveyBuilder.create(server, {
      surveyName: '运动习惯调查',
      surveyNote: '<p>谢谢参加</p>',
    });
    await survey.add('radio', {
      quTitle: '您平时多久运动一次？',
      quNote: '选最接近的一项',
      optionList: [{ optionName: '每天' }, { optionName: '很少' }],
    });
    const context = await browser.newContext(DESKTOP);
    page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const styleOnServer = () =>
    callApi<StyleResponse>(server, `${STYLE_API.get}?surveyId=${survey.surveyId}`, { token });
  const computed = (target: Page, selector: string, property: string) =>
    target
      .locator(selector)
      .first()
      .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

  it('opens from the settings sub-navigation and shows the shade drawn from a light theme colour', async () => {
    await signInAsDemo(page, server);
    await page.goto(`${server.url}/#/projectinfo?surveyId=${survey.surveyId}`);
    await page.getByTestId('settings-nav').getByRole('link', { name: '样式' }).click();
    await page.getByTestId('style-form').waitFor();
    expect(page.url()).toContain(`/surveystyle?surveyId=${survey.surveyId}`);
    // The default #38ADAB is too light for text (2.71:1): its shade is shown as adjusted.
    expect(await page.getByTestId('style-derived').getAttribute('data-adjusted')).toBe('1');
    expect(await page.getByTestId('style-derived-strong').innerText()).toBe(
      accessibleTheme('#38ADAB').strong,
    );
    // A dark blue passes as it is.
    await page.getByTestId('style-fengge-color').fill('#1D4ED8');
    await expect.poll(() => page.getByTestId('style-derived').getAttribute('data-adjusted')).toBe('0');
    expect(await page.getByTestId('style-derived').innerText()).toContain('原样使用');

    await page.getByTestId('style-fengge-color').fill(AMBER);
    await expect.poll(() => page.getByTestId('style-derived').getAttribute('data-adjusted')).toBe('1');
    expect(await page.getByTestId('style-derived-strong').innerText()).toBe(strong);
    expect(await page.getByTestId('style-derived').innerText()).toContain('加深');
    // The preview's submit button is filled with the shade, not with the amber chosen.
    await expect
      .poll(() => computed(page, '[data-testid="style-preview-submit"]', 'background-color'))
      .toBe(rgb(strong));
    await page.screenshot({ path: artifactPath('styles-designer-theme.png') });
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('refuses a colour that is not one at its field, and saves nothing', async () => {
    await page.getByTestId('style-button-btnColor').fill('#12');
    await expect.poll(() => page.getByTestId('style-group-button').innerText()).toContain('#rgb 或 #rrggbb');
    await page.getByTestId('style-save').click();
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain('请先修改标出的设置');
    expect((await styleOnServer()).saved).toBe(false);
    await page.getByTestId('style-button-btnColor').fill('');
    await expect.poll(() => page.getByTestId('style-group-button').innerText()).not.toContain('#rrggbb');
  });

  it('sets fonts, a cover, a footer and hides the bar, seen in the preview and saved', async () => {
    // Question font 20 px.
    await pickOption(page, page.getByTestId('style-font-question').locator('.ant-select'), '20 px');
    await page.getByTestId('style-font-option-bold').click();
    await page.getByTestId('style-font-option-color').fill(OPTION_COLOUR);
    // A cover with its own start text.
    await page.getByTestId('style-group-cover').getByText('先显示封面').click();
    await page.getByTestId('style-cover-btnText').fill('马上开始');
    // The cover image, uploaded with the designer's upload call.
    await page
      .getByTestId('style-cover-imgUrl')
      .locator('input[type=file]')
      .setInputFiles({
        name: 'cover.png',
        mimeType: 'image/png',
        buffer: Buffer.from(ONE_PIXEL_PNG, 'base64'),
      });
    await page.getByTestId('style-cover-imgUrl').locator('img').waitFor();
    await page.getByTestId('style-footer').fill('由问达提供技术支持');
    await page.getByTestId('style-hidden-hideBar').click();

    await expect
      .poll(() => computed(page, '[data-testid="style-preview-question"]', 'font-size'))
      .toBe('20px');
    expect(await computed(page, '[data-testid="style-preview"] .rv-choice-name', 'font-weight')).toBe('700');
    expect(await computed(page, '[data-testid="style-preview"] .rv-choice-name', 'color')).toBe(
      rgb(OPTION_COLOUR),
    );
    expect(await page.getByTestId('style-preview').locator('.wr-progress').count()).toBe(0);
    expect(await page.getByTestId('style-preview').innerText()).toContain('由问达提供技术支持');
    await page.screenshot({ path: artifactPath('styles-designer.png'), fullPage: false });

    await page.getByTestId('style-save').click();
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain('样式已保存');
    const stored = await styleOnServer();
    expect(stored.saved).toBe(true);
    expect(stored.style).toMatchObject({
      surveyColor: AMBER,
      fengge: { color: AMBER },
      cover: { startType: 'cover', btnText: '马上开始', imgUrl: expect.stringMatching(/^\/api\/files\//) },
      font: { question: { size: 20 }, option: { bold: 1, color: OPTION_COLOUR } },
      hidden: { hideBar: 1 },
      footer: '由问达提供技术支持',
    });
  });

  it('is applied by the runner once published: cover, fonts, footer, the AA shade on the buttons', async () => {
    await survey.publish();
    const context = await browser.newContext(PHONE);
    const respondent = await context.newPage();
    respondent.on('pageerror', (error) => console.error('page error:', error.message));
    await respondent.goto(answerUrl(server, survey.surveyId));

    const start = respondent.getByTestId('cover-start');
    await start.waitFor({ timeout: 30_000 });
    expect(await start.innerText()).toBe('马上开始');
    expect(await respondent.getByTestId('cover-title').innerText()).toBe('运动习惯调查');
    expect(await computed(respondent, '[data-testid="cover-start"]', 'background-color')).toBe(rgb(strong));
    // The cover image, served to a respondent without a session.
    const coverImage = await computed(respondent, '[data-testid="cover"]', 'background-image');
    const coverUrl = coverImage.match(/url\("([^"]+)"\)/)?.[1] ?? '';
    expect(coverUrl).toContain('/api/files/');
    expect(await respondent.evaluate(async (url) => (await fetch(url)).status, coverUrl)).toBe(200);
    await respondent.screenshot({ path: artifactPath('styles-runner-cover.png') });
    expect(await seriousViolations(respondent)).toEqual([]);

    await start.click();
    await waitForQuestion(respondent);
    expect(await computed(respondent, '.wr-q__head', 'font-size')).toBe('20px');
    expect(await computed(respondent, '.rv-choice-name', 'font-weight')).toBe('700');
    expect(await computed(respondent, '.rv-choice-name', 'color')).toBe(rgb(OPTION_COLOUR));
    expect(await computed(respondent, '.wr-btn--primary', 'background-color')).toBe(rgb(strong));
    expect(await computed(respondent, '.wr-q__num', 'color')).toBe(rgb(strong));
    expect(await respondent.locator('.wr-progress').count()).toBe(0);
    expect(await respondent.locator('.wr-footer-text').innerText()).toBe('由问达提供技术支持');
    await respondent.screenshot({ path: artifactPath('styles-runner-page.png'), fullPage: true });
    expect(await seriousViolations(respondent)).toEqual([]);
    await context.close();
  });

  it('lays the cover image as a banner and puts the theme’s tint behind the questions, previewed and run', async () => {
    // Paused to change the style; the screen is read again so it knows.
    await survey.setState('0');
    await page.reload();
    await page.getByTestId('style-form').waitFor();
    const gradient = (from: string, to: string) =>
      page.evaluate(
        ([start, end]) => {
          const canvas = document.createElement('canvas');
          canvas.width = 320;
          canvas.height = 180;
          const context = canvas.getContext('2d') as CanvasRenderingContext2D;
          const fill = context.createLinearGradient(0, 0, 320, 180);
          fill.addColorStop(0, start as string);
          fill.addColorStop(1, end as string);
          context.fillStyle = fill;
          context.fillRect(0, 0, 320, 180);
          return canvas.toDataURL('image/png').split(',')[1] as string;
        },
        [from, to],
      );
    const upload = async (testId: string, name: string, base64: string) => {
      const image = page.getByTestId(testId).locator('img');
      const shown = async () => ((await image.count()) > 0 ? await image.getAttribute('src') : null);
      const before = await shown();
      await page
        .getByTestId(testId)
        .locator('input[type=file]')
        .setInputFiles({ name, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') });
      await expect.poll(async () => (await shown()) ?? before).not.toBe(before);
    };
    await upload('style-fengge-imgUrl', 'page.png', await gradient('#0EA5E9', '#A855F7'));
    await upload('style-cover-imgUrl', 'cover.png', await gradient('#F97316', '#FACC15'));
    // Banner at the top; the default is the image filling the cover.
    const imgType = page.getByTestId('style-cover-imgType');
    expect(await imgType.locator('.ant-segmented-item-selected').innerText()).toBe('铺满封面');
    await imgType.getByText('顶部横幅').click();
    // The question area's background, on: the page image by default; the theme's tint chosen.
    await page.getByTestId('style-question-showBgInd').click();
    const bgType = page.getByTestId('style-question-bgType');
    await expect.poll(() => bgType.locator('.ant-segmented-item-selected').innerText()).toBe('页面背景图');
    const preview = page.getByTestId('style-preview-page');
    await expect
      .poll(() => computed(page, '[data-testid="style-preview-page"]', 'background-image'))
      .toContain('/api/files/');
    // Cards at 70 %: the page image shows through them.
    const handle = page.getByTestId('style-group-question').locator('.ant-slider-handle');
    await handle.focus();
    for (let step = 0; step < 6; step++) await handle.press('ArrowLeft');
    await expect
      .poll(() => computed(page, '[data-testid="style-preview-page"] .wr-q', 'background-color'))
      .toBe('rgba(255, 255, 255, 0.7)');
    await page
      .getByTestId('style-preview')
      .screenshot({ path: artifactPath('styles-designer-preview-image.png') });
    await bgType.getByText('主题色').click();
    await expect
      .poll(() => page.getByTestId('style-group-question').innerText())
      .toContain('页面背景图不再显示');
    const tint = rgb(paleTint(AMBER));
    await expect
      .poll(() => computed(page, '[data-testid="style-preview-page"]', 'background-color'))
      .toBe(tint);
    expect(await computed(page, '[data-testid="style-preview-page"]', 'background-image')).toBe('none');
    expect(await preview.locator('.wr-q').count()).toBeGreaterThan(0);
    await page
      .getByTestId('style-group-question')
      .screenshot({ path: artifactPath('styles-designer-question-area.png') });
    await page.getByTestId('style-preview').getByText('封面', { exact: true }).click();
    await page.getByTestId('style-preview').getByTestId('cover-banner').waitFor();
    await page.screenshot({ path: artifactPath('styles-designer-banner.png') });
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId('style-save').click();
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain('样式已保存');
    expect((await styleOnServer()).style).toMatchObject({
      fengge: { imgUrl: expect.stringMatching(/^\/api\/files\//) },
      cover: { imgType: 'top' },
      question: { showBgInd: 1, bgType: 'color', opacity: 0.7 },
    });

    await survey.publish();
    const context = await browser.newContext(PHONE);
    const respondent = await context.newPage();
    respondent.on('pageerror', (error) => console.error('page error:', error.message));
    await respondent.goto(answerUrl(server, survey.surveyId));
    const banner = respondent.getByTestId('cover-banner');
    await banner.waitFor({ timeout: 30_000 });
    // The image is the banner's, above the title and the button; the cover itself is the page colour.
    expect(await computed(respondent, '[data-testid="cover-banner"]', 'background-image')).toContain(
      '/api/files/',
    );
    expect(await computed(respondent, '[data-testid="cover"]', 'background-image')).toBe('none');
    const [bannerBox, titleBox, startBox] = await Promise.all(
      ['cover-banner', 'cover-title', 'cover-start'].map((id) => respondent.getByTestId(id).boundingBox()),
    );
    expect(bannerBox?.height).toBeGreaterThan(100);
    expect((bannerBox?.y ?? 0) + (bannerBox?.height ?? 0)).toBeLessThanOrEqual(titleBox?.y ?? 0);
    expect(titleBox?.y ?? 0).toBeLessThan(startBox?.y ?? 0);
    await respondent.screenshot({ path: artifactPath('styles-runner-cover-banner.png') });
    expect(await seriousViolations(respondent)).toEqual([]);

    await respondent.getByTestId('cover-start').click();
    await waitForQuestion(respondent);
    // Behind the question cards, the theme's tint instead of the page image.
    expect(await computed(respondent, '.wr', 'background-color')).toBe(tint);
    expect(await computed(respondent, '.wr', 'background-image')).toBe('none');
    expect(await computed(respondent, '.wr-q', 'background-color')).toBe('rgba(255, 255, 255, 0.7)');
    await respondent.screenshot({ path: artifactPath('styles-runner-page-tint.png'), fullPage: true });
    expect(await seriousViolations(respondent)).toEqual([]);
    await context.close();
  });
});
