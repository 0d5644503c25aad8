import { acceptLanguage, getLanguage } from '../../shell/language';
import type { LoadQuery } from './loadSurvey';

/**
 * The survey load over the wire, on its own: the load is anonymous, so the runner needs none of the shell's API
 * client (session token, alerts, pending counter), and leaves that chunk out of its first load. It reads the
 * `{code, message, data}` envelope as the client does. index.html's boot script (sw/runnerBoot.ts) starts the
 * same request before any module has run: it is taken over here when its URL is the one asked for.
 */
declare global {
  interface Window {
    __wendaSurveyLoad?: { url: string; response: Promise<Response> };
  }
}

/** SURVEY_LOAD_API.load of src/core/api/design.ts and the envelope's codes (a unit test keeps them equal). */
export const LOAD_PATH = '/api/survey-answer/load';
export const ENVELOPE_OK = 200;
export const ENVELOPE_SERVER_ERROR = 500;

/** A failed load: `server` carries the envelope's code and data (a refusal's reason); the others did not arrive. */
export class LoadError extends Error {
  constructor(
    readonly kind: 'server' | 'network' | 'timeout',
    readonly code = 0,
    readonly data: unknown = null,
  ) {
    super(kind);
    this.name = 'LoadError';
  }
}

/** The load's URL: the query's fields in a fixed order, as the boot script writes it. */
export function loadUrl(query: LoadQuery): string {
  const params = new URLSearchParams();
  for (const name of ['surveyId', 'userId', 'queryType', 'screenId'] as const) {
    const value = query[name];
    if (value) params.append(name, value);
  }
  return `${LOAD_PATH}?${params}`;
}

/** The load the boot script started for this URL, taken once; undefined otherwise. */
export function takePrefetchedLoad(url: string): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const started = window.__wendaSurveyLoad;
  window.__wendaSurveyLoad = undefined;
  return started?.url === url ? started.response : undefined;
}

/**
 * SURVEY_PASSWORD_HEADER of src/core/api/collection.ts, written out as LOAD_PATH is (a unit test keeps them
 * equal): the access password a respondent typed on the password page, sent with the next load of the survey.
 */
export const PASSWORD_HEADER = 'x-survey-password';

/** Passwords typed for a survey and not yet sent, by survey id: each goes with one load, then is forgotten. */
const offeredPasswords = new Map<string, string>();

/**
 * Sends `password` with the next load of the survey. It is kept in memory only, for that one load: the server
 * answers the right one with an access ticket in an HttpOnly cookie, which the browser then sends with every
 * load and save of the survey, so the password itself is never stored on the device.
 */
export function offerPassword(surveyId: string, password: string): void {
  offeredPasswords.set(surveyId, password);
}

/** The load's data (the one the boot script started, or a new request), or a LoadError. */
export function requestLoad(query: LoadQuery, timeoutMs: number): Promise<unknown> {
  const url = loadUrl(query);
  const password = offeredPasswords.get(query.surveyId);
  offeredPasswords.delete(query.surveyId);
  // The boot script's load went without the password: with one typed, ask again.
  const prefetched = takePrefetchedLoad(url);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': acceptLanguage(getLanguage()),
  };
  // URI-encoded: a header holds Latin-1 only, and a password may be in any script.
  if (password !== undefined) headers[PASSWORD_HEADER] = encodeURIComponent(password);
  const response =
    (password === undefined ? prefetched : undefined) ?? fetch(url, { headers, credentials: 'same-origin' });
  return readLoad(response, timeoutMs);
}

/** The envelope's data, or the LoadError for the response (or its failure, or its delay). */
export async function readLoad(response: Promise<Response>, timeoutMs: number): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new LoadError('timeout')), timeoutMs);
  });
  try {
    let answered: Response;
    let payload: unknown;
    try {
      answered = await Promise.race([response, timeout]);
      payload = await Promise.race([answered.json().catch(() => undefined), timeout]);
    } catch (error) {
      if (error instanceof LoadError) throw error;
      throw new LoadError('network');
    }
    const envelope = payload as { code?: unknown; data?: unknown } | null | undefined;
    if (typeof envelope?.code !== 'number') {
      // A gateway answered instead of the server: the request failed.
      if ([502, 503, 504].includes(answered.status)) throw new LoadError('network');
      throw new LoadError('server', answered.ok ? ENVELOPE_SERVER_ERROR : answered.status);
    }
    if (envelope.code !== ENVELOPE_OK) throw new LoadError('server', envelope.code, envelope.data ?? null);
    return envelope.data ?? null;
  } finally {
    clearTimeout(timer);
  }
}
