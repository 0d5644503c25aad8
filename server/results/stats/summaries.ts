import type { QuestionSummary, QuestionsResponse, SummaryKind } from '../../../src/core/api/results';
import type { Language } from '../../../src/i18n';
import type { Database } from '../../db/database';
import { answeredFrom, answeredStatements } from './answered';
import { chipStatements, chipSummaries } from './chip';
import { choiceStatements, choiceSummaries, newestOtherTexts } from './choice';
import { displayTimeSummaries } from './displayTimeSummaries';
import { familyCountDetails } from './familyDetails';
import type { StatsScope } from './items';
import type { KindInput } from './kinds';
import { type LabelledQuestion, labelledQuestions, newestRelease } from './labels';
import { matrixStatements, matrixSummaries } from './matrix';
import { numericStatements, numericSummaries } from './numeric';
import { ensurePlannerStatistics } from './planner';
import { sortStatements, sortSummaries } from './sort';
import { keptTallies, liveTallies } from './tallies';
import { isUnfiltered, type TallyStatement } from './tally';
import { countSummaries } from './texts';
import { timeStatements, timeSummaries } from './time';

/** The tally statements of some questions: the answered counts of all, then one or two per family present. */
export function tallyStatements(questions: readonly LabelledQuestion[]): TallyStatement[] {
  const ofKind = (...kinds: SummaryKind[]) => questions.filter((question) => kinds.includes(question.kind));
  return [
    ...answeredStatements(questions.map((question) => question.question.id)),
    ...choiceStatements(ofKind('choice')),
    ...matrixStatements(ofKind('matrix')),
    ...sortStatements(ofKind('sort')),
    ...chipStatements(ofKind('chip')),
    ...numericStatements(ofKind('numeric', 'scores')),
    ...timeStatements(ofKind('time')),
  ];
}

/**
 * The summaries of a survey's questions (all answerable questions of the newest release, or the asked ones,
 * in survey order), shaped from tallies (tally.ts): without a filter, the tallies kept per block for all the
 * survey's questions (tallies.ts: only blocks changed since the last look are counted again); with one, the
 * same statements run over the filtered responses. The newest "other" texts are read apart (not a tally).
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
  const all = await labelledQuestions(db, release, lang);
  const questions = all.filter((question) => !asked || asked.has(question.question.id));
  await ensurePlannerStatistics(db, scope.surveyId);
  const choices = questions.filter((question) => question.kind === 'choice');
  const tallies = isUnfiltered(scope.filter)
    ? await keptTallies(db, scope.surveyId, tallyStatements(all))
    : await liveTallies(db, scope, tallyStatements(questions));
  const newest = await newestOtherTexts(db, scope, choices, tallies);
  const answered = answeredFrom(tallies);
  const input = (kind: SummaryKind[]): KindInput => ({
    questions: questions.filter((question) => kind.includes(question.kind)),
    answered,
    tallies,
  });
  const shaped: QuestionSummary[] = [
    ...choiceSummaries(input(['choice']), newest),
    ...matrixSummaries(input(['matrix'])),
    ...sortSummaries(input(['sort'])),
    ...chipSummaries(input(['chip'])),
    ...numericSummaries(input(['numeric', 'scores'])),
    ...timeSummaries(input(['time'])),
    ...countSummaries(input(['text', 'blanks', 'count'])),
  ];
  // Some families add what a count alone does not say (GPS points, places, media files: familyDetails.ts).
  const fields = await familyCountDetails(
    db,
    scope,
    questions.filter((question) => question.kind === 'count').map((question) => question.question),
  );
  // Display time: what the responses recorded of the timed items covering each question.
  const timed = await displayTimeSummaries(
    db,
    scope,
    release.groups,
    questions.map((question) => question.question.id),
  );
  const summaries = new Map(
    shaped.map((summary) => {
      const withFields =
        summary.kind === 'count' ? { ...summary, ...fields.get(summary.questionId) } : summary;
      const displayTimes = timed.get(summary.questionId);
      return [summary.questionId, displayTimes ? { ...withFields, displayTimes } : withFields];
    }),
  );
  return {
    releaseVersion: release.version,
    questions: questions.flatMap((question) => summaries.get(question.question.id) ?? []),
  };
}
