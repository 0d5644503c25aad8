import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createHashRouter, type LoaderFunctionArgs, RouterProvider, redirect } from 'react-router-dom';
import { translate } from '../i18n';
import { configureApi } from './api';
import { BootSplash } from './BootSplash';
import { framedByAnotherSite } from './framing';
import { getLanguage } from './language';
import { HOME_ALIAS_PATH, HOME_PATH, homeTarget, LOGIN_PATH } from './routeRules';
import { clearUserId, isLoggedIn, rememberPath } from './session';

/**
 * The shell's router (everything but the respondent's answer pages): React Router on the hash, the
 * UI-free session code, and every antd screen and the shell frame around them as lazily loaded route
 * chunks. The entry (src/main.tsx) loads this module only outside the answer pages, so the runner never
 * downloads the router, antd or designer code.
 */

const shellFrame = async () => ({ Component: (await import('./ShellApp')).ShellApp });
const loginScreens = () => import('./screens/LoginPage');
const registerScreens = () => import('./screens/RegisterPage');
const designerList = () => import('../designer/SurveyListPage');
const designerNewItem = () => import('../designer/NewItemPage');
const designerWorkspace = () => import('../designer/workspace/WorkspaceLayout');
const designerEditor = () => import('../designer/workspace/EditQuestionPage');
const designerSettings = () => import('../designer/workspace/ProjectInfoPage');
const designerQuotas = () => import('../designer/quotas/QuotaConfigPage');
const designerInterviewers = () => import('../designer/interviewers/InterviewersPage');
const designerLogic = () => import('../designer/logic/LogicPage');
const designerEditLogic = () => import('../designer/logic/EditLogicPage');
const designerCollection = () => import('../designer/surveyConfig/SurveyConfigPage');
const designerStyle = () => import('../designer/style/StylePage');
const designerLanguage = () => import('../designer/language/LanguagePage');
const designerPublish = () => import('../designer/publish/PublishPage');
const designerPreview = () => import('../designer/preview/PreviewPage');
// The results screens are chunks of their own: ECharts comes with the report, not with the editor.
const resultsReport = () => import('../designer/results/ReportPage');
const resultsResponses = () => import('../designer/results/ResponsesPage');
const resultsExports = () => import('../designer/results/ExportsPage');
const resultsPublic = () => import('../designer/results/PublicReportPage');

/** The login route clears the stored user id (spec 1 §2). */
function loginLoader() {
  clearUserId();
  return null;
}

/** Logged-in routes send anonymous users to /login, remembering where they wanted to go. */
function requireLogin({ request }: LoaderFunctionArgs) {
  if (isLoggedIn()) return null;
  const url = new URL(request.url);
  rememberPath(`${url.pathname}${url.search}`);
  throw redirect(LOGIN_PATH);
}

/**
 * The answer pages belong to the runner app, which the entry starts instead of this router. Reaching one
 * from inside the shell (a link or a navigation to a survey's /answer) reloads the page at that URL, so the
 * entry starts the runner there.
 */
function RunnerReload() {
  useEffect(() => location.reload(), []);
  return <BootSplash />;
}

