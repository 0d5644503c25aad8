import { describe, expect, it } from 'vitest';
import { DESIGN_API } from '../../src/core/api/design';
import { artifactPath, requireChromium } from './browser';
import { familyTestBed } from './familySupport';
import {
  answerUrl,
  callApi,
  PHONE,
  storedResponses,
  waitForQuestion,
  waitForServiceWorker,
} from './runnerSupport';

/**
 * The music question end to end in Chromium: a designer adds it from the palette, uploads a real audio file
 * (a one-second WAV made here) that plays in the editor, names the options and publishes; a respondent on a
 * phone gets the track in a player above the options (its source loads: metadata read, one second long),
 * answers, and the answer reaches the server. The track is kept by the service worker with the survey's
 * images: offline, after a reload, it still loads.
 */
const hasChromium = Boolean(requireChromium());

/** A WAV of `seconds` of a 440 Hz tone, 8-bit mono at 8 kHz. */
function toneWav(seconds: number): Buffer {
  const rate = 8000;
  const samples = Buffer.alloc(rate * seconds);
  for (let i = 0; i < samples.length; i++)
    samples[i] = 128 + Math.round(60 * Math.sin((2 * Math.PI * 440 * i) / rate));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, samples]);
}

/** What the page's audio element says of its source. */
const audioState = (testId: string) => {
  const audio = document.querySelector<HTMLAudioElement>(`[data-testid="${testId}"]`);
  return audio
    ? { readyState: audio.readyState, duration: audio.duration, error: audio.error?.code ?? null }
    : null;
};

describe.skipIf(!hasChromium)('music question in Chromium', () => {
  const bed = familyTestBed('听音选择');
  const { newPage, storedQuestions } = bed;

  it('is designed with an uploaded track, played to the respondent, answered, and kept for offline', async () => {
    const { page } = await newPage({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
    const { group, editor } = await bed.addFromPalette(page, 'music');
    // A bad file is refused before anything is sent.
    await editor.getByTestId('music-file-input').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not audio'),
    });
    await page.getByText('文件格式不正确，仅支持 mp3、wav、ogg、m4a').waitFor();
    await editor.getByTestId('music-file-input').setInputFiles({
      name: 'theme.wav',
      mimeType: 'audio/wav',
      buffer: toneWav(1),
    });
    await editor.getByTestId('music-designer-player').waitFor();
    expect(await editor.getByTestId('music-file-name').innerText()).toBe('theme.wav');
    await expect
      .poll(() => page.evaluate(audioState, 'music-designer-player'))
      .toMatchObject({ readyState: expect.any(Number), error: null });
    await page.screenshot({ path: artifactPath('designer-music-editor.png') });
    await editor.getByTestId('edit-confirm').click();
    await editor.waitFor({ state: 'detached' });
    expect(await group.getByTestId('music-preview-track').innerText()).toContain('theme.wav');

    const [saved] = await storedQuestions();
    expect(saved).toMatchObject({ elementType: 'MusicBox', catalogKey: 'music' });
    expect(saved?.descList[0]?.imgUrl).toMatch(/^\/api\/files\/.+\.wav$/);
    const firstOption = saved?.optionList[0];
    expect(firstOption).toBeDefined();

    await callApi(bed.server, `${DESIGN_API.surveyState}?id=${bed.surveyId}&surveyState=1`, {
      token: bed.token,
    });
    const { context, page: phone } = await newPage({ ...PHONE });
    await phone.goto(answerUrl(bed.server, bed.surveyId));
    await waitForQuestion(phone);
    await waitForServiceWorker(phone);
    const player = phone.getByTestId('music-player');
    await player.waitFor();
    // The source loads: its metadata is read and it lasts one second.
    await expect
      .poll(() => phone.evaluate(audioState, 'music-player'), { timeout: 15_000 })
      .toMatchObject({ error: null });
    await expect
      .poll(async () => (await phone.evaluate(audioState, 'music-player'))?.readyState ?? 0)
      .toBeGreaterThanOrEqual(1);
    const online = await phone.evaluate(audioState, 'music-player');
    expect(online?.duration).toBeCloseTo(1, 1);
    await phone.screenshot({ path: artifactPath('runner-music.png'), fullPage: true });

    // Offline, after a reload, the kept track still plays.
    await phone.waitForTimeout(1000); // the page asks the worker to keep the survey's files once it is up
    await context.setOffline(true);
    await phone.reload();
    await waitForQuestion(phone);
    await expect
      .poll(async () => (await phone.evaluate(audioState, 'music-player'))?.readyState ?? 0, {
        timeout: 15_000,
      })
      .toBeGreaterThanOrEqual(1);
    expect((await phone.evaluate(audioState, 'music-player'))?.error).toBeNull();
    await context.setOffline(false);

    await phone.getByText(firstOption?.optionName ?? '', { exact: true }).click();
    expect(await phone.getByRole('radio', { name: firstOption?.optionName }).isChecked()).toBe(true);
    await phone.getByTestId('submit').click();
    await phone.getByTestId('end-title').waitFor();
    await expect
      .poll(async () => (await storedResponses(bed.server, bed.surveyId)).map((r) => r.response.status), {
        timeout: 30_000,
      })
      .toEqual(['complete']);
    const [arrived] = await storedResponses(bed.server, bed.surveyId);
    expect(arrived?.items[0]?.value).toMatchObject({ kind: 'choice', optionIds: [firstOption?.id] });
  });
});
