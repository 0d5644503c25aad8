import { z } from 'zod';
import { flagSchema, idSchema } from '../model/common';

/**
 * A survey's collection limits (the designer's /surveyconfig; server/collection/): an open and a close time,
 * a cap on complete responses, one response per device and an access password. The spec names the screen
 * but no calls; these follow the quota calls' conventions (GET to read, POST to save, edit right in any
 * survey state: limits change during fieldwork).
 */
export const COLLECTION_API = {
  get: '/api/design/collection/get',
  save: '/api/design/collection/save',
} as const;

/** The load's request header carrying the access password a respondent typed (URI-encoded: any script). */
export const SURVEY_PASSWORD_HEADER = 'x-survey-password';

/**
 * Why the survey load (data.reason) or a save (data.survey, with reason surveyUnavailable) refuses on a
 * collection limit, for the runner's status page: not open yet (data.opensAt), closed, full, a password
 * needed or wrong, this device already answered.
 */
export const COLLECTION_REFUSAL_REASONS = [
  'notOpen',
  'closed',
  'full',
  'passwordRequired',
  'passwordWrong',
  'alreadyAnswered',
] as const;
export type CollectionRefusalReason = (typeof COLLECTION_REFUSAL_REASONS)[number];

/** A moment as it travels: ISO 8601 with its offset (the designer's time zone is the browser's). */
const momentSchema = z.iso.datetime({ offset: true, error: 'collection.time.invalid' });

/** The longest access password kept (it is hashed, so only a sanity bound). */
export const MAX_SURVEY_PASSWORD_LENGTH = 64;

export const collectionQuerySchema = z.object({ surveyId: idSchema });

export const collectionLimitsSchema = z.object({
  surveyId: idSchema,
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  maxCompletes: z.number().int().nullable(),
  onePerDevice: flagSchema,
  /** Whether an access password is set; the password itself (or its hash) never leaves the server. */
  hasPassword: z.boolean(),
  /** 1: the audit trail keeps an answer's old and new value with each change (src/core/audit/events.ts). */
  auditValues: flagSchema,
  /**
   * 1: the runner records the interview's start and end location (a GPS fix each, with its accuracy) as audit
   * events (src/runner/audit/interviewLocation.ts).
   */
  interviewLocation: flagSchema,
  /** Complete responses (Complete or Overquota) so far, so the designer sees how near the cap is. */
  completes: z.number().int(),
});
export type CollectionLimits = z.infer<typeof collectionLimitsSchema>;

/**
 * POST save: the whole set of limits (null = no such limit). `password`: a string sets it, null clears it,
 * absent keeps the one set. The close time must be after the open time; the cap at least 1.
 */
export const saveCollectionRequestSchema = z
  .object({
    surveyId: idSchema,
    opensAt: momentSchema.nullable(),
    closesAt: momentSchema.nullable(),
    maxCompletes: z
      .number({ error: 'collection.cap.invalid' })
      .int({ error: 'collection.cap.invalid' })
      .min(1, { error: 'collection.cap.invalid' })
      .max(10_000_000, { error: 'collection.cap.invalid' })
      .nullable(),
    onePerDevice: flagSchema,
    /** Absent: left as it is (a client of before the audit trail sends none). */
    auditValues: flagSchema.optional(),
    /** Absent: left as it is, as auditValues. */
    interviewLocation: flagSchema.optional(),
    /** Spaces around it are dropped, here and where a respondent types it (a pasted password often has one). */
    password: z
      .string()
      .trim()
      .min(1, { error: 'collection.password.empty' })
      .max(MAX_SURVEY_PASSWORD_LENGTH, { error: 'collection.password.tooLong' })
      .nullable()
      .optional(),
  })
  .refine((body) => !body.opensAt || !body.closesAt || Date.parse(body.closesAt) > Date.parse(body.opensAt), {
    error: 'collection.time.closeBeforeOpen',
    path: ['closesAt'],
  });
export type SaveCollectionRequest = z.infer<typeof saveCollectionRequestSchema>;
export type SaveCollectionRequestInput = z.input<typeof saveCollectionRequestSchema>;
