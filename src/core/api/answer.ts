import { z } from 'zod';
import type { AuditBatch } from '../audit/events';
import { answerItemPayloadSchema, SAVE_BODY_FORMAT, sampleStatusSchema, upgradeSaveBody } from '../model';
import { urlParamsSchema } from './surveyParams';

/**
 * Saving answers (spec 2 §7 `POST /api/survey-answer/save`; docs/architecture.md "Answering offline").
 *
 * Every save carries the WHOLE current state of the response — its spec 2 §3 wire items, page and
 * paradata — with a sequence number that grows with each local change. The server applies a save only when
 * its sequence is above the last one it acknowledged, and answers with the acknowledged sequence either
 * way. So a replayed or out-of-order save changes nothing, the last state always wins, and a response is
 * never half-applied. Items absent from a save (for example answers the logic hid) are removed.
 */
export const RESPONSE_STATUSES = ['in-progress', 'complete'] as const;
export const responseStatusSchema = z.enum(RESPONSE_STATUSES);
export type ResponseStatus = z.infer<typeof responseStatusSchema>;

const saveAnswersFieldsSchema = z.object({
  /** The body's format (src/core/model/formats/saveBody.ts): bodies of older formats are migrated up first. */
  format: z.literal(SAVE_BODY_FORMAT),
  /** Made by the client when the response starts (UUID v7). */
  responseId: z.uuid(),
  surveyId: z.string().min(1).max(64),
  /** The release version the respondent was given. */
  version: z.number().int().min(1),
  /** Grows by at least one with every local change of the response. */
  seq: z.number().int().min(1),
  /** The shuffle seed of the response, so the server and another device see the same order. */
  seed: z.string().min(1).max(64),
  userPage: z.number().int().min(0),
  status: responseStatusSchema,
  /** Set when status is complete: Complete or Overquota show the completion page, the others the non-completion page. */
  sampleStatus: sampleStatusSchema.optional(),
  items: z.array(answerItemPayloadSchema).max(20_000),
  /** Paradata: per-question time spent in ms, start time, device hints. */
  paradata: z
    .object({
      questionTimeMs: z.record(z.string(), z.number().min(0)).default({}),
      startedAt: z.string().optional(),
      userAgent: z.string().max(512).optional(),
      /** From the survey link (spec 2 §7 load), kept for the results' response view and exports. */
      queryType: z.string().max(128).optional(),
      screenId: z.string().max(128).optional(),
      /** The survey language the respondent answered in, when the survey has several. */
      language: z.string().max(16).optional(),
      /**
       * The device that answered, for surveys taking one response per device (server/collection/): recorded by
       * the server from the device's cookie, so a value a client sends is replaced or dropped.
       */
      deviceId: z.string().max(64).optional(),
      /**
       * Values of the answer link's own query names (name → value, src/core/surveyParams/rules.ts), kept on
       * the device from the response's first save; the server keeps those of the survey's declared link
       * parameters. Optional, so bodies written before it (format 1) read as they are: no new format.
       */
      urlParams: urlParamsSchema.optional(),
      /**
       * Display time (src/core/validation/displayTime.ts): per timed question or page break, how long it was
       * shown (ms) and whether its time ran out — the evidence for a required question left unanswered when
       * its time moved the respondent on. Optional, so earlier bodies read as they are: no new format.
       */
      displayTimes: z
        .record(
          z.string().min(1).max(64),
          z.object({ shownMs: z.number().int().min(0).max(86_400_000), ranOut: z.boolean() }),
        )
        .optional(),
    })
    .default({ questionTimeMs: {} }),
  /** Passed through from the survey link (spec 2 §7 load: userId, queryType, screenId). */
  userId: z.string().max(128).optional(),
  /**
   * Set on an interview (src/core/api/interviewers.ts): the interviewer who took it, checked by the server
   * against the interviewer token the save carries. Optional, so earlier bodies read as they are: no new format.
   */
  interviewerId: z.uuid().optional(),
  /**
   * The audit trail's events the server has not acknowledged yet (save format 2 on; null in saves written
   * before it). Read here as it comes and checked by the server on its own (server/answers/audit.ts, with
   * src/core/audit/schema.ts): a malformed trail is left out and logged, never a reason to refuse the
   * respondent's answers.
   */
  // Optional too: a client with nothing to report may leave it out (it reads as null).
  audit: z.custom<AuditBatch | null>((value) => value === null || typeof value === 'object').optional(),
});

/**
 * A save as the server reads it: whatever format the phone's code wrote it in (none: format 1) is migrated
 * up to the current one before the fields are checked, so an outbox replayed after the app was updated is
 * still taken. What cannot be migrated (not an object, a format newer than this code) is left for the
 * fields to refuse; the save route answers a newer format as "try again later" before that.
 */
export const saveAnswersRequestSchema = z.preprocess((body) => {
  try {
    return upgradeSaveBody(body);
  } catch {
    return body;
  }
}, saveAnswersFieldsSchema);
export type SaveAnswersRequest = z.infer<typeof saveAnswersFieldsSchema>;
/** What a client may post: the fields of any format this code reads, `format` absent meaning format 1. */
export type SaveAnswersRequestInput = Omit<z.input<typeof saveAnswersFieldsSchema>, 'format' | 'audit'> & {
  format?: number;
  /** Absent in a body of format 1 (its migration sets null). */
  audit?: AuditBatch | null;
};

export const saveAnswersResponseSchema = z.object({
  responseId: z.string(),
  /** The highest sequence the server has applied; the client may drop every queued save up to it. */
  ackSeq: z.number().int(),
  status: responseStatusSchema,
  sampleStatus: sampleStatusSchema.nullable(),
  /** Questions whose answers were dropped because the logic hides them (the server re-runs the logic). */
  droppedQuestionIds: z.array(z.string()),
});
export type SaveAnswersResponse = z.infer<typeof saveAnswersResponseSchema>;

/**
 * A response's saved state, as a save sent it (items rebuilt with the families' codecs): what another device
 * needs to resume it. Returned by the progress call and, for a respondent id given in the link, by the
 * survey load (spec 2 §7 surveyAnswer).
 */
export const savedProgressSchema = z.object({
  responseId: z.string(),
  surveyId: z.string(),
  version: z.number().int(),
  seed: z.string(),
  status: responseStatusSchema,
  sampleStatus: sampleStatusSchema.nullable(),
  userPage: z.number().int(),
  ackSeq: z.number().int(),
  items: z.array(answerItemPayloadSchema),
  /**
   * The highest audit event seq and clock the server holds for the response (src/core/audit/events.ts), so a
   * device taking the response over numbers its events after another device's. Absent when it holds none (and
   * from an older server).
   */
  audit: z.object({ seq: z.number().int(), clock: z.number().int() }).optional(),
});
export type SavedProgress = z.infer<typeof savedProgressSchema>;

/**
 * Refusals of a save, in the envelope's data.reason: the survey ended or is unknown (the runner shows
 * /statusTip), a complete response sent again with other content (conflict, never overwritten), or
 * answers that break the rules (data.problems lists question id and message key).
 */
export const SAVE_REFUSAL_REASONS = [
  'surveyUnavailable',
  'completedConflict',
  'invalidAnswers',
  'unknownVersion',
] as const;

export const ANSWER_API = {
  save: '/api/survey-answer/save',
  /** A response's saved progress, for resuming on another device: GET ?responseId= */
  progress: '/api/survey-answer/progress',
} as const;
