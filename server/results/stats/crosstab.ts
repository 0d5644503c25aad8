import { sql } from 'drizzle-orm';
import type { Crosstab } from '../../../src/core/api/results';
import { ResponseCode } from '../../../src/core/envelope';
import { type AnalyticDb, analyticRows, toNumber } from '../../db/raw';
import { AppError } from '../../http/app-error';
import { chiSquareTest } from './chi-square';
import { itemsOf, keyOf, type StatsScope } from './items';
import { withUnknown } from './kinds';
import type { LabelledQuestion } from './labels';
import { ensurePlannerStatistics } from './planner';

/**
 * Two choice questions (profile choices included) crossed in one statement: each response counts once in
 * every (row option, column option) pair it chose, so with multiple choice a response can count in several
 * cells. Totals are the sums of the cells; `total` is how many responses answered both.
 */
export async function crosstabOf(
  db: AnalyticDb,
  scope: StatsScope,
  rowQuestion: LabelledQuestion,
  columnQuestion: LabelledQuestion,
): Promise<Crosstab> {
  for (const question of [rowQuestion, columnQuestion]) {
    if (question.kind !== 'choice') {
      throw new AppError(ResponseCode.badRequest, 'results.crosstab.notChoice', { title: question.title });
    }
  }
  await ensurePlannerStatistics(db, scope.surveyId);
  const chosen = (questionId: string) => sql`select i.response_id, o.option_id
    from ${itemsOf(scope, [questionId])}
    cross join lateral jsonb_array_elements_text(i.value->'optionIds') as o(option_id)`;
  const cells = await analyticRows<{ row_id: string | null; column_id: string | null; responses: unknown }>(
    db,
    sql`with a as (${chosen(rowQuestion.question.id)}), b as (${chosen(columnQuestion.question.id)})
      select a.option_id as row_id, b.option_id as column_id, count(*) as responses
      from a join b on a.response_id = b.response_id
      group by a.option_id, b.option_id
      union all
      select null, null, count(distinct a.response_id) from a join b on a.response_id = b.response_id`,
  );
  const pairs = cells.filter((cell) => cell.row_id !== null);
  const byPair = new Map(
    pairs.map((cell) => [keyOf(cell.row_id, cell.column_id), toNumber(cell.responses) ?? 0]),
  );
  const rows = withUnknown(
    rowQuestion.options,
    pairs.map((cell) => cell.row_id as string),
  );
  const columns = withUnknown(
    columnQuestion.options,
    pairs.map((cell) => cell.column_id as string),
  );
  const counts = rows.map((row) => columns.map((column) => byPair.get(keyOf(row.id, column.id)) ?? 0));
  return {
    rows: rows.map((row) => ({ optionId: row.id, label: row.label })),
    columns: columns.map((column) => ({ optionId: column.id, label: column.label })),
    counts,
    rowTotals: counts.map((row) => row.reduce((sum, count) => sum + count, 0)),
    columnTotals: columns.map((_, index) => counts.reduce((sum, row) => sum + (row[index] ?? 0), 0)),
    total: toNumber(cells.find((cell) => cell.row_id === null)?.responses) ?? 0,
    chiSquare: chiSquareTest(counts),
  };
}
