import { type SQL, sql } from 'drizzle-orm';
import { keyOf } from './items';
import type { Tallies, TallyStatement } from './tally';

/** Block column and grouping prefix of a statement, when it runs per block. */
export function blockPrefix(byBlock: boolean, column: SQL = sql`i.block`): SQL {
  return byBlock ? sql`${column}, ` : sql``;
}

/**
 * How many responses answered each question and each sub-question or row, as two tallies. Per slot: the item
 * rows per (question, slot): a response has at most one row per slot, so that is its count of responses.
 * Per question: the distinct responses with any row of it (questions answered row by row — matrix, rating
 * group, multi-blank — have several per response), by a hash over (question, response); `count(distinct)`
 * over grouping sets sorted every item row of the survey instead, several times slower.
 */
export function answeredStatements(questionIds: readonly string[]): TallyStatement[] {
  if (questionIds.length === 0) return [];
  return [
    {
      name: 'answered-slot',
      questionIds,
      over: (
        items,
        byBlock,
      ) => sql`select ${blockPrefix(byBlock)} i.question_id, coalesce(i.desc_id, '') as desc_id,
          '' as tally_key, count(*) as n, 0::float8 as total
        from ${items}
        group by ${blockPrefix(byBlock)} i.question_id, i.desc_id`,
    },
    {
      name: 'answered-question',
      questionIds,
      over: (items, byBlock) => sql`select ${blockPrefix(byBlock, sql`block`)} question_id, '' as desc_id,
          '' as tally_key, count(*) as n, 0::float8 as total
        from (select distinct ${blockPrefix(byBlock)} i.question_id, i.response_id from ${items}) answering
        group by ${blockPrefix(byBlock, sql`block`)} question_id`,
    },
  ];
}

/** Keys keyOf(questionId) and keyOf(questionId, descId) → how many answered. */
export function answeredFrom(tallies: Tallies): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of tallies.get('answered-slot') ?? []) {
    counts.set(row.descId === '' ? keyOf(row.questionId) : keyOf(row.questionId, row.descId), row.n);
  }
  for (const row of tallies.get('answered-question') ?? []) counts.set(keyOf(row.questionId), row.n);
  return counts;
}
