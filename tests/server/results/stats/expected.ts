import type { SampleResponse } from '../../../../server/seed/sample-responses';
import type { ResultsFilterInput } from '../../../../src/core/api/results';
import type { AnswerValue } from '../../../../src/core/model';

/**
 * Expected statistics computed in plain TypeScript from the generator's responses (what its callback
 * handed over), independently of the server's SQL, for the statistics tests to compare with.
 */

/** Whether a response passes a filter, by the filter's documented meaning. */
export function passes(response: SampleResponse, filter: ResultsFilterInput = {}): boolean {
  const invalid = filter.invalid ?? 'exclude';
  if (invalid === 'exclude' && response.invalidAt) return false;
  if (invalid === 'only' && !response.invalidAt) return false;
  if (filter.statuses?.length && !filter.statuses.includes(response.status)) return false;
  if (filter.sampleStatuses?.length && !filter.sampleStatuses.includes(response.sampleStatus as never))
    return false;
  if (filter.from && response.startedAt < new Date(filter.from)) return false;
  if (filter.to && response.startedAt >= new Date(filter.to)) return false;
  if (filter.versions?.length && !filter.versions.includes(response.releaseVersion)) return false;
  if (filter.languages?.length && !filter.languages.includes(response.paradata.language ?? '')) return false;
  for (const condition of filter.answered ?? []) {
    const answer = response.answers[condition.questionId];
    const chosen =
      answer?.kind === 'choice'
        ? answer.optionIds
        : answer?.kind === 'matrix' && condition.descId
          ? (answer.rows[condition.descId] ?? [])
          : [];
    if (!chosen.some((id) => condition.optionIds.includes(id))) return false;
  }
  return true;
}

export function answersOf<K extends AnswerValue['kind']>(
  responses: readonly SampleResponse[],
  questionId: string,
  kind: K,
): Extract<AnswerValue, { kind: K }>[] {
  return responses.flatMap((response) => {
    const answer = response.answers[questionId];
    return answer?.kind === kind ? [answer as Extract<AnswerValue, { kind: K }>] : [];
  });
}

export function countBy<T>(items: readonly T[], key: (item: T) => string | undefined): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) {
    const found = key(item);
    if (found !== undefined) counts.set(found, (counts.get(found) ?? 0) + 1);
  }
  return counts;
}

/** PostgreSQL's percentile_cont: linear interpolation between the closest ranks. */
export function percentileCont(values: readonly number[], fraction: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((left, right) => left - right);
  const position = fraction * (sorted.length - 1);
  const below = Math.floor(position);
  const above = Math.ceil(position);
  const low = sorted[below] as number;
  return low + ((sorted[above] as number) - low) * (position - below);
}

export function numericStats(values: readonly number[]) {
  const count = values.length;
  const mean = count ? values.reduce((sum, value) => sum + value, 0) / count : null;
  const sd =
    count > 1 && mean !== null
      ? Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (count - 1))
      : null;
  const min = count ? Math.min(...values) : null;
  const max = count ? Math.max(...values) : null;
  const distinct = [...new Set(values)].sort((left, right) => left - right);
  let distribution: { from: number; count: number }[];
  if (distinct.length <= 20) {
    distribution = distinct.map((value) => ({
      from: value,
      count: values.filter((v) => v === value).length,
    }));
  } else {
    const low = min as number;
    const width = ((max as number) - low) / 10;
    distribution = Array.from({ length: 10 }, (_, index) => ({ from: low + index * width, count: 0 }));
    for (const value of values) {
      const bucket = Math.min(9, Math.floor(((value - low) / ((max as number) - low)) * 10));
      (distribution[bucket] as { count: number }).count++;
    }
  }
  return { answered: count, mean, median: percentileCont(values, 0.5), sd, min, max, distribution };
}
