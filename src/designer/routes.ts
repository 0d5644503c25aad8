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
  report: '/report',
  answerList: '/answerlist',
  invalidList: '/wuxiaolist',
  exportData: '/exportdata',
  quotaConfig: '/quotaConfig',
  /** The preview: the runner in a phone or desktop frame, answering the current design, keeping nothing. */
  preview: '/preview',
  /** The editor screen in logic mode (spec 1 §2). */
  logic: '/logic',
  /** One multi-line open question's sub-questions and their before-logic (`&quId=`). */
  editLogic: '/editlogic',
  /** Collection limits: open and close time, cap, one per device, access password. */
  surveyConfig: '/surveyconfig',
  /** The survey's style (spec 1 §3 style groups) with a live preview; a tab of the settings. */
  surveyStyle: '/surveystyle',
  /** The survey's translations into the languages it declares (spec 1 §2); a tab of the settings. */
  language: '/language',
  /** Publish and share: state, release history, link, short link, QR code, embed (spec 1 §2's publish page group). */
  publish: '/publish',
  /** Field interviewers: invite accounts, make access codes, revoke; the supervisor's figures per interviewer. */
  interviewers: '/interviewers',
  /** The public read-only report (`?token=`), outside the workspace and without login. */
  publicResults: '/results',
} as const;

/** The workspace's settings screens (the 问卷设置 tab, with its own sub-navigation). */
export const SETTINGS_PATHS: readonly string[] = [
  DESIGNER_PATHS.projectInfo,
  DESIGNER_PATHS.surveyConfig,
  DESIGNER_PATHS.surveyStyle,
  DESIGNER_PATHS.language,
];

/**
 * The spec's publish page group: /publish2 ("single page") and /fenxiang (share) show the publish page;
 * /shezhi (settings) leads to the collection settings (/surveyconfig). The group's other routes (SMS and
 * e-mail sharing, sample collection, agents) have no screens.
 */
export const PUBLISH_PATHS: readonly string[] = [DESIGNER_PATHS.publish, '/publish2', '/fenxiang'];

/** The workspace's results screens (the 数据 tab). */
export const RESULTS_PATHS: readonly string[] = [
  DESIGNER_PATHS.report,
  DESIGNER_PATHS.answerList,
  DESIGNER_PATHS.invalidList,
  DESIGNER_PATHS.exportData,
];

export function editQuestionLink(surveyId: string): string {
  return `${DESIGNER_PATHS.editQuestion}?surveyId=${encodeURIComponent(surveyId)}`;
}

export function logicLink(surveyId: string): string {
  return `${DESIGNER_PATHS.logic}?surveyId=${encodeURIComponent(surveyId)}`;
}

export function editLogicLink(surveyId: string, quId: string): string {
  return `${DESIGNER_PATHS.editLogic}?surveyId=${encodeURIComponent(surveyId)}&quId=${encodeURIComponent(quId)}`;
}

export function projectInfoLink(surveyId: string): string {
  return `${DESIGNER_PATHS.projectInfo}?surveyId=${encodeURIComponent(surveyId)}`;
}

export function surveyConfigLink(surveyId: string): string {
  return `${DESIGNER_PATHS.surveyConfig}?surveyId=${encodeURIComponent(surveyId)}`;
}

export function surveyStyleLink(surveyId: string): string {
  return `${DESIGNER_PATHS.surveyStyle}?surveyId=${encodeURIComponent(surveyId)}`;
}

export function languageLink(surveyId: string): string {
  return `${DESIGNER_PATHS.language}?surveyId=${encodeURIComponent(surveyId)}`;
}

export function previewLink(surveyId: string): string {
  return `${DESIGNER_PATHS.preview}?surveyId=${encodeURIComponent(surveyId)}`;
}

export function publishLink(surveyId: string): string {
  return `${DESIGNER_PATHS.publish}?surveyId=${encodeURIComponent(surveyId)}`;
}

export function interviewersLink(surveyId: string): string {
  return `${DESIGNER_PATHS.interviewers}?surveyId=${encodeURIComponent(surveyId)}`;
}

export function quotaConfigLink(surveyId: string): string {
  return `${DESIGNER_PATHS.quotaConfig}?surveyId=${encodeURIComponent(surveyId)}`;
}

export function reportLink(surveyId: string): string {
  return `${DESIGNER_PATHS.report}?surveyId=${encodeURIComponent(surveyId)}`;
}

/** The public report's address as shared with others: the origin and the hash route. */
export function publicResultsUrl(origin: string, token: string): string {
  return `${origin}/#${DESIGNER_PATHS.publicResults}?token=${encodeURIComponent(token)}`;
}
