import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DESIGN_API,
  SURVEY_LOAD_API,
  surveyLoadQuerySchema,
  surveyLoadResponseSchema,
  surveyStateQuerySchema,
  surveyStateResponseSchema,
} from '../../src/core/api/design';
import { ResponseCode } from '../../src/core/envelope';
import { SurveyState } from '../../src/core/model';
import { findRespondentProgress } from '../answers/progress';
import { limitsOf } from '../collection/limits';
import { surveyLoadGate } from '../collection/load-gate';
import { collectionRoutes } from '../collection/routes';
import type { Database } from '../db/database';
import { surveys } from '../db/schema';
import { releasableSurvey } from '../design/access';
import { servedReleaseHtml } from '../design/rich-text-fields';
import { reply } from '../design/routes/common';
import { AppError } from '../http/app-error';
import { currentUser, requireAbility } from '../http/auth';
import { okEnvelope, requestLanguage } from '../http/envelope';
import { surveyHasQuotas } from '../quotas/has-quotas';
import { currentRelease, publishSurvey, releaseByVersion } from './release';

export type PublishRoutesOptions = { db: Database };

/**
 * Survey state changes (spec 1 §4, §7 surveyState) and the respondents' survey load (spec 2 §7).
 * '1' publishes a new release; '2' ends (never published again); '0' pauses back to designing; the state
 * the survey is already in is answered as done.
 */
export const publishRoutes: FastifyPluginAsyncZod<PublishRoutesOptions> = async (app, { db }) => {
  // The collection limits (open and close time, cap, one per device, password) gate the survey load below;
  // their settings calls are registered with it.
  await app.register(collectionRoutes, { db });
  const admitLoad = surveyLoadGate(db, app.sharedRedis);

  app.get(
    DESIGN_API.surveyState,
    {
      schema: { querystring: surveyStateQuerySchema, response: reply(surveyStateResponseSchema) },
      preHandler: [app.requireUser, requireAbility('release')],
    },
    async (request) => {
      const user = currentUser(request);
      const { id, surveyState } = request.query;
      const result = await db.transaction(async (tx) => {
        // Locked until the end of this transaction (see lockedSurvey): concurrent state changes of one survey
        // run one after another, each seeing the state the one before it left.
        const { survey } = await releasableSurvey(tx, user, id);
        if (survey.surveyState === SurveyState.ended && surveyState !== SurveyState.ended) {
          throw new AppError(ResponseCode.conflict, 'design.publish.ended');
        }
        // Asking for the state the survey is already in is answered as done, with its current version, and
        // writes nothing. A double click on Publish, a second tab, or a retry after a lost answer all mean
        // "make it published": the person expects their survey published once (one release, whichever
        // request got there first), not an error dialog after the success message.
        if (survey.surveyState === surveyState) {
          return { surveyId: survey.id, surveyState, releaseVersion: survey.releaseVersion };
        }
        let releaseVersion = survey.releaseVersion;
        if (surveyState === SurveyState.published) {
          releaseVersion = await publishSurvey(tx, survey, requestLanguage(request), user.id);
        } else if (surveyState === SurveyState.ended && survey.surveyState !== SurveyState.published) {
          throw new AppError(ResponseCode.conflict, 'design.state.notPublished');
        } else {
          await tx
            .update(surveys)
            .set({ surveyState, updatedAt: new Date() })
            .where(eq(surveys.id, survey.id));
        }
        return { surveyId: survey.id, surveyState, releaseVersion };
      });
      return okEnvelope(request, result);
    },
  );

  /**
   * Anonymous: a respondent has no account. Only the current release of a published survey is served; the
   * refusals carry a reason code (notFound, notPublished, ended, and the collection limits' reasons of
   * src/core/api/collection.ts) for the runner's status page.
   */
  app.get(
    SURVEY_LOAD_API.load,
    { schema: { querystring: surveyLoadQuerySchema, response: reply(surveyLoadResponseSchema) } },
    async (request, httpReply) => {
      const [survey] = await db.select().from(surveys).where(eq(surveys.id, request.query.surveyId)).limit(1);
      if (!survey)
        throw new AppError(ResponseCode.notFound, 'design.load.notFound', {}, { reason: 'notFound' });
      if (survey.surveyState === SurveyState.ended) {
        throw new AppError(ResponseCode.forbidden, 'design.load.ended', {}, { reason: 'ended' });
      }
      const release =
        survey.surveyState === SurveyState.published ? await currentRelease(db, survey) : undefined;
      if (!release)
        throw new AppError(
          ResponseCode.forbidden,
          'design.load.notPublished',
          {},
          { reason: 'notPublished' },
        );
      // A published survey may still refuse on its collection limits (server/collection/load-gate.ts).
      await admitLoad(request, httpReply, survey.id);
      const snapshot = servedReleaseHtml(release.snapshot);
      const surveyAnswer = request.query.userId
        ? ((await findRespondentProgress(db, survey.id, request.query.userId)) ?? null)
        : null;
      // A response in progress under an earlier release goes on under it, on any device: send that release too.
      const answerRelease =
        surveyAnswer && surveyAnswer.status !== 'complete' && surveyAnswer.version !== release.version
          ? await releaseByVersion(db, survey.id, surveyAnswer.version)
          : undefined;
      // Live settings of the audit trail, as the collection limits are (not part of the release).
      const limits = await limitsOf(db, survey.id);
      return okEnvelope(request, {
        surveyId: survey.id,
        surveyName: snapshot.survey.surveyName,
        surveyLanguage: snapshot.survey.surveyLanguage,
        surveyAnswer,
        answerRelease: answerRelease ? servedReleaseHtml(answerRelease.snapshot) : null,
        groupList: snapshot.groups,
        randOrder: snapshot.survey.randOrder,
        randIds: snapshot.survey.randIds,
        release: snapshot,
        hasQuotas: await surveyHasQuotas(db, survey.id),
        auditValues: limits?.auditValues === 1,
        interviewLocation: limits?.interviewLocation === 1,
      });
    },
  );
};
