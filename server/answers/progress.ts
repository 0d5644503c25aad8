import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type SavedProgress, savedProgressSchema } from '../../src/core/api/answer';
import { ResponseCode } from '../../src/core/envelope';
import { sampleStatusSchema } from '../../src/core/model';
import type { Database } from '../db/database';
import { responseItems, responses } from '../db/schema';
import { AppError } from '../http/app-error';
import { itemsOfRows } from './item-rows';
import { cachedRelease } from './survey-release';

export const progressQuerySchema = z.object({ responseId: z.uuid() });

/** What a device needs to resume a response another device started (the shared contract). */
export const progressResponseSchema = savedProgressSchema;
export type ProgressResponse = SavedProgress;

/**
 * The stored state of a response. Items are rebuilt from the stored answers with the question families'
 * codecs, so they read back exactly as the runner reads a save (a response id is the only key: it is a
 * random UUID the respondent's device made, as hard to guess as a token).
 */
export async function readProgress(db: Database, responseId: string): Promise<ProgressResponse> {
  const [response] = await db.select().from(responses).where(eq(responses.id, responseId)).limit(1);
  if (!response) throw new AppError(ResponseCode.notFound, 'answers.response.notFound');
  const loaded = await cachedRelease(db, response.surveyId, response.releaseVersion);
  const rows = await db
    .select({ questionId: responseItems.questionId, value: responseItems.value })
    .from(responseItems)
    .where(eq(responseItems.responseId, responseId))
    .orderBy(asc(responseItems.questionId), asc(responseItems.descId));
  return {
    responseId,
    surveyId: response.surveyId,
    version: response.releaseVersion,
    seed: response.seed,
    status: response.status === 'complete' ? 'complete' : 'in-progress',
    sampleStatus: sampleStatusSchema.nullable().parse(response.sampleStatus),
    userPage: response.userPage,
    ackSeq: response.lastAckSequence,
    items: itemsOfRows(rows, (id) => loaded?.questionById.get(id), responseId),
  };
}

/**
 * The latest response of a panel respondent (the link's userId, kept with each save) to a survey, so that
 * the survey load can hand it to whichever device the respondent opens the link on; undefined when none.
 * Panels must issue unguessable ids: the userId in a link is what identifies the respondent.
 */
export async function findRespondentProgress(
  db: Database,
  surveyId: string,
  userId: string,
): Promise<ProgressResponse | undefined> {
  const [latest] = await db
    .select({ id: responses.id })
    .from(responses)
    .where(and(eq(responses.surveyId, surveyId), sql`${responses.paradata}->>'userId' = ${userId}`))
    .orderBy(desc(responses.updatedAt))
    .limit(1);
  if (!latest) return undefined;
  const progress = await readProgress(db, latest.id);
  // Whoever holds a panel link can answer as that respondent, so an unfinished response is theirs to
  // resume. A finished one is only reported as finished: its answers are not handed to a link-holder.
  return progress.status === 'complete' ? { ...progress, items: [] } : progress;
}
