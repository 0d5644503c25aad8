// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readPrefetchedLoad, takePrefetchedLoad } from '../../../src/runner/sync/prefetchedLoad';
import { ApiError } from '../../../src/shell/api';

/** The survey load the boot script starts is read as request() reads it, and taken only for its own URL. */
const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );

afterEach(() => {
  window.__wendaSurveyLoad = undefined;
});

describe('the prefetched survey load', () => {
  it('is taken once, and only for the URL it was started for', () => {
    const response = json({ code: 200, message: '', data: null });
    window.__wendaSurveyLoad = { url: '/api/survey-answer/load?surveyId=a', response };
    expect(takePrefetchedLoad('/api/survey-answer/load?surveyId=b')).toBeUndefined();
    window.__wendaSurveyLoad = { url: '/api/survey-answer/load?surveyId=a', response };
    expect(takePrefetchedLoad('/api/survey-answer/load?surveyId=a')).toBe(response);
    expect(takePrefetchedLoad('/api/survey-answer/load?surveyId=a')).toBeUndefined();
  });

  it("gives the envelope's data, or the error request() would give", async () => {
    await expect(
      readPrefetchedLoad(json({ code: 200, message: '', data: { release: 1 } }), 1_000),
    ).resolves.toEqual({
      release: 1,
    });
    const refused = readPrefetchedLoad(
      json({ code: 403, message: 'ended', data: { reason: 'ended' } }, 403),
      1_000,
    );
    await expect(refused).rejects.toMatchObject({ kind: 'server', code: 403, data: { reason: 'ended' } });
    await expect(
      readPrefetchedLoad(Promise.reject(new TypeError('Failed to fetch')), 1_000),
    ).rejects.toMatchObject({
      kind: 'network',
    });
    await expect(readPrefetchedLoad(json('<html>', 502), 1_000)).rejects.toMatchObject({ kind: 'network' });
    await expect(readPrefetchedLoad(new Promise<Response>(() => undefined), 20)).rejects.toBeInstanceOf(
      ApiError,
    );
  });
});
