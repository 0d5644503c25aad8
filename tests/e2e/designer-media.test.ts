import { describe, expect, it } from 'vitest';
import { artifactPath, requireChromium } from './browser';
import { familyTestBed } from './familySupport';

/**
 * The media questions' designer in Chromium: an image question added from the palette captures from the
 * album only, takes 3 to 5 files and adds a titled text box; a minimum above the maximum is refused at its
 * field and nothing is saved until it is fixed; the question block's preview shows what the respondent gets
 * and the limits in words. An audio question offers its own three ways (speech to text among them). The
 * stored question has what was set, and the server refuses an option type its kind has not.
 */
const hasChromium = Boolean(requireChromium());

describe.skipIf(!hasChromium)('media question designer in Chromium', () => {
  const bed = familyTestBed('门店照片');
  const { newPage, storedQuestions } = bed;

  it('designs an image question: album only, 3 to 5 files, a text box; min above max refused', async () => {
    const { page } = await newPage({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
    const { group, editor } = await bed.addFromPalette(page, 'image');
    expect(await editor.getByTestId('media-kind').innerText()).toBe('图片');
    expect(await editor.getByTestId('media-limits').innerText()).toBe(
      '一次最多选 9 张；格式 JPEG / PNG / WEBP；单张不超过 10 MB',
    );
    // A new image question: camera or album, 1 to 20 files.
    const capture = editor.getByLabel('上传方式');
    expect(await capture.locator('.ant-segmented-item-selected').innerText()).toBe('拍照或相册');
    expect(await editor.getByLabel('最少').inputValue()).toBe('1');
    expect(await editor.getByLabel('最多').inputValue()).toBe('20');

    await capture.getByText('仅相册').click();
    await editor.getByLabel('最少').fill('6');
    await editor.getByLabel('最多').fill('5');
    await editor.getByLabel('最多').press('Tab');
    await editor.getByTestId('edit-confirm').click();
    // Refused at its field: the editor stays open with the message, nothing stored beyond the palette's add.
    await editor.getByRole('alert').filter({ hasText: '最少次数不能大于最多次数' }).first().waitFor();
    await page.screenshot({ path: artifactPath('designer-media-count-refused.png') });
    expect(await editor.isVisible()).toBe(true);
    expect((await storedQuestions())[0]?.answerConfig.paramInt01).toBe(1);

    await editor.getByLabel('最少').fill('3');
    await editor.getByLabel('最少').press('Tab');
    await editor.getByLabel('附加文本框').click();
    await editor.getByLabel('文本框标题').fill('照片说明');
    await page.screenshot({ path: artifactPath('designer-media-image-editor.png') });
    await editor.getByTestId('edit-confirm').click();
    await editor.waitFor({ state: 'detached' });

    const preview = group.getByTestId('media-preview').first();
    await preview.waitFor();
    expect(await preview.getByTestId('media-preview-album').count()).toBe(1);
    expect(await preview.getByTestId('media-preview-camera').count()).toBe(0);
    expect(await preview.innerText()).toContain('至少 3 个，最多 5 个');
    expect(await preview.innerText()).toContain('照片说明');
    expect(await preview.getByTestId('media-preview-text').count()).toBe(1);
    await page.screenshot({ path: artifactPath('designer-media-image-preview.png') });

    const [saved] = await storedQuestions();
    expect(saved).toMatchObject({ elementType: 'ImageBox', catalogKey: 'image', mediaQuType: '2' });
    expect(saved?.answerConfig).toMatchObject({
      mediaOptionType: '2',
      answerLimitInd: 1,
      paramInt01: 3,
      paramInt02: 5,
      answerOpenInd: 1,
      answerOpenTitle: '照片说明',
    });

    // Opened again, the editor shows what was stored.
    await page.reload();
    await group.getByTestId('question-block').first().getByTestId('qu-edit').click();
    await editor.waitFor();
    expect(await editor.getByLabel('上传方式').locator('.ant-segmented-item-selected').innerText()).toBe(
      '仅相册',
    );
    expect(await editor.getByLabel('最少').inputValue()).toBe('3');
    expect(await editor.getByLabel('文本框标题').inputValue()).toBe('照片说明');
    await editor.getByTestId('edit-cancel').click();
    await editor.waitFor({ state: 'detached' });
  });

  it('designs an audio question with speech to text, in English too', async () => {
    const { page } = await newPage({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
    const { group, editor } = await bed.addFromPalette(page, 'audio');
    expect(await editor.getByTestId('media-kind').innerText()).toBe('录音');
    expect(await editor.getByTestId('media-limits').innerText()).toContain('每段录音最长 60 秒');
    const capture = editor.getByLabel('上传方式');
    expect(await capture.locator('.ant-segmented-item-selected').innerText()).toBe('仅录音');
    await capture.getByText('语音转文字').click();
    await editor.getByTestId('edit-confirm').click();
    await editor.waitFor({ state: 'detached' });
    const audio = (await storedQuestions()).find((question) => question.catalogKey === 'audio');
    expect(audio).toMatchObject({ elementType: 'MediaBox', mediaQuType: '1' });
    expect(audio?.answerConfig.mediaOptionType).toBe('2');
    const preview = group.getByTestId('media-preview').last();
    expect(await preview.innerText()).toContain('录音将转为文字');

    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await group.getByTestId('question-block').last().getByTestId('qu-edit').click();
    await editor.waitFor();
    expect(await editor.getByTestId('media-kind').innerText()).toBe('Audio');
    expect(await editor.getByLabel('Capture').locator('.ant-segmented-item-selected').innerText()).toBe(
      'Speech to text',
    );
    await page.screenshot({ path: artifactPath('designer-media-audio-editor-en.png') });
    await editor.getByTestId('edit-cancel').click();
    await page.evaluate(() => localStorage.setItem('language', 'zh'));
  });
});
