import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles } from '../../server/db/tables/media';
import { wavOf } from '../../server/seed/sample-media';
import type { AnswerOfKind } from '../../src/core/model';
import { LEAD_IN_MS } from '../../src/questions/timedResponse/family';
import { artifactPath, launchWithFakeMicrophone, requireChromium } from './browser';
import { signInAsDemo } from './designerSupport';
import { familyTestBed } from './familySupport';
import { keptMedia } from './mediaSupport';
import {
  answerUrl,
  SurveyBuilder,
  storedResponses,
  type TestServer,
  waitForQuestion,
  waitForServiceWorker,
} from './runnerSupport';
import { DEMO_PASSWORD, startTestServer } from './server';

/**
 * Timed response (speech) end to end in Chromium. The designer: items, window, threshold and re-recording set in
 * the editor, stored, and shown again on reopening. The runner: a phone whose microphone is Chromium's fake
 * device playing a WAV of SILENCE_MS of silence and then a tone answers two items offline; each recording is
 * kept on the device with its onset and the latency read from its samples, the answer is submitted offline, and
 * after reconnecting the server holds the answer and both files whole. The latency is checked against the WAV:
 * the tone starts SILENCE_MS after the fake device opened, so onset + latency (where the tone falls in the
 * recording) must be SILENCE_MS less the little time between the device opening and the recorder starting.
 */
const hasChromium = Boolean(requireChromium());

const SILENCE_MS = 1500;

/** 48 kHz 16-bit mono: SILENCE_MS of silence, a 440 Hz tone at −12 dBFS for a second, half a second of silence. */
function silenceThenTone(): Buffer {
  const rate = 48_000;
  const silent = (rate * SILENCE_MS) / 1000;
  const samples = silent + rate * 1.5;
  const data = Buffer.alloc(samples * 2);
  for (let index = silent; index < silent + rate; index++) {
    data.writeInt16LE(
      Math.round(Math.sin((2 * Math.PI * 440 * (index - silent)) / rate) * 0.25 * 32_767),
      index * 2,
    );
  }
  return wavOf(rate, data);
}

