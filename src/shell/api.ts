import { ResponseCode, TOKEN_HEADER } from '../core/envelope';
import { acceptLanguage, getLanguage } from './language';
import { clearSession, getToken, setToken } from './session';

/**
 * The client's one way to the server (spec 1 §7–8), free of any UI library so that the respondent runner
 * shares it. It sends the session token and the interface language, reads the `{code, message, data}`
 * envelope whatever the HTTP status, and reports failures to the listeners the shell registers, which
 * show the alerts; the caller's promise rejects with an `ApiError` in every failing case.
 */

export const API_BASE = '/api';
export const DEFAULT_TIMEOUT_MS = 180_000;
/** How long the "session expired" alert stays before the session is cleared and login opens (spec 1 §8). */
export const SESSION_EXPIRED_DELAY_MS = 1_500;

export type ApiErrorKind = 'server' | 'network' | 'timeout' | 'aborted';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** The envelope's code; 0 when no envelope arrived (network failure, timeout, abort). */
  readonly code: number;
  readonly data: unknown;

  constructor(kind: ApiErrorKind, code: number, message: string, data: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = code;
    this.data = data;
  }
}

/** What the shell is told about, to alert the user. The message is the server's text, possibly empty. */
export type ApiEvent =
  | { type: 'unauthorized'; message: string }
  | { type: 'error'; code: number; message: string }
  | { type: 'network'; reason: 'offline' | 'timeout' };

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export type RequestOptions<T> = {
  method?: 'GET' | 'POST';
  /** Sent as the query string (GET, or alongside a POST body); lists are comma-joined as the spec does. */
  params?: Record<string, QueryValue>;
  /** Sent as JSON (POST); a FormData body is sent as multipart (uploads). */
  body?: unknown;
  /** Milliseconds before the call is given up; 0 for none. */
  timeout?: number;
  /** No alert for an error code or a network failure; the promise still rejects. 401 still expires the session. */
  silent?: boolean;
  /**
   * What a 401 means: `expire` (default) — the session expired: alert, then log out to /login after 1.5 s;
   * `fail` — an ordinary error for calls made without a session, such as the login itself.
   */
  unauthorized?: 'expire' | 'fail';
  /** Whether the call counts as pending for the loading overlay (default true). */
  trackPending?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Validates and types `data`, e.g. `userInfoSchema.parse`; a throw here is a failed call. */
  parse?: (data: unknown) => T;
};

type Config = {
  fetch: ((input: string, init: RequestInit) => Promise<Response>) | null;
  /** Called when the session has expired and been cleared; the shell navigates to /login. */
  onSessionExpired: () => void;
};

const defaultConfig = (): Config => ({
  fetch: null,
  onSessionExpired: () => {
    if (typeof location !== 'undefined') location.hash = '#/login';
  },
});

let config: Config = defaultConfig();

export function configureApi(overrides: Partial<Config>): void {
  config = { ...config, ...overrides };
}

const eventListeners = new Set<(event: ApiEvent) => void>();

export function onApiEvent(listener: (event: ApiEvent) => void): () => void {
  eventListeners.add(listener);
  return () => eventListeners.delete(listener);
}

function emit(event: ApiEvent): void {
  for (const listener of eventListeners) listener(event);
}

let pending = 0;
const pendingListeners = new Set<() => void>();

export function getPendingCount(): number {
  return pending;
}

export function subscribePending(listener: () => void): () => void {
  pendingListeners.add(listener);
  return () => pendingListeners.delete(listener);
}

function setPending(next: number): void {
  pending = next;
  for (const listener of pendingListeners) listener();
}

let expiryTimer: ReturnType<typeof setTimeout> | null = null;

/** One alert and one logout however many calls come back 401 at once. */
function sessionExpired(message: string): void {
  if (expiryTimer !== null) return;
  emit({ type: 'unauthorized', message });
  expiryTimer = setTimeout(() => {
    expiryTimer = null;
    clearSession();
    config.onSessionExpired();
  }, SESSION_EXPIRED_DELAY_MS);
}

/** For tests: forget listeners, counters, timers and overrides. */
export function resetApiForTests(): void {
  if (expiryTimer !== null) clearTimeout(expiryTimer);
  expiryTimer = null;
  eventListeners.clear();
  pendingListeners.clear();
  pending = 0;
  config = defaultConfig();
}

