import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, CDPSession } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles } from '../../server/db/tables/media';
import { artifactPath, launchBrowser, requireChromium } from './browser';
import { keptBlob, keptMedia, makeJpeg, serverFile } from './mediaSupport';
import {
  answerUrl,
  PHONE,
  SurveyBuilder,
  storedResponses,
  type TestServer,
  waitForQuestion,
  waitForServiceWorker,
  waitUntilCompleteAndSent,
} from './runnerSupport';
import { startTestServer } from './server';
import { kept, localState, probeWrite } from './storageSupport';

/**
 * The device fills up while a respondent's photos wait on it, offline (spec: say so clearly, never lose what
 * was kept). Chromium's quota is lowered below what the site holds (DevTools Storage.overrideQuotaForOrigin),
 * so the next photo cannot be kept and the next answer cannot be written: the media question says the file
 * was not kept and why, the runner blocks with its out-of-space dialog, and every photo and answer already
 * kept stays as it was. Once the connection is back and space freed, the photos kept before, the one taken
 * again and every answer reach the server, each file once and byte for byte.
 */
const hasChromium = Boolean(requireChromium());

// The words the respondent reads (src/questions/media/runner/messages.ts, src/i18n/messages/runner.ts).
const KEEP_FAILED = '文件未能保存到本设备，请清理空间后重试';
const FULL_TITLE = '设备存储空间已满';
const RETRY = '重试';
/** The quota the test gives the site until the device "fills up": far above what the runner needs. */
const ROOMY = 32 * 1024 * 1024;

