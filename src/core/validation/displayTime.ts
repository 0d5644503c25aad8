import type { Question } from '../model';
import { isMatrix } from '../shuffle';

/**
 * Display time (questionShowConfig, questionShowTime, questionShowEnd): a question, or the page after a page
 * break, shows for a set number of seconds. What happens then is the designer's choice: 'next' moves the
 * respondent on as the next button would, 'hide' hides the stimulus (title, note, image) and keeps the answer
 * controls. The runner records, per timed item, how long it was shown and whether its time ran out; the
 * server re-checks a save with the same rule as the runner (`isExcusedByDisplayTime`): a question whose
 * 'next' time ran out may stay unanswered or unfinished, since the designer chose to move the respondent on.
 * Free of zod: the logic worker imports it (the wire schema is in src/core/api/answer.ts).
 */

export type ShowEnd = 'next' | 'hide';
export const SHOW_END_CHOICES: readonly ShowEnd[] = ['next', 'hide'];

/** What the runner records of one timed item (a question or a page break), keyed by the item's id. */
export interface DisplayTimeRecord {
  /** How long the item was shown, from the page's first paint (performance.now), in whole ms. */
  shownMs: number;
  /** Whether its time ran out while it was shown. */
  ranOut: boolean;
}
export type DisplayTimeRecords = Readonly<Record<string, DisplayTimeRecord>>;

/** A question or page break with display time on: its id, its time in ms, its end, the questions it times. */
export interface TimedItem {
  id: string;
  ms: number;
  end: ShowEnd;
  /** The question itself; for a page break, the questions of the page it opens (up to the next break). */
  covers: readonly string[];
}

type TimedQuestion = Pick<Question, 'id' | 'elementType' | 'orderById' | 'answerConfig'>;

/** The end the designer chose; absent (questions saved before the choice existed) reads as 'next'. */
export function showEndOf(question: Pick<Question, 'answerConfig'>): ShowEnd {
  return question.answerConfig.questionShowEnd === 'hide' ? 'hide' : 'next';
}

/** The item's display time in ms, or undefined when display time is off. */
export function displayTimeMsOf(question: Pick<Question, 'answerConfig'>): number | undefined {
  const { questionShowConfig, questionShowTime } = question.answerConfig;
  return questionShowConfig === 1 && questionShowTime > 0 ? questionShowTime * 1000 : undefined;
}

/**
 * Every timed item of a release, in group order. A page break times the questions the paging model cuts into
 * its page (src/core/paging.ts): up to the next page break, through a checkpoint, and never a matrix (whose
 * rows are pages of their own).
 */
export function timedItemsOf(groups: readonly { questionList: readonly TimedQuestion[] }[]): TimedItem[] {
  const items: TimedItem[] = [];
  for (const group of groups) {
    const questions = [...group.questionList].sort((left, right) => left.orderById - right.orderById);
    questions.forEach((question, position) => {
      const ms = displayTimeMsOf(question);
      if (ms === undefined) return;
      const end = showEndOf(question);
      if (question.elementType !== 'PageBox') {
        items.push({ id: question.id, ms, end, covers: [question.id] });
        return;
      }
      const covers: string[] = [];
      for (const next of questions.slice(position + 1)) {
        if (next.elementType === 'PageBox' || isMatrix(next)) break;
        covers.push(next.id);
        if (next.elementType === 'CheckPointBox') break;
      }
      items.push({ id: question.id, ms, end, covers });
    });
  }
  return items;
}

/** The timed items by the question they time (a question may be timed by itself and by its page break). */
export function displayTimeCoverage(items: readonly TimedItem[]): ReadonlyMap<string, readonly TimedItem[]> {
  const coverage = new Map<string, TimedItem[]>();
  for (const item of items) {
    for (const id of item.covers) coverage.set(id, [...(coverage.get(id) ?? []), item]);
  }
  return coverage;
}

/**
 * A timer fires no earlier than asked, but the device measures from the page's paint and rounds: a record
 * this close below the time still counts as run out.
 */
const RAN_OUT_SLACK_MS = 50;

/** Whether the record says the item's time ran out, and its shown time agrees. */
export function hasRunOut(item: TimedItem, records: DisplayTimeRecords | undefined): boolean {
  const record = records?.[item.id];
  return record?.ranOut === true && record.shownMs + RAN_OUT_SLACK_MS >= item.ms;
}

/**
 * The rule both the runner and the server apply: a question timed by an item ending in 'next' whose time ran
 * out may stay unanswered or unfinished (its "unfinished" issues, src/questions/validate.ts, do not count).
 * A 'hide' item keeps the question answerable, so it excuses nothing. Any other issue (a format, a range)
 * still counts.
 */
export function isExcusedByDisplayTime(
  questionId: string,
  coverage: ReadonlyMap<string, readonly TimedItem[]>,
  records: DisplayTimeRecords | undefined,
): boolean {
  if (!records) return false;
  return (coverage.get(questionId) ?? []).some((item) => item.end === 'next' && hasRunOut(item, records));
}
