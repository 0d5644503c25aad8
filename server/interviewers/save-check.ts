import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SaveAnswersRequest } from '../../src/core/api/answer';
import { ResponseCode } from '../../src/core/envelope';
import type { SessionSettings } from '../accounts/sessions';
import { startOf } from '../collection/save-gate';
import type { Database } from '../db/database';
import { type ResponseRow, responses } from '../db/schema';
import { AppError } from '../http/app-error';
import { assignmentRevoked, decidingAssignment, notAssigned } from './assignments';
import { requireInterviewer } from './sessions';

/** What a save of an interview writes on its response: whose it is, and the flag once it is sent revoked. */
export type InterviewColumns = Partial<Pick<ResponseRow, 'interviewerId' | 'interviewerFlag'>>;

/**
 * The save's interview check, after the replay check (a replay changes nothing) and before everything else:
 * - a discarded response takes no more saves, interview or not;
 * - a save naming an interviewer (or of a response stored as an interview) must carry that interviewer's
 *   live token, and the interviewer must have been assigned the survey;
 * - after a revocation, interviews that began before it (stored already, or started before it by the
 *   device's word, never later than now) are taken and flagged 'revoked'; later ones are refused.
 * Undefined for a respondent's own response.
 */
export async function checkInterviewSave(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  settings: SessionSettings,
  body: SaveAnswersRequest,
  now = new Date(),
): Promise<InterviewColumns | undefined> {
  const [stored] = await db
    .select({ interviewerId: responses.interviewerId, discardedAt: responses.discardedAt })
    .from(responses)
    .where(eq(responses.id, body.responseId))
    .limit(1);
  if (stored?.discardedAt) throw interviewDiscarded();
  const interviewerId = body.interviewerId ?? stored?.interviewerId ?? undefined;
  if (!interviewerId) return undefined;

  const interviewer = await requireInterviewer(db, request, reply, settings, now);
  if (interviewer.id !== interviewerId || (stored && stored.interviewerId !== interviewerId)) {
    throw otherInterviewer();
  }
  const assignment = await decidingAssignment(db, interviewerId, body.surveyId);
  if (!assignment) throw notAssigned();
  if (!assignment.revokedAt) return { interviewerId };
  if (stored || startOf(body, now) < assignment.revokedAt)
    return { interviewerId, interviewerFlag: 'revoked' };
  throw assignmentRevoked(assignment.revokedAt);
}

export function interviewDiscarded(): AppError {
  return new AppError(
    ResponseCode.conflict,
    'interviewers.interview.discarded',
    {},
    { reason: 'interviewDiscarded' },
  );
}

export function otherInterviewer(): AppError {
  return new AppError(
    ResponseCode.unauthorized,
    'interviewers.session.otherInterviewer',
    {},
    { reason: 'interviewerSession' },
  );
}

/**
 * Runs a save's store and writes the interview's columns on its response in the same transaction, so an
 * interview is never stored without its interviewer (a flag, once set, stays: `interview` never clears it).
 */
export async function withInterviewMarked<T>(
  db: Database,
  responseId: string,
  interview: InterviewColumns | undefined,
  store: (db: Database) => Promise<T>,
): Promise<T> {
  if (!interview) return store(db);
  return db.transaction(async (tx) => {
    const result = await store(tx);
    await tx.update(responses).set(interview).where(eq(responses.id, responseId));
    return result;
  });
}