const router = createHashRouter([
  {
    id: 'root',
    HydrateFallback: BootSplash,
    children: [
      { path: '/', loader: () => redirect(LOGIN_PATH) },
      {
        id: 'shell',
        lazy: shellFrame,
        children: [
          {
            path: '/login',
            loader: loginLoader,
            lazy: async () => ({ Component: (await loginScreens()).LoginPage }),
          },
          {
            path: '/newLogin',
            loader: loginLoader,
            lazy: async () => ({ Component: (await loginScreens()).LoginPage }),
          },
          {
            path: '/loginMobile',
            loader: loginLoader,
            lazy: async () => ({ Component: (await loginScreens()).MobileLoginPage }),
          },
          { path: '/regist', lazy: async () => ({ Component: (await registerScreens()).RegisterPage }) },
          { path: '/newRegist', lazy: async () => ({ Component: (await registerScreens()).RegisterPage }) },
          {
            // The public read-only report: anyone with the link, no login.
            path: '/results',
            lazy: async () => ({ Component: (await resultsPublic()).PublicReportPage }),
          },
          {
            path: '/registMobile',
            lazy: async () => ({ Component: (await registerScreens()).MobileRegisterPage }),
          },
          {
            path: HOME_PATH,
            loader: requireLogin,
            lazy: async () => ({ Component: (await designerList()).SurveyListPage }),
          },
          {
            path: '/projectlist',
            loader: requireLogin,
            lazy: async () => ({ Component: (await designerList()).SurveyListPage }),
          },
          {
            path: '/newitem',
            loader: requireLogin,
            lazy: async () => ({ Component: (await designerNewItem()).NewItemPage }),
          },
          {
            // The survey workspace (/index) and its children, which keep the survey in the query (spec 1 §2).
            id: 'workspace',
            loader: requireLogin,
            lazy: async () => ({ Component: (await designerWorkspace()).WorkspaceLayout }),
            children: [
              {
                path: '/index',
                lazy: async () => ({ Component: (await designerWorkspace()).WorkspaceIndex }),
              },
              {
                path: '/editquestion',
                lazy: async () => ({ Component: (await designerEditor()).EditQuestionPage }),
              },
              {
                path: '/logic',
                lazy: async () => ({ Component: (await designerLogic()).LogicPage }),
              },
              {
                path: '/editlogic',
                lazy: async () => ({ Component: (await designerEditLogic()).EditLogicPage }),
              },
              {
                path: '/projectinfo',
                lazy: async () => ({ Component: (await designerSettings()).ProjectInfoPage }),
              },
              {
                path: '/surveyconfig',
                lazy: async () => ({ Component: (await designerCollection()).SurveyConfigPage }),
              },
              {
                path: '/surveystyle',
                lazy: async () => ({ Component: (await designerStyle()).StylePage }),
              },
              {
                path: '/language',
                lazy: async () => ({ Component: (await designerLanguage()).LanguagePage }),
              },
              {
                path: '/preview',
                lazy: async () => ({ Component: (await designerPreview()).PreviewPage }),
              },
              // The publish page group (spec 1 §2): /publish, /publish2 and /fenxiang are the publish page;
              // /shezhi is the collection settings.
              ...['/publish', '/publish2', '/fenxiang'].map((path) => ({
                path,
                lazy: async () => ({ Component: (await designerPublish()).PublishPage }),
              })),
              {
                path: '/shezhi',
                loader: ({ request }: LoaderFunctionArgs) =>
                  redirect(`/surveyconfig${new URL(request.url).search}`),
              },
              {
                path: '/quotaConfig',
                lazy: async () => ({ Component: (await designerQuotas()).QuotaConfigPage }),
              },
              {
                path: '/interviewers',
                lazy: async () => ({ Component: (await designerInterviewers()).InterviewersPage }),
              },
              { path: '/report', lazy: async () => ({ Component: (await resultsReport()).ReportPage }) },
              {
                path: '/answerlist',
                lazy: async () => ({ Component: (await resultsResponses()).ResponsesPage }),
              },
              {
                path: '/wuxiaolist',
                lazy: async () => ({ Component: (await resultsResponses()).InvalidResponsesPage }),
              },
              {
                path: '/exportdata',
                lazy: async () => ({ Component: (await resultsExports()).ExportsPage }),
              },
            ],
          },
        ],
      },
      { path: '/answer', Component: RunnerReload },
      { path: '/answerend', Component: RunnerReload },
      { path: '/statusTip', Component: RunnerReload },
      // The preview's frame: the runner, hosted by /preview.
      { path: '/previewanswer', Component: RunnerReload },
      {
        // Spec 1 §2's guard: /home left from the preview goes back to it (the location is still the one left).
        path: HOME_ALIAS_PATH,
        loader: () => {
          const { pathname, search } = router.state.location;
          return redirect(isLoggedIn() ? homeTarget(`${pathname}${search}`) : LOGIN_PATH);
        },
      },
      // No placeholder screens: a route not built yet leads to the list when logged in, else to login.
      { path: '*', loader: () => redirect(isLoggedIn() ? HOME_PATH : LOGIN_PATH) },
    ],
  },
]);

// Every page but the answer and login pages becomes the return path after login (spec 1 §2).
router.subscribe((state) => {
  if (state.navigation.state === 'idle') rememberPath(`${state.location.pathname}${state.location.search}`);
});

configureApi({ onSessionExpired: () => void router.navigate(LOGIN_PATH, { replace: true }) });

/**
 * Renders the shell into the page. React's DOM renderer comes with this chunk, not the page's entry: the
 * runner, the other app of the page, runs on its own build (sw/runnerBuild.ts).
 */
export function startShell(container: HTMLElement): void {
  createRoot(container).render(
    <StrictMode>
      <ShellRoot />
    </StrictMode>,
  );
}

/** The shell: the router over the hash. */
function ShellRoot() {
  // An answer link may be framed by any site (its embed snippet); the shell's screens may not.
  if (framedByAnotherSite()) return <FramedNotice />;
  return <RouterProvider router={router} />;
}

function FramedNotice() {
  const lang = getLanguage();
  return (
    <p style={{ padding: 24, fontFamily: 'sans-serif' }}>
      {translate(lang, 'share.framed')}{' '}
      <a href={window.location.href} target="_blank" rel="noopener">
        {translate(lang, 'share.framedOpen')}
      </a>
    </p>
  );
}
