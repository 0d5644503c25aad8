import { sql } from 'drizzle-orm';
import { blockPrefix } from './answered';
import { keyOf, percentOf } from './items';
import { type KindInput, type SummaryOf, summaryBase, withUnknown } from './kinds';
import type { LabelledQuestion } from './labels';
import { statementOver, type TallyStatement, tallyIndex } from './tally';

/**
 * Matrix questions in one statement: each row of an answer is its own item row (desc_id = the matrix row),
 * whose value->'rows'->desc_id lists the chosen columns. Row percentages are of the row's answered count.
 */
export function matrixStatements(questions: readonly LabelledQuestion[]): TallyStatement[] {
  return statementOver(
    'matrix',
    questions,
    (items, byBlock) => sql`select ${blockPrefix(byBlock)} i.question_id, i.desc_id,
          c.option_id as tally_key, count(*) as n, 0::float8 as total
        from ${items}
        cross join lateral jsonb_array_elements_text(coalesce(i.value->'rows'->i.desc_id, '[]'::jsonb)) as c(option_id)
        where i.desc_id is not null
        group by ${blockPrefix(byBlock)} i.question_id, i.desc_id, c.option_id`,
  );
}

export function matrixSummaries({ questions, answered, tallies }: KindInput): SummaryOf<'matrix'>[] {
  const counts = tallies.get('matrix') ?? [];
  const chosen = tallyIndex(counts);
  return questions.map((question) => {
    const id = question.question.id;
    const mine = counts.filter((row) => row.questionId === id);
    const columns = withUnknown(
      question.options,
      mine.map((row) => row.key),
    );
    const rows = withUnknown(
      question.rows,
      mine.map((row) => row.descId),
    ).map((row) => {
      const rowAnswered = answered.get(keyOf(id, row.id)) ?? 0;
      return {
        descId: row.id,
        label: row.label,
        answered: rowAnswered,
        cells: columns.map((column) => {
          const count = chosen.get(keyOf(id, row.id, column.id))?.n ?? 0;
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
