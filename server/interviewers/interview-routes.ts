import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type AssignedSurvey,
  assignedSurveysSchema,
  deviceReportRequestSchema,
  deviceReportResponseSchema,
  discardInterviewRequestSchema,
  discardInterviewResponseSchema,
  INTERVIEWER_API,
  INTERVIEWER_TOKEN_HEADER,
  interviewerLoginRequestSchema,
  interviewerLoginResponseSchema,
  interviewReleaseQuerySchema,
  interviewReleaseSchema,
} from '../../src/core/api/interviewers';
import { ResponseCode } from '../../src/core/envelope';
import { SurveyState } from '../../src/core/model';
import { authenticate } from '../accounts/service';
import type { SessionSettings } from '../accounts/sessions';
import { cachedRelease } from '../answers/survey-release';
import { limitsOf } from '../collection/limits';
import type { Database } from '../db/database';
import { type InterviewerRow, interviewers, surveys } from '../db/schema';
import { servedReleaseHtml } from '../design/rich-text-fields';
import { reply } from '../design/routes/common';
import { uploadsDirOf } from '../design/routes/uploads';
import { AppError } from '../http/app-error';
import { okEnvelope } from '../http/envelope';
import { failureCounts } from '../http/failure-counts';
import { LoginFailureLimiter, type LoginRateLimit } from '../http/rate-limits';
import { releaseByVersion } from '../publish/release';
import { liveAssignmentsOf, requireLiveAssignment } from './assignments';
import { keepDeviceReport } from './deviceReports';
import { discardInterview } from './discard';
import { releaseManifest } from './manifest';
import {
  createInterviewerSession,
  deleteInterviewerSession,
  hashAccessCode,
  interviewerTokenOf,
  requireInterviewer,
} from './sessions';

export type InterviewRoutesOptions = {
  db: Database;
  sessions: SessionSettings;
  loginRateLimit: LoginRateLimit;
  dataDir: string;
};

/**
 * The interviewer's own calls (the runner's interviewer screen): log in with an account or an access code,
 * list the assigned surveys with what to download, fetch a release by version, discard an interview.
 * Saves of interviews go through the respondents' save call with the interviewer token (save-check.ts).
 */
