import { and, desc, eq, max } from 'drizzle-orm';
import { type PublishProblem, type ReleaseWire, releaseWireSchema } from '../../src/core/api/design';
import { ResponseCode } from '../../src/core/envelope';
import {
  type Group,
  type Question,
  RELEASE_FORMAT,
  surveyStyleSchema,
  upgradeRelease,
} from '../../src/core/model';
import { type Language, translate } from '../../src/i18n';
import { ANSWERABLE_CATALOG_KEYS } from '../../src/questions/answerable';
import { entryFor } from '../../src/questions/catalogue';
import { validateQuestionDesign } from '../../src/questions/validate';
import { inSequence } from '../db/in-sequence';
import { releases, type SurveyRow, surveyParams, surveyStyles, surveys } from '../db/schema';
import type { Queryable } from '../design/access';
import { newId } from '../design/ids';
import { flattenQuestions } from '../design/load-design';
import { renumberSurvey } from '../design/renumber';
import { surveyInfoOf } from '../design/survey-wire';
import { AppError } from '../http/app-error';
import { releaseTranslations } from '../language/translations';

/** How many problems a refused publish lists (the first ones, in design order). */
export const MAX_LISTED_PROBLEMS = 10;

/**
 * Every question's designer validation over the numbered design, plus questions no respondent can answer
 * yet (families whose answer view is not built: the API accepts them, a respondent could not finish); the
 * problems in design order.
 */
export function designProblems(groups: readonly Group[], lang: Language): PublishProblem[] {
  const all = flattenQuestions(groups);
  return all.flatMap((question) => {
    const quNum = question.quNum ?? question.itemCode ?? null;
    const unanswerable = ANSWERABLE_CATALOG_KEYS.includes(question.catalogKey)
      ? []
      : [{ questionId: question.id, quNum, ...notAnswerableMessage(question, lang) }];
    const invalid = validateQuestionDesign(question, { surveyQuestions: all }).map((found) => ({
      questionId: question.id,
      quNum,
      key: found.key,
      message: translate(lang, found.key, found.params),
      ...(found.target?.optionId ? { optionId: found.target.optionId } : {}),
      ...(found.target?.descId ? { descId: found.target.descId } : {}),
    }));
    return [...unanswerable, ...invalid];
  });
}

function notAnswerableMessage(question: Question, lang: Language): { key: string; message: string } {
  const titleKey = entryFor(question.catalogKey)?.titleKey;
  const type = titleKey ? translate(lang, titleKey) : question.catalogKey;
  const key = 'design.publish.notAnswerable';
  return { key, message: translate(lang, key, { type }) };
}

/**
 * Publishes inside the caller's transaction: validates the whole design (refused with the first problems),
 * writes the immutable release (version = last + 1) and marks the survey published with that version. The
 * caller holds the survey row's lock (releasableSurvey), so "last + 1" cannot be read twice; the (survey,
 * version) unique key would still refuse a second release of one version rather than overwrite it.
 */
export async function publishSurvey(
  db: Queryable,
  survey: SurveyRow,
  lang: Language,
  /** The account publishing (the publish page's history names it); none for the demo and seeded surveys. */
  publishedBy: string | null = null,
): Promise<number> {
  const groups = await renumberSurvey(db, survey.id);
  if (flattenQuestions(groups).length === 0)
    throw new AppError(ResponseCode.badRequest, 'design.publish.empty');
  const problems = designProblems(groups, lang);
  if (problems.length) {
    const listed = problems.slice(0, MAX_LISTED_PROBLEMS);
    throw new AppError(
      ResponseCode.badRequest,
      'design.publish.invalid',
      { problems: listed.map((problem) => `${problem.quNum ?? ''} ${problem.message}`.trim()).join('；') },
      { problems: listed, total: problems.length },
    );
  }
  const [last] = await db
    .select({ version: max(releases.version) })
    .from(releases)
    .where(eq(releases.surveyId, survey.id));
  const version = (last?.version ?? 0) + 1;
  const publishedAt = new Date();
  const [current] = await db.select().from(surveys).where(eq(surveys.id, survey.id));
  const snapshot = await buildSnapshot(
    db,
    { ...(current ?? survey), surveyState: '1' },
    groups,
    version,
    publishedAt,
  );
  await db
    .insert(releases)
    .values({ id: newId(), surveyId: survey.id, version, snapshot, publishedAt, publishedBy });
  await db
    .update(surveys)
    .set({ surveyState: '1', releaseVersion: version, updatedAt: publishedAt })
    .where(eq(surveys.id, survey.id));
  return version;
}

/**
 * The release document of a survey's design: what a publish writes, and what the designer's preview runs
 * (server/publish/preview.ts), so the two never differ.
 */
export async function buildSnapshot(
  db: Queryable,
  survey: SurveyRow,
  groups: Group[],
  version: number,
  publishedAt: Date,
): Promise<ReleaseWire> {
  const [[style], params] = await inSequence([
    db.select().from(surveyStyles).where(eq(surveyStyles.surveyId, survey.id)),
    db.select().from(surveyParams).where(eq(surveyParams.surveyId, survey.id)),
  ]);
  // The translations as they are now: a release keeps them, later edits reach respondents at the next publish.
  const languages = await releaseTranslations(db, survey, groups);
  // Parsed here so a stored release is always a valid releaseSchema document, stamped with the format it is in.
  return releaseWireSchema.parse({
    format: RELEASE_FORMAT,
    surveyId: survey.id,
    version,
    publishedAt: publishedAt.toISOString(),
    survey: surveyInfoOf(survey),
    groups,
    style: surveyStyleSchema.parse(style?.style ?? {}),
    languages,
    params: params.map((param) => ({
      id: param.id,
      surveyId: param.surveyId,
      paramName: param.paramName,
      paramType: param.paramType,
      outParamName: param.outParamName,
    })),
  });
}

/** The current release of a survey (the one its releaseVersion names). */
export async function currentRelease(db: Queryable, survey: SurveyRow) {
  if (survey.releaseVersion === null) return undefined;
  return releaseByVersion(db, survey.id, survey.releaseVersion);
}

/**
 * One release of a survey by version: responses keep the version they were given under. Its snapshot is
 * migrated up to the current format (docs/architecture.md "Stored formats"), so the survey load serves every
 * release in the format this server's runner reads; the load's response schema checks it on the way out.
 */
export async function releaseByVersion(db: Queryable, surveyId: string, version: number) {
  const [row] = await db
    .select()
    .from(releases)
    .where(and(eq(releases.surveyId, surveyId), eq(releases.version, version)))
    .orderBy(desc(releases.version))
    .limit(1);
  return row && { ...row, snapshot: upgradeRelease(row.snapshot) as ReleaseWire };
}
