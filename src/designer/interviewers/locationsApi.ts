import {
  INTERVIEW_LOCATIONS_API,
  type InterviewLocations,
  interviewLocationsSchema,
} from '../../core/api/interviewLocations';
import { api } from '../../shell/api';

/**
 * The interview locations of the survey (src/core/api/interviewLocations.ts), silent: a reader without data
 * authority is refused, and the screen then simply lists none.
 */
export function fetchInterviewLocations(surveyId: string): Promise<InterviewLocations> {
  return api.get(
    INTERVIEW_LOCATIONS_API,
    { surveyId },
    { silent: true, trackPending: false, parse: interviewLocationsSchema.parse },
  );
}
