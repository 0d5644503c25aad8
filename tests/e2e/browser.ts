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
/**
 * --force-prefers-reduced-motion: the designer then turns antd's motion off (src/shell/ShellApp.tsx), so a test
 * never clicks into a dialog still zooming in or reads a list still fading out (flakes seen under load).
 */
const CHROMIUM_ARGS = [
  '--force-prefers-reduced-motion',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

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
  });
}

/** Screenshots go to tests/artifacts/ (ignored by git) for a person to look at. */
export function artifactPath(name: string): string {
  return join(process.cwd(), 'tests', 'artifacts', name);
}
