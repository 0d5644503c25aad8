import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type PublicReport,
  publicReportQuerySchema,
  publicReportSchema,
  RESULTS_API,
  type ResultsFilter,
  type ShareState,
  shareQuerySchema,
  shareRequestSchema,
  shareStateSchema,
} from '../../../src/core/api/results';
import { ResponseCode } from '../../../src/core/envelope';
import type { Database } from '../../db/database';
import { reportShares, surveys } from '../../db/schema';
import { reply } from '../../design/routes/common';
import { AppError } from '../../http/app-error';
import { currentUser } from '../../http/auth';
import { okEnvelope, requestLanguage } from '../../http/envelope';
import { dataSurvey } from '../access';
import type { ResultsPluginOptions } from '../plugin';
import { publicSummary } from '../stats/familyDetails';
import { overviewOf } from '../stats/overview';
import { questionSummaries } from '../stats/summaries';

/** What the public report shows: every valid response, as the results screen shows by default. */
const PUBLIC_FILTER: ResultsFilter = { invalid: 'exclude' };

/** Per address: a person reloading a report now and then, not a script. */
export const PUBLIC_REPORT_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

/** 32 random bytes: a link nobody can guess or enumerate. */
function newToken(): string {
  return randomBytes(32).toString('base64url');
}

async function shareStateOf(db: Database, surveyId: string): Promise<ShareState> {
  const [row] = await db.select().from(reportShares).where(eq(reportShares.surveyId, surveyId)).limit(1);
  return { enabled: row !== undefined, token: row?.token ?? null };
}

/**
 * The public read-only report: a designer with data authority turns it on (a new random token) or off (the
 * row is deleted, so old links stop working); anyone holding the token reads the overview and the question
 * summaries — counts only: never a single response, and no typed text (other texts are left out).
 */
export const shareRoutes: FastifyPluginAsyncZod<ResultsPluginOptions> = async (app, { db }) => {
  app.get(
    RESULTS_API.share,
    {
      schema: { querystring: shareQuerySchema, response: reply(shareStateSchema) },
      preHandler: app.requireUser,
    },
    async (request) => {
      await dataSurvey(db, currentUser(request), request.query.surveyId);
      return okEnvelope(request, await shareStateOf(db, request.query.surveyId));
    },
  );

  app.post(
    RESULTS_API.share,
    { schema: { body: shareRequestSchema, response: reply(shareStateSchema) }, preHandler: app.requireUser },
    async (request) => {
      const user = currentUser(request);
      const { surveyId, enabled } = request.body;
      await dataSurvey(db, user, surveyId);
      if (!enabled) {
        await db.delete(reportShares).where(eq(reportShares.surveyId, surveyId));
      } else {
        // Turning on an enabled report keeps its token: links already handed out go on working.
        await db
          .insert(reportShares)
          .values({ surveyId, token: newToken(), createdBy: user.id })
          .onConflictDoNothing({ target: reportShares.surveyId });
      }
      return okEnvelope(request, await shareStateOf(db, surveyId));
    },
  );

  app.get(
    RESULTS_API.publicReport,
    {
      schema: { querystring: publicReportQuerySchema, response: reply(publicReportSchema) },
      // Anyone holding a link may ask, with no login: each ask runs every statistic of the survey, so one
      // address is held to a reader's pace, and nobody can try tokens by the thousand.
      config: { rateLimit: PUBLIC_REPORT_RATE_LIMIT },
    },
    async (request) => {
      const [shared] = await db
        .select({ surveyId: reportShares.surveyId, surveyName: surveys.surveyName })
        .from(reportShares)
        .innerJoin(surveys, eq(surveys.id, reportShares.surveyId))
        .where(eq(reportShares.token, request.query.token))
        .limit(1);
      if (!shared) throw new AppError(ResponseCode.notFound, 'results.share.notFound');
      const scope = { surveyId: shared.surveyId, filter: PUBLIC_FILTER };
      const { questions } = await questionSummaries(db, scope, requestLanguage(request));
      const report: PublicReport = {
        surveyName: shared.surveyName,
        overview: await overviewOf(db, scope),
        questions: questions.map((summary) =>
          summary.kind === 'choice'
            ? { ...summary, otherTexts: summary.otherTexts.map((other) => ({ ...other, texts: [] })) }
            : publicSummary(summary),
        ),
      };
      return okEnvelope(request, report);
    },
  );
};
