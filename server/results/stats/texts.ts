import { type SQL, sql } from 'drizzle-orm';
import type { TextsRequest, TextsResponse } from '../../../src/core/api/results';
import { ResponseCode } from '../../../src/core/envelope';
import { queryRows, toNumber } from '../../db/raw';
import type { Queryable } from '../../design/access';
import { AppError } from '../../http/app-error';
import { itemsOf, keyOf, type StatsScope } from './items';
import { type KindInput, type SummaryOf, summaryBase, withUnknown } from './kinds';
import type { LabelledQuestion } from './labels';
import { ensurePlannerStatistics } from './planner';

/**
 * Text, multi-blank and count summaries need no statement of their own: they are answered counts (the
 * texts themselves are read page by page with the texts call), taken from the answered counts of all.
 */
export function countSummaries({
  questions,
  answered,
}: KindInput): (SummaryOf<'text'> | SummaryOf<'blanks'> | SummaryOf<'count'>)[] {
  return questions.map((question) => {
    const base = summaryBase(question, answered);
    if (question.kind === 'text') return { kind: 'text', ...base };
    if (question.kind === 'count') return { kind: 'count', ...base };
    const id = question.question.id;
    const seen = [...answered.keys()]
      .filter((key) => key.startsWith(keyOf(id, '')) && key !== keyOf(id, ''))
      .map((key) => key.slice(id.length + 1));
    return {
      kind: 'blanks',
      ...base,
      blanks: withUnknown(question.rows, seen).map((row) => ({
        descId: row.id,
        label: row.label,
        answered: answered.get(keyOf(id, row.id)) ?? 0,
      })),
    };
  });
}

/** `%text%` for ILIKE with the searcher's own % and _ (and the escape character) taken literally. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, '\\$&')}%`;
}

/**
 * The text answers of a question, newest first, one page: free texts (value->>'text'), the texts of a
 * multi-blank or multi-line question (value->'values'->>desc_id, one sub-question when descId is given),
 * or the "other" texts typed for a choice option (value->'otherText'->>option).
 */
export async function textPage(
  db: Queryable,
  scope: StatsScope,
  question: LabelledQuestion,
  request: Pick<TextsRequest, 'descId' | 'otherOfOptionId' | 'search' | 'page' | 'pageSize'>,
): Promise<TextsResponse> {
  let text: SQL;
  let slot: SQL = sql`true`;
  if (request.otherOfOptionId) {
    if (question.kind !== 'choice') throw notTextual();
    text = sql`i.value->'otherText'->>${request.otherOfOptionId}`;
  } else if (question.kind === 'text') {
    text = sql`i.value->>'text'`;
  } else if (question.kind === 'blanks') {
    text = sql`i.value->'values'->>i.desc_id`;
    if (request.descId) slot = sql`i.desc_id = ${request.descId}`;
  } else throw notTextual();

  await ensurePlannerStatistics(db, scope.surveyId);
  const search = request.search?.trim();
  const matches = search ? sql`text ilike ${containsPattern(search)}` : sql`true`;
  const texts = sql`select i.response_id, i.updated_at, ${text} as text
    from ${itemsOf(scope, [question.question.id])} where ${slot}`;
  const [counted] = await queryRows<{ total: unknown }>(
    db,
    sql`select count(*) as total from (${texts}) t where text is not null and text <> '' and ${matches}`,
  );
  const rows = await queryRows<{ response_id: string; updated_at: unknown; text: string }>(
    db,
    sql`select response_id, updated_at, text from (${texts}) t
      where text is not null and text <> '' and ${matches}
      order by updated_at desc, response_id desc
      limit ${request.pageSize} offset ${(request.page - 1) * request.pageSize}`,
  );
  return {
    total: toNumber(counted?.total) ?? 0,
    texts: rows.map((row) => ({
      responseId: row.response_id,
      text: row.text,
      answeredAt: new Date(row.updated_at as string | Date).toISOString(),
    })),
  };
}

function notTextual(): AppError {
  return new AppError(ResponseCode.badRequest, 'results.texts.notTextual');
}
