import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ANSWER_API,
  type SaveAnswersRequest,
  type SaveAnswersResponse,
  saveAnswersRequestSchema,
  saveAnswersResponseSchema,
} from '../../src/core/api/answer';
import { envelopeSchema, ResponseCode } from '../../src/core/envelope';
import { isNewerSaveBody, type SampleStatus } from '../../src/core/model';
import { resolveSession, type SessionSettings } from '../accounts/sessions';
import { storeWithinCap } from '../collection/cap';
import { admitSave } from '../collection/save-gate';
import type { Database } from '../db/database';
import { AppError } from '../http/app-error';
import { sessionExpired, tokenOf } from '../http/auth';
import { okEnvelope, requestLanguage } from '../http/envelope';
import { checkInterviewSave, withInterviewMarked } from '../interviewers/save-check';
import { type AuditRow, auditRowsOf } from './audit';
import { evaluateSave } from './evaluate-save';
import { storableAlone, storeFirstSave } from './first-save';
import type { ItemRow } from './item-rows';
import { keepDeclaredLinkValues } from './link-values';
import { type ProgressReader, progressQuerySchema, progressResponseSchema, readProgress } from './progress';
import { invalidAnswers } from './refusals';
import { readSaveFacts, type StoredResponseFacts } from './save-facts';
import { storeSave } from './store-save';
import { collectingRelease, releaseLanguage } from './survey-release';
import { storeUpdate, updatableAlone } from './update-save';

export type AnswerRoutesOptions = { db: Database; sessions: SessionSettings };

/**
 * A save carries the whole response: up to 20 000 items (the contract's maximum) of a few hundred bytes
 * each, Chinese text being three bytes a character. Fastify's 1 MiB default would refuse a long survey.
 */
export const SAVE_BODY_LIMIT = 16 * 1024 * 1024;

/**
 * Per response and address: a device replaying its outbox sends a burst of saves, which is fine; one
 * response saved more than ten times a second for a minute is not a person answering.
 */
export const SAVE_RATE_LIMIT = { max: 600, timeWindow: 60_000 };

/**
 * The respondents' answer calls (spec 2 §7): anonymous, the response id being the respondent's key; what
 * the progress call gives to whom is the rule written in progress.ts.
 */
