import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SURVEY_PARAM_API,
  saveSurveyParamRequestSchema,
  surveyParamDeleteQuerySchema,
  surveyParamListQuerySchema,
  surveyParamListResponseSchema,
  surveyParamWireSchema,
} from '../../src/core/api/surveyParams';
import { envelopeSchema, ResponseCode } from '../../src/core/envelope';
import { surveyParamProblem } from '../../src/core/surveyParams/rules';
import type { AccountUser } from '../accounts/service';
import type { Database } from '../db/database';
import { surveyParams, surveys } from '../db/schema';
import { type Queryable, readableSurvey } from '../design/access';
import { newId } from '../design/ids';
import { AppError } from '../http/app-error';
import { currentUser, requireAbility } from '../http/auth';
import { okEnvelope } from '../http/envelope';
import { declaredParamsOf } from './declared';

const reply = <T extends z.ZodType>(data: T) => ({ 200: envelopeSchema(data) });

/**
 * The link parameters' calls (spec 1 §7). Reading needs any access to the survey; declaring and deleting
 * need its edit right but not the designing state: like quotas, parameters change while a survey collects.
 * A new one is checked against the survey's others (src/core/surveyParams/rules.ts) under the survey row's
 * lock, so two declared at once cannot both take a name or the last place.
 */
export const surveyParamRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const editGuard = [app.requireUser, requireAbility('edit')];

  app.get(
    SURVEY_PARAM_API.list,
    {
      schema: { querystring: surveyParamListQuerySchema, response: reply(surveyParamListResponseSchema) },
      preHandler: app.requireUser,
    },
    async (request) => {
      await readableSurvey(db, currentUser(request), request.query.surveyId);
      return okEnvelope(request, { params: await declaredParamsOf(db, request.query.surveyId) });
    },
  );

  app.post(
    SURVEY_PARAM_API.save,
    {
      schema: { body: saveSurveyParamRequestSchema, response: reply(surveyParamWireSchema) },
      preHandler: editGuard,
    },
    async (request) => {
      const body = request.body;
      const saved = await db.transaction(async (tx) => {
        await lockedForEdit(tx, currentUser(request), body.surveyId);
        const problem = surveyParamProblem(await declaredParamsOf(tx, body.surveyId), body);
        if (problem) {
          const status =
            problem.key === 'surveyParams.tooMany' ? ResponseCode.conflict : ResponseCode.badRequest;
          throw new AppError(status, problem.key, {}, { field: problem.field, reason: problem.key });
        }
        const row = {
          id: newId(),
          surveyId: body.surveyId,
          paramType: body.paramType,
          paramName: body.paramName,
          outParamName: body.outParamName,
        };
        await tx.insert(surveyParams).values(row);
        return row;
      });
      return okEnvelope(request, saved);
    },
  );

  app.get(
    SURVEY_PARAM_API.delete,
    {
      schema: { querystring: surveyParamDeleteQuerySchema, response: reply(z.object({ id: z.string() })) },
      preHandler: editGuard,
    },
    async (request) => {
      await db.transaction(async (tx) => {
        const [param] = await tx.select().from(surveyParams).where(eq(surveyParams.id, request.query.id));
        // Another user's parameter is answered like a missing one, after the survey check says so.
        if (!param) throw new AppError(ResponseCode.notFound, 'surveyParams.param.notFound');
        await lockedForEdit(tx, currentUser(request), param.surveyId);
        await tx
          .delete(surveyParams)
          .where(and(eq(surveyParams.id, param.id), eq(surveyParams.surveyId, param.surveyId)));
      });
      return okEnvelope(request, { id: request.query.id });
    },
  );
};

/** Edit right on the survey (any state), its row locked until the transaction ends. */
async function lockedForEdit(tx: Queryable, user: AccountUser, surveyId: string): Promise<void> {
  const found = await readableSurvey(tx, user, surveyId);
  if (!found.access.edit) throw new AppError(ResponseCode.forbidden, 'design.survey.noEditRight');
  await tx.select({ id: surveys.id }).from(surveys).where(eq(surveys.id, surveyId)).for('update');
}
