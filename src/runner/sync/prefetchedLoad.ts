import { ResponseCode } from '../../core/envelope';
import { ApiError } from '../../shell/api';

/**
 * The survey load index.html's boot script (sw/runnerBoot.ts) starts for an answer link before any module has
 * run: loadSurvey takes it over instead of asking again, when it is for the same URL, and reads it as
 * request() reads a response, so that what follows cannot tell the two apart.
 */
declare global {
  interface Window {
    __wendaSurveyLoad?: { url: string; response: Promise<Response> };
  }
}

/** The load the boot script started for this URL, taken once; undefined otherwise. */
export function takePrefetchedLoad(url: string): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const started = window.__wendaSurveyLoad;
  window.__wendaSurveyLoad = undefined;
  return started?.url === url ? started.response : undefined;
}

/** The envelope's data, or the ApiError request() would throw for the same response (or failure, or delay). */
export async function readPrefetchedLoad(response: Promise<Response>, timeoutMs: number): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ApiError('timeout', 0, 'timeout')), timeoutMs);
  });
  try {
    let answered: Response;
    let payload: unknown;
    try {
      answered = await Promise.race([response, timeout]);
      payload = await Promise.race([answered.json().catch(() => undefined), timeout]);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw new ApiError('network', 0, 'offline');
    }
    const envelope = payload as { code?: unknown; message?: unknown; data?: unknown } | null | undefined;
    if (typeof envelope?.code !== 'number') {
      // A gateway answered instead of the server: the request failed, as request() says.
      if ([502, 503, 504].includes(answered.status)) throw new ApiError('network', 0, 'offline');
      throw new ApiError('server', answered.ok ? ResponseCode.serverError : answered.status, '', null);
    }
    if (envelope.code !== ResponseCode.ok) {
      const message = typeof envelope.message === 'string' ? envelope.message : '';
      throw new ApiError('server', envelope.code, message, envelope.data ?? null);
    }
    return envelope.data ?? null;
  } finally {
    clearTimeout(timer);
  }
}
