import { MEDIA_API } from '../../core/api/media';
import { RESULTS_API, type ResultsFilter } from '../../core/api/results';
import { TOKEN_HEADER } from '../../core/envelope';
import { ApiError, resolveUrl } from '../../shell/api';
import { acceptLanguage, getLanguage } from '../../shell/language';
import { getToken } from '../../shell/session';
import { fileNameOf } from './api';

/**
 * Respondents' files for the results screens. An <img>, <audio> or <video> cannot send the session header
 * and there is no signed link for files, so each file is fetched with the header and shown from a blob
 * URL; the ZIP is a POST (it takes the results filter) saved the same way.
 */

function sessionHeaders(): Record<string, string> {
  const headers: Record<string, string> = { 'Accept-Language': acceptLanguage(getLanguage()) };
  const token = getToken();
  if (token) headers[TOKEN_HEADER] = token;
  return headers;
}

async function fileResponse(url: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, credentials: 'same-origin' });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError('network', 0, '');
  }
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    const envelope = (await response.json().catch(() => null)) as { code?: number; message?: string } | null;
    throw new ApiError('server', envelope?.code ?? response.status, envelope?.message ?? '');
  }
  return response;
}

/** One received file's bytes (GET MEDIA_API.resultsFile with the session). */
export async function fetchMediaBlob(mediaId: string, signal?: AbortSignal): Promise<Blob> {
  const url = resolveUrl(MEDIA_API.resultsFile.replace(':mediaId', encodeURIComponent(mediaId)));
  const response = await fileResponse(url, { headers: sessionHeaders(), ...(signal ? { signal } : {}) });
  return response.blob();
}

/** The survey's media ZIP of the filtered responses, saved as a download. */
export async function downloadMediaZip(surveyId: string, filter: ResultsFilter, fallbackName: string) {
  const response = await fileResponse(resolveUrl(RESULTS_API.mediaZip), {
    method: 'POST',
    headers: { ...sessionHeaders(), 'Content-Type': 'application/json' },
    body: JSON.stringify({ surveyId, filter }),
  });
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('Content-Disposition')) ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