export const answerRoutes: FastifyPluginAsyncZod<AnswerRoutesOptions> = async (app, { db, sessions }) => {
  app.post(
    ANSWER_API.save,
    {
      bodyLimit: SAVE_BODY_LIMIT,
      schema: {
        body: saveAnswersRequestSchema,
        response: { 200: envelopeSchema(saveAnswersResponseSchema) },
      },
      // A save written by a newer app than this server (a deployment under way) is not refused for good,
      // which would leave it on the phone forever: "try again later", and a replay finds the new server.
      preValidation: async (request) => {
        if (isNewerSaveBody(request.body)) {
          const reason = { reason: 'newerFormat' };
          throw new AppError(ResponseCode.serviceUnavailable, 'answers.save.newerFormat', {}, reason);
        }
      },
      config: {
        rateLimit: {
          ...SAVE_RATE_LIMIT,
          hook: 'preHandler',
          keyGenerator: (request) => `save|${request.ip}|${(request.body as SaveAnswersRequest).responseId}`,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      // What the checks below read, in one round trip (save-facts.ts); each check still decides as before.
      const facts = await readSaveFacts(db, body.surveyId, body.responseId);
      // A replay of an acknowledged save is answered before anything else is looked at, so it stays
      // harmless and cheap even after the survey ended. The sequence only grows, so no lock is needed.
      const replay = acknowledgedReplay(facts.response, body);
      if (replay) return okEnvelope(request, replay);
      // An interview is its interviewer's, by their token and assignment (server/interviewers/save-check.ts);
      // a save neither naming an interviewer nor of a stored interview or discarded response has none.
      const interview = mayBeInterview(facts.response, body)
        ? await checkInterviewSave(db, request, reply, sessions, body)
        : undefined;
      const loaded = await collectingRelease(db, body.surveyId, body.version, facts.surveyState);
      // The survey's collection limits judge a new response by when it started (server/collection/save-gate.ts).
      await admitSave(db, request, body, undefined, interview !== undefined, {
        limits: facts.limits,
        responseExists: facts.response !== undefined,
      });
      // A device that does not say which language it answered in was shown the release's own language:
      // recorded here, so that results count and filter every response by the same stored value.
      body.paradata.language ??= releaseLanguage(loaded.release) || undefined;
      await keepDeclaredLinkValues(db, body);
      const evaluated = evaluateSave(loaded, body);
      if (!evaluated.ok) {
        throw invalidAnswers(
          evaluated.problems,
          (id) => loaded.questionById.get(id),
          requestLanguage(request),
        );
      }
      const recordValues = facts.limits?.auditValues === 1;
      const auditRows = auditRowsOf(body, loaded, recordValues, (message) => request.log.warn(message));
      const alone = await storedInOneStatement(db, body, facts.response, interview, evaluated, auditRows);
      if (alone) return okEnvelope(request, alone);
      // A completion past the survey's cap is kept as Overquota (server/collection/cap.ts).
      const stored = await storeWithinCap(db, body, (store) =>
        withInterviewMarked(store, body.responseId, interview, (tx) =>
          storeSave(tx, body, evaluated.rows, evaluated.droppedQuestionIds, auditRows),
        ),
      );
      return okEnvelope(request, stored);
    },
  );

  app.get(
    ANSWER_API.progress,
    {
      schema: { querystring: progressQuerySchema, response: { 200: envelopeSchema(progressResponseSchema) } },
    },
    async (request) =>
      okEnvelope(request, await readProgress(db, request.query.responseId, await readerOf(db, request))),
  );
};

/**
 * The logged-in account behind a respondents' call, when it sends a token (a designer reading a finished
 * response, see progress.ts); undefined without one. A token that is no longer live is refused with the
 * usual 401 rather than read as "nobody", so the designer's client logs in again instead of showing a
 * response without its answers.
 */
async function readerOf(db: Database, request: FastifyRequest): Promise<ProgressReader> {
  const token = tokenOf(request);
  if (!token) return undefined;
  const found = await resolveSession(db, token);
  if (!found) throw sessionExpired();
  const { passwordHash: _hidden, ...user } = found.user;
  return user;
}

/** The acknowledgement of a save the stored response has taken already (its sequence), else undefined. */
function acknowledgedReplay(
  stored: StoredResponseFacts | undefined,
  body: SaveAnswersRequest,
): SaveAnswersResponse | undefined {
  if (!stored || stored.surveyId !== body.surveyId || body.seq > stored.lastAckSequence) return undefined;
  return {
    responseId: body.responseId,
    ackSeq: stored.lastAckSequence,
    status: stored.status === 'complete' ? 'complete' : 'in-progress',
    sampleStatus: (stored.sampleStatus as SampleStatus | null) ?? null,
    droppedQuestionIds: [],
  };
}

/**
 * Whether checkInterviewSave has anything to check: the save names an interviewer, or the stored response is
 * an interview or was discarded (which it refuses). Any other save is a respondent's own, as it would find.
 */
function mayBeInterview(stored: StoredResponseFacts | undefined, body: SaveAnswersRequest): boolean {
  return body.interviewerId != null || Boolean(stored?.interviewerId) || Boolean(stored?.discardedAt);
}

/**
 * The save stored in one statement when it may be: a response's first save (first-save.ts) or an update
 * (update-save.ts). Undefined when the save needs the cap, the quotas or an interviewer, or when the response
 * turns out to be otherwise than the checks read it (a concurrent save): the transaction orders those.
 */
async function storedInOneStatement(
  db: Database,
  body: SaveAnswersRequest,
  stored: StoredResponseFacts | undefined,
  interview: unknown,
  evaluated: { rows: ItemRow[]; droppedQuestionIds: string[] },
  auditRows: AuditRow[],
): Promise<SaveAnswersResponse | undefined> {
  if (!storableAlone(body, interview)) return undefined;
  if (stored === undefined)
    return storeFirstSave(db, body, evaluated.rows, evaluated.droppedQuestionIds, auditRows);
  if (!updatableAlone(stored, body)) return undefined;
  return storeUpdate(db, body, evaluated.rows, evaluated.droppedQuestionIds, auditRows);
}
