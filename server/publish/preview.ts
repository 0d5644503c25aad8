import { eq, max } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PREVIEW_API, previewQuerySchema, previewReleaseSchema } from '../../src/core/api/preview';
import { ResponseCode } from '../../src/core/envelope';
import { SurveyState } from '../../src/core/model';
import type { Database } from '../db/database';
import { releases } from '../db/schema';
import { readableSurvey } from '../design/access';
import { flattenQuestions, loadDesign } from '../design/load-design';
import { sanitizeReleaseHtml } from '../design/rich-text-fields';
import { reply } from '../design/routes/common';
import { AppError } from '../http/app-error';
import { currentUser } from '../http/auth';
import { okEnvelope, requestLanguage } from '../http/envelope';
import { buildSnapshot, designProblems, MAX_LISTED_PROBLEMS } from './release';

/**
 * The designer's preview: the release the design would publish now, built by publishing's own buildSnapshot
 * from the numbered design, sanitised as the survey load serves it, and stored nowhere (no release row, no
 * renumbering written, no state change). Anyone who may read the survey may preview it, in any state. What a
 * publish would refuse is listed with it instead of refusing: the designer previews while fixing.
 */
export const previewRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    PREVIEW_API.release,
    {
      schema: { querystring: previewQuerySchema, response: reply(previewReleaseSchema) },
      preHandler: app.requireUser,
    },
    async (request) => {
      const { survey } = await readableSurvey(db, currentUser(request), request.query.surveyId);
      const groups = await loadDesign(db, survey.id);
      if (flattenQuestions(groups).length === 0)
        throw new AppError(ResponseCode.badRequest, 'design.publish.empty');
      const [last] = await db
        .select({ version: max(releases.version) })
        .from(releases)
        .where(eq(releases.surveyId, survey.id));
      // As a publish writes it: the survey published, the next version.
      const published = { ...survey, surveyState: SurveyState.published };
      const snapshot = await buildSnapshot(db, published, groups, (last?.version ?? 0) + 1, new Date());
      const problems = designProblems(groups, requestLanguage(request));
      return okEnvelope(request, {
        release: sanitizeReleaseHtml(snapshot),
        problems: problems.slice(0, MAX_LISTED_PROBLEMS),
        total: problems.length,
      });
    },
  );
};
