import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  releaseListResponseSchema,
  SHARE_API,
  shareSurveyQuerySchema,
  shortUrlResponseSchema,
} from '../../src/core/api/share';
import { answerPath, SHORT_CODE_PATTERN, SHORT_LINK_PREFIX, shortLinkPath } from '../../src/core/share/links';
import type { Database } from '../db/database';
import { releases, users } from '../db/schema';
import { readableSurvey } from '../design/access';
import { reply } from '../design/routes/common';
import { currentUser } from '../http/auth';
import { okEnvelope } from '../http/envelope';
import { shortCodeOf, surveyOfCode } from './shortLinks';

/** Where a short link that names no survey goes: the runner's status page says the survey was not found. */
const UNKNOWN_SHORT_LINK = '/#/statusTip?reason=notFound';

/**
 * Publish and share: the survey's short link (spec 1 §7 GET /survey/downShortUrl) and its release history,
 * for anyone with access to the survey; and the short path itself, `/s/<code>`, public, which redirects to
 * the answer link (whose page carries the survey's link preview, server/share/pageMeta.ts).
 */
export const shareRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    SHARE_API.shortUrl,
    {
      schema: { querystring: shareSurveyQuerySchema, response: reply(shortUrlResponseSchema) },
      preHandler: app.requireUser,
    },
    async (request) => {
      const { survey } = await readableSurvey(db, currentUser(request), request.query.surveyId);
      const code = await shortCodeOf(db, survey.id);
      return okEnvelope(request, { surveyId: survey.id, code, path: shortLinkPath(code) });
    },
  );

  app.get(
    SHARE_API.releases,
    {
      schema: { querystring: shareSurveyQuerySchema, response: reply(releaseListResponseSchema) },
      preHandler: app.requireUser,
    },
    async (request) => {
      const { survey } = await readableSurvey(db, currentUser(request), request.query.surveyId);
      const rows = await db
        .select({
          version: releases.version,
          publishedAt: releases.publishedAt,
          publishedBy: users.userName,
        })
        .from(releases)
        .leftJoin(users, eq(users.id, releases.publishedBy))
        .where(eq(releases.surveyId, survey.id))
        .orderBy(desc(releases.version));
      return okEnvelope(request, {
        releases: rows.map((row) => ({
          version: row.version,
          publishedAt: row.publishedAt.toISOString(),
          publishedBy: row.publishedBy ?? null,
        })),
      });
    },
  );

  // Not under /api: a page address. A temporary redirect, so a browser asks again each time and a survey
  // deleted later is no longer reached through a cached answer.
  app.get(
    `${SHORT_LINK_PREFIX}:code`,
    { schema: { params: z.object({ code: z.string().max(64) }) } },
    async (request, httpReply) => {
      const { code } = request.params;
      const surveyId = SHORT_CODE_PATTERN.test(code) ? await surveyOfCode(db, code) : undefined;
      httpReply.header('cache-control', 'no-store');
      return httpReply.redirect(surveyId ? answerPath(surveyId) : UNKNOWN_SHORT_LINK, 302);
    },
  );
};
