import { and, desc, eq } from 'drizzle-orm';
import { ResponseCode } from '../../src/core/envelope';
import { createLogicEngine, type LogicEngine } from '../../src/core/logic';
import { type Question, type Release, readRelease, SurveyState } from '../../src/core/model';
import type { Database } from '../db/database';
import { releases, surveys } from '../db/schema';
import { AppError } from '../http/app-error';

/** A parsed release with what every save of it needs, built once per (survey, version). */
export type LoadedRelease = {
  release: Release;
  questionById: ReadonlyMap<string, Question>;
  /** Built for the designer's walk order; a save whose seed reorders groups builds its own (see evaluate-save). */
  engine: LogicEngine;
};

/**
 * Releases are immutable, so a parsed release and its compiled logic can be kept for as long as the process
 * lives; only the survey's state is read on every save. The cache is bounded: a server holding many
 * surveys keeps the recently answered ones.
 */
const MAX_CACHED_RELEASES = 64;
const cache = new Map<string, LoadedRelease>();

export function loadedReleaseOf(release: Release): LoadedRelease {
  const questionById = new Map<string, Question>();
  for (const group of release.groups)
    for (const question of group.questionList) questionById.set(question.id, question);
  return { release, questionById, engine: createLogicEngine(release) };
}

/** A release by version, parsed once per process (undefined when the survey has no such version). */
export async function cachedRelease(
  db: Database,
  surveyId: string,
  version: number,
): Promise<LoadedRelease | undefined> {
  const key = `${surveyId}\u001f${version}`;
  const hit = cache.get(key);
  if (hit) {
    // Re-inserting keeps the map in least-recently-used order.
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const [row] = await db
    .select({ snapshot: releases.snapshot })
    .from(releases)
    .where(and(eq(releases.surveyId, surveyId), eq(releases.version, version)))
    .limit(1);
  if (!row) return undefined;
  // Read in whatever format it was published in: migrated up to the one this code reads.
  const loaded = loadedReleaseOf(readRelease(row.snapshot));
  cache.set(key, loaded);
  if (cache.size > MAX_CACHED_RELEASES) cache.delete(cache.keys().next().value as string);
  return loaded;
}

/** The survey's newest release, parsed once per process; undefined before the first publish. */
export async function newestLoadedRelease(
  db: Database,
  surveyId: string,
): Promise<LoadedRelease | undefined> {
  const [newest] = await db
    .select({ version: releases.version })
    .from(releases)
    .where(eq(releases.surveyId, surveyId))
    .orderBy(desc(releases.version))
    .limit(1);
  return newest ? cachedRelease(db, surveyId, newest.version) : undefined;
}

/**
 * The release a save names, refused unless the survey is collecting: published (state 1). A paused survey
 * (state 0) and an ended one (state 2) take no answers. Any version of a collecting survey is accepted:
 * a respondent who opened version 1 offline must be able to send it after version 2 was published.
 * `surveyState` is the state the caller read already (the save reads it with its other facts), undefined
 * when the survey does not exist.
 */
export async function collectingRelease(
  db: Database,
  surveyId: string,
  version: number,
  surveyState: string | undefined,
): Promise<LoadedRelease> {
  refuseUnlessCollecting(surveyState);
  const loaded = await cachedRelease(db, surveyId, version);
  if (!loaded) {
    throw new AppError(
      ResponseCode.notFound,
      'answers.version.unknown',
      { version },
      { reason: 'unknownVersion' },
    );
  }
  return loaded;
}

/**
 * The survey's state check alone, refused with the save's reasons: what every respondent's call that adds to
 * a response (a save, a media upload) must pass.
 */
export async function assertCollecting(db: Database, surveyId: string): Promise<void> {
  const [survey] = await db
    .select({ surveyState: surveys.surveyState })
    .from(surveys)
    .where(eq(surveys.id, surveyId))
    .limit(1);
  refuseUnlessCollecting(survey?.surveyState);
}

/** The check itself on a state already read (undefined: no such survey). */
export function refuseUnlessCollecting(surveyState: string | undefined): void {
  if (surveyState === undefined)
    throw unavailable(ResponseCode.notFound, 'answers.survey.notFound', 'notFound');
  if (surveyState === SurveyState.ended)
    throw unavailable(ResponseCode.forbidden, 'answers.survey.ended', 'ended');
  if (surveyState !== SurveyState.published) {
    throw unavailable(ResponseCode.forbidden, 'answers.survey.notCollecting', 'notPublished');
  }
}

/** data.survey repeats the survey load's reason codes (notFound, notPublished, ended) for the status page. */
function unavailable(
  status: number,
  key: 'answers.survey.notFound' | 'answers.survey.ended' | 'answers.survey.notCollecting',
  survey: 'notFound' | 'notPublished' | 'ended',
): AppError {
  return new AppError(status, key, {}, { reason: 'surveyUnavailable', survey });
}

/** The language a release is shown in when a respondent picks none: its first named language ('' if only "origin"). */
export function releaseLanguage(release: Release): string {
  return release.survey.surveyLanguage.find((language) => language !== 'origin') ?? '';
}
