import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { elapsed, logTiming } from './timing';

/**
 * Debian's Chromium, driven by playwright-core (never a downloaded browser: this network has none).
 * The background-networking flags keep Chromium from calling hosts this machine cannot reach.
 */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Every page of the tests asks for reduced motion, as a person can in their system settings: the designer then
 * turns antd's zooms, fades and slides off (src/shell/ShellApp.tsx) and the runner its transitions. A test so
 * never clicks into a dialog still zooming in or reads a list still fading out (flakes seen under load), and
 * Chromium no longer rasterises each popover and dialog afresh at every scale of its zoom: with software
 * rasterisation that was most of the browser's work in the designer's tests (a trace of six question adds:
 * 6 s of raster in 9 s). Chromium's --force-prefers-reduced-motion, used before, no longer takes effect
 * (Chromium 156 reported no preference): Playwright's emulation of the media feature does.
 */
const CONTEXT_DEFAULTS = { reducedMotion: 'reduce' } as const;

export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path): path is string => Boolean(path && existsSync(path)));
}

/** In CI a missing browser fails the run; on a developer machine the end-to-end files say so and skip. */
export function requireChromium(): string | undefined {
  const path = chromiumPath();
  if (!path && process.env.CI === 'true') {
    throw new Error("Chromium not found: install Debian's `chromium` or set CHROMIUM_PATH (CI never skips).");
  }
  if (!path) console.warn('Chromium not found: end-to-end tests are skipped on this machine.');
  return path;
}

export async function launchBrowser(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('Chromium not found');
  const started = performance.now();
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
  logTiming(`browser launch ${elapsed(started)}`);
  // Each context (and newPage's own) takes the defaults unless a test sets them otherwise.
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = (options = {}) => newContext({ ...CONTEXT_DEFAULTS, ...options });
  browser.newPage = (options = {}) => newPage({ ...CONTEXT_DEFAULTS, ...options });
  return browser;
}

/** A browser with a profile on disk, so that closing and relaunching it keeps IndexedDB and the service worker. */
export async function launchPersistentBrowser(
  userDataDir?: string,
): Promise<{ context: BrowserContext; userDataDir: string }> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('Chromium not found');
  const dir = userDataDir ?? (await mkdtemp(join(tmpdir(), 'wenda-profile-')));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 390, height: 844 },
    ...CONTEXT_DEFAULTS,
  });
  return { context, userDataDir: dir };
}

/**
 * A phone-sized Chromium (zh) whose microphone is Chromium's fake device, granted without a prompt: a beep by
 * default, or the WAV `audioFile` (played from its start each time the device opens).
 */
export async function launchWithFakeMicrophone(audioFile?: string): Promise<BrowserContext> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('Chromium not found');
  return chromium.launchPersistentContext(await mkdtemp(join(tmpdir(), 'wenda-mic-')), {
    executablePath,
    headless: true,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      ...(audioFile ? [`--use-file-for-fake-audio-capture=${audioFile}`] : []),
    ],
    viewport: { width: 390, height: 844 },
    locale: 'zh-CN',
    permissions: ['microphone'],
    ...CONTEXT_DEFAULTS,
  });
}

/** Screenshots go to tests/artifacts/ (ignored by git) for a person to look at. */
export function artifactPath(name: string): string {
  return join(process.cwd(), 'tests', 'artifacts', name);
}
