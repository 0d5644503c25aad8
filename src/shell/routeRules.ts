/**
 * The route rules of spec 1 §2 as pure functions, so that the router, the shell and the tests share them.
 * Paths are router paths (the part after `#`), without the query string unless said otherwise.
 */

/** The respondent's pages: they never become the return path after login. */
export const ANSWER_PATHS = ['/answer', '/answerend', '/statusTip'] as const;

/** /login and /newLogin share one page; /loginMobile is its phone layout. */
export const LOGIN_PATHS = ['/login', '/newLogin', '/loginMobile'] as const;
export const REGISTER_PATHS = ['/regist', '/newRegist', '/registMobile'] as const;

/** Routes on which a user who must reset the password is not forced into the dialog (spec 1 §2). */
export const PASSWORD_DIALOG_EXEMPT_PATHS = [
  '/login',
  '/regist',
  '/newRegist',
  '/platformIntroduction',
  '/centerLogin',
] as const;

/** The designer's preview screen and the runner frame it hosts (spec 1 §2: /preview with child /previewanswer). */
export const PREVIEW_PATH = '/preview';
export const PREVIEW_ANSWER_PATH = '/previewanswer';
/** The spec's /home, which the guard below turns back to the preview when left from it. */
export const HOME_ALIAS_PATH = '/home';

/** Where a logged-in user lands when nothing else is asked for. */
export const HOME_PATH = '/issurveylist';
export const LOGIN_PATH = '/login';

function pathOnly(path: string): string {
  const end = path.search(/[?#]/);
  return end === -1 ? path : path.slice(0, end);
}

function isOneOf(path: string, list: readonly string[]): boolean {
  const bare = pathOnly(path);
  return list.some((entry) => bare === entry || bare.startsWith(`${entry}/`));
}

export function isAnswerPath(path: string): boolean {
  return isOneOf(path, ANSWER_PATHS);
}

export function isLoginPath(path: string): boolean {
  return isOneOf(path, LOGIN_PATHS);
}

/**
 * Whether a visited path becomes the return path after login: answer pages do not (spec 1 §2), and neither
 * do the login and registration pages themselves, nor the root, which only redirects — returning there after
 * a login would lead straight back to the login page.
 */
export function shouldRememberPath(path: string): boolean {
  const bare = pathOnly(path);
  if (!bare.startsWith('/') || bare === '/') return false;
  return (
    !isAnswerPath(bare) && !isLoginPath(bare) && !isOneOf(bare, REGISTER_PATHS) && bare !== '/centerLogin'
  );
}

/**
 * The guard of spec 1 §2: /home reached from the preview (the screen or its frame) leads back to the preview
 * of the same survey, so that a "home" link followed inside a preview never drops the designer out of it;
 * from anywhere else /home is the home page. `from` is the router path left, with its query.
 */
export function homeTarget(from: string | null | undefined): string {
  if (from && isOneOf(from, [PREVIEW_PATH, PREVIEW_ANSWER_PATH])) {
    const query = from.indexOf('?') === -1 ? '' : from.slice(from.indexOf('?'));
    const surveyId = new URLSearchParams(query).get('surveyId');
    return surveyId ? `${PREVIEW_PATH}?surveyId=${encodeURIComponent(surveyId)}` : PREVIEW_PATH;
  }
  return HOME_PATH;
}

/** Whether the forced change-password dialog stays away from this route. */
export function skipsPasswordDialog(path: string): boolean {
  return PASSWORD_DIALOG_EXEMPT_PATHS.includes(
    pathOnly(path) as (typeof PASSWORD_DIALOG_EXEMPT_PATHS)[number],
  );
}

/** The dialog shows when the user is flagged (resetPswStatus 1) and the route is not exempt. */
export function mustShowPasswordDialog(path: string, user: { resetPswStatus: number } | null): boolean {
  return user !== null && user.resetPswStatus === 1 && !skipsPasswordDialog(path);
}

export type IscomEntry = { userId: string; token: string };

/**
 * `#/login?from=iscom&userId=…&token=…`: the portal hands over a user id and a token (spec 1 §2). Anything
 * else — another source, or a missing id or token — is an ordinary visit to the login page.
 */
export function parseIscomEntry(search: string): IscomEntry | null {
  const query = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  if (query.get('from') !== 'iscom') return null;
  const userId = query.get('userId')?.trim() ?? '';
  const token = query.get('token')?.trim() ?? '';
  if (!userId || !token) return null;
  return { userId, token };
}

/** A remembered path is followed only when it is an in-app path that may be remembered at all. */
export function isSafeReturnPath(path: string | null | undefined): path is string {
  return (
    typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && shouldRememberPath(path)
  );
}

/**
 * Where a successful login goes: the remembered path, or the survey list — carrying the `from` source of the
 * login page's query when there is one (spec 1 §2).
 */
export function loginTarget(remembered: string | null, search = ''): string {
  if (isSafeReturnPath(remembered)) return remembered;
  const from = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get('from');
  return from ? `${HOME_PATH}?from=${encodeURIComponent(from)}` : HOME_PATH;
}
