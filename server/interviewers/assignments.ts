import { and, desc, eq, isNull } from 'drizzle-orm';
import { ResponseCode } from '../../src/core/envelope';
import { type InterviewerAssignmentRow, interviewerAssignments } from '../db/schema';
import type { Queryable } from '../design/access';
import { AppError } from '../http/app-error';

/**
 * The assignment that decides what an interviewer may do with a survey: the live one, else the one revoked
 * last (its time says which interviews began before it); undefined when the interviewer never had one.
 */
export async function decidingAssignment(
  db: Queryable,
  interviewerId: string,
  surveyId: string,
): Promise<InterviewerAssignmentRow | undefined> {
  const rows = await db
    .select()
    .from(interviewerAssignments)
    .where(
      and(
        eq(interviewerAssignments.interviewerId, interviewerId),
        eq(interviewerAssignments.surveyId, surveyId),
      ),
    )
    .orderBy(desc(interviewerAssignments.assignedAt));
  return rows.find((row) => row.revokedAt === null) ?? rows[0];
}

export function notAssigned(): AppError {
  return new AppError(
    ResponseCode.forbidden,
    'interviewers.survey.notAssigned',
    {},
    { reason: 'notAssigned' },
  );
}

export function assignmentRevoked(revokedAt: Date): AppError {
  return new AppError(
    ResponseCode.forbidden,
    'interviewers.survey.revoked',
    {},
    { reason: 'interviewerRevoked', revokedAt: revokedAt.toISOString() },
  );
}

/** What a download needs: a live assignment (a revoked interviewer takes nothing new out). */
export async function requireLiveAssignment(
  db: Queryable,
  interviewerId: string,
  surveyId: string,
): Promise<void> {
  const assignment = await decidingAssignment(db, interviewerId, surveyId);
  if (!assignment) throw notAssigned();
  if (assignment.revokedAt) throw assignmentRevoked(assignment.revokedAt);
}

/** Whether the survey ever had an interviewer (its exports then name each response's). */
export async function surveyHasInterviewers(db: Queryable, surveyId: string): Promise<boolean> {
  const [found] = await db
    .select({ id: interviewerAssignments.id })
    .from(interviewerAssignments)
    .where(eq(interviewerAssignments.surveyId, surveyId))
    .limit(1);
  return found !== undefined;
}

/** The surveys an interviewer may collect now. */
export async function liveAssignmentsOf(
  db: Queryable,
  interviewerId: string,
): Promise<InterviewerAssignmentRow[]> {
  return db
    .select()
    .from(interviewerAssignments)
    .where(
      and(eq(interviewerAssignments.interviewerId, interviewerId), isNull(interviewerAssignments.revokedAt)),
    )
    .orderBy(interviewerAssignments.assignedAt);
}