describe.skipIf(!hasChromium)('timed response in Chromium', () => {
  const bed = familyTestBed('图片命名测试');
  const { newPage, storedQuestions } = bed;

  it('designs the items and how they are recorded; reopened, the editor shows what was stored', async () => {
    const { page } = await newPage({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
    const { group, editor } = await bed.addFromPalette(page, 'timedResponse');
    await expect.poll(() => editor.getByTestId('timed-design-item').count()).toBe(2);
    await editor.getByRole('textbox', { name: '项目1', exact: true }).fill('苹果');
    await editor.getByRole('textbox', { name: '项目2', exact: true }).fill('自行车');
    await editor.getByTestId('timed-design-add').click();
    await editor.getByRole('textbox', { name: '项目3', exact: true }).fill('');
    await editor.getByRole('textbox', { name: '项目3', exact: true }).fill('雨伞');
    await editor.getByTestId('timed-design-seconds').fill('4');
    await editor.getByTestId('timed-design-seconds').press('Tab');
    await editor.getByTestId('timed-design-threshold').fill('-35');
    await editor.getByTestId('timed-design-threshold').press('Tab');
    await editor.getByTestId('timed-design-rerecord').click();
    await page.screenshot({ path: artifactPath('designer-timed-editor-zh.png') });
    await editor.getByTestId('edit-confirm').click();
    await editor.waitFor({ state: 'detached' });
    const preview = group.getByTestId('timed-preview').first();
    await expect.poll(() => preview.innerText()).toContain('苹果 · 自行车 · 雨伞');
    expect(await preview.innerText()).toContain('最长 4 秒，阈值 -35 dBFS，不可重新录制');
    await page.screenshot({ path: artifactPath('designer-timed-preview-zh.png') });

    const [saved] = await storedQuestions();
    expect(saved).toMatchObject({ catalogKey: 'timedResponse', elementType: 'MediaBox' });
    expect(saved?.descList.map((item) => item.optionName)).toEqual(['苹果', '自行车', '雨伞']);
    expect(saved?.answerConfig.timed).toEqual({ maxSeconds: 4, thresholdDb: -35, rerecord: false });

    await page.reload();
    await group.getByTestId('question-block').first().getByTestId('qu-edit').click();
    await editor.waitFor();
    expect(await editor.getByRole('textbox', { name: '项目3', exact: true }).inputValue()).toBe('雨伞');
    expect(await editor.getByTestId('timed-design-seconds').inputValue()).toBe('4');
    expect(await editor.getByTestId('timed-design-threshold').inputValue()).toBe('-35');
    expect(await editor.getByTestId('timed-design-rerecord').getAttribute('aria-checked')).toBe('false');
    // The last item cannot go: refused with the core's message.
    for (let left = 3; left > 1; left--) {
      await editor.getByLabel(`删除 ${['苹果', '自行车', '雨伞'][left - 1]}`).click();
    }
    await editor.getByLabel('删除 苹果').click();
    await expect.poll(() => page.getByText('至少保留一项').count()).toBeGreaterThan(0);
    await editor.getByTestId('edit-cancel').click();
  });
});

describe.skipIf(!hasChromium)('timed response answered aloud in Chromium (fake microphone)', () => {
  let server: TestServer;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    server = await startTestServer({ demoPassword: DEMO_PASSWORD });
  });
  afterAll(async () => {
    await context?.close().catch(() => undefined);
    await server?.close();
  });

  it('answered offline, the recordings and latencies reach the server after reconnecting', async () => {
    const survey = await SurveyBuilder.create(server, { surveyName: '图片命名' });
    const question = await survey.add('timedResponse', {
      quTitle: '请尽快大声说出看到的词',
      descList: [{ optionName: '苹果' }, { optionName: '自行车' }],
      answerConfig: { timed: { maxSeconds: 3, thresholdDb: -40, rerecord: true } },
    });
    await survey.publish();
    const wav = join(await mkdtemp(join(tmpdir(), 'wenda-timed-')), 'silence-then-tone.wav');
    await writeFile(wav, silenceThenTone());
    context = await launchWithFakeMicrophone(wav);
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    await page.goto(answerUrl(server, survey.surveyId));
    await waitForQuestion(page);
    await waitForServiceWorker(page);
    await context.setOffline(true);

    // Submitting untouched names each item.
    await page.getByTestId('submit').click();
    await expect
      .poll(() => page.locator('.rv-issue').allInnerTexts())
      .toEqual(['请录下对这一项的口头回答', '请录下对这一项的口头回答']);

    for (const [at, word] of ['苹果', '自行车'].entries()) {
      const start = page.getByTestId('timed-start');
      await expect.poll(() => start.innerText()).toBe(`开始第 ${at + 1} 项`);
      await start.click();
      const stimulus = page.getByTestId('timed-stimulus');
      await stimulus.waitFor();
      expect(await stimulus.innerText()).toBe(word);
      await expect.poll(() => stimulus.getAttribute('data-onset')).not.toBeNull();
      if (at === 0)
        await page.screenshot({ path: artifactPath('runner-timed-stimulus-zh.png'), fullPage: true });
      // The window (3 s after onset) ends the recording by itself.
      await stimulus.waitFor({ state: 'detached', timeout: 10_000 });
      await expect
        .poll(() => page.getByTestId('timed-progress').innerText(), { timeout: 10_000 })
        .toBe(`已完成 ${at + 1} / 2 项`);
    }
    await page.getByTestId('timed-all-done').waitFor();
    await expect
      .poll(() => page.getByTestId('media-status').allInnerTexts())
      .toEqual(['等待上传', '等待上传']);
    const texts = await page.getByTestId('media-entry').allInnerTexts();
    for (const text of texts) expect(text).toMatch(/反应时 \d+ 毫秒/);
    await page.screenshot({ path: artifactPath('runner-timed-recorded-zh.png'), fullPage: true });
    expect((await keptMedia(page)).map((row) => [row.state, row.hasBlob])).toEqual([
      ['waiting', true],
      ['waiting', true],
    ]);

    await page.getByTestId('submit').click();
    await expect.poll(() => page.getByTestId('end-title').textContent()).toBe('答案已保存在本设备上');
    expect(await storedResponses(server, survey.surveyId)).toHaveLength(0);

    await context.setOffline(false);
    await expect
      .poll(async () => (await storedResponses(server, survey.surveyId)).map((r) => r.response.status), {
        timeout: 60_000,
      })
      .toEqual(['complete']);
    const [arrived] = await storedResponses(server, survey.surveyId);
    const answer = arrived?.items.find((item) => item.questionId === question.id)
      ?.value as AnswerOfKind<'media'>;
    expect(answer.entries.map((entry) => entry.descId)).toEqual(question.descList.map((item) => item.id));
    for (const entry of answer.entries) {
      const onset = entry.onsetMs as number;
      const latency = entry.latencyMs as number;
      console.info(`onset ${onset} ms into the recording, latency ${latency} ms`);
      // The item is painted after the lead-in (a frame's time is when the frame began: up to one earlier than
      // the timer that committed it), and a few frames later on a loaded machine.
      expect(onset).toBeGreaterThanOrEqual(LEAD_IN_MS - 20);
      expect(onset).toBeLessThan(LEAD_IN_MS + 400);
      // Where the tone falls in the recording: SILENCE_MS after the device opened, which is a little before
      // the recorder started (getUserMedia resolving, the recorder being made), never after.
      const toneInRecording = onset + latency;
      expect(toneInRecording).toBeLessThanOrEqual(SILENCE_MS + 30);
      expect(toneInRecording).toBeGreaterThan(SILENCE_MS - 300);
    }
    await expect
      .poll(
        async () => {
          const rows = await Promise.all(
            answer.entries.map(async (entry) => {
              const [row] = await server.db.select().from(mediaFiles).where(eq(mediaFiles.id, entry.value));
              return row?.completedAt ? row.mimeType : null;
            }),
          );
          return rows;
        },
        { timeout: 60_000 },
      )
      .toEqual(['audio/webm', 'audio/webm']);

    // The report: per item one recording with a voice, its latency as median and mean.
    const report = await context.newPage();
    await report.setViewportSize({ width: 1280, height: 900 });
    await signInAsDemo(report, server);
    await report.goto(`${server.url}/#/report?surveyId=${survey.surveyId}`);
    const latency = report.getByTestId('latency-summary');
    await latency.waitFor({ timeout: 20_000 });
    const rows = await latency.locator('table').first().locator('tbody tr').allInnerTexts();
    expect(rows.map((row) => row.split('\t').slice(0, 3))).toEqual([
      ['苹果', '1', '1'],
      ['自行车', '1', '1'],
    ]);
    for (const [at, entry] of answer.entries.entries()) {
      const cells = rows[at]?.split('\t') ?? [];
      const shown = (entry.latencyMs as number).toLocaleString('zh-CN');
      expect(cells.slice(3)).toEqual([shown, shown]);
    }
    expect(await latency.innerText()).toContain('共 2 个文件，已收到 2 个');
    await latency.scrollIntoViewIfNeeded();
    await report.screenshot({ path: artifactPath('results-timed-report-zh.png') });
  });
});
