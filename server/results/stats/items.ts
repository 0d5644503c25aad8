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

/** A response's block: the UTC day it started (the triggers of migration 0003 compute the same). */
export const RESPONSE_BLOCK = sql`(r.started_at at time zone 'UTC')::date`;

/** Up to this many blocks are found by ranges of the start-time index; more are most of the survey anyway. */
export const BLOCKS_BY_RANGE = 16;

/**
 * The item rows of some questions in the valid responses of some blocks (days, 'YYYY-MM-DD'), as the derived
 * table `i` of itemsOf with one more column, `block`. A few blocks are found by ranges of the start-time
 * index and their responses' rows by the (response, question) key, one response at a time (LATERAL, kept
 * from being flattened into a join by `offset 0`): left to itself the planner read every item row of the
 * survey and joined the block's few to them, 1.3 s against 0.2 s for one day of a 100 000-response survey. Many blocks are most of the survey: then a hash join, as itemsOf.
 */
export function blockItemsOf(
  surveyId: string,
  questionIds: readonly string[],
  blocks: readonly string[],
): SQL {
  if (blocks.length > BLOCKS_BY_RANGE) {
    return sql`(select i.question_id, i.desc_id, i.response_id, i.value, i.updated_at, ${RESPONSE_BLOCK} as block
      from response_items i join responses r on r.id = i.response_id
      where i.survey_id = ${surveyId} and i.question_id in ${idList(questionIds)}
        and r.survey_id = ${surveyId} and r.invalid_at is null
        and ${RESPONSE_BLOCK} = any(${`{${blocks.join(',')}}`}::date[])) as i`;
  }
  const inBlocks = sql.join(
    blocks.map(
      (block) =>
        sql`(r.started_at >= (${block}::date)::timestamp at time zone 'UTC' and r.started_at < (${block}::date + 1)::timestamp at time zone 'UTC')`,
    ),
    sql` or `,
  );
  return sql`(select x.question_id, x.desc_id, x.response_id, x.value, x.updated_at, b.block
    from (select r.id, ${RESPONSE_BLOCK} as block from responses r
      where r.survey_id = ${surveyId} and r.invalid_at is null and (${inBlocks})) b
    cross join lateral (select i.question_id, i.desc_id, i.response_id, i.value, i.updated_at
      from response_items i where i.response_id = b.id and i.question_id in ${idList(questionIds)}
      offset 0) x) as i`;
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
