import { sql } from 'drizzle-orm';
import type { Question } from '../../../src/core/model';
import { timeFormatOfTimeType } from '../../../src/core/validation/timeValues';
import { entryForQuestion } from '../../../src/questions/catalogue';
import { blockPrefix } from './answered';
import { idList } from './items';
import { type KindInput, type SummaryOf, summaryBase } from './kinds';
import type { LabelledQuestion } from './labels';
import type { TallyStatement } from './tally';

type Period = SummaryOf<'time'>['period'];

/**
 * What a time question's answers are counted by, chosen so the bars say something: a time of day (HHmm) by
 * hour ("08"), a year-month or a date by month ("2024-05"), a birthday by year ("1988": months of birth
 * say little), a date-time (millisecond timestamp) by UTC day ("2024-05-17").
 */
export function periodOf(question: Question): Period {
  const fixed = entryForQuestion(question)?.results?.period;
  if (fixed) return fixed;
  switch (timeFormatOfTimeType(question.answerConfig.timeType)) {
    case 'HHmm':
      return 'hour';
    case 'timestamp':
      return 'day';
    default:
      return 'month';
  }
}

/** Time questions: how many answers fall in each period, computed in SQL from each question's format. */
export function timeStatements(questions: readonly LabelledQuestion[]): TallyStatement[] {
  if (questions.length === 0) return [];
  const periods = new Map(questions.map((question) => [question.question.id, periodOf(question.question)]));
  // Each question is in exactly one list; an empty list is never true.
  const inPeriod = (period: Period) => {
    const ids = [...periods].filter(([, of]) => of === period).map(([id]) => id);
    return ids.length ? sql`i.question_id in ${idList(ids)}` : sql`false`;
  };
  return [
    {
      name: 'time',
      questionIds: [...periods.keys()],
      over: (items, byBlock) => sql`select ${blockPrefix(byBlock, sql`block`)} question_id, '' as desc_id,
          period as tally_key, count(*) as n, 0::float8 as total
        from (
          select ${blockPrefix(byBlock)} i.question_id,
            case
              when ${inPeriod('hour')} then substr(i.value->>'value', 1, 2)
              when ${inPeriod('year')} then substr(i.value->>'value', 1, 4)
              when ${inPeriod('month')} then substr(i.value->>'value', 1, 4) || '-' || substr(i.value->>'value', 5, 2)
              when ${inPeriod('day')} and i.value->>'value' ~ '^[0-9]{1,15}$' then
                to_char(to_timestamp((i.value->>'value')::bigint / 1000.0) at time zone 'UTC', 'YYYY-MM-DD')
            end as period
          from ${items}
        ) answers
        where period is not null
        group by ${blockPrefix(byBlock, sql`block`)} question_id, period`,
    },
  ];
}

export function timeSummaries({ questions, answered, tallies }: KindInput): SummaryOf<'time'>[] {
  const rows = [...(tallies.get('time') ?? [])].sort((left, right) =>
    left.key < right.key ? -1 : left.key > right.key ? 1 : 0,
  );
  return questions.map((question) => ({
    kind: 'time',
    ...summaryBase(question, answered),
    period: periodOf(question.question),
    periods: rows
      .filter((row) => row.questionId === question.question.id)
      .map((row) => ({ period: row.key, count: row.n })),
  }));
}
