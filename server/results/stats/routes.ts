import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  crosstabRequestSchema,
  crosstabSchema,
  overviewSchema,
  questionsRequestSchema,
  questionsResponseSchema,
  RESULTS_API,
  surveyFilterRequestSchema,
  textsRequestSchema,
  textsResponseSchema,
} from '../../../src/core/api/results';
import { ResponseCode } from '../../../src/core/envelope';
import { reply } from '../../design/routes/common';
import { AppError } from '../../http/app-error';
import { currentUser } from '../../http/auth';
import { okEnvelope, requestLanguage } from '../../http/envelope';
import { dataSurvey } from '../access';
import type { ResultsPluginOptions } from '../plugin';
import { shareRoutes } from '../share/routes';
import { crosstabOf } from './crosstab';
import { labelledQuestions, newestRelease } from './labels';
import { overviewOf } from './overview';
import { questionSummaries } from './summaries';
import { textPage } from './texts';

/**
 * Statistics of a survey's results (src/core/api/results.ts), each a POST whose body carries the survey and
 * the filter (a filter is too rich for a query string). Every call needs data authority on the survey.
 * The share switch and the public report are registered here too (server/results/share).
 */
export const statsRoutes: FastifyPluginAsyncZod<ResultsPluginOptions> = async (app, options) => {
  const { db } = options;

  app.post(
    RESULTS_API.overview,
    {
      schema: { body: surveyFilterRequestSchema, response: reply(overviewSchema) },
      preHandler: app.requireUser,
    },
    async (request) => {
      const { surveyId, filter } = request.body;
      await dataSurvey(db, currentUser(request), surveyId);
      return okEnvelope(request, await overviewOf(db, { surveyId, filter }));
    },
  );

  app.post(
    RESULTS_API.questions,
    {
      schema: { body: questionsRequestSchema, response: reply(questionsResponseSchema) },
      preHandler: app.requireUser,
    },
    async (request) => {
      const { surveyId, filter, questionIds } = request.body;
      await dataSurvey(db, currentUser(request), surveyId);
      return okEnvelope(
        request,
        await questionSummaries(db, { surveyId, filter }, requestLanguage(request), questionIds),
      );
    },
  );

  /** A question of the survey's newest release, labelled; a 404 for any other id. */
  const questionOf = async (
    surveyId: string,
    questionId: string,
    lang: ReturnType<typeof requestLanguage>,
  ) => {
    const release = await newestRelease(db, surveyId);
    const found = release
      ? (await labelledQuestions(db, release, lang)).find((question) => question.question.id === questionId)
      : undefined;
    if (!found) throw new AppError(ResponseCode.notFound, 'results.question.notFound');
    return found;
  };

  app.post(
    RESULTS_API.texts,
    {
      schema: { body: textsRequestSchema, response: reply(textsResponseSchema) },
      preHandler: app.requireUser,
    },
    async (request) => {
      const { surveyId, filter, questionId } = request.body;
      await dataSurvey(db, currentUser(request), surveyId);
      const question = await questionOf(surveyId, questionId, requestLanguage(request));
      return okEnvelope(request, await textPage(db, { surveyId, filter }, question, request.body));
    },
  );

  app.post(
    RESULTS_API.crosstab,
    { schema: { body: crosstabRequestSchema, response: reply(crosstabSchema) }, preHandler: app.requireUser },
    async (request) => {
      const { surveyId, filter, rowQuestionId, columnQuestionId } = request.body;
      await dataSurvey(db, currentUser(request), surveyId);
      const lang = requestLanguage(request);
      const rowQuestion = await questionOf(surveyId, rowQuestionId, lang);
      const columnQuestion = await questionOf(surveyId, columnQuestionId, lang);
      return okEnvelope(request, await crosstabOf(db, { surveyId, filter }, rowQuestion, columnQuestion));
    },
  );

  await app.register(shareRoutes, options);
};
