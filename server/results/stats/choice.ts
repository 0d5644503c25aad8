import { sql } from 'drizzle-orm';
import { analyticRows, toNumber } from '../../db/raw';
import { itemsOf, keyOf, percentOf } from './items';
import { type KindInput, type SummaryOf, summaryBase, withUnknown } from './kinds';

/** Newest "other" texts shown per option in a summary; the texts call pages through all of them. */
export const OTHER_TEXTS_SHOWN = 5;

/**
 * Choice questions (single, multiple, dropdown, profile choices), all in two statements: how often each
 * option was chosen (the chosen ids of a row are value->'optionIds'), and per "other" option how many texts
 * were typed with the newest few (value->'otherText' maps option id to text).
 */
export async function choiceSummaries({
  db,
  scope,
  questions,
  answered,
}: KindInput): Promise<SummaryOf<'choice'>[]> {
  if (questions.length === 0) return [];
  const ids = questions.map((question) => question.question.id);
  const counts = await analyticRows<{ question_id: string; option_id: string; chosen: unknown }>(
    db,
    sql`select i.question_id, o.option_id, count(*) as chosen
      from ${itemsOf(scope, ids)}
      cross join lateral jsonb_array_elements_text(i.value->'optionIds') as o(option_id)
      group by i.question_id, o.option_id`,
  );
  const others = await analyticRows<{
    question_id: string;
    option_id: string;
    total: unknown;
    texts: string[];
  }>(
    db,
    sql`select question_id, option_id, count(*) as total,
        (array_agg(text order by updated_at desc, response_id desc))[1:${sql.raw(String(OTHER_TEXTS_SHOWN))}] as texts
      from (
        select i.question_id, i.response_id, i.updated_at, t.key as option_id, t.value as text
        from ${itemsOf(scope, ids)}
        cross join lateral jsonb_each_text(coalesce(i.value->'otherText', '{}'::jsonb)) as t(key, value)
        where t.value <> ''
      ) other
      group by question_id, option_id`,
  );
  const chosen = new Map(
    counts.map((row) => [keyOf(row.question_id, row.option_id), toNumber(row.chosen) ?? 0]),
  );
  return questions.map((question) => {
    const base = summaryBase(question, answered);
    const id = question.question.id;
    const options = withUnknown(
      question.options,
      counts.filter((row) => row.question_id === id).map((row) => row.option_id),
    ).map((option) => {
      const count = chosen.get(keyOf(id, option.id)) ?? 0;
      return { optionId: option.id, label: option.label, count, percent: percentOf(count, base.answered) };
    });
    const order = new Map(options.map((option, index) => [option.optionId, index]));
    const otherTexts = others
      .filter((row) => row.question_id === id)
      .map((row) => ({ optionId: row.option_id, total: toNumber(row.total) ?? 0, texts: row.texts ?? [] }))
      .sort((left, right) => (order.get(left.optionId) ?? 1e9) - (order.get(right.optionId) ?? 1e9));
    return { kind: 'choice', ...base, multiple: question.multiple, options, otherTexts };
  });
}
