import { sql } from 'drizzle-orm';
import { queryRows, toNumber } from '../../db/raw';
import type { Queryable } from '../../design/access';
import { itemsOf, keyOf, type StatsScope } from './items';

/**
 * How many filtered responses answered each question, and each sub-question or row: one statement for all
 * questions, with grouping sets so the per-row counts (matrix, rating group, multi-blank) come from the
 * same scan. Keys are keyOf(questionId) and keyOf(questionId, descId).
 */
export async function answeredCounts(
  db: Queryable,
  scope: StatsScope,
  questionIds: readonly string[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (questionIds.length === 0) return counts;
  const rows = await queryRows<{
    question_id: string;
    desc_id: string | null;
    by_row: unknown;
    answered: unknown;
  }>(
    db,
    sql`select i.question_id, i.desc_id, grouping(i.desc_id) = 0 as by_row, count(distinct i.response_id) as answered
      from ${itemsOf(scope, questionIds)}
      group by grouping sets ((i.question_id), (i.question_id, i.desc_id))`,
  );
  for (const row of rows) {
    const byRow = row.by_row === true || row.by_row === 't';
    if (byRow && row.desc_id === null) continue;
    counts.set(
      byRow ? keyOf(row.question_id, row.desc_id) : keyOf(row.question_id),
      toNumber(row.answered) ?? 0,
    );
  }
  return counts;
}
