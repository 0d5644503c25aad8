import runnerEntry from 'virtual:wenda-runner-entry';
import { hashPath } from './runner/hash';
import { pageKey } from './runner/pages';
import { applyDocumentLanguage } from './shell/language';

/**
 * The page's entry: no React, only the decision, from the hash, of which app this page is. The respondent's
 * answer pages (src/runner/pages.ts) start the runner (src/runner/main.tsx: its own tiny hash switch, its pages
 * as chunks); every other route loads the shell (src/shell/router.tsx: React Router, lazy antd screens), so a
 * respondent never downloads the shell's router, antd or designer code. In production the runner is a build of
 * its own on Preact (sw/runnerBuild.ts), imported by the URL that build gave its entry; index.html's boot
 * script has already asked for that file for an answer link. Moving from one app's routes to the other's (a
 * designer opening a survey's answer link, a respondent following a link to the login page) reloads the page
 * at the new URL, which starts the right app.
 */

const runnerWorld = isRunnerPathNow();
window.addEventListener('hashchange', () => {
  if (isRunnerPathNow() !== runnerWorld) location.reload();
});

function isRunnerPathNow(): boolean {
  return pageKey(hashPath()) !== undefined;
}

applyDocumentLanguage();

if (runnerWorld) {
  // The dev server has no runner build: it serves the runner's modules, on React, as they are.
  void (import.meta.env.DEV ? import('./runner/main') : import(/* @vite-ignore */ runnerEntry));
} else {
  const container = document.getElementById('root');
  if (container) void import('./shell/router').then(({ startShell }) => startShell(container));
  if (import.meta.env.PROD && 'serviceWorker' in navigator)
    window.addEventListener('load', () => {
      void import('./shell/registerServiceWorker').then(({ registerServiceWorker }) =>
        registerServiceWorker(),
      );
    });
}
