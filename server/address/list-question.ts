import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ResponseCode } from '../../src/core/envelope';
import { type Question, SurveyState } from '../../src/core/model';
import { resolveSession } from '../accounts/sessions';
import { cachedRelease } from '../answers/survey-release';
import type { Database } from '../db/database';
import { questionOptions, questions, surveys } from '../db/schema';
import { surveyOfQuestion } from '../design/find-question';
import { optionOf } from '../design/load-design';
import { AppError } from '../http/app-error';
import { tokenOf } from '../http/auth';

/** What a select list needs of its question. */
export type ListQuestion = Pick<
  Question,
  'id' | 'elementType' | 'mediaQuType' | 'answerConfig' | 'optionList'
>;

/**
 * Where the question was read: the current design (a designer who may read the survey), or a release of a
 * published survey (anyone: respondents have no account), named by `releaseKey` for caching.
 */
export type FoundListQuestion =
  | { scope: 'design'; question: ListQuestion }
  | { scope: 'release'; question: ListQuestion; releaseKey: string };

export function questionNotFound(): AppError {
  return new AppError(ResponseCode.notFound, 'address.question.notFound');
}

/**
 * The question of a select-list call. A caller whose token opens the survey gets the design as it is now
 * (the designer's settings and preview); anyone else gets the question as the survey's current release has
 * it (or the release `version` names, for a respondent who started under an earlier one), and only while the
 * survey is published. A question of an unpublished survey is "not found" to them, like a missing one, and a
 * token that is no longer live is read as no token: a respondent on a shared phone is not asked to log in.
 */
export async function findListQuestion(
  db: Database,
  request: FastifyRequest,
  query: { quId: string; surveyId?: string | undefined; version?: number | undefined },
): Promise<FoundListQuestion> {
  const designed = await designQuestion(db, request, query.quId);
  if (designed) return { scope: 'design', question: designed };

  const surveyId = query.surveyId ?? (await surveyIdOfQuestion(db, query.quId));
  if (!surveyId) throw questionNotFound();
  const [survey] = await db
    .select({ surveyState: surveys.surveyState, releaseVersion: surveys.releaseVersion })
    .from(surveys)
    .where(eq(surveys.id, surveyId))
    .limit(1);
  const version = query.version ?? survey?.releaseVersion;
  if (!survey || survey.surveyState !== SurveyState.published || version == null) throw questionNotFound();
  const question = (await cachedRelease(db, surveyId, version))?.questionById.get(query.quId);
  if (!question) throw questionNotFound();
  return { scope: 'release', question, releaseKey: `${surveyId}\u001f${version}` };
}

async function designQuestion(
  db: Database,
  request: FastifyRequest,
  quId: string,
): Promise<ListQuestion | undefined> {
  const token = tokenOf(request);
  const session = token ? await resolveSession(db, token) : null;
  if (!session) return undefined;
  const { passwordHash: _hidden, ...user } = session.user;
  try {
    await surveyOfQuestion(db, user, quId, 'read');
  } catch (error) {
    if (error instanceof AppError && error.statusCode === ResponseCode.notFound) return undefined;
    throw error;
  }
  const [row] = await db
    .select({
      id: questions.id,
      elementType: questions.elementType,
      mediaQuType: questions.mediaQuType,
      answerConfig: questions.answerConfig,
    })
    .from(questions)
    .where(eq(questions.id, quId))
    .limit(1);
  if (!row) return undefined;
  const options = await db
    .select()
    .from(questionOptions)
    .where(eq(questionOptions.quId, quId))
    .orderBy(asc(questionOptions.orderById));
  return { ...row, optionList: options.map(optionOf) } as ListQuestion;
}

async function surveyIdOfQuestion(db: Database, quId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ surveyId: questions.belongId })
    .from(questions)
    .where(eq(questions.id, quId))
    .limit(1);
  return row?.surveyId;
}
