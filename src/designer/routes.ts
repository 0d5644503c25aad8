/**
 * The designer's routes (spec 1 §2) and the links between them, in one place so that screens never spell
 * a path twice. The workspace children keep the survey in the query (`surveyId`), as the spec's links do.
 */
export const DESIGNER_PATHS = {
  list: '/issurveylist',
  projectList: '/projectlist',
  newItem: '/newitem',
  workspace: '/index',
  editQuestion: '/editquestion',
  projectInfo: '/projectinfo',
} as const;

export function editQuestionLink(surveyId: string): string {
  return `${DESIGNER_PATHS.editQuestion}?surveyId=${encodeURIComponent(surveyId)}`;
}

export function projectInfoLink(surveyId: string): string {
  return `${DESIGNER_PATHS.projectInfo}?surveyId=${encodeURIComponent(surveyId)}`;
}
