import type { SQL } from 'drizzle-orm';
import type { QuestionSummary } from '../../../src/core/api/results';
import type { Question } from '../../../src/core/model';
import {
  type CountDetails,
  type FamilyResults,
  RESULTS_PARTS,
  resultsOfQuestion,
  type SummaryContext,
} from '../../../src/questions/familyResults';
import { cascadeAnswerNames } from '../../address/answer-names';
import { queryRows, toNumber } from '../../db/raw';
import type { Queryable } from '../../design/access';
import { itemsOf, type StatsScope } from './items';

/**
 * What the report's count summaries add beyond how many answered, for the families that say more
 * (src/questions/<family>/results.ts, `countDetails`: GPS points, places by name, media files, an image
 * markup's marks per picture): each family's
 * own queries, run over the filtered responses' item rows lent here. They are lists and per-file counts, read
 * live: the kept per-day tallies do not hold them.
 */
export async function familyCountDetails(
  db: Queryable,
  scope: StatsScope,
  questions: readonly Question[],
): Promise<Map<string, CountDetails>> {
  const byPart = new Map<FamilyResults, Question[]>();
  for (const question of questions) {
    const part = resultsOfQuestion(question);
    if (!part?.countDetails) continue;
    byPart.set(part, [...(byPart.get(part) ?? []), question]);
  }
  const context: SummaryContext = {
    surveyId: scope.surveyId,
    itemsOf: (questionIds) => itemsOf(scope, questionIds),
    rows: <T extends Record<string, unknown>>(query: SQL) => queryRows<T>(db, query),
    number: toNumber,
    pathNames: cascadeAnswerNames,
  };
  const out = new Map<string, CountDetails>();
  for (const [part, asked] of byPart)
    for (const [id, details] of (await part.countDetails?.(context, asked)) ?? []) out.set(id, details);
  return out;
}

/** A summary as the public report shows it: each family's `publicDetails` leaves out one respondent's answer. */
export function publicSummary(summary: QuestionSummary): QuestionSummary {
  if (summary.kind !== 'count') return summary;
  let shown = summary;
  for (const part of RESULTS_PARTS)
    if (part.publicDetails) shown = { ...shown, ...part.publicDetails(shown) };
  return shown;
}
