import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUDIT_API,
  auditSummaryRequestSchema,
  auditSummarySchema,
  auditTrailQuerySchema,
  auditTrailSchema,
} from '../../../src/core/api/audit';
import {
  INTERVIEW_LOCATIONS_API,
  interviewLocationsQuerySchema,
  interviewLocationsSchema,
} from '../../../src/core/api/interviewLocations';
import { reply } from '../../design/routes/common';
import { currentUser } from '../../http/auth';
import { okEnvelope } from '../../http/envelope';
import { dataSurvey } from '../access';
import type { ResultsPluginOptions } from '../plugin';
import { interviewLocationList } from './locations';
import { auditSummary } from './summary';
import { auditTrailOf } from './trail';

/** The audit trail's results calls (src/core/api/audit.ts): data authority on the survey, as every results call. */
export const auditRoutes: FastifyPluginAsyncZod<ResultsPluginOptions> = async (app, { db }) => {
  app.post(
    AUDIT_API.summary,
    {
      schema: { body: auditSummaryRequestSchema, response: reply(auditSummarySchema) },
      preHandler: app.requireUser,
    },
    async (request) => {
      await dataSurvey(db, currentUser(request), request.body.surveyId);
      return okEnvelope(request, await auditSummary(db, request.body.surveyId, request.body.filter));
    },
  );

  app.get(
    AUDIT_API.trail,
    {
      schema: { querystring: auditTrailQuerySchema, response: reply(auditTrailSchema) },
      preHandler: app.requireUser,
    },
    async (request) => {
      const { surveyId, responseId } = request.query;
      await dataSurvey(db, currentUser(request), surveyId);
      return okEnvelope(request, await auditTrailOf(db, surveyId, responseId));
    },
  );

  // The interviewer screen's list of interview locations (per interviewer there).
  app.get(
    INTERVIEW_LOCATIONS_API,
    {
      schema: { querystring: interviewLocationsQuerySchema, response: reply(interviewLocationsSchema) },
      preHandler: app.requireUser,
    },
    async (request) => {
      await dataSurvey(db, currentUser(request), request.query.surveyId);
      return okEnvelope(request, await interviewLocationList(db, request.query.surveyId));
    },
  );
};