/** `/api/user/auth` stays as it is; `/design/…` gets the `/api` base; absolute URLs are left alone. */
export function resolveUrl(path: string, params?: Record<string, QueryValue>): string {
  const base =
    /^https?:\/\//.test(path) || path === API_BASE || path.startsWith(`${API_BASE}/`)
      ? path
      : `${API_BASE}${path.startsWith('/') ? '' : '/'}${path}`;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    query.append(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = query.toString();
  if (!text) return base;
  return `${base}${base.includes('?') ? '&' : '?'}${text}`;
}

type EnvelopeLike = { code: number; message: string; data: unknown };

function asEnvelope(value: unknown): EnvelopeLike | null {
  if (typeof value !== 'object' || value === null) return null;
  const { code, message, data } = value as Record<string, unknown>;
  if (typeof code !== 'number') return null;
  return { code, message: typeof message === 'string' ? message : '', data: data ?? null };
}

export async function request<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': acceptLanguage(getLanguage()),
    ...options.headers,
  };
  const token = getToken();
  if (token) headers[TOKEN_HEADER] = token;
  let body: string | FormData | undefined;
  if (method === 'POST' && options.body instanceof FormData) {
    // The browser sets the multipart Content-Type with its boundary.
    body = options.body;
  } else if (method === 'POST') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body ?? {});
  }

  const controller = new AbortController();
  const timeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
  let timedOut = false;
  const timer =
    timeout > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeout)
      : null;
  const forwardAbort = () => controller.abort();
  options.signal?.addEventListener('abort', forwardAbort, { once: true });

  const tracked = options.trackPending !== false;
  if (tracked) setPending(pending + 1);
  try {
    let response: Response;
    let payload: unknown;
    try {
      const doFetch = config.fetch ?? ((input: string, init: RequestInit) => globalThis.fetch(input, init));
      response = await doFetch(resolveUrl(path, options.params), {
        method,
        headers,
        body,
        signal: controller.signal,
        credentials: 'same-origin',
      });
      payload = await response.json().catch(() => undefined);
    } catch {
      if (timedOut) return failNetwork('timeout', options);
      if (options.signal?.aborted) throw new ApiError('aborted', 0, 'aborted');
      return failNetwork('offline', options);
    }

    const newToken = response.headers.get(TOKEN_HEADER);
    if (newToken) setToken(newToken);

    const envelope = asEnvelope(payload);
    if (!envelope) {
      // A gateway between us and the server (proxy, CDN) answered instead of the server: the request failed.
      if ([502, 503, 504].includes(response.status)) return failNetwork('offline', options);
      const code = response.ok ? ResponseCode.serverError : response.status;
      return failServer(code, '', null, options);
    }
    if (envelope.code !== ResponseCode.ok)
      return failServer(envelope.code, envelope.message, envelope.data, options);
    if (!options.parse) return envelope.data as T;
    try {
      return options.parse(envelope.data);
    } catch {
      return failServer(ResponseCode.serverError, '', envelope.data, options);
    }
  } finally {
    if (timer !== null) clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
    if (tracked) setPending(pending - 1);
  }
}

function failServer<T>(code: number, message: string, data: unknown, options: RequestOptions<T>): never {
  if (code === ResponseCode.unauthorized && options.unauthorized !== 'fail') {
    sessionExpired(message);
  } else if (!options.silent) {
    emit({ type: 'error', code, message });
  }
  throw new ApiError('server', code, message, data);
}

function failNetwork<T>(reason: 'offline' | 'timeout', options: RequestOptions<T>): never {
  if (!options.silent) emit({ type: 'network', reason });
  throw new ApiError(reason === 'timeout' ? 'timeout' : 'network', 0, reason);
}

export const api = {
  get<T = unknown>(
    path: string,
    params?: Record<string, QueryValue>,
    options: RequestOptions<T> = {},
  ): Promise<T> {
    return request<T>(path, { ...options, method: 'GET', params: params ?? options.params });
  },
  post<T = unknown>(path: string, body?: unknown, options: RequestOptions<T> = {}): Promise<T> {
    return request<T>(path, { ...options, method: 'POST', body: body ?? options.body ?? {} });
  },
};
