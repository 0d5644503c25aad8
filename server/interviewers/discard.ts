import { eq } from 'drizzle-orm';
import type { DiscardInterviewRequest, DiscardInterviewResponse } from '../../src/core/api/interviewers';
import { ResponseCode } from '../../src/core/envelope';
import { cachedRelease } from '../answers/survey-release';
import { startOf } from '../collection/save-gate';
import type { Database } from '../db/database';
import { type InterviewerRow, responses } from '../db/schema';
import { AppError } from '../http/app-error';
import { decidingAssignment, notAssigned } from './assignments';
import { otherInterviewer } from './save-check';

/**
 * Records that the interviewer discarded an interview in progress. The response is kept, marked discarded and
 * invalid (so it leaves statistics and exports by the rule every view already follows, and the supervisor
 * still sees it among the invalid ones); an interview no save of which had arrived gets its row now, so no
 * discard is silent. A replay answers the first discard's time. A revoked interviewer may still discard.
 */
export async function discardInterview(
  db: Database,
  interviewer: InterviewerRow,
  body: DiscardInterviewRequest,
): Promise<DiscardInterviewResponse> {
  if (body.interviewerId !== interviewer.id) throw otherInterviewer();
  if (!(await decidingAssignment(db, interviewer.id, body.surveyId))) throw notAssigned();
  if (!(await cachedRelease(db, body.surveyId, body.version))) {
    throw new AppError(
      ResponseCode.notFound,
      'answers.version.unknown',
      { version: body.version },
      { reason: 'unknownVersion' },
    );
  }
  return db.transaction(async (tx) => {
    const now = new Date();
    const created = await tx
      .insert(responses)
      .values({
        id: body.responseId,
        surveyId: body.surveyId,
        releaseVersion: body.version,
        seed: '',
        startedAt: startOf({ paradata: { questionTimeMs: {}, startedAt: body.startedAt } }, now),
        interviewerId: interviewer.id,
        discardedAt: now,
        invalidAt: now,
      })
      .onConflictDoNothing({ target: responses.id })
      .returning({ id: responses.id });
    if (created.length > 0) return { responseId: body.responseId, discardedAt: now.toISOString() };

    const [stored] = await tx.select().from(responses).where(eq(responses.id, body.responseId)).for('update');
    if (!stored || stored.surveyId !== body.surveyId || stored.interviewerId !== interviewer.id) {
      throw new AppError(ResponseCode.forbidden, 'interviewers.interview.notYours');
    }
    if (stored.discardedAt) return { responseId: stored.id, discardedAt: stored.discardedAt.toISOString() };
    if (stored.status === 'complete') {
      throw new AppError(
        ResponseCode.conflict,
        'interviewers.interview.completed',
        {},
        { reason: 'completedConflict' },
      );
    }
    await tx
      .update(responses)
      .set({ discardedAt: now, invalidAt: stored.invalidAt ?? now, updatedAt: now })
      .where(eq(responses.id, stored.id));
    return { responseId: stored.id, discardedAt: now.toISOString() };
  });
}
