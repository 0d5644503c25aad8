import { and, asc, desc, eq, max, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type SavedProgress, savedProgressSchema } from '../../src/core/api/answer';
import { ResponseCode } from '../../src/core/envelope';
import { sampleStatusSchema } from '../../src/core/model';
import type { AccountUser } from '../accounts/service';
import type { Database } from '../db/database';
import { auditEvents, type ResponseRow, responseItems, responses } from '../db/schema';
import { findSurveyAccess } from '../design/access';
import { AppError } from '../http/app-error';
import { hasAbility } from '../http/auth';
import { itemsOfRows } from './item-rows';
import { cachedRelease } from './survey-release';

export const progressQuerySchema = z.object({ responseId: z.uuid() });

/** What a device needs to resume a response another device started (the shared contract). */
export const progressResponseSchema = savedProgressSchema;
export type ProgressResponse = SavedProgress;

/*
 * Who may read a response's answers. Respondents have no account: what identifies one is a key only they
 * (and the devices they answer on) hold —
 * - the response id, a v7 UUID the respondent's device generated (74 random bits, as hard to guess as a
 *   token), sent with each save and never listed anywhere;
 * - for a panel respondent, the survey link with their userId (the survey load finds their latest response).
 *   Panels must issue unguessable userIds: the link is what identifies the respondent.
 *
 * Rule: while a response is unfinished, either key returns its answers, so the respondent can go on from
 * another phone (spec 2 §7 surveyAnswer) — whoever holds the key could answer as that respondent anyway.
 * Once it is finished, a key-holder gets its status only (status, sample status, version, page, seed; no
 * items): enough for the runner to show the right completion page, never the answers, because a finished
 * link is forwarded, bookmarked, left on shared phones, and what was answered is no longer theirs to change.
 * A finished response's answers go to its survey's data readers only: a logged-in caller (the `token`
 * header) who owns the survey or was granted its data, within their own data right, or who has full data
 * rights (spec 1 §6).
 */

/** Who asks: a logged-in account (its token was sent and is live), or nobody known. */
export type ProgressReader = AccountUser | undefined;

/**
 * The stored state of a response for the reader (see the rule above). Items are rebuilt from the stored
 * answers with the question families' codecs, so they read back exactly as the runner reads a save.
 */
export async function readProgress(
  db: Database,
  responseId: string,
  reader: ProgressReader,
): Promise<ProgressResponse> {
  const [response] = await db.select().from(responses).where(eq(responses.id, responseId)).limit(1);
  if (!response) throw new AppError(ResponseCode.notFound, 'answers.response.notFound');
  const finished = response.status === 'complete';
  const withAnswers =
    !finished || (reader !== undefined && (await readsDataOf(db, reader, response.surveyId)));
  return progressOf(db, response, withAnswers);
}

/**
 * The latest response of a panel respondent (the link's userId, kept with each save) to a survey, so that
 * the survey load can hand it to whichever device the respondent opens the link on; undefined when none.
 * The link is a respondent's key: a finished response is reported as finished, without its answers.
 */
export async function findRespondentProgress(
  db: Database,
  surveyId: string,
  userId: string,
): Promise<ProgressResponse | undefined> {
  const [latest] = await db
    .select()
    .from(responses)
    .where(and(eq(responses.surveyId, surveyId), sql`${responses.paradata}->>'userId' = ${userId}`))
    .orderBy(desc(responses.updatedAt))
    .limit(1);
  if (!latest) return undefined;
  return progressOf(db, latest, latest.status !== 'complete');
}

/** Whether the user may read the survey's collected data: its owner or a data grantee, or full data rights. */
async function readsDataOf(db: Database, user: AccountUser, surveyId: string): Promise<boolean> {
  if (hasAbility(user, 'dataAll')) return true;
  return (await findSurveyAccess(db, user, surveyId))?.access.data === true;
}

async function progressOf(
  db: Database,
  response: ResponseRow,
  withAnswers: boolean,
): Promise<ProgressResponse> {
  const progress: ProgressResponse = {
    responseId: response.id,
    surveyId: response.surveyId,
    version: response.releaseVersion,
    seed: response.seed,
    status: response.status === 'complete' ? 'complete' : 'in-progress',
    sampleStatus: sampleStatusSchema.nullable().parse(response.sampleStatus),
    userPage: response.userPage,
    ackSeq: response.lastAckSequence,
    items: [],
  };
  if (!withAnswers) return progress;
  const loaded = await cachedRelease(db, response.surveyId, response.releaseVersion);
  const rows = await db
    .select({ questionId: responseItems.questionId, value: responseItems.value })
    .from(responseItems)
    .where(eq(responseItems.responseId, response.id))
    .orderBy(asc(responseItems.questionId), asc(responseItems.descId));
  const [trail] = await db
    .select({ seq: max(auditEvents.seq), clock: max(auditEvents.clock) })
    .from(auditEvents)
    .where(eq(auditEvents.responseId, response.id));
  const items = itemsOfRows(rows, (id) => loaded?.questionById.get(id), response.id);
  // Another device's audit trail: the one taking the response over numbers its events after it.
  if (trail?.seq != null && trail.clock != null)
    return { ...progress, items, audit: { seq: trail.seq, clock: trail.clock } };
  return { ...progress, items };
}
