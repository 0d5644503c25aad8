import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  COLLECTION_API,
  type CollectionLimits,
  collectionLimitsSchema,
  collectionQuerySchema,
  saveCollectionRequestSchema,
} from '../../src/core/api/collection';
import { envelopeSchema, ResponseCode } from '../../src/core/envelope';
import { hashPassword } from '../accounts/passwords';
import type { Database } from '../db/database';
import { collectionLimits } from '../db/schema';
import { type Queryable, readableSurvey } from '../design/access';
import { AppError } from '../http/app-error';
import { currentUser, requireAbility } from '../http/auth';
import { okEnvelope } from '../http/envelope';
import { completesOf, limitsOf } from './limits';

const reply = <T extends z.ZodType>(data: T) => ({ 200: envelopeSchema(data) });

/**
 * The collection limits' settings calls (the designer's /surveyconfig). Reading needs any access to the
 * survey; saving needs its edit right but not the designing state: limits change while a survey collects.
 * The password is kept as an argon2id hash and never sent back, only whether one is set.
 */
export const collectionRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    COLLECTION_API.get,
    {
      schema: { querystring: collectionQuerySchema, response: reply(collectionLimitsSchema) },
      preHandler: app.requireUser,
    },
    async (request) => {
      await readableSurvey(db, currentUser(request), request.query.surveyId);
      return okEnvelope(request, await limitsWire(db, request.query.surveyId));
    },
  );

  app.post(
    COLLECTION_API.save,
    {
      schema: { body: saveCollectionRequestSchema, response: reply(collectionLimitsSchema) },
      preHandler: [app.requireUser, requireAbility('edit')],
    },
    async (request) => {
      const body = request.body;
      const found = await readableSurvey(db, currentUser(request), body.surveyId);
      if (!found.access.edit) throw new AppError(ResponseCode.forbidden, 'design.survey.noEditRight');
      // Hashed before the transaction: argon2 takes tens of milliseconds, no lock needs to wait for it.
      const passwordHash =
        typeof body.password === 'string' ? await hashPassword(body.password) : body.password;
      const values = {
        opensAt: body.opensAt ? new Date(body.opensAt) : null,
        closesAt: body.closesAt ? new Date(body.closesAt) : null,
        maxCompletes: body.maxCompletes,
        onePerDevice: body.onePerDevice,
        ...(body.auditValues !== undefined && { auditValues: body.auditValues }),
        ...(body.interviewLocation !== undefined && { interviewLocation: body.interviewLocation }),
        // Absent: the password set stays as it is.
        ...(passwordHash !== undefined && { passwordHash }),
        updatedAt: new Date(),
      };
      await db
        .insert(collectionLimits)
        .values({ surveyId: body.surveyId, ...values })
        .onConflictDoUpdate({ target: collectionLimits.surveyId, set: values });
      return okEnvelope(request, await limitsWire(db, body.surveyId));
    },
  );
};

/** The limits as the designer sees them (none set: every limit off). */
async function limitsWire(db: Queryable, surveyId: string): Promise<CollectionLimits> {
  const limits = await limitsOf(db, surveyId);
  return {
    surveyId,
    opensAt: limits?.opensAt?.toISOString() ?? null,
    closesAt: limits?.closesAt?.toISOString() ?? null,
    maxCompletes: limits?.maxCompletes ?? null,
    onePerDevice: limits?.onePerDevice === 1 ? 1 : 0,
    hasPassword: Boolean(limits?.passwordHash),
    auditValues: limits?.auditValues === 1 ? 1 : 0,
    interviewLocation: limits?.interviewLocation === 1 ? 1 : 0,
    completes: await completesOf(db, surveyId),
  };
}
