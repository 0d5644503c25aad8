// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  type ApiEvent,
  api,
  configureApi,
  DEFAULT_TIMEOUT_MS,
  getPendingCount,
  onApiEvent,
  request,
  resetApiForTests,
  resolveUrl,
  SESSION_EXPIRED_DELAY_MS,
  subscribePending,
} from '../../../src/shell/api';
import { setLanguage } from '../../../src/shell/language';
import { getToken, isLoggedIn, SESSION_KEYS, storeUser } from '../../../src/shell/session';
import type { UserInfo } from '../../../src/core/api/user';

type Call = { url: string; init: RequestInit };

function envelope(
  code: number,
  data: unknown,
  message = '',
  init: { status?: number; headers?: Record<string, string> } = {},
) {
  return new Response(JSON.stringify({ code, message, data }), {
    status: init.status ?? (code >= 100 && code < 600 ? code : 200),
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}

/** A fake fetch that records calls and answers from a queue of responders. */
function fakeFetch(...responders: ((call: Call) => Response | Promise<Response>)[]) {
  const calls: Call[] = [];
  const fn = vi.fn((url: string, init: RequestInit) => {
    const call = { url, init };
    calls.push(call);
    const responder = responders.shift();
    if (!responder) throw new Error(`unexpected call ${url}`);
    return Promise.resolve().then(() => responder(call));
  });
  configureApi({ fetch: fn });
  return { calls, fn };
}

const USER: UserInfo = {
  userId: 'u1',
  userName: 'alice',
  name: 'Alice',
  email: null,
  cellphone: null,
  isCompany: 0,
  birthday: null,
  eduQuali: null,
  sex: null,
  lastLoginTime: null,
  bindPhoneStatus: 0,
  resetPswStatus: 0,
  transferSurveyButton: 0,
  qgType: 0,
  pmType: 0,
  pmEdit: 0,
  pmRelease: 0,
  pmData: 0,
  reEdit: 1,
  reRelease: 1,
  reData: 1,
  abilities: { role: 0, canEdit: true, specialEditLevel: false, release: 'own', data: 'own' },
};

let events: ApiEvent[];

beforeEach(() => {
  resetApiForTests();
  sessionStorage.clear();
  localStorage.clear();
  setLanguage('zh');
  events = [];
  onApiEvent((event) => events.push(event));
});

afterEach(() => {
  vi.useRealTimers();
  resetApiForTests();
});

describe('requests', () => {
  it('resolves paths under /api and sends GET params as a query string', () => {
    expect(resolveUrl('/api/user/info')).toBe('/api/user/info');
    expect(
      resolveUrl('/design/my-survey/list', { pageNo: 1, name: 'a b', skip: undefined, ids: ['x', 'y'] }),
    ).toBe('/api/design/my-survey/list?pageNo=1&name=a+b&ids=x%2Cy');
  });

  it('sends the stored token, the interface language, and POST bodies as JSON', async () => {
    sessionStorage.setItem('token', 'T1');
    setLanguage('en');
    const { calls } = fakeFetch(() => envelope(200, { ok: true }));
    const data = await api.post('/api/user/changePassword', { a: 1 });
    expect(data).toEqual({ ok: true });
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(calls[0]?.url).toBe('/api/user/changePassword');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"a":1}');
    expect(headers.token).toBe('T1');
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers['Accept-Language']).toMatch(/^en/);
  });

  it('sends a FormData body as multipart, untouched, with the token and no JSON content type', async () => {
    sessionStorage.setItem('token', 'T2');
    const { calls } = fakeFetch(() => envelope(200, [{ filePath: 's1/a.png' }]));
    const form = new FormData();
    form.append('surveyId', 's1');
    const data = await api.post('/api/design/my-survey-design/uploadFile', form);
    expect(data).toEqual([{ filePath: 's1/a.png' }]);
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(calls[0]?.init.body).toBe(form);
    expect(headers['Content-Type']).toBeUndefined();
    expect(headers.token).toBe('T2');
  });

  it('sends no token header when there is no session', async () => {
    const { calls } = fakeFetch(() => envelope(200, null));
    await api.get('/api/system/announcement');
    expect((calls[0]!.init.headers as Record<string, string>).token).toBeUndefined();
    expect((calls[0]!.init.headers as Record<string, string>)['Accept-Language']).toMatch(/^zh/);
    expect(calls[0]?.init.body).toBeUndefined();
  });

  it('replaces the stored token with one sent back in a response header', async () => {
    sessionStorage.setItem('token', 'old');
    fakeFetch(() => envelope(200, 1, '', { headers: { token: 'new' } }));
    await api.get('/api/user/info');
    expect(getToken()).toBe('new');
  });

  it('keeps the token when the response carries none', async () => {
    sessionStorage.setItem('token', 'kept');
    fakeFetch(() => envelope(200, 1));
    await api.get('/api/user/info');
    expect(getToken()).toBe('kept');
  });

  it('validates data with the given parser, and a bad shape is a failed call', async () => {
    fakeFetch(
      () => envelope(200, { n: 2 }),
      () => envelope(200, { n: 'two' }),
    );
    const parse = (data: unknown) => {
      const n = (data as { n: unknown }).n;
      if (typeof n !== 'number') throw new Error('bad');
      return n;
    };
    await expect(api.get('/api/x', undefined, { parse })).resolves.toBe(2);
    await expect(api.get('/api/x', undefined, { parse })).rejects.toMatchObject({
      kind: 'server',
      code: 500,
    });
  });
});

