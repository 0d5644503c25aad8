import { type SQL, sql } from 'drizzle-orm';
import type { ResultsFilter } from '../../../src/core/api/results';
import { responsesWhere } from '../filter';

/** The survey and filter every statistic of one call reads. */
export type StatsScope = { surveyId: string; filter: ResultsFilter };

/**
 * The item rows of some questions in the filtered responses, as a derived table `i` to write after FROM
 * (PostgreSQL flattens it): the rows are found by the (survey_id, question_id) index and joined to their
 * response `r` for the filter. Columns: question_id, desc_id, response_id, value, updated_at.
 */
export function itemsOf(scope: StatsScope, questionIds: readonly string[]): SQL {
  return sql`(select i.question_id, i.desc_id, i.response_id, i.value, i.updated_at
    from response_items i join responses r on r.id = i.response_id
    where i.survey_id = ${scope.surveyId} and i.question_id in ${idList(questionIds)}
      and ${responsesWhere(scope.surveyId, scope.filter)}) as i`;
}

/** `(a, b, c)` bound as parameters; never empty (callers skip kinds without questions). */
export function idList(ids: readonly string[]): SQL {
  return sql`(${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

/** A percentage of a whole, 0 when the whole is 0. */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? (part / whole) * 100 : 0;
}

/** Rows keyed "question\u001fsub-key" for quick lookups while shaping summaries. */
export function keyOf(...parts: (string | null | undefined)[]): string {
  return parts.map((part) => part ?? '').join('\u001f');
}
