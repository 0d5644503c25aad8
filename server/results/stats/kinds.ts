import type { QuestionSummary } from '../../../src/core/api/results';
import { keyOf } from './items';
import type { LabelledQuestion } from './labels';
import type { Tallies } from './tally';

/**
 * What every summary kind's module shapes its summaries from: the questions of its kind, the answered counts
 * of all, and the tallies of the statements (tally.ts).
 */
export type KindInput = {
  questions: readonly LabelledQuestion[];
  answered: ReadonlyMap<string, number>;
  tallies: Tallies;
};

export type SummaryOf<K extends QuestionSummary['kind']> = Extract<QuestionSummary, { kind: K }>;

/** The fields every summary starts with. */
export function summaryBase(question: LabelledQuestion, answered: ReadonlyMap<string, number>) {
  return {
    questionId: question.question.id,
    title: question.title,
    itemCode: question.itemCode,
    answered: answered.get(keyOf(question.question.id)) ?? 0,
  };
}

/**
 * The labelled options followed by ids the answers hold that the newest release no longer has (an option
 * deleted after some answered it): their counts are shown under their id rather than silently dropped.
 */
export function withUnknown(labels: readonly { id: string; label: string }[], seen: Iterable<string>) {
  const known = new Set(labels.map((label) => label.id));
  const extra = [...new Set(seen)].filter((id) => !known.has(id)).sort();
  return [...labels, ...extra.map((id) => ({ id, label: id }))];
}