describe('the envelope decides, not the HTTP status', () => {
  it('a 200 envelope inside a non-200 HTTP status is a success', async () => {
    fakeFetch(() => envelope(200, 'ok', '', { status: 500 }));
    await expect(api.get('/api/x')).resolves.toBe('ok');
    expect(events).toEqual([]);
  });

  it('code !== 200 rejects with the code, message and data, and alerts with the server message', async () => {
    fakeFetch(() => envelope(409, { field: 'userName' }, '用户名已被注册', { status: 200 }));
    const error = await api.post('/api/user/regist', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'server',
      code: 409,
      message: '用户名已被注册',
      data: { field: 'userName' },
    });
    expect(events).toEqual([{ type: 'error', code: 409, message: '用户名已被注册' }]);
  });

  it('a silent call rejects without an alert', async () => {
    fakeFetch(() => envelope(400, null, 'wrong'));
    await expect(api.post('/api/user/auth', {}, { silent: true })).rejects.toMatchObject({ code: 400 });
    expect(events).toEqual([]);
  });

  it('a body that is not an envelope is a system error carrying the HTTP status', async () => {
    fakeFetch(() => new Response('<html>oops</html>', { status: 500 }));
    await expect(api.get('/api/x')).rejects.toMatchObject({ kind: 'server', code: 500, message: '' });
    expect(events).toEqual([{ type: 'error', code: 500, message: '' }]);
  });

  it('a gateway answering instead of the server is a failed request', async () => {
    fakeFetch(() => new Response('Bad gateway', { status: 502 }));
    await expect(api.get('/api/x')).rejects.toMatchObject({ kind: 'network' });
    expect(events).toEqual([{ type: 'network', reason: 'offline' }]);
  });
});

