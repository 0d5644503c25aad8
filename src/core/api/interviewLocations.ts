import { z } from 'zod';
import { LOCATION_FAILURES } from '../audit/events';
import { idSchema } from '../model/common';

/**
 * The supervisor's list of interview locations (the interviewer screen, per interviewer): each interview's
 * start and end fix as its audit trail holds them (src/core/audit/location.ts). A results call: locations are
 * respondents' data, so it needs data authority on the survey, as the audit trail's other calls.
 */
export const INTERVIEW_LOCATIONS_API = '/api/results/audit/interviewLocations';

/** The newest interviews listed at most (a list, not a map: a supervisor reads the recent ones). */
export const INTERVIEW_LOCATIONS_MAX = 500;

export const interviewLocationsQuerySchema = z.object({ surveyId: idSchema });

/** A fix as listed: the position with its accuracy (metres) or why there is none; `time` ISO, UTC. */
export const listedFixSchema = z.union([
  z.object({
    latitude: z.number(),
    longitude: z.number(),
    accuracy: z.number().nullable(),
    time: z.string(),
  }),
  z.object({ failure: z.enum(LOCATION_FAILURES), time: z.string() }),
]);
export type ListedFix = z.infer<typeof listedFixSchema>;

export const listedInterviewLocationSchema = z.object({
  responseId: z.string(),
  interviewerId: z.string(),
  /** The response's status (in progress or complete) and when it started (ISO). */
  status: z.string(),
  startedAt: z.string(),
  start: listedFixSchema.nullable(),
  end: listedFixSchema.nullable(),
});
export type ListedInterviewLocation = z.infer<typeof listedInterviewLocationSchema>;

/** Newest first; interviews with no location event (the survey did not record it then) are not listed. */
export const interviewLocationsSchema = z.object({
  interviews: z.array(listedInterviewLocationSchema),
});
export type InterviewLocations = z.infer<typeof interviewLocationsSchema>;
