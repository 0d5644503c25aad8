import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type ResultsFilter, resultsFilterSchema } from '../../core/api/results';

/**
 * The results filter lives in the URL query (`filter`, JSON), next to `surveyId`: the report, the response
 * lists and the exports read the same one, moving between them keeps it (their links keep the query), and
 * a reload or a shared workspace link shows the same responses.
 */
export const FILTER_PARAM = 'filter';

export const EMPTY_FILTER: ResultsFilter = { invalid: 'exclude' };

/** A missing or damaged query value is the empty filter, never an error. */
export function readFilter(raw: string | null): ResultsFilter {
  if (!raw) return EMPTY_FILTER;
  try {
    const parsed = resultsFilterSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : EMPTY_FILTER;
  } catch {
    return EMPTY_FILTER;
  }
}

/** Empty lists and the default invalid setting are left out, so the query stays short. */
export function compactFilter(filter: ResultsFilter): ResultsFilter {
  const compact: ResultsFilter = { invalid: filter.invalid };
  if (filter.statuses?.length) compact.statuses = filter.statuses;
  if (filter.sampleStatuses?.length) compact.sampleStatuses = filter.sampleStatuses;
  if (filter.from) compact.from = filter.from;
  if (filter.to) compact.to = filter.to;
  if (filter.versions?.length) compact.versions = filter.versions;
  if (filter.languages?.length) compact.languages = filter.languages;
  if (filter.answered?.length) compact.answered = filter.answered;
  return compact;
}

export function isEmptyFilter(filter: ResultsFilter): boolean {
  const compact = compactFilter(filter);
  return Object.keys(compact).length === 1 && compact.invalid === 'exclude';
}

export function writeFilter(params: URLSearchParams, filter: ResultsFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  if (isEmptyFilter(filter)) next.delete(FILTER_PARAM);
  else next.set(FILTER_PARAM, JSON.stringify(compactFilter(filter)));
  return next;
}

/** The filter of the current URL and a setter that keeps the rest of the query. */
export function useResultsFilter(): [ResultsFilter, (next: ResultsFilter) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(FILTER_PARAM);
  const filter = useMemo(() => readFilter(raw), [raw]);
  const setFilter = useCallback(
    (next: ResultsFilter) => setParams((current) => writeFilter(current, next), { replace: true }),
    [setParams],
  );
  return [filter, setFilter];
}
