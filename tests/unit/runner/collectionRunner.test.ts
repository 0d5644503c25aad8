// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COLLECTION_REFUSAL_REASONS, SURVEY_PASSWORD_HEADER } from '../../../src/core/api/collection';
import { RunnerDatabase } from '../../../src/runner/db';
import { deviceOf } from '../../../src/runner/device';
import { openingTime } from '../../../src/runner/StatusTipPage';
import { keepRelease } from '../../../src/runner/storage/releases';
import { loadUrl, offerPassword, PASSWORD_HEADER, requestLoad } from '../../../src/runner/sync/loadRequest';
import { LIMIT_REASONS, limitRefusalOf, loadSurvey } from '../../../src/runner/sync/loadSurvey';
import { releaseWire } from './releaseWire';

/**
 * The runner's side of the collection limits: a typed password goes with the next load only (never the boot
 * script's early load, which went without it), and a refusal on a limit wins over the device's copy and is
 * remembered with what the status page shows (the link back, the opening time, the wait).
 */
let db: RunnerDatabase;
let counter = 0;

beforeEach(async () => {
  db = new RunnerDatabase(`collection-runner-test-${++counter}`);
  await db.open();
  sessionStorage.clear();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  window.__wendaSurveyLoad = undefined;
  await db.delete();
});

const envelope = (code: number, data: unknown) =>
  new Response(JSON.stringify({ code, message: '', data }), {
    status: code,
    headers: { 'Content-Type': 'application/json' },
  });

describe('collection limits in the runner', () => {
  it('writes out the core constants', () => {
    expect(LIMIT_REASONS).toEqual(COLLECTION_REFUSAL_REASONS);
    expect(PASSWORD_HEADER).toBe(SURVEY_PASSWORD_HEADER);
  });

  it("sends a typed password with the next load only, past the boot script's early load", async () => {
    const fetch = vi.fn(async () => envelope(200, { release: null }));
    vi.stubGlobal('fetch', fetch);
    const query = { surveyId: 's1' };
    const early = Promise.resolve(envelope(403, { reason: 'passwordRequired' }));
    window.__wendaSurveyLoad = { url: loadUrl(query), response: early };
    offerPassword('s1', '春天 2030');
    await requestLoad(query, 1_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>)[PASSWORD_HEADER]).toBe(encodeURIComponent('春天 2030'));
    expect(init.credentials).toBe('same-origin');
    // The early load was taken out of the way, and the password is not sent twice.
    expect(window.__wendaSurveyLoad).toBeUndefined();
    await requestLoad(query, 1_000);
    const [, again] = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect(again.headers as Record<string, string>).not.toHaveProperty(PASSWORD_HEADER);
  });

  it('lets a refusal on a limit win over the held copy, and remembers its details for the status page', async () => {
    await keepRelease(db, releaseWire('s1', 1, ['radio']));
    const opensAt = '2031-03-04T05:06:00.000Z';
    vi.stubGlobal('fetch', async () => envelope(403, { reason: 'notOpen', opensAt }));
    const query = { surveyId: 's1', userId: 'panel 7' };
    expect(await loadSurvey(deviceOf(db), query)).toEqual({ kind: 'unavailable', reason: 'notOpen' });
    expect(limitRefusalOf('s1')).toEqual({
      reason: 'notOpen',
      link: '/answer?surveyId=s1&userId=panel+7',
      opensAt,
    });

    vi.stubGlobal('fetch', async () => envelope(429, { reason: 'passwordWrong', retryAfterSeconds: 42 }));
    expect(await loadSurvey(deviceOf(db), query)).toEqual({ kind: 'unavailable', reason: 'passwordWrong' });
    expect(limitRefusalOf('s1')).toMatchObject({ reason: 'passwordWrong', retryAfterSeconds: 42 });
    expect(limitRefusalOf('other')).toBeUndefined();
  });

  it("names the opening time in the respondent's language", () => {
    const at = '2031-03-04T05:06:00.000Z';
    expect(openingTime(at, 'en')).toMatch(/2031/);
    expect(openingTime(at, 'zh')).toMatch(/2031年3月/);
    expect(openingTime(at, 'ko')).toMatch(/2031년 3월/);
    expect(openingTime('soon', 'en')).toBeUndefined();
    expect(openingTime(undefined, 'zh')).toBeUndefined();
  });
});
