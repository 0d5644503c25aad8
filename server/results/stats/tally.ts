import type { SQL } from 'drizzle-orm';
import type { ResultsFilter } from '../../../src/core/api/results';
import { toNumber } from '../../db/raw';
import { keyOf } from './items';

/**
 * Every statistic is computed in two steps: a SQL statement counts (tallies) the answers of a set of
 * responses, and TypeScript shapes the counts into summaries. Tallies add up: the tallies of two disjoint
 * sets of responses, summed key by key, are the tallies of both. That is what lets the results without a
 * filter read tallies kept per block of responses (tallies.ts) instead of every answer of the survey, while
 * a filtered view runs the same statements over the filtered responses: both give the same figures.
 *
 * A tally row: for a question, a slot (`descId`: a sub-question or row, or what the statement says; '' for
 * none) and a key (an option, a value, a period…), how many (`n`) and their sum (`total`, where summed).
 */
export type TallyRow = { questionId: string; descId: string; key: string; n: number; total: number };

/**
 * One statement of tallies for some questions. `over(items, byBlock)` is its SQL over the item rows `i` of
 * the derived table `items` (items.ts), selecting question_id, desc_id, tally_key, n, total, in that order;
 * with `byBlock`, the block `i.block` comes first and is grouped by too.
 */
export type TallyStatement = {
  name: string;
  questionIds: readonly string[];
  over: (items: SQL, byBlock: boolean) => SQL;
};

/** The one statement `name` over `questions` (none when there are no such questions). */
export function statementOver(
  name: string,
  questions: readonly { question: { id: string } }[],
  over: TallyStatement['over'],
): TallyStatement[] {
  const questionIds = questions.map((question) => question.question.id);
  return questionIds.length === 0 ? [] : [{ name, questionIds, over }];
}

/** Tally rows by statement name. */
export type Tallies = ReadonlyMap<string, readonly TallyRow[]>;

/** A statement's tally row as read from the database (counts may come as text or bigint). */
export type TallyRecord = {
  question_id: string;
  desc_id: string;
  tally_key: string;
  n: unknown;
  total: unknown;
};

export function tallyRow(record: TallyRecord): TallyRow {
  return {
    questionId: record.question_id,
    descId: record.desc_id,
    key: record.tally_key,
    n: toNumber(record.n) ?? 0,
    total: toNumber(record.total) ?? 0,
  };
}

/** The rows of one statement, keyed keyOf(question, slot, key), for lookups while shaping. */
export function tallyIndex(rows: readonly TallyRow[] = []): Map<string, TallyRow> {
  return new Map(rows.map((row) => [keyOf(row.questionId, row.descId, row.key), row]));
}

/** The results' default view (valid responses of every status, nothing else asked): what blocks keep. */
export function isUnfiltered(filter: ResultsFilter): boolean {
  return (
    filter.invalid === 'exclude' &&
    !filter.statuses?.length &&
    !filter.sampleStatuses?.length &&
    !filter.from &&
    !filter.to &&
    !filter.versions?.length &&
    !filter.languages?.length &&
    !filter.answered?.length
  );
}
