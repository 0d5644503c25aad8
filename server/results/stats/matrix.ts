import { sql } from 'drizzle-orm';
import { analyticRows, toNumber } from '../../db/raw';
import { itemsOf, keyOf, percentOf } from './items';
import { type KindInput, type SummaryOf, summaryBase, withUnknown } from './kinds';

/**
 * Matrix questions in one statement: each row of an answer is its own item row (desc_id = the matrix row),
 * whose value->'rows'->desc_id lists the chosen columns. Row percentages are of the row's answered count.
 */
export async function matrixSummaries({
  db,
  scope,
  questions,
  answered,
}: KindInput): Promise<SummaryOf<'matrix'>[]> {
  if (questions.length === 0) return [];
  const ids = questions.map((question) => question.question.id);
  const counts = await analyticRows<{
    question_id: string;
    desc_id: string;
    option_id: string;
    chosen: unknown;
  }>(
    db,
    sql`select i.question_id, i.desc_id, c.option_id, count(*) as chosen
      from ${itemsOf(scope, ids)}
      cross join lateral jsonb_array_elements_text(coalesce(i.value->'rows'->i.desc_id, '[]'::jsonb)) as c(option_id)
      where i.desc_id is not null
      group by i.question_id, i.desc_id, c.option_id`,
  );
  const chosen = new Map(
    counts.map((row) => [keyOf(row.question_id, row.desc_id, row.option_id), toNumber(row.chosen) ?? 0]),
  );
  return questions.map((question) => {
    const id = question.question.id;
    const mine = counts.filter((row) => row.question_id === id);
    const columns = withUnknown(
      question.options,
      mine.map((row) => row.option_id),
    );
    const rows = withUnknown(
      question.rows,
      mine.map((row) => row.desc_id),
    ).map((row) => {
      const rowAnswered = answered.get(keyOf(id, row.id)) ?? 0;
      return {
        descId: row.id,
        label: row.label,
        answered: rowAnswered,
        cells: columns.map((column) => {
          const count = chosen.get(keyOf(id, row.id, column.id)) ?? 0;
          return { optionId: column.id, count, rowPercent: percentOf(count, rowAnswered) };
        }),
      };
    });
    return {
      kind: 'matrix',
      ...summaryBase(question, answered),
      multiple: question.multiple,
      columns: columns.map((column) => ({ optionId: column.id, label: column.label })),
      rows,
    };
  });
}
