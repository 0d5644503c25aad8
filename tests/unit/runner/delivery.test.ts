import { describe, expect, it } from 'vitest';
import {
  backoffMs,
  decideDelivery,
  type FetchReply,
  type ReplyEnvelope,
  readReply,
} from '../../../src/runner/sync/delivery';

/**
 * The one verdict on a send, for the page and the service worker alike (src/runner/sync/delivery.ts), over
 * every kind of reply, with the refusals server/answers gives a save (routes.ts, store-save.ts, refusals.ts,
 * survey-release.ts, server/collection/limits.ts) as the server writes them.
 */
const reply = (status: number, envelope: ReplyEnvelope | null, retryAfterSeconds?: number): FetchReply =>
  retryAfterSeconds === undefined
    ? { kind: 'response', status, envelope }
    : { kind: 'response', status, envelope, retryAfterSeconds };
const envelope = (code: number, data: unknown = null, message = '') => reply(code, { code, message, data });

describe('what a send came to', () => {
  it('no answer at all is retried as a network failure, with the backoff of the attempt', () => {
    expect(decideDelivery({ kind: 'network-error' }, 0)).toEqual({
      verdict: 'retry',
      failure: 'network',
      retryInMs: 2_000,
    });
    expect(decideDelivery({ kind: 'network-error' }, 2)).toMatchObject({ retryInMs: 8_000 });
    expect(decideDelivery({ kind: 'network-error' }, 40)).toMatchObject({ retryInMs: 300_000 });
  });

  it('200 is delivered, with the envelope data (a save’s ackSeq and sample status)', () => {
    const data = { responseId: 'r', ackSeq: 7, status: 'complete', sampleStatus: 'Overquota' };
    expect(decideDelivery(envelope(200, data, 'ok'), 3)).toEqual({ verdict: 'delivered', data });
    expect(decideDelivery(envelope(200), 0)).toEqual({ verdict: 'delivered', data: null });
  });

  it('408, 429, 500, 502, 503 (a save of a newer format) and 504 are retried as server failures', () => {
    for (const code of [408, 429, 500, 502, 503, 504]) {
      expect(decideDelivery(envelope(code, { reason: 'newerFormat' }, 'later'), 1)).toEqual({
        verdict: 'retry',
        failure: 'server',
        retryInMs: 4_000,
      });
    }
  });

  it('a server failure backs off by the server failures in a row, not by the network failures before them', () => {
    // Twelve tries failed offline, then the connection came back and the server answered 503 once: 2 s.
    expect(decideDelivery(envelope(503), 12, 0)).toMatchObject({ failure: 'server', retryInMs: 2_000 });
    expect(decideDelivery(reply(502, null), 12, 0)).toMatchObject({ failure: 'server', retryInMs: 2_000 });
    // The third 503 in a row: 8 s, whatever the tries before.
    expect(decideDelivery(envelope(503), 14, 2)).toMatchObject({ retryInMs: 8_000 });
    // A new revision after a run of 503s on earlier ones: its own tries count, 2 s after its first.
    expect(decideDelivery(envelope(503), 0, 9)).toMatchObject({ retryInMs: 2_000 });
    // Offline again: the network backoff goes on from every try.
    expect(decideDelivery({ kind: 'network-error' }, 12, 0)).toMatchObject({
      failure: 'network',
      retryInMs: 300_000,
    });
  });

  it('a 429 waits at least as long as the server asks (data.retryAfterSeconds, else Retry-After), an hour at most', () => {
    expect(decideDelivery(envelope(429, { retryAfterSeconds: 60 }), 0)).toMatchObject({ retryInMs: 60_000 });
    expect(decideDelivery(reply(429, { code: 429, data: null }, 30), 0)).toMatchObject({ retryInMs: 30_000 });
    // Less than the backoff: the backoff.
    expect(decideDelivery(envelope(429, { retryAfterSeconds: 1 }), 3)).toMatchObject({ retryInMs: 16_000 });
    expect(decideDelivery(envelope(429, { retryAfterSeconds: 86_400 }), 0)).toMatchObject({
      retryInMs: 3_600_000,
    });
    expect(decideDelivery(envelope(429, { retryAfterSeconds: 'soon' }), 0)).toMatchObject({
      retryInMs: 2_000,
    });
  });

  it('the server’s refusals of a save are refused with their reason and message, never retried', () => {
    const refusals: [number, unknown, string][] = [
      [400, { reason: 'invalidAnswers', problems: [] }, 'invalidAnswers'],
      [400, { field: 'format', reason: 'server.validation.invalid' }, 'server.validation.invalid'],
      [403, { reason: 'surveyUnavailable', survey: 'ended' }, 'surveyUnavailable'],
      [403, { reason: 'surveyUnavailable', survey: 'closed' }, 'surveyUnavailable'],
      [404, { reason: 'surveyUnavailable', survey: 'notFound' }, 'surveyUnavailable'],
      [404, { reason: 'unknownVersion' }, 'unknownVersion'],
      [409, { reason: 'completedConflict', conflict: 'completed', ackSeq: 4 }, 'completedConflict'],
      [413, null, 'code 413'],
      [401, null, 'code 401'],
    ];
    for (const [code, data, reason] of refusals) {
      expect(decideDelivery(envelope(code, data, '问卷已结束'), 0)).toEqual({
        verdict: 'refused',
        reason,
        message: '问卷已结束',
      });
    }
  });

  it('the envelope’s code wins over the HTTP status', () => {
    expect(decideDelivery(reply(200, { code: 403, data: { reason: 'surveyUnavailable' } }), 0)).toMatchObject(
      {
        verdict: 'refused',
        reason: 'surveyUnavailable',
      },
    );
    expect(decideDelivery(reply(500, { code: 200, data: { ackSeq: 1 } }), 0)).toMatchObject({
      verdict: 'delivered',
    });
  });

  it('an answer that is no envelope came from something in between: retried, unless a plain client error', () => {
    // A gateway's 502 page, a captive portal's 200 page, a redirect's page: the server took nothing.
    for (const status of [200, 302, 408, 429, 500, 502, 503]) {
      expect(decideDelivery(reply(status, null), 0)).toEqual({
        verdict: 'retry',
        failure: 'server',
        retryInMs: 2_000,
      });
    }
    expect(decideDelivery(reply(413, null), 0)).toEqual({
      verdict: 'refused',
      reason: 'http 413',
      message: '',
    });
    expect(decideDelivery(reply(404, null), 0)).toMatchObject({ verdict: 'refused', reason: 'http 404' });
    // An envelope whose code is no number is no envelope.
    expect(decideDelivery(reply(502, { code: '502' }), 0)).toMatchObject({ verdict: 'retry' });
  });

  it('keeps the server message short', () => {
    const long = 'x'.repeat(2_000);
    const decided = decideDelivery(envelope(400, { reason: 'invalidAnswers' }, long), 0);
    expect(decided.verdict === 'refused' && decided.message.length).toBe(500);
  });

  it('reads a fetch Response: the JSON envelope, the Retry-After header, anything else as no envelope', async () => {
    const json = new Response(JSON.stringify({ code: 429, message: 'slow', data: null }), {
      status: 429,
      headers: { 'Retry-After': '12' },
    });
    expect(await readReply(json)).toEqual({
      kind: 'response',
      status: 429,
      envelope: { code: 429, message: 'slow', data: null },
      retryAfterSeconds: 12,
    });
    expect(await readReply(new Response('<html>portal</html>', { status: 200 }))).toEqual({
      kind: 'response',
      status: 200,
      envelope: null,
    });
    expect(await readReply(new Response('"text"', { status: 502 }))).toMatchObject({ envelope: null });
  });

  it('backoff doubles from 2 s up to five minutes', () => {
    expect([0, 1, 2, 3].map(backoffMs)).toEqual([2_000, 2_000, 4_000, 8_000]);
    expect(backoffMs(30)).toBe(300_000);
  });
});
