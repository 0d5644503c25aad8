// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReleaseWire } from '../../../src/core/api/design';
import { RunnerDatabase } from '../../../src/runner/db';
import { deviceOf } from '../../../src/runner/device';
import { currentRelease, keepRelease } from '../../../src/runner/storage/releases';
import { loadSurvey } from '../../../src/runner/sync/loadSurvey';
import { releaseWire } from './releaseWire';

/**
 * The survey load with a copy on the device: the network still decides when it answers (a newer release, an
 * ended survey), but a network that hangs no longer keeps the respondent from the copy the device holds; the
 * release it brings late is kept as current for the next new response.
 */
let db: RunnerDatabase;
let counter = 0;

beforeEach(async () => {
  db = new RunnerDatabase(`load-survey-test-${++counter}`);
  await db.open();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await db.delete();
});

const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, message: '', data }), {
    headers: { 'Content-Type': 'application/json' },
  });

/** A fetch answered by hand: `answer` resolves the pending call. */
function heldFetch() {
  let answer: (response: Response) => void = () => undefined;
  const fetch = vi.fn(
    () =>
      new Promise<Response>((resolve) => {
        answer = resolve;
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return { fetch, answer: (response: Response) => answer(response) };
}

describe('loadSurvey', () => {
  it('takes the network release when the network answers in time', async () => {
    await keepRelease(db, releaseWire('s1', 1, ['radio']));
    vi.stubGlobal('fetch', async () => ok({ release: releaseWire('s1', 2, ['radio']) }));
    const loaded = await loadSurvey(deviceOf(db), { surveyId: 's1' }, { heldCopyWaitMs: 5_000 });
    expect(loaded).toMatchObject({ kind: 'ready', fromNetwork: true, release: { version: 2 } });
  });

  it('answers with the network release before the device has kept it, and keeps it once the device is there', async () => {
    vi.stubGlobal('fetch', async () => ok({ release: releaseWire('s1', 2, ['radio']) }));
    let openDevice: () => void = () => undefined;
    const deviceLater = new Promise<RunnerDatabase>((resolve) => {
      openDevice = () => resolve(db);
    });
    const loaded = await loadSurvey(
      deviceOf(db),
      { surveyId: 's1' },
      { heldCopyWaitMs: 5_000, keepVia: () => deviceLater },
    );
    expect(loaded).toMatchObject({ kind: 'ready', fromNetwork: true, release: { version: 2 } });
    expect(await currentRelease(db, 's1')).toBeUndefined();
    openDevice();
    if (loaded.kind === 'ready') await loaded.kept;
    expect((await currentRelease(db, 's1'))?.version).toBe(2);
  });

  it('says when the load reports no quota, and keeps that as the device quota state', async () => {
    await keepRelease(db, releaseWire('s1', 1, ['radio']));
    // A state kept from when the survey had a quota with a full cell.
    await db.surveys.update('s1', {
      quotaState: {
        quotas: [{ id: 'old', questionIds: ['q'], whenFull: 'endNow', fullCells: [['m']] }],
        fetchedAt: 1,
      },
    });
    vi.stubGlobal('fetch', async () => ok({ release: releaseWire('s1', 2, ['radio']), hasQuotas: false }));
    const loaded = await loadSurvey(deviceOf(db), { surveyId: 's1' }, { heldCopyWaitMs: 5_000 });
    expect(loaded).toMatchObject({ kind: 'ready', noQuotas: true });
    if (loaded.kind === 'ready') await loaded.kept;
    expect((await db.surveys.get('s1'))?.quotaState?.quotas).toEqual([]);
    // With quotas, or from a server that does not say: the state is asked for as before.
    for (const data of [{ hasQuotas: true }, {}]) {
      vi.stubGlobal('fetch', async () => ok({ release: releaseWire('s1', 3, ['radio']), ...data }));
      const again = await loadSurvey(deviceOf(db), { surveyId: 's1' }, { heldCopyWaitMs: 5_000 });
      expect(again.kind === 'ready' && again.noQuotas).toBeFalsy();
    }
  });

  it('shows the held copy when the network hangs, and keeps the late release for the next response', async () => {
    await keepRelease(db, releaseWire('s1', 1, ['radio']));
    const network = heldFetch();
    const seen: ReleaseWire[] = [];
    const started = Date.now();
    const loaded = await loadSurvey(
      deviceOf(db),
      { surveyId: 's1' },
      { heldCopyWaitMs: 50, onRelease: (release) => seen.push(release) },
    );
    expect(loaded).toMatchObject({ kind: 'ready', fromNetwork: false, release: { version: 1 } });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(seen.map((release) => release.version)).toEqual([1]);

    network.answer(ok({ release: releaseWire('s1', 2, ['radio']) }));
    await vi.waitFor(async () => expect((await currentRelease(db, 's1'))?.version).toBe(2));
    expect(seen.map((release) => release.version)).toEqual([1, 2]);
  });

  it('waits for the network when the device holds no copy', async () => {
    const network = heldFetch();
    let settled = false;
    const loading = loadSurvey(deviceOf(db), { surveyId: 's2' }, { heldCopyWaitMs: 10 }).finally(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(settled).toBe(false);
    network.answer(ok({ release: releaseWire('s2', 1, ['radio']) }));
    expect(await loading).toMatchObject({ kind: 'ready', fromNetwork: true, release: { version: 1 } });
  });

  it('lets a refusal from the server win over the held copy', async () => {
    await keepRelease(db, releaseWire('s1', 1, ['radio']));
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ code: 403, message: 'ended', data: { reason: 'ended' } }), {
          status: 403,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    expect(await loadSurvey(deviceOf(db), { surveyId: 's1' })).toEqual({
      kind: 'unavailable',
      reason: 'ended',
    });
  });

  it('falls back to the held copy at once when the network fails', async () => {
    await keepRelease(db, releaseWire('s1', 1, ['radio']));
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const started = Date.now();
    const loaded = await loadSurvey(deviceOf(db), { surveyId: 's1' });
    expect(loaded).toMatchObject({ kind: 'ready', fromNetwork: false, release: { version: 1 } });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(await loadSurvey(deviceOf(db), { surveyId: 'never-seen' })).toEqual({ kind: 'offline' });
  });
});
