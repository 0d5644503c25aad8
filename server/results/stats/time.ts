import { sql } from 'drizzle-orm';
import type { Question } from '../../../src/core/model';
import { timeFormatOfTimeType } from '../../../src/core/validation/timeValues';
import { entryForQuestion } from '../../../src/questions/catalogue';
import { analyticRows, toNumber } from '../../db/raw';
import { idList, itemsOf } from './items';
import { type KindInput, type SummaryOf, summaryBase } from './kinds';

type Period = SummaryOf<'time'>['period'];

/**
 * What a time question's answers are counted by, chosen so the bars say something: a time of day (HHmm) by
 * hour ("08"), a year-month or a date by month ("2024-05"), a birthday by year ("1988": months of birth
 * say little), a date-time (millisecond timestamp) by UTC day ("2024-05-17").
 */
export function periodOf(question: Question): Period {
  if (entryForQuestion(question)?.catalogKey === 'birthday') return 'year';
  switch (timeFormatOfTimeType(question.answerConfig.timeType)) {
    case 'HHmm':
      return 'hour';
    case 'timestamp':
      return 'day';
    default:
      return 'month';
  }
}

/** Time questions in one statement: the period of each answer is computed in SQL from its format. */
export async function timeSummaries({
  db,
  scope,
  questions,
  answered,
}: KindInput): Promise<SummaryOf<'time'>[]> {
  if (questions.length === 0) return [];
  const periods = new Map(questions.map((question) => [question.question.id, periodOf(question.question)]));
  const ofPeriod = (period: Period) =>
    questions.filter((question) => periods.get(question.question.id) === period).map((q) => q.question.id);
  // Each question is in exactly one list; an empty list is a never-true `in ('')`.
  const inPeriod = (period: Period) => {
    const ids = ofPeriod(period);
    return ids.length ? sql`i.question_id in ${idList(ids)}` : sql`false`;
  };
  const rows = await analyticRows<{ question_id: string; period: string | null; answers: unknown }>(
    db,
    sql`select question_id, period, count(*) as answers from (
        select i.question_id,
          case
            when ${inPeriod('hour')} then substr(i.value->>'value', 1, 2)
            when ${inPeriod('year')} then substr(i.value->>'value', 1, 4)
            when ${inPeriod('month')} then substr(i.value->>'value', 1, 4) || '-' || substr(i.value->>'value', 5, 2)
            when ${inPeriod('day')} and i.value->>'value' ~ '^[0-9]{1,15}$' then
              to_char(to_timestamp((i.value->>'value')::bigint / 1000.0) at time zone 'UTC', 'YYYY-MM-DD')
          end as period
        from ${itemsOf(scope, [...periods.keys()])}
      ) answers
      where period is not null
      group by question_id, period
      order by question_id, period`,
  );
  return questions.map((question) => ({
    kind: 'time',
    ...summaryBase(question, answered),
    period: periods.get(question.question.id) ?? 'month',
    periods: rows
      .filter((row) => row.question_id === question.question.id)
      .map((row) => ({ period: row.period ?? '', count: toNumber(row.answers) ?? 0 })),
  }));
}
