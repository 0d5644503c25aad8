import type { Overview, QuestionSummary } from '../../core/api/results';
import { fetchOverview, fetchQuestions } from './api';
import { useLoad } from './useLoad';

/**
 * What the filter bar offers to pick from, whatever the current filter: the release versions and languages
 * that occur, and the choice and matrix questions with their options (for "answered X to Q"). Read once per
 * survey for a minute, shared by the screens.
 */
export type Baseline = {
  versions: number[];
  languages: string[];
  choiceQuestions: Extract<QuestionSummary, { kind: 'choice' | 'matrix' }>[];
  overview: Overview;
};

const TTL_MS = 60_000;
const cache = new Map<string, { at: number; promise: Promise<Baseline> }>();

async function readBaseline(surveyId: string): Promise<Baseline> {
  const all = { invalid: 'include' as const };
  const [overview, questions] = await Promise.all([
    fetchOverview(surveyId, all),
    fetchQuestions(surveyId, all),
  ]);
  return {
    overview,
    versions: overview.byVersion.map((entry) => entry.version).sort((a, b) => a - b),
    languages: overview.byLanguage.map((entry) => entry.key).filter((key) => key.length > 0),
    choiceQuestions: questions.questions.filter(
      (question): question is Baseline['choiceQuestions'][number] =>
        question.kind === 'choice' || question.kind === 'matrix',
    ),
  };
}

export function baselineOf(surveyId: string): Promise<Baseline> {
  const cached = cache.get(surveyId);
  if (cached && Date.now() - cached.at < TTL_MS) return cached.promise;
  const promise = readBaseline(surveyId);
  cache.set(surveyId, { at: Date.now(), promise });
  // A failed read is not kept: the next screen asks again.
  promise.catch(() => cache.delete(surveyId));
  return promise;
}

/** After responses change (marked invalid, deleted), the counts on offer are read again. */
export function forgetBaseline(surveyId: string): void {
  cache.delete(surveyId);
}

export function useBaseline(surveyId: string) {
  return useLoad(`baseline:${surveyId}`, () => baselineOf(surveyId));
}
