import { surveyInfoWireSchema } from '../../core/api/design';
import {
  type Crosstab,
  changedCountSchema,
  crosstabSchema,
  type ExportFormat,
  type ExportJob,
  exportJobSchema,
  type Overview,
  overviewSchema,
  type PublicReport,
  publicReportSchema,
  type QuestionsResponse,
  questionsResponseSchema,
  RESULTS_API,
  type ResponseDetail,
  type ResultsFilter,
  responseDetailSchema,
  responsesResponseSchema,
  type ShareState,
  shareStateSchema,
  type TextsResponse,
  textsResponseSchema,
} from '../../core/api/results';
import { TOKEN_HEADER } from '../../core/envelope';
import { ARCHIVE_EXTENSION } from '../../core/results/archive';
import { ApiError, api, resolveUrl } from '../../shell/api';
import { acceptLanguage, getLanguage } from '../../shell/language';
import { getToken } from '../../shell/session';

/**
 * The results workspace's calls (src/core/api/results.ts). Reads that take the filter are POSTs with a
 * body; every answer is parsed with the contract's schema. Loads are silent: the screens show their own
 * error state in place instead of the shell's modal alert, which would stack one alert per card.
 */

const loud = { silent: false } as const;
const quiet = { silent: true, trackPending: false } as const;

export function fetchOverview(surveyId: string, filter: ResultsFilter): Promise<Overview> {
  return api.post(RESULTS_API.overview, { surveyId, filter }, { ...quiet, parse: overviewSchema.parse });
}

export function fetchQuestions(surveyId: string, filter: ResultsFilter): Promise<QuestionsResponse> {
  return api.post(
    RESULTS_API.questions,
    { surveyId, filter },
    { ...quiet, parse: questionsResponseSchema.parse },
  );
}

export type TextsQuery = {
  questionId: string;
  descId?: string;
  otherOfOptionId?: string;
  search?: string;
  page: number;
  pageSize: number;
};

export function fetchTexts(
  surveyId: string,
  filter: ResultsFilter,
  query: TextsQuery,
): Promise<TextsResponse> {
  return api.post(
    RESULTS_API.texts,
    { surveyId, filter, ...query, search: query.search || undefined },
    { ...quiet, parse: textsResponseSchema.parse },
  );
}

export function fetchCrosstab(
  surveyId: string,
  filter: ResultsFilter,
  rowQuestionId: string,
  columnQuestionId: string,
): Promise<Crosstab> {
  return api.post(
    RESULTS_API.crosstab,
    { surveyId, filter, rowQuestionId, columnQuestionId },
    { ...quiet, parse: crosstabSchema.parse },
  );
}

export function fetchResponses(
  surveyId: string,
  filter: ResultsFilter,
  page: number,
  pageSize: number,
  interviewerId?: string,
) {
  return api.post(
    RESULTS_API.responses,
    { surveyId, filter, page, pageSize, ...(interviewerId && { interviewerId }) },
    { ...quiet, parse: responsesResponseSchema.parse },
  );
}

export function fetchResponse(surveyId: string, responseId: string): Promise<ResponseDetail> {
  return api.get(
    RESULTS_API.response,
    { surveyId, responseId },
    { ...quiet, parse: responseDetailSchema.parse },
  );
}

export async function markInvalid(
  surveyId: string,
  responseIds: string[],
  invalid: boolean,
): Promise<number> {
  const result = await api.post(
    RESULTS_API.markInvalid,
    { surveyId, responseIds, invalid },
    { ...loud, parse: changedCountSchema.parse },
  );
  return result.changed;
}

export async function deleteResponses(surveyId: string, responseIds: string[]): Promise<number> {
  const result = await api.post(
    RESULTS_API.deleteResponses,
    { surveyId, responseIds },
    { ...loud, parse: changedCountSchema.parse },
  );
  return result.changed;
}

export function createExport(
  surveyId: string,
  filter: ResultsFilter,
  format: ExportFormat,
  values: 'codes' | 'labels',
): Promise<ExportJob> {
  return api.post(
    RESULTS_API.exports,
    { surveyId, filter, format, values },
    { parse: exportJobSchema.parse },
  );
}

export function fetchExportJobs(surveyId: string): Promise<ExportJob[]> {
  return api.get(
    RESULTS_API.exports,
    { surveyId },
    { ...quiet, parse: (data) => exportJobSchema.array().parse(data) },
  );
}

export function fetchShare(surveyId: string): Promise<ShareState> {
  return api.get(RESULTS_API.share, { surveyId }, { ...quiet, parse: shareStateSchema.parse });
}

export function setShare(surveyId: string, enabled: boolean): Promise<ShareState> {
  return api.post(RESULTS_API.share, { surveyId, enabled }, { parse: shareStateSchema.parse });
}

/** No session: the public report is read with its link's token alone. */
export function fetchPublicReport(token: string): Promise<PublicReport> {
  return api.get(
    RESULTS_API.publicReport,
    { token },
    { ...quiet, unauthorized: 'fail', parse: publicReportSchema.parse },
  );
}

/** A new survey from an archive file; the server answers the new survey's info. */
export async function importArchive(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  const survey = await api.post(RESULTS_API.importArchive, form, {
    // A large archive takes a while to read in one transaction.
    timeout: 0,
    parse: surveyInfoWireSchema.parse,
  });
  return survey.surveyId;
}

/**
 * Files (exports, archives) need the session header, which a plain link cannot send: they are fetched,
 * kept as a blob and saved through a temporary object URL. A failure answers the server's envelope, read
 * here because the body is JSON then instead of the file.
 */
export async function downloadFile(path: string, params: Record<string, string>, fallbackName: string) {
  const headers: Record<string, string> = { 'Accept-Language': acceptLanguage(getLanguage()) };
  const token = getToken();
  if (token) headers[TOKEN_HEADER] = token;
  let response: Response;
  try {
    response = await fetch(resolveUrl(path, params), { headers, credentials: 'same-origin' });
  } catch {
    throw new ApiError('network', 0, '');
  }
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    const envelope = (await response.json().catch(() => null)) as { code?: number; message?: string } | null;
    throw new ApiError('server', envelope?.code ?? response.status, envelope?.message ?? '');
  }
  const blob = await response.blob();
  const name = fileNameOf(response.headers.get('Content-Disposition')) ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; the URL is freed a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** `attachment; filename*=UTF-8''…` (preferred) or `filename="…"`. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1]);
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? null;
}

export function downloadExport(job: ExportJob) {
  return downloadFile(RESULTS_API.exportFile, { jobId: job.jobId }, job.fileName ?? `export.${job.format}`);
}

export function downloadArchive(surveyId: string) {
  return downloadFile(RESULTS_API.archive, { surveyId }, `survey-${surveyId}${ARCHIVE_EXTENSION}`);
}
