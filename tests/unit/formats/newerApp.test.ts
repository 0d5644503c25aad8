import { describe, expect, it } from 'vitest';
import { RELEASE_FORMAT } from '../../../src/core/model';
import { readPublishedRelease } from '../../../src/core/model/readRelease';
import {
  type AppReloader,
  isNewerFormatError,
  RELOAD_AGAIN_AFTER_MS,
  reloadForNewerApp,
} from '../../../src/runner/session/newerApp';
import { v1Fixture } from './fixtures';

function reloader(start: number) {
  const stored = new Map<string, string>();
  const calls: string[] = [];
  const fake: AppReloader & { time: number } = {
    time: start,
    now: () => fake.time,
    storage: {
      getItem: (key) => stored.get(key) ?? null,
      setItem: (key, value) => void stored.set(key, value),
    },
    updateApp: async () => void calls.push('update'),
    reload: () => void calls.push('reload'),
  };
  return { fake, calls };
}

describe('a release newer than the app', () => {
  it('is what the worker’s reader refuses, recognised after crossing to the page (by its name)', () => {
    const later = { ...v1Fixture('release-v1'), format: RELEASE_FORMAT + 1 };
    let thrown: unknown;
    try {
      readPublishedRelease(later);
    } catch (error) {
      thrown = error;
    }
    // The logic client rethrows a worker's error as a plain Error carrying its name and message.
    const crossed = Object.assign(new Error((thrown as Error).message), { name: (thrown as Error).name });
    expect(isNewerFormatError(crossed)).toBe(true);
    expect(isNewerFormatError(new TypeError('Not a release'))).toBe(false);
  });

  it('fetches the new app and reloads, once: again within minutes it gives up rather than loop', async () => {
    const { fake, calls } = reloader(1_000_000);
    expect(await reloadForNewerApp(fake)).toBe(true);
    expect(calls).toEqual(['update', 'reload']);
    fake.time += 30_000;
    expect(await reloadForNewerApp(fake)).toBe(false);
    expect(calls).toEqual(['update', 'reload']);
    fake.time += RELOAD_AGAIN_AFTER_MS;
    expect(await reloadForNewerApp(fake)).toBe(true);
    expect(calls).toEqual(['update', 'reload', 'update', 'reload']);
  });

  it('reloads even when asking for the new app fails (offline)', async () => {
    const { fake, calls } = reloader(5);
    fake.updateApp = () => Promise.reject(new Error('offline'));
    expect(await reloadForNewerApp(fake)).toBe(true);
    expect(calls).toEqual(['reload']);
  });
});
