import { sql } from 'drizzle-orm';
import type { MarkupSummary } from '../../core/api/results';
import type { Question } from '../../core/model';
import { optionText } from '../../core/results/labels';
import type { CountDetails, FamilyResults, SummaryContext } from '../familyResults';
import { answerOf, plainColumn } from '../shared/columns';
import { markupPicture } from './marks';

/**
 * An image markup in the results (server side only, see ../familyResults.ts): one column per picture holding
 * the mark the respondent gave it (as the designer wrote it: like, neutral, dislike, confused or their own),
 * empty when unmarked; the report gives each picture's marks (markupDetails). The answer is a matrix answer
 * whose rows are the pictures, which the generic matrix columns and summary (one per sub-question row) would
 * not find.
 */
export const results = {
  columns: (question, { code, title }) =>
    question.optionList.map((option, at) =>
      plainColumn(`${code}_${at + 1}`, `${title} - ${option.optionName}`, 'string', 'nominal', (response) => {
        const answer = answerOf(response, question, 'matrix');
        return answer ? (answer.rows[option.id]?.[0] ?? null) : null;
      }),
    ),
  countDetails: markupDetails,
} satisfies FamilyResults;

/**
 * Per question and picture: how many respondents marked it, and how many gave each mark. A picture's answer
 * is kept in its own item row (the slot is the picture), but the rows of the value are read whole, so an
 * answer kept as one row of every picture counts the same. Responses are counted distinct: one respondent is
 * one count whatever the rows.
 */
async function markupDetails(context: SummaryContext, questions: readonly Question[]) {
  const rows = await context.rows<{
    question_id: string;
    option_id: string;
    mark: string | null;
    per_picture: unknown;
    n: unknown;
  }>(
    sql`select i.question_id, p.option_id, m.mark, grouping(m.mark) as per_picture,
        count(distinct i.response_id) as n
      from ${context.itemsOf(questions.map((question) => question.id))}
        cross join lateral jsonb_each(
          case when jsonb_typeof(i.value->'rows') = 'object' then i.value->'rows' else '{}'::jsonb end
        ) as p(option_id, marks)
        cross join lateral jsonb_array_elements_text(
          case when jsonb_typeof(p.marks) = 'array' then p.marks else '[]'::jsonb end
        ) as m(mark)
      where i.value->>'kind' = 'matrix' and m.mark is not null
      group by grouping sets ((i.question_id, p.option_id, m.mark), (i.question_id, p.option_id))`,
  );
  const marked = new Map<string, number>();
  const counts = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const key = `${row.question_id}\u001f${row.option_id}`;
    const n = context.number(row.n) ?? 0;
    if (context.number(row.per_picture) === 1 || row.mark === null) marked.set(key, n);
    else counts.set(key, (counts.get(key) ?? new Map()).set(row.mark, n));
  }
  return new Map<string, CountDetails>(
    questions.map((question) => [question.id, { markup: markupSummary(question, marked, counts) }]),
  );
}

/** One question's summary from the counts keyed "question\u001fpicture" (see markupDetails). */
function markupSummary(
  question: Question,
  marked: ReadonlyMap<string, number>,
  counts: ReadonlyMap<string, ReadonlyMap<string, number>>,
): MarkupSummary {
  const keyOf = (optionId: string) => `${question.id}\u001f${optionId}`;
  // A mark the designer has since taken away still has its answers: shown after the offered ones.
  const answeredMarks = question.optionList.flatMap((option) => [
    ...(counts.get(keyOf(option.id))?.keys() ?? []),
  ]);
  const marks = [...new Set([...question.answerConfig.markOptions, ...answeredMarks])];
  return {
    marks,
    pictures: question.optionList.map((option) => {
      const total = marked.get(keyOf(option.id)) ?? 0;
      const byMark = counts.get(keyOf(option.id));
      return {
        optionId: option.id,
        name: optionText(option),
        url: markupPicture(option) ?? null,
        marked: total,
        marks: marks.map((mark) => {
          const count = byMark?.get(mark) ?? 0;
          return { mark, count, percent: total > 0 ? (count / total) * 100 : 0 };
        }),
      };
    }),
  };
}
