import type { QuestionSummary, QuestionsResponse, SummaryKind } from '../../../src/core/api/results';
import type { Language } from '../../../src/i18n';
import type { Database } from '../../db/database';
import { answeredCounts } from './answered';
import { chipSummaries } from './chip';
import { choiceSummaries } from './choice';
import type { StatsScope } from './items';
import type { KindInput } from './kinds';
import { type LabelledQuestion, labelledQuestions, newestRelease } from './labels';
import { matrixSummaries } from './matrix';
import { numericSummaries } from './numeric';
import { ensurePlannerStatistics } from './planner';
import { sortSummaries } from './sort';
import { countSummaries } from './texts';
import { timeSummaries } from './time';

/** Which module summarises a kind; text-like kinds need only the answered counts. */
const BY_KIND: Record<SummaryKind, (input: KindInput) => Promise<QuestionSummary[]> | QuestionSummary[]> = {
  choice: choiceSummaries,
  matrix: matrixSummaries,
  sort: sortSummaries,
  chip: chipSummaries,
  numeric: numericSummaries,
  scores: numericSummaries,
  time: timeSummaries,
  text: countSummaries,
  blanks: countSummaries,
  count: countSummaries,
};

/**
 * The summaries of a survey's questions (all answerable questions of the newest release, or the asked ones,
 * in survey order): one statement for the answered counts, then one per summary kind present for all its
 * questions together — a fixed handful of statements whatever the number of questions.
 */
export async function questionSummaries(
  db: Database,
  scope: StatsScope,
  lang: Language,
  questionIds?: readonly string[],
): Promise<QuestionsResponse> {
  const release = await newestRelease(db, scope.surveyId);
  if (!release) return { releaseVersion: null, questions: [] };
  const asked = questionIds ? new Set(questionIds) : undefined;
  const questions = (await labelledQuestions(db, release, lang)).filter(
    (question) => !asked || asked.has(question.question.id),
  );
  await ensurePlannerStatistics(db, scope.surveyId);
  const answered = await answeredCounts(
    db,
    scope,
    questions.map((question) => question.question.id),
  );
  // The kinds' statements are independent: on PostgreSQL they run side by side on the pool's connections
  // (PGlite queues them). This is never called inside a transaction, where they would share one client.
  const byKind = new Map<(typeof BY_KIND)[SummaryKind], LabelledQuestion[]>();
  for (const question of questions) {
    const summarise = BY_KIND[question.kind];
    byKind.set(summarise, [...(byKind.get(summarise) ?? []), question]);
  }
  const results = await Promise.all(
    [...byKind].map(async ([summarise, ofKind]) => summarise({ db, scope, questions: ofKind, answered })),
  );
  const summaries = new Map(results.flat().map((summary) => [summary.questionId, summary]));
  return {
    releaseVersion: release.version,
    questions: questions.flatMap((question) => summaries.get(question.question.id) ?? []),
  };
}
