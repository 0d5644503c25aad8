import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STYLE_API, type StyleResponse } from '../../src/core/api/style';
import { accessibleTheme } from '../../src/core/style/contrast';
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
import { startTestServer } from './server';

/**
 * The style screen (/surveystyle) and the runner applying what was set there: reached from the settings
 * tab's sub-navigation; a theme colour too light for text shows the darker shade text and buttons get
 * (adjusted), in the preview as in the runner; a bad colour is refused at its field and nothing is saved;
 * fonts, a cover with its own start text, a footer and the hidden progress bar, saved and published, appear
 * on a respondent's phone (computed styles read from the page; screenshots in tests/artifacts). axe-core finds
 * no serious or critical violation on the screen, the cover or the styled page.
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
    await page.getByTestId('style-font-question').locator('.ant-select').click();
    const twenty = page.locator(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
      {
        hasText: '20 px',
      },
    );
    await expect.poll(() => twenty.count()).toBe(1);
    await twenty.click();
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
});
