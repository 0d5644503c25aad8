import { routeKey } from '../support/routes';

/**
 * Who may call a route, declared in this one place for the access table (route-access.test.ts). A route
 * not listed here is a designer's route: it needs a live designer session (the `token` header) and the
 * right to the survey it names. A route added tomorrow is therefore closed until someone lists it here with
 * a reason, and the table fails the day it answers without a token.
 *
 * - public: answers without any token; the table still checks that it gives away nothing of a designer's
 *   that is not published (a survey being designed or ended, answers, other users' ids).
 * - interviewer: needs an interviewer token (its own header and table, server/interviewers/sessions.ts).
 */
export type RouteAccess = { kind: 'public' | 'interviewer'; reason: string };

const RESPONDENT = 'respondents answer without an account; the response id they made is their only key';

const ACCESS: Record<string, RouteAccess> = {
  'POST /api/user/regist': { kind: 'public', reason: 'registering is how a designer gets a token' },
  'POST /api/user/auth': { kind: 'public', reason: 'logging in is how a designer gets a token' },
  'GET /api/user/auth/logout': {
    kind: 'public',
    reason: 'ends the session its token names; without a live one there is nothing to end',
  },
  'GET /api/system/announcement': { kind: 'public', reason: 'shown on the login page, before logging in' },
  'GET /api/files/:surveyId/:fileName': {
    kind: 'public',
    reason: "pictures and sounds placed in questions, fetched by respondents' browsers by random names",
  },
  'GET /api/survey-answer/load': { kind: 'public', reason: `${RESPONDENT}: a published survey's release` },
  'POST /api/survey-answer/save': { kind: 'public', reason: RESPONDENT },
  'GET /api/survey-answer/progress': { kind: 'public', reason: `${RESPONDENT}: resuming their response` },
  'GET /api/survey-answer/quota-state': {
    kind: 'public',
    reason: `${RESPONDENT}: which quota cells of a published survey are full`,
  },
  'GET /api/design/qu-select/getSelectList': {
    kind: 'public',
    reason: `${RESPONDENT}: a cascade question's lists, from the published release`,
  },
  'GET /api/survey-code/getSurveyCode': { kind: 'public', reason: 'reference data: divisions, dictionaries' },
  'GET /api/survey-code/getSurveySubCode': {
    kind: 'public',
    reason: 'reference data: divisions, dictionaries',
  },
  'GET /api/survey-code/getScreenSubCode': {
    kind: 'public',
    reason: 'reference data: divisions, dictionaries',
  },
  'GET /api/results/public': {
    kind: 'public',
    reason: 'a report its designer shared by link: the share token in the request is the key',
  },
  'GET /s/:code': { kind: 'public', reason: 'short answer links, printed on posters' },
  'POST /api/interview/login': { kind: 'public', reason: 'logging in is how an interviewer gets a token' },
  'POST /api/interview/logout': {
    kind: 'public',
    reason: 'ends the interviewer session its token names; without one there is nothing to end',
  },
  'POST /api/up/tus': { kind: 'public', reason: `${RESPONDENT}: their photos, recordings and videos` },
  'PATCH /api/up/tus/:mediaId': { kind: 'public', reason: `${RESPONDENT}: the rest of an upload they began` },
  'GET /api/up/file/:mediaId': { kind: 'public', reason: `${RESPONDENT}: playing back their own upload` },
  'POST /api/up/uploadVideo': { kind: 'public', reason: `${RESPONDENT}: a video sent in one request` },
  'POST /api/up/uploadWxAudio': { kind: 'public', reason: `${RESPONDENT}: a recording made in WeChat` },
  'POST /api/up/uploadWxImage': { kind: 'public', reason: `${RESPONDENT}: a photo taken in WeChat` },
  'GET /api/wechat/share.js': { kind: 'public', reason: "the script setting an answer link's WeChat card" },
  'GET /api/wechat/jsConfig': {
    kind: 'public',
    reason: "WeChat's signature for a published survey's answer page",
  },
  'GET /': { kind: 'public', reason: 'the client; an answer link also gets its published survey’s preview' },
  'GET /*': { kind: 'public', reason: 'the built client: scripts, styles, icons, the service worker' },
  'GET /api/interview/surveys': { kind: 'interviewer', reason: 'the surveys assigned to the interviewer' },
  'GET /api/interview/release': { kind: 'interviewer', reason: 'an assigned survey’s release' },
  'POST /api/interview/discard': { kind: 'interviewer', reason: 'discarding one of their interviews' },
  'POST /api/interview/deviceReport': { kind: 'interviewer', reason: 'their device’s report' },
};

export type AccessKind = RouteAccess['kind'] | 'designer';

export function accessOf(route: { method: string; url: string }): AccessKind {
  return ACCESS[routeKey(route)]?.kind ?? 'designer';
}

/** Declared routes, to check that none is stale (declared but no longer registered). */
export const DECLARED_ROUTES: readonly string[] = Object.keys(ACCESS);
