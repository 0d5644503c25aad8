import { z } from 'zod';
import { idSchema } from '../model/common';
import { releaseWireSchema } from './design';

/**
 * Interviewer mode (docs/architecture.md "Interviewer mode"): the designer's calls that invite and revoke a
 * survey's field interviewers, and the interviewer's own calls, made by the runner's interviewer screen with
 * an interviewer token — a token of its own kind, never a designer's session.
 */
export const INTERVIEWER_API = {
  // Designer side: the `token` header of a designer session; listing needs any access to the survey,
  // changes need its release right.
  list: '/api/design/interviewer/list',
  inviteAccount: '/api/design/interviewer/inviteAccount',
  createCode: '/api/design/interviewer/createCode',
  revoke: '/api/design/interviewer/revoke',
  // Interviewer side: the INTERVIEWER_TOKEN_HEADER header.
  login: '/api/interview/login',
  logout: '/api/interview/logout',
  surveys: '/api/interview/surveys',
  release: '/api/interview/release',
  discard: '/api/interview/discard',
  deviceReport: '/api/interview/deviceReport',
} as const;

/**
 * The interviewer's token travels in this header, both ways: a renewed token comes back in it, as the
 * designer's does in `token`. A save of an interview carries it too.
 */
export const INTERVIEWER_TOKEN_HEADER = 'interviewer-token';

/**
 * data.reason of the refusals special to interviews, beside the save's own (SAVE_REFUSAL_REASONS):
 * - interviewerSession (401): no live interviewer token, or a token of another interviewer than the save names;
 *   log in again and send again — nothing on the device is lost;
 * - notAssigned (403): the interviewer is not (or never was) assigned this survey;
 * - interviewerRevoked (403): the assignment was revoked before this interview began (those begun before are
 *   taken and flagged);
 * - interviewDiscarded (409): the interview was discarded; later saves of it are refused.
 */
export const INTERVIEW_REFUSAL_REASONS = [
  'interviewerSession',
  'notAssigned',
  'interviewerRevoked',
  'interviewDiscarded',
] as const;
export type InterviewRefusalReason = (typeof INTERVIEW_REFUSAL_REASONS)[number];

/** Characters of an access code: no 0/O, 1/I/L, so a code read aloud or off paper is typed right. */
export const ACCESS_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** 12 characters of 31: about 59 bits, beyond guessing at the login's failure limit. */
export const ACCESS_CODE_LENGTH = 12;

/** A code as typed: case, spaces and dashes (the code is shown in groups of four) do not matter. */
export function normalizeAccessCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '');
}

/** A code shown in groups of four: ABCD-EFGH-JKMN. */
export function groupedAccessCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

// ---------------------------------------------------------------------------------------------------------
// Designer side

export const interviewerListQuerySchema = z.object({ surveyId: idSchema });

const interviewerNameSchema = z
  .string({ error: 'interviewers.name.required' })
  .trim()
  .min(1, { error: 'interviewers.name.required' })
  .max(64, { error: 'interviewers.name.tooLong' });

export const inviteAccountRequestSchema = z.object({
  surveyId: idSchema,
  userName: z
    .string({ error: 'interviewers.userName.required' })
    .trim()
    .min(1, { error: 'interviewers.userName.required' })
    .max(64, { error: 'interviewers.userName.required' }),
});
export type InviteAccountRequest = z.infer<typeof inviteAccountRequestSchema>;

export const createCodeRequestSchema = z.object({ surveyId: idSchema, name: interviewerNameSchema });
export type CreateCodeRequest = z.infer<typeof createCodeRequestSchema>;

export const revokeInterviewerRequestSchema = z.object({ surveyId: idSchema, interviewerId: z.uuid() });
export type RevokeInterviewerRequest = z.infer<typeof revokeInterviewerRequestSchema>;

export const interviewerKindSchema = z.enum(['account', 'code']);

/** One interviewer of a survey with the supervisor's figures (responses on the server of this survey). */
export const surveyInterviewerSchema = z.object({
  interviewerId: z.uuid(),
  kind: interviewerKindSchema,
  name: z.string(),
  /** The account's user name; null for a code. */
  userName: z.string().nullable(),
  assignedAt: z.string(),
  /** Set once revoked. */
  revokedAt: z.string().nullable(),
  lastSeenAt: z.string().nullable(),
  /** Interviews received (discarded ones apart). */
  received: z.number().int(),
  complete: z.number().int(),
  inProgress: z.number().int(),
  discarded: z.number().int(),
  /** Median seconds from start to completion of the complete interviews; null without any. */
  medianSeconds: z.number().nullable(),
  /** What the interviewer's devices said they hold of this survey at their last sync; null before any report. */
  onDevices: z
    .object({
      inProgress: z.number().int(),
      waiting: z.number().int(),
      refused: z.number().int(),
      devices: z.number().int(),
      /** The newest of the devices' reports (ISO). */
      reportedAt: z.string(),
    })
    .nullable(),
});
export type SurveyInterviewer = z.infer<typeof surveyInterviewerSchema>;

export const interviewerListSchema = z.object({ interviewers: z.array(surveyInterviewerSchema) });
export type InterviewerList = z.infer<typeof interviewerListSchema>;

