/**
 * Makes server/seed/assets/sample-video.webm, the video the demo's generated responses answer video
 * questions with (sample-media.ts): two seconds of a shop front whose door opens, 160 × 120, drawn on a
 * canvas and recorded by Chromium's MediaRecorder (VP8 in WebM, as a phone's browser records). Node has no
 * video encoder, so the file is made once with this script and kept in the repository (about 20 KB):
 *   npx tsx server/seed/make-sample-video.ts
 * It needs the Chromium the end-to-end tests use (CHROMIUM_PATH or the one tests/e2e/browser.ts finds).
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../../tests/e2e/browser';

const target = fileURLToPath(new URL('./assets/sample-video.webm', import.meta.url));

const executablePath = chromiumPath();
if (!executablePath) throw new Error('Chromium not found: set CHROMIUM_PATH');
const browser = await chromium.launch({ executablePath, headless: true });
try {
  const page = await browser.newPage();
  // Sent as source text: the browser runs it as written (tsx would add helpers the page lacks).
  const base64 = await page.evaluate<string>(`(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 120;
    const context = canvas.getContext('2d');
    const draw = (frame) => {
      context.fillStyle = '#8fb4eb';
      context.fillRect(0, 0, 160, 30);
      context.fillStyle = '#decdb4';
      context.fillRect(0, 30, 160, 70);
      for (let x = 20; x < 140; x += 8) {
        context.fillStyle = (x / 8) % 2 === 0 ? '#d9534f' : '#f5f5f0';
        context.fillRect(x, 30, 8, 14);
      }
      context.fillStyle = '#aacde1';
      context.fillRect(28, 56, 30, 28);
      context.fillRect(102, 56, 30, 28);
      context.fillStyle = '#4d3326';
      context.fillRect(66, 56, 28 - Math.min(20, frame), 44);
      context.fillStyle = '#787876';
      context.fillRect(0, 100, 160, 20);
    };
    draw(0);
    const recorder = new MediaRecorder(canvas.captureStream(15), {
      mimeType: 'video/webm;codecs=vp8',
      videoBitsPerSecond: 80_000,
    });
    const chunks = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    recorder.start();
    for (let frame = 0; frame < 30; frame++) {
      draw(frame);
      await new Promise((resolve) => setTimeout(resolve, 66));
    }
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
    let text = '';
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  })()`);
  const bytes = Buffer.from(base64, 'base64');
  await writeFile(target, bytes);
  console.log(`${target}: ${bytes.length} bytes`);
} finally {
  await browser.close();
}
