import { sql } from 'drizzle-orm';
import { resultsOfQuestion } from '../../../src/questions/familyResults';
import { type AnalyticDb, analyticRows } from '../../db/raw';
import { responsesWhere } from '../filter';
import { blockPrefix } from './answered';
import { keyOf, percentOf, type StatsScope } from './items';
import { type KindInput, type SummaryOf, summaryBase, withUnknown } from './kinds';
import type { LabelledQuestion } from './labels';
import { statementOver, type Tallies, type TallyStatement, tallyIndex } from './tally';

/** Newest "other" texts shown per option in a summary; the texts call pages through all of them. */
export const OTHER_TEXTS_SHOWN = 5;

/**
 * Choice questions (single, multiple, dropdown, profile choices): how often each option was chosen (the
 * chosen ids of a row are value->'optionIds'), and per "other" option how many texts were typed
 * (value->'otherText' maps option id to text).
 */
export function choiceStatements(questions: readonly LabelledQuestion[]): TallyStatement[] {
  return [
    ...statementOver(
      'choice',
      questions,
      (items, byBlock) => sql`select ${blockPrefix(byBlock)} i.question_id, '' as desc_id,
          o.option_id as tally_key, count(*) as n, 0::float8 as total
        from ${items}
        cross join lateral jsonb_array_elements_text(i.value->'optionIds') as o(option_id)
        group by ${blockPrefix(byBlock)} i.question_id, o.option_id`,
    ),
    ...statementOver(
      'choice-other',
      questions,
      (items, byBlock) => sql`select ${blockPrefix(byBlock)} i.question_id, '' as desc_id,
          t.key as tally_key, count(*) as n, 0::float8 as total
        from ${items}
        cross join lateral jsonb_each_text(i.value->'otherText') as t(key, value)
        where i.value->'otherText' <> '{}'::jsonb and t.value <> ''
        group by ${blockPrefix(byBlock)} i.question_id, t.key`,
    ),
  ];
}

/**
 * The newest few "other" texts of the filtered responses for each (choice question, option) that has any
 * (from the tallies): not a tally itself (the newest of two sets do not add up). Each option's are read
 * newest first through the index of item rows holding such texts, stopping at the few shown, so a survey
 * of 100 000 responses with as many texts costs a few index steps per option.
 */
export async function newestOtherTexts(
  db: AnalyticDb,
  scope: StatsScope,
  questions: readonly LabelledQuestion[],
  tallies: Tallies,
): Promise<Map<string, string[]>> {
  const texts = new Map<string, string[]>();
  const asked = new Set(questions.map((question) => question.question.id));
  const wanted = (tallies.get('choice-other') ?? []).filter((row) => row.n > 0 && asked.has(row.questionId));
  if (wanted.length === 0) return texts;
  const rows = await analyticRows<{ question_id: string; option_id: string; text: string }>(
    db,
    sql`select w.question_id, w.option_id, x.text
      from (values ${sql.join(
        wanted.map((row) => sql`(${row.questionId}, ${row.key})`),
        sql`, `,
      )}) as w(question_id, option_id)
      cross join lateral (
        select i.value->'otherText'->>w.option_id as text
        from response_items i join responses r on r.id = i.response_id
        where i.survey_id = ${scope.surveyId} and i.question_id = w.question_id
          and i.value->'otherText' <> '{}'::jsonb and coalesce(i.value->'otherText'->>w.option_id, '') <> ''
          and ${responsesWhere(scope.surveyId, scope.filter)}
        order by i.updated_at desc nulls last, i.response_id desc nulls last
        limit ${sql.raw(String(OTHER_TEXTS_SHOWN))}
      ) x`,
  );
  for (const row of rows) {
    const key = keyOf(row.question_id, row.option_id);
    texts.set(key, [...(texts.get(key) ?? []), row.text]);
  }
  return texts;
}

export function choiceSummaries(
  { questions, answered, tallies }: KindInput,
  newest: ReadonlyMap<string, string[]>,
): SummaryOf<'choice'>[] {
  const chosen = tallies.get('choice') ?? [];
  const others = tallies.get('choice-other') ?? [];
  const chosenIndex = tallyIndex(chosen);
  return questions.map((question) => {
    const base = summaryBase(question, answered);
    const id = question.question.id;
    const options = withUnknown(
      question.options,
      chosen.filter((row) => row.questionId === id).map((row) => row.key),
    ).map((option) => {
      const count = chosenIndex.get(keyOf(id, '', option.id))?.n ?? 0;
      return { optionId: option.id, label: option.label, count, percent: percentOf(count, base.answered) };
    });
    const order = new Map(options.map((option, index) => [option.optionId, index]));
    const otherTexts = others
      .filter((row) => row.questionId === id && row.n > 0)
      .map((row) => ({ optionId: row.key, total: row.n, texts: newest.get(keyOf(id, row.key)) ?? [] }))
      .sort((left, right) => (order.get(left.optionId) ?? 1e9) - (order.get(right.optionId) ?? 1e9));
    const picture = resultsOfQuestion(question.question)?.picture?.(question.question);
    return {
      kind: 'choice',
      ...base,
      multiple: question.multiple,
      options,
      otherTexts,
      ...(picture && { picture }),
    };
  });
}