describe('network failures and timeouts', () => {
  it('a fetch that throws is a network failure with its own alert', async () => {
    fakeFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api.get('/api/x')).rejects.toMatchObject({ kind: 'network', code: 0 });
    expect(events).toEqual([{ type: 'network', reason: 'offline' }]);
  });

  it('silent network failures reject without an alert', async () => {
    fakeFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api.get('/api/x', undefined, { silent: true })).rejects.toMatchObject({ kind: 'network' });
    expect(events).toEqual([]);
  });

  function hangingFetch() {
    let signal: AbortSignal | undefined;
    fakeFetch(
      ({ init }) =>
        new Promise<Response>((_resolve, reject) => {
          signal = init.signal ?? undefined;
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    return () => signal;
  }

  it('gives up after 180000 ms by default', async () => {
    vi.useFakeTimers();
    const signal = hangingFetch();
    const result = api.get('/api/x').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(179_999);
    expect(signal()?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal()?.aborted).toBe(true);
    expect(await result).toMatchObject({ kind: 'timeout' });
    expect(events).toEqual([{ type: 'network', reason: 'timeout' }]);
  });

  it('takes a per-call timeout', async () => {
    vi.useFakeTimers();
    const signal = hangingFetch();
    const result = api.get('/api/x', undefined, { timeout: 600_000 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS + 1);
    expect(signal()?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(await result).toMatchObject({ kind: 'timeout' });
  });

  it("a caller's abort is neither a timeout nor alerted", async () => {
    hangingFetch();
    const controller = new AbortController();
    const result = api.get('/api/x', undefined, { signal: controller.signal }).catch((e: unknown) => e);
    await Promise.resolve();
    controller.abort();
    expect(await result).toMatchObject({ kind: 'aborted' });
    expect(events).toEqual([]);
  });
});

describe('401: the session expired', () => {
  it('alerts at once, then after 1.5 s clears the session items and goes to login', async () => {
    vi.useFakeTimers();
    storeUser(USER);
    sessionStorage.setItem('token', 'T');
    sessionStorage.setItem('lastPath', '/issurveylist');
    const toLogin = vi.fn();
    fakeFetch(() => envelope(401, null, '登录已过期'));
    configureApi({ onSessionExpired: toLogin });

    await expect(api.get('/api/user/info', undefined, { silent: true })).rejects.toMatchObject({ code: 401 });
    expect(events).toEqual([{ type: 'unauthorized', message: '登录已过期' }]);
    expect(isLoggedIn()).toBe(true);

    await vi.advanceTimersByTimeAsync(1_499);
    expect(isLoggedIn()).toBe(true);
    expect(toLogin).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    expect(toLogin).toHaveBeenCalledTimes(1);
    for (const key of Object.values(SESSION_KEYS)) expect(sessionStorage.getItem(key)).toBeNull();
    // The return path survives, so that the next login goes back there.
    expect(sessionStorage.getItem('lastPath')).toBe('/issurveylist');
  });

  it('several 401s at once alert and log out once', async () => {
    vi.useFakeTimers();
    const toLogin = vi.fn();
    fakeFetch(
      () => envelope(401, null, 'a'),
      () => envelope(401, null, 'b'),
    );
    configureApi({ onSessionExpired: toLogin });
    await Promise.allSettled([api.get('/api/a'), api.get('/api/b')]);
    await vi.advanceTimersByTimeAsync(SESSION_EXPIRED_DELAY_MS * 2);
    expect(events).toHaveLength(1);
    expect(toLogin).toHaveBeenCalledTimes(1);
  });

  it("a call made without a session treats 401 as an ordinary error (unauthorized: 'fail')", async () => {
    vi.useFakeTimers();
    storeUser(USER);
    const toLogin = vi.fn();
    fakeFetch(() => envelope(401, null, 'no'));
    configureApi({ onSessionExpired: toLogin });
    await expect(api.post('/api/user/auth', {}, { unauthorized: 'fail' })).rejects.toMatchObject({
      code: 401,
    });
    await vi.advanceTimersByTimeAsync(SESSION_EXPIRED_DELAY_MS * 2);
    expect(toLogin).not.toHaveBeenCalled();
    expect(isLoggedIn()).toBe(true);
    expect(events).toEqual([{ type: 'error', code: 401, message: 'no' }]);
  });
});

describe('pending counter', () => {
  it('counts calls in flight, tells subscribers, and comes back to 0 on success and failure', async () => {
    const resolvers: ((r: Response) => void)[] = [];
    fakeFetch(
      () => new Promise<Response>((resolve) => resolvers.push(resolve)),
      () => new Promise<Response>((resolve) => resolvers.push(resolve)),
    );
    const seen: number[] = [];
    subscribePending(() => seen.push(getPendingCount()));

    const first = api.get('/api/a');
    const second = api.get('/api/b', undefined, { silent: true }).catch(() => 'failed');
    expect(getPendingCount()).toBe(2);
    await vi.waitFor(() => expect(resolvers).toHaveLength(2));
    resolvers[0]?.(envelope(200, 'a'));
    await first;
    expect(getPendingCount()).toBe(1);
    resolvers[1]?.(envelope(500, null));
    expect(await second).toBe('failed');
    expect(getPendingCount()).toBe(0);
    expect(seen).toEqual([1, 2, 1, 0]);
  });

  it('background calls can stay out of the count', async () => {
    fakeFetch(() => envelope(200, null));
    const call = request('/api/system/announcement', { trackPending: false });
    expect(getPendingCount()).toBe(0);
    await call;
    expect(getPendingCount()).toBe(0);
  });
});
