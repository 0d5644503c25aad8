// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { SURVEY_LOAD_API } from '../../../src/core/api/design';
import { ResponseCode } from '../../../src/core/envelope';
import {
  ENVELOPE_OK,
  ENVELOPE_SERVER_ERROR,
  LOAD_PATH,
  LoadError,
  loadUrl,
  readLoad,
  takePrefetchedLoad,
} from '../../../src/runner/sync/loadRequest';
import { resolveUrl } from '../../../src/shell/api';

/**
 * The runner's own survey load: the URL the shell's client would ask (and the boot script asks), the envelope
 * read as the client reads it, and the boot script's request taken over only for its own URL.
 */
const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );

afterEach(() => {
  window.__wendaSurveyLoad = undefined;
});

describe('the survey load request', () => {
  it('asks the contract path with the URL the shell client would build', () => {
    expect(LOAD_PATH).toBe(SURVEY_LOAD_API.load);
    expect(ENVELOPE_OK).toBe(ResponseCode.ok);
    expect(ENVELOPE_SERVER_ERROR).toBe(ResponseCode.serverError);
    const query = { surveyId: 's 1', userId: 'p&42', screenId: 'x' };
    expect(loadUrl(query)).toBe(resolveUrl(LOAD_PATH, { ...query }));
    expect(loadUrl({ surveyId: 's1' })).toBe(`${LOAD_PATH}?surveyId=s1`);
  });

  it("takes the boot script's request once, and only for the URL it was started for", () => {
    const response = json({ code: 200, message: '', data: null });
    window.__wendaSurveyLoad = { url: loadUrl({ surveyId: 'a' }), response };
    expect(takePrefetchedLoad(loadUrl({ surveyId: 'b' }))).toBeUndefined();
    window.__wendaSurveyLoad = { url: loadUrl({ surveyId: 'a' }), response };
    expect(takePrefetchedLoad(loadUrl({ surveyId: 'a' }))).toBe(response);
    expect(takePrefetchedLoad(loadUrl({ surveyId: 'a' }))).toBeUndefined();
  });

  it("gives the envelope's data, or says how the load failed", async () => {
    await expect(readLoad(json({ code: 200, message: '', data: { release: 1 } }), 1_000)).resolves.toEqual({
      release: 1,
    });
    const refused = readLoad(json({ code: 403, message: 'ended', data: { reason: 'ended' } }, 403), 1_000);
    await expect(refused).rejects.toMatchObject({ kind: 'server', code: 403, data: { reason: 'ended' } });
    await expect(readLoad(Promise.reject(new TypeError('Failed to fetch')), 1_000)).rejects.toMatchObject({
      kind: 'network',
    });
    await expect(readLoad(json('<html>', 502), 1_000)).rejects.toMatchObject({ kind: 'network' });
    await expect(readLoad(json('<html>', 404), 1_000)).rejects.toMatchObject({ kind: 'server', code: 404 });
    const hung = readLoad(new Promise<Response>(() => undefined), 20);
    await expect(hung).rejects.toBeInstanceOf(LoadError);
    await expect(hung).rejects.toMatchObject({ kind: 'timeout' });
  });
});
