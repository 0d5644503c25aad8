import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createCodeRequestSchema,
  createdCodeSchema,
  groupedAccessCode,
  INTERVIEWER_API,
  interviewerListQuerySchema,
  interviewerListSchema,
  inviteAccountRequestSchema,
  revokeInterviewerRequestSchema,
  type SurveyInterviewer,
  surveyInterviewerSchema,
} from '../../src/core/api/interviewers';
import { ResponseCode } from '../../src/core/envelope';
import { findUserByName } from '../accounts/service';
import type { Database } from '../db/database';
import { interviewerAssignments, interviewers } from '../db/schema';
import { type Queryable, readableSurvey, releasableSurvey } from '../design/access';
import { reply } from '../design/routes/common';
import { AppError } from '../http/app-error';
import { currentUser } from '../http/auth';
import { okEnvelope } from '../http/envelope';
import { surveyInterviewers } from './roster';
import { hashAccessCode, newAccessCode } from './sessions';

/**
 * The designer's interviewer calls. Listing needs any access to the survey; inviting, making a code and
 * revoking need its release right (spec 1 §6: who may put a survey into the field), and lock the survey row
 * like every change of its state, so two invitations of one account make one assignment.
 */
export const interviewerDesignerRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    INTERVIEWER_API.list,
    {
      schema: { querystring: interviewerListQuerySchema, response: reply(interviewerListSchema) },
      preHandler: app.requireUser,
    },
    async (request) => {
      await readableSurvey(db, currentUser(request), request.query.surveyId);
      return okEnvelope(request, { interviewers: await surveyInterviewers(db, request.query.surveyId) });
    },
  );

  app.post(
    INTERVIEWER_API.inviteAccount,
    {
      schema: { body: inviteAccountRequestSchema, response: reply(surveyInterviewerSchema) },
      preHandler: app.requireUser,
    },
    async (request) => {
      const { surveyId, userName } = request.body;
      const account = await findUserByName(db, userName);
      const invited = await db.transaction(async (tx) => {
        await releasableSurvey(tx, currentUser(request), surveyId);
        if (!account)
          throw new AppError(ResponseCode.notFound, 'interviewers.account.notFound', { userName });
        await tx
          .insert(interviewers)
          .values({
            userId: account.id,
            name: account.name || account.userName,
            createdBy: currentUser(request).id,
          })
          .onConflictDoNothing();
        const [interviewer] = await tx.select().from(interviewers).where(eq(interviewers.userId, account.id));
        if (!interviewer) throw new Error(`interviewer of account ${account.id} vanished`);
        await assign(tx, interviewer.id, surveyId, currentUser(request).id);
        return oneInterviewer(tx, surveyId, interviewer.id);
      });
      return okEnvelope(request, invited);
    },
  );

  app.post(
    INTERVIEWER_API.createCode,
    {
      schema: { body: createCodeRequestSchema, response: reply(createdCodeSchema) },
      preHandler: app.requireUser,
    },
    async (request) => {
      const { surveyId, name } = request.body;
      const code = newAccessCode();
      const created = await db.transaction(async (tx) => {
        await releasableSurvey(tx, currentUser(request), surveyId);
        const [interviewer] = await tx
          .insert(interviewers)
          .values({ codeHash: hashAccessCode(code), name, createdBy: currentUser(request).id })
          .returning();
        if (!interviewer) throw new Error('interviewer insert returned nothing');
        await assign(tx, interviewer.id, surveyId, currentUser(request).id);
        return oneInterviewer(tx, surveyId, interviewer.id);
      });
      return okEnvelope(request, { interviewer: created, code: groupedAccessCode(code) });
    },
  );

  // Revoking a revoked interviewer answers as done: a double click, or a retry after a lost answer.
  app.post(
    INTERVIEWER_API.revoke,
    {
      schema: { body: revokeInterviewerRequestSchema, response: reply(surveyInterviewerSchema) },
      preHandler: app.requireUser,
    },
    async (request) => {
      const { surveyId, interviewerId } = request.body;
      const revoked = await db.transaction(async (tx) => {
        await releasableSurvey(tx, currentUser(request), surveyId);
        await tx
          .update(interviewerAssignments)
          .set({ revokedAt: new Date() })
          .where(
            and(
              eq(interviewerAssignments.interviewerId, interviewerId),
              eq(interviewerAssignments.surveyId, surveyId),
              isNull(interviewerAssignments.revokedAt),
            ),
          );
        return oneInterviewer(tx, surveyId, interviewerId);
      });
      return okEnvelope(request, revoked);
    },
  );
};

/** A live assignment, unless the interviewer has one already (an invitation sent twice is one). */
async function assign(
  tx: Queryable,
  interviewerId: string,
  surveyId: string,
  assignedBy: string,
): Promise<void> {
  await tx
    .insert(interviewerAssignments)
    .values({ interviewerId, surveyId, assignedBy })
    .onConflictDoNothing();
}

async function oneInterviewer(
  db: Queryable,
  surveyId: string,
  interviewerId: string,
): Promise<SurveyInterviewer> {
  const [found] = await surveyInterviewers(db, surveyId, interviewerId);
  if (!found) throw new AppError(ResponseCode.notFound, 'interviewers.notFound');
  return found;
}