describe.skipIf(!hasChromium)('photos kept on a device that fills up, in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await context?.close().catch(() => undefined);
    await browser?.close();
    await server?.close();
  });

  it('says what was not kept, loses no photo or answer, and sends them all once space and network are back', async () => {
    const survey = await SurveyBuilder.create(server, { surveyName: '存储已满时的照片' });
    const photos = await survey.add('image', {
      quTitle: '请拍下货架陈列',
      mediaQuType: '2',
      answerConfig: { answerLimitInd: 1, paramInt01: 1, paramInt02: 5 },
    });
    const remark = await survey.add('fillBlank', { quTitle: '货架情况说明' });
    await survey.pageBreak();
    const count = await survey.add('number', { quTitle: '货架有几层？' });
    await survey.publish();

    context = await browser.newContext(PHONE);
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.name, error.message));
    const origin = new URL(server.url).origin;
    const cdp: CDPSession = await context.newCDPSession(page);
    // A roomy but finite quota from the start, so Chromium's cached allowance stays below ROOMY (probeWrite).
    await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: ROOMY });
    await page.goto(answerUrl(server, survey.surveyId));
    await waitForQuestion(page);
    await waitForServiceWorker(page);

    // Offline: two photos and a remark kept on the device only.
    await context.setOffline(true);
    const pick = async (files: { name: string; buffer: Buffer }[]) => {
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        page.getByTestId('media-capture-image').click(),
      ]);
      await chooser.setFiles(files.map((file) => ({ ...file, mimeType: 'image/jpeg' })));
    };
    await pick([
      { name: 'shelf-1.jpg', buffer: await makeJpeg(page, 1200, 900) },
      { name: 'shelf-2.jpg', buffer: await makeJpeg(page, 800, 600) },
    ]);
    const entries = page.getByTestId('media-entry');
    await expect.poll(() => entries.count()).toBe(2);
    const remarkBox = page.locator(`#q-${remark.id}`).getByRole('textbox');
    await remarkBox.fill('第三层缺货');
    await expect
      .poll(async () => {
        const { response, outbox } = await localState(page);
        const save = outbox.find((entry) => entry.kind === 'save');
        const named = JSON.stringify(response?.answers[photos.id] ?? null);
        return Boolean(
          response &&
            save?.seq === response.seq &&
            response.seq > response.ackSeq &&
            (response.answers[remark.id] as { text?: string } | undefined)?.text === '第三层缺货' &&
            (await keptMedia(page)).every((row) => named.includes(row.mediaId)),
        );
      })
      .toBe(true);
    const before = kept(await localState(page));
    const mediaBefore = await keptMedia(page);
    expect(mediaBefore).toHaveLength(2);
    expect(mediaBefore.every((row) => row.hasBlob && row.state === 'waiting')).toBe(true);
    expect(
      before.outbox
        .filter((entry) => entry.kind === 'upload')
        .map((entry) => entry.id)
        .sort(),
    ).toEqual(mediaBefore.map((row) => row.mediaId).sort());
    const bytes = new Map<string, string>();
    for (const row of mediaBefore) bytes.set(row.mediaId, (await keptBlob(page, row.mediaId))?.base64 ?? '');

    // The device fills up: the quota drops below what the site already holds.
    const { usage } = await cdp.send('Storage.getUsageAndQuota', { origin });
    expect(usage).toBeLessThan(ROOMY);
    await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: Math.floor(usage / 2) });
    expect(await probeWrite(page, ROOMY)).toBe('QuotaExceededError');

    // A third photo cannot be kept: the question says so, and it does not join the answer.
    const third = { name: 'shelf-3.jpg', buffer: await makeJpeg(page, 1000, 750) };
    await pick([third]);
    const trouble = page.getByTestId('media-trouble');
    await trouble.waitFor({ timeout: 15_000 });
    expect(await trouble.innerText()).toBe(KEEP_FAILED);
    expect(await entries.count()).toBe(2);
    await page.screenshot({ path: artifactPath('runner-storage-full-media-photo.png'), fullPage: true });

    // The next answer cannot be written either: the runner blocks with its out-of-space dialog.
    await remarkBox.fill('第三层缺货，第五层空置');
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor({ timeout: 15_000 });
    await expect.poll(() => dialog.getByRole('heading').textContent()).toBe(FULL_TITLE);
    await page.screenshot({ path: artifactPath('runner-storage-full-media-dialog.png') });

    // Nothing kept is gone: the same response, the same waiting save and uploads, the same files.
    expect(kept(await localState(page))).toEqual(before);
    expect(await keptMedia(page)).toEqual(mediaBefore);
    for (const row of mediaBefore)
      expect((await keptBlob(page, row.mediaId))?.base64).toBe(bytes.get(row.mediaId));

    // Back online while still full: the save the device kept reaches the server, naming both photos.
    await context.setOffline(false);
    await expect
      .poll(
        async () => {
          const [stored] = await storedResponses(server, survey.surveyId);
          return stored?.items.find((item) => item.questionId === remark.id)?.answer;
        },
        { timeout: 30_000 },
      )
      .toBe('第三层缺货');
    for (const row of await keptMedia(page)) expect(row.hasBlob).toBe(true);

    // Space is freed: retry writes the remark typed meanwhile; the third photo is taken again and kept.
    await cdp.send('Storage.overrideQuotaForOrigin', { origin });
    expect(await probeWrite(page, 1_024)).toBe('ok');
    await dialog.getByRole('button', { name: RETRY }).click();
    await dialog.waitFor({ state: 'detached', timeout: 15_000 });
    await pick([third]);
    await expect.poll(() => entries.count()).toBe(3);
    await expect.poll(() => trouble.count()).toBe(0);

    // Every file reaches the server whole and once; the response is finished and acknowledged.
    await expect
      .poll(async () => (await keptMedia(page)).map((row) => row.state), { timeout: 60_000 })
      .toEqual(['uploaded', 'uploaded', 'uploaded']);
    const mediaAfter = await keptMedia(page);
    const responseId = before.response.id;
    for (const row of mediaBefore) {
      const file = await serverFile(server, row.mediaId, responseId);
      expect(file.status).toBe(200);
      expect(file.bytes.equals(Buffer.from(bytes.get(row.mediaId) ?? '', 'base64'))).toBe(true);
    }
    const onServer = await server.db.select().from(mediaFiles).where(eq(mediaFiles.responseId, responseId));
    expect(onServer.map((file) => file.id).sort()).toEqual(mediaAfter.map((row) => row.mediaId).sort());
    expect(onServer.every((file) => file.completedAt !== null)).toBe(true);

    await page.getByTestId('next').click();
    await page.locator('.wr-q__title', { hasText: '货架有几层？' }).waitFor();
    await page.getByRole('textbox').fill('6');
    await page.getByTestId('submit').click();
    await page.getByTestId('end-title').waitFor({ timeout: 30_000 });
    await waitUntilCompleteAndSent(page, 30_000);
    const stored = await storedResponses(server, survey.surveyId);
    expect(stored).toHaveLength(1);
    const [{ response, items }] = stored as [(typeof stored)[number]];
    expect(response).toMatchObject({ id: responseId, status: 'complete' });
    expect(items.map((item) => item.questionId).sort()).toEqual([photos.id, remark.id, count.id].sort());
    const byQuestion = new Map(items.map((item) => [item.questionId, item]));
    expect(byQuestion.get(remark.id)?.answer).toBe('第三层缺货，第五层空置');
    expect(byQuestion.get(count.id)?.answserScore).toBe('6');
    const named = JSON.stringify(byQuestion.get(photos.id)?.value);
    for (const row of mediaAfter) expect(named).toContain(row.mediaId);
    // Delivered and named by an acknowledged save: the files leave the device, their rows stay.
    await expect
      .poll(async () => (await keptMedia(page)).map((row) => row.hasBlob), { timeout: 30_000 })
      .toEqual([false, false, false]);
    expect((await localState(page)).outbox).toEqual([]);
  }, 300_000);
});