export const interviewRoutes: FastifyPluginAsyncZod<InterviewRoutesOptions> = async (app, options) => {
  const { db, sessions } = options;
  const uploadsDir = uploadsDirOf(options.dataDir);
  // Wrong codes and passwords spend attempts per address (and user name), as the designers' login does.
  const loginFailures = new LoginFailureLimiter(
    options.loginRateLimit,
    failureCounts(app.sharedRedis, 'interviewer-login'),
  );

  app.post(
    INTERVIEWER_API.login,
    { schema: { body: interviewerLoginRequestSchema, response: reply(interviewerLoginResponseSchema) } },
    async (request, httpReply) => {
      const body = request.body;
      const interviewer = await loginFailures.attempt(request, httpReply, async () => {
        if ('code' in body) {
          const [found] = await db
            .select()
            .from(interviewers)
            .where(eq(interviewers.codeHash, hashAccessCode(body.code)));
          return found ?? null;
        }
        const account = await authenticate(db, body.userName, body.password);
        if (!account) return null;
        const [found] = await db.select().from(interviewers).where(eq(interviewers.userId, account.id));
        return found ?? null;
      });
      // 400, not 401: to a client 401 means "your session expired".
      if (!interviewer) throw new AppError(ResponseCode.badRequest, 'interviewers.login.wrong');
      const { token, expiresAt } = await createInterviewerSession(db, interviewer.id, sessions);
      await db
        .update(interviewers)
        .set({ lastSeenAt: new Date() })
        .where(eq(interviewers.id, interviewer.id));
      httpReply.header(INTERVIEWER_TOKEN_HEADER, token);
      return okEnvelope(request, {
        token,
        expiresAt: expiresAt.toISOString(),
        interviewer: {
          id: interviewer.id,
          kind: interviewer.userId ? 'account' : 'code',
          name: interviewer.name,
        },
      } as const);
    },
  );

  // Idempotent: a token already gone is not an error, the device forgets it anyway.
  app.post(INTERVIEWER_API.logout, { schema: { response: reply(z.null()) } }, async (request) => {
    const token = interviewerTokenOf(request);
    if (token) await deleteInterviewerSession(db, token);
    return okEnvelope(request, null);
  });

  app.get(
    INTERVIEWER_API.surveys,
    { schema: { response: reply(assignedSurveysSchema) } },
    async (request, httpReply) => {
      const interviewer = await requireInterviewer(db, request, httpReply, sessions);
      return okEnvelope(request, { surveys: await assignedSurveys(db, interviewer, uploadsDir) });
    },
  );

  // Any version of an assigned survey: interviews begun under an older release go on under it.
  app.get(
    INTERVIEWER_API.release,
    { schema: { querystring: interviewReleaseQuerySchema, response: reply(interviewReleaseSchema) } },
    async (request, httpReply) => {
      const interviewer = await requireInterviewer(db, request, httpReply, sessions);
      const { surveyId } = request.query;
      await requireLiveAssignment(db, interviewer.id, surveyId);
      const [survey] = await db.select().from(surveys).where(eq(surveys.id, surveyId)).limit(1);
      const version = request.query.version ?? survey?.releaseVersion ?? undefined;
      const release = version === undefined ? undefined : await releaseByVersion(db, surveyId, version);
      if (!release) {
        throw new AppError(
          ResponseCode.notFound,
          'answers.version.unknown',
          { version: version ?? 0 },
          { reason: 'unknownVersion' },
        );
      }
      const limits = await limitsOf(db, surveyId);
      return okEnvelope(request, {
        surveyId,
        release: servedReleaseHtml(release.snapshot),
        auditValues: limits?.auditValues === 1,
        interviewLocation: limits?.interviewLocation === 1,
      });
    },
  );

  app.post(
    INTERVIEWER_API.discard,
    { schema: { body: discardInterviewRequestSchema, response: reply(discardInterviewResponseSchema) } },
    async (request, httpReply) => {
      const interviewer = await requireInterviewer(db, request, httpReply, sessions);
      return okEnvelope(request, await discardInterview(db, interviewer, request.body));
    },
  );

  // What the device holds at its sync, for the supervisor's "on devices" (deviceReports.ts).
  app.post(
    INTERVIEWER_API.deviceReport,
    { schema: { body: deviceReportRequestSchema, response: reply(deviceReportResponseSchema) } },
    async (request, httpReply) => {
      const interviewer = await requireInterviewer(db, request, httpReply, sessions);
      return okEnvelope(request, await keepDeviceReport(db, interviewer.id, request.body));
    },
  );
};

/** The published surveys the interviewer is assigned now, each with its current release's manifest. */
async function assignedSurveys(
  db: Database,
  interviewer: InterviewerRow,
  uploadsDir: string,
): Promise<AssignedSurvey[]> {
  const assignments = await liveAssignmentsOf(db, interviewer.id);
  if (assignments.length === 0) return [];
  const rows = await db
    .select()
    .from(surveys)
    .where(
      and(
        inArray(
          surveys.id,
          assignments.map((assignment) => assignment.surveyId),
        ),
        eq(surveys.surveyState, SurveyState.published),
      ),
    );
  const listed: AssignedSurvey[] = [];
  for (const survey of rows) {
    if (survey.releaseVersion === null) continue;
    const release = await releaseByVersion(db, survey.id, survey.releaseVersion);
    const loaded = await cachedRelease(db, survey.id, survey.releaseVersion);
    if (!release || !loaded) continue;
    const snapshot = servedReleaseHtml(release.snapshot);
    const files = await releaseManifest(snapshot, loaded.release, uploadsDir);
    listed.push({
      surveyId: survey.id,
      surveyName: snapshot.survey.surveyName,
      releaseVersion: survey.releaseVersion,
      files,
      totalBytes: files.reduce((sum, file) => sum + (file.bytes ?? 0), 0),
    });
  }
  return listed;
}
