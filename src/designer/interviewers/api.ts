import {
  type CreatedCode,
  createdCodeSchema,
  INTERVIEWER_API,
  type InterviewerList,
  interviewerListSchema,
  type SurveyInterviewer,
  surveyInterviewerSchema,
} from '../../core/api/interviewers';
import { api } from '../../shell/api';

/**
 * The interviewer screen's calls (src/core/api/interviewers.ts). The list is silent (a failed read is shown in
 * place); invitations and codes are silent too, their refusals shown beside the field typed into.
 */

export function fetchInterviewers(surveyId: string): Promise<InterviewerList> {
  return api.get(
    INTERVIEWER_API.list,
    { surveyId },
    { silent: true, trackPending: false, parse: interviewerListSchema.parse },
  );
}

export function inviteAccount(surveyId: string, userName: string): Promise<SurveyInterviewer> {
  return api.post(
    INTERVIEWER_API.inviteAccount,
    { surveyId, userName },
    { silent: true, parse: surveyInterviewerSchema.parse },
  );
}

export function createAccessCode(surveyId: string, name: string): Promise<CreatedCode> {
  return api.post(
    INTERVIEWER_API.createCode,
    { surveyId, name },
    { silent: true, parse: createdCodeSchema.parse },
  );
}

export function revokeInterviewer(surveyId: string, interviewerId: string): Promise<SurveyInterviewer> {
  return api.post(
    INTERVIEWER_API.revoke,
    { surveyId, interviewerId },
    { parse: surveyInterviewerSchema.parse },
  );
}