/** The code is in this answer only: the server keeps its hash. */
export const createdCodeSchema = z.object({ interviewer: surveyInterviewerSchema, code: z.string() });
export type CreatedCode = z.infer<typeof createdCodeSchema>;

// ---------------------------------------------------------------------------------------------------------
// Interviewer side

export const interviewerLoginRequestSchema = z.union([
  z.object({
    userName: z
      .string({ error: 'auth.userName.required' })
      .trim()
      .min(1, { error: 'auth.userName.required' }),
    password: z.string({ error: 'auth.password.required' }).min(1).max(256),
  }),
  z.object({
    code: z
      .string({ error: 'interviewers.code.required' })
      .transform(normalizeAccessCode)
      .pipe(z.string().min(1, { error: 'interviewers.code.required' }).max(64)),
  }),
]);
export type InterviewerLoginRequest = z.input<typeof interviewerLoginRequestSchema>;

export const interviewerLoginResponseSchema = z.object({
  token: z.string(),
  /** When the token ends unless renewed (each call past half its life returns a new one in the header). */
  expiresAt: z.string(),
  interviewer: z.object({ id: z.uuid(), kind: interviewerKindSchema, name: z.string() }),
});
export type InterviewerLoginResponse = z.infer<typeof interviewerLoginResponseSchema>;

/**
 * What a device fetches to take a survey out: each file once, with its size in bytes (null when the server
 * cannot know it, an image of another site), so the screen can show the total before downloading.
 */
export const manifestFileSchema = z.object({
  kind: z.enum(['release', 'addressList', 'image']),
  url: z.string(),
  bytes: z.number().int().nullable(),
});
export type ManifestFile = z.infer<typeof manifestFileSchema>;

export const assignedSurveySchema = z.object({
  surveyId: z.string(),
  surveyName: z.string(),
  /** The current release; interviews begun under an older one go on under it (fetch it by version). */
  releaseVersion: z.number().int(),
  files: z.array(manifestFileSchema),
  totalBytes: z.number().int(),
});
export type AssignedSurvey = z.infer<typeof assignedSurveySchema>;

export const assignedSurveysSchema = z.object({ surveys: z.array(assignedSurveySchema) });
export type AssignedSurveys = z.infer<typeof assignedSurveysSchema>;

export const interviewReleaseQuerySchema = z.object({
  surveyId: idSchema,
  version: z.coerce.number().int().min(1).optional(),
});

/** The release as the survey load serves it (its release field), of the version asked or the current one. */
export const interviewReleaseSchema = z.object({
  surveyId: z.string(),
  release: releaseWireSchema,
  /**
   * The audit trail's live settings, as the survey load gives them (an interview opens from the device with
   * no load): keep answer values, record the interview's location. Absent from an older server: off.
   */
  auditValues: z.boolean().optional(),
  interviewLocation: z.boolean().optional(),
});
export type InterviewRelease = z.infer<typeof interviewReleaseSchema>;

/**
 * Discarding an interview in progress: recorded on the server even when no save of it arrived before (the
 * row is made then), and answered the same when sent again.
 */
export const discardInterviewRequestSchema = z.object({
  surveyId: idSchema,
  responseId: z.uuid(),
  interviewerId: z.uuid(),
  /** The release the interview was begun under. */
  version: z.number().int().min(1),
  /** When the interview started on the device (ISO). */
  startedAt: z.string().max(64).optional(),
});
export type DiscardInterviewRequest = z.infer<typeof discardInterviewRequestSchema>;

export const discardInterviewResponseSchema = z.object({ responseId: z.string(), discardedAt: z.string() });
export type DiscardInterviewResponse = z.infer<typeof discardInterviewResponseSchema>;

/** More surveys than one interviewer is ever assigned; a longer report is refused, not stored. */
export const DEVICE_REPORT_MAX_SURVEYS = 200;
/** More interviews of one survey than a phone holds; a count above it is refused as nonsense. */
export const DEVICE_REPORT_MAX_COUNT = 100_000;

const deviceCountSchema = z.number().int().min(0).max(DEVICE_REPORT_MAX_COUNT);

/**
 * What the interviewer screen says at each sync (open, send now, back online): the device's id (random, kept
 * with the device's logins) and, per survey assigned, its interviews in progress, waiting to send and refused
 * on this device. The server keeps the last report per interviewer and device for the supervisor.
 */
export const deviceReportRequestSchema = z.object({
  deviceId: z.string().min(8).max(64),
  appVersion: z.string().max(64),
  surveys: z
    .array(
      z.object({
        surveyId: idSchema,
        inProgress: deviceCountSchema,
        waiting: deviceCountSchema,
        refused: deviceCountSchema,
      }),
    )
    .max(DEVICE_REPORT_MAX_SURVEYS),
});
export type DeviceReportRequest = z.infer<typeof deviceReportRequestSchema>;

/** The surveys the server kept counts of (those assigned to the interviewer now; others are left out). */
export const deviceReportResponseSchema = z.object({ kept: z.array(z.string()), reportedAt: z.string() });
export type DeviceReportResponse = z.infer<typeof deviceReportResponseSchema>;
