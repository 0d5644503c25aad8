import type { SQL } from 'drizzle-orm';
import type {
  AssociationSummary,
  ChoicePicture,
  GpsSummary,
  LatencySummary,
  MarkupSummary,
  MediaSummary,
  PlacesSummary,
} from '../core/api/results';
import type { AnswerValue, Question } from '../core/model';
import { entryForQuestion } from './catalogue';
import { FAMILY_RESULTS } from './results.generated';
import type { ColumnDraft, PathNames } from './shared/columns';

/**
 * A family's own part of the results (docs/architecture.md "Results and exports"): what a family says of its
 * answers' summary and export columns beyond its catalogue entry's summary kind, in
 * src/questions/<family>/results.ts (`export const results = {…} satisfies FamilyResults`). A key takes it
 * through `results` in its family.ts, and `npm run families` lists it in results.generated.ts.
 *
 * Server-side code: only the server's results (and the export column model it builds) import this file and
 * the generated table; the runner and the designer never do, so none of it reaches their bundles
 * (tests/unit/questions/resultsParts.test.ts walks their imports).
 */

/** What the report's count summary of a question adds beyond how many answered (the API's fields). */
export type CountDetails = {
  gps?: GpsSummary;
  places?: PlacesSummary;
  media?: MediaSummary;
  markup?: MarkupSummary;
  association?: AssociationSummary;
  latency?: LatencySummary;
};

/**
 * What the server lends a family's summary: the filtered responses' item rows, a way to run a query over them,
 * and what only the server knows. The server keeps the frame (filters, databases); the family its SQL.
 */
export interface SummaryContext {
  surveyId: string;
  /**
   * The filtered responses' item rows of these questions, as a FROM item aliased `i` (question_id,
   * response_id, value jsonb, updated_at): the same rows every statistic reads.
   */
  itemsOf(questionIds: readonly string[]): SQL;
  /** Runs a query on the results' database. */
  rows<T extends Record<string, unknown>>(query: SQL): Promise<T[]>;
  /** A count or aggregate as the drivers give it (number, bigint, text) as a number; null for none. */
  number(value: unknown): number | null;
  /** A city's or cascade's stored path in names (a city's are China's divisions, which the server holds). */
  pathNames(question: Question, path: readonly string[]): string[];
}

/** Where a question's columns stand: its code (the columns' names start with it) and its title as text. */
export interface ColumnContext {
  code: string;
  title: string;
  /** The server's names of cascading codes; without it no column of names is added. */
  pathNames?: PathNames;
}

export interface FamilyResults {
  /** The export columns of one question, in order (what its summary kind's generic columns would be otherwise). */
  columns?(question: Question, context: ColumnContext): ColumnDraft[];
  /**
   * What the report adds to the count summaries of the given questions (all of the keys taking this part),
   * by question id: read live over the filtered item rows, in one or two queries for all of them.
   */
  countDetails?(
    context: SummaryContext,
    questions: readonly Question[],
  ): Promise<ReadonlyMap<string, CountDetails>>;
  /**
   * A choice summary's picture: the image its options are regions of, for the report to draw the shares on
   * (no respondent's answer is in it, so the public report shows it too).
   */
  picture?(question: Question): ChoicePicture | undefined;
  /** The public report's version of the details: without what would show one respondent's answer. */
  publicDetails?(details: CountDetails): CountDetails;
  /**
   * Names of the codes an answer holds that its question's options do not name (a city's divisions), by code,
   * for the response detail's lines (describeAnswer); `pathNames` is the server's, as in SummaryContext.
   */
  answerNames?(
    question: Question,
    answer: AnswerValue,
    pathNames: SummaryContext['pathNames'],
  ): ReadonlyMap<string, string> | undefined;
}

/** The results part of a question's family, or undefined when its summary kind's generic handling is all. */
export function resultsOfQuestion(
  question: Pick<Question, 'catalogKey' | 'elementType'>,
): FamilyResults | undefined {
  const catalogKey = entryForQuestion(question)?.catalogKey;
  return catalogKey === undefined ? undefined : FAMILY_RESULTS[catalogKey];
}

/** Every distinct results part (several keys may share one: city takes cascade's). */
export const RESULTS_PARTS: readonly FamilyResults[] = [...new Set(Object.values(FAMILY_RESULTS))];
