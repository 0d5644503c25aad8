import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changedCountSchema,
  deleteResponsesRequestSchema,
  markInvalidRequestSchema,
  RESULTS_API,
  responseDetailSchema,
  responseQuerySchema,
  responsesRequestSchema,
  responsesResponseSchema,
} from '../../../src/core/api/results';
import { responses } from '../../db/schema';
import { reply } from '../../design/routes/common';
import { currentUser } from '../../http/auth';
import { okEnvelope } from '../../http/envelope';
import { dataSurvey } from '../access';
import type { ResultsPluginOptions } from '../plugin';
import { responseDetail, responsePage } from './read';

/**
 * The responses of a survey, one by one (src/core/api/results.ts): the filtered list (the invalid view is
 * the filter's `invalid: 'only'`), one response in the words it was answered in, marking invalid or
 * restoring, and deleting. Each call needs data authority; ids of other surveys change nothing.
 */
export const responseRoutes: FastifyPluginAsyncZod<ResultsPluginOptions> = async (app, { db }) => {
  app.post(
    RESULTS_API.responses,
    {
      schema: { body: responsesRequestSchema, response: reply(responsesResponseSchema) },
      preHandler: app.requireUser,
    },
    async (request) => {
      await dataSurvey(db, currentUser(request), request.body.surveyId);
      return okEnvelope(request, await responsePage(db, request.body));
    },
  );

  app.get(
    RESULTS_API.response,
    {
      schema: { querystring: responseQuerySchema, response: reply(responseDetailSchema) },
      preHandler: app.requireUser,
    },
    async (request) => {
      const { surveyId, responseId } = request.query;
      await dataSurvey(db, currentUser(request), surveyId);
      return okEnvelope(request, await responseDetail(db, surveyId, responseId));
    },
  );

  app.post(
    RESULTS_API.markInvalid,
    {
      schema: { body: markInvalidRequestSchema, response: reply(changedCountSchema) },
      preHandler: app.requireUser,
    },
    async (request) => {
      const { surveyId, responseIds, invalid } = request.body;
      await dataSurvey(db, currentUser(request), surveyId);
      const changed = await db
        .update(responses)
        .set({ invalidAt: invalid ? new Date() : null })
        .where(
          and(
            eq(responses.surveyId, surveyId),
            inArray(responses.id, [...new Set(responseIds)]),
            // Only those whose state changes: a second mark keeps the first one's time, and the count is true.
            invalid ? isNull(responses.invalidAt) : isNotNull(responses.invalidAt),
          ),
        )
        .returning({ id: responses.id });
      return okEnvelope(request, { changed: changed.length });
    },
  );

  app.post(
    RESULTS_API.deleteResponses,
    {
      schema: { body: deleteResponsesRequestSchema, response: reply(changedCountSchema) },
      preHandler: app.requireUser,
    },
    async (request) => {
      const { surveyId, responseIds } = request.body;
      await dataSurvey(db, currentUser(request), surveyId);
      // Item rows go with their response (the foreign key cascades).
      const deleted = await db
        .delete(responses)
        .where(and(eq(responses.surveyId, surveyId), inArray(responses.id, [...new Set(responseIds)])))
        .returning({ id: responses.id });
      return okEnvelope(request, { changed: deleted.length });
    },
  );
};
