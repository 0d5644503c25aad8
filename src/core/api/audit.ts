import { z } from 'zod';
import { AUDIT_EVENT_KINDS } from '../audit/events';
import { idSchema } from '../model/common';
import { surveyFilterRequestSchema } from './results';

/**
 * The audit trail in the results (src/core/audit/events.ts): time per question and where respondents stall,
 * over the filtered responses, and one response's trail event by event. Both need data authority on the
 * survey, as every results call.
 */
export const AUDIT_API = {
  summary: '/api/results/audit/summary',
  trail: '/api/results/audit/trail',
} as const;

export const auditSummaryRequestSchema = surveyFilterRequestSchema;

/** One question's figures: the median over responses of the time each spent on it (stays added up). */
export const auditQuestionFiguresSchema = z.object({
  questionId: z.string(),
  code: z.string(),
  title: z.string(),
  medianSeconds: z.number(),
  /** Responses that stayed on it at least once (entered and left). */
  responses: z.number().int(),
  /** Answer changes recorded on it, over all the responses. */
  changes: z.number().int(),
  /** Respondents stall here: one of the longest medians, well above the typical question (stallFlags). */
  stall: z.boolean(),
});
export type AuditQuestionFigures = z.infer<typeof auditQuestionFiguresSchema>;

export const auditSummarySchema = z.object({
  /** Filtered responses with an audit trail. */
  responses: z.number().int(),
  /** Longest median first: the first ones are where respondents stall. */
  questions: z.array(auditQuestionFiguresSchema),
});
export type AuditSummary = z.infer<typeof auditSummarySchema>;

export const auditTrailQuerySchema = z.object({ surveyId: idSchema, responseId: idSchema });

export const shownAuditEventSchema = z.object({
  seq: z.number().int(),
  kind: z.enum(AUDIT_EVENT_KINDS),
  questionId: z.string().nullable(),
  code: z.string(),
  title: z.string(),
  /** Pages counted from 1. */
  fromPage: z.number().int().nullable(),
  toPage: z.number().int().nullable(),
  /** A move (next, back, jump) or an end's sample status. */
  detail: z.string().nullable(),
  /** Wall time (ISO, UTC): the clock's anchor plus the monotonic offset. */
  time: z.string(),
  /** Since the response's first anchor. */
  elapsedSeconds: z.number(),
  /** The answer before and after, in the words the respondent saw (when the survey keeps values). */
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  accuracy: z.number().nullable(),
});
export type ShownAuditEvent = z.infer<typeof shownAuditEventSchema>;

export const auditTrailSchema = z.object({ responseId: z.string(), events: z.array(shownAuditEventSchema) });
export type AuditTrail = z.infer<typeof auditTrailSchema>;
