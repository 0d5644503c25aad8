import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startAnswerEarly } from './runner/earlyStart';
import { firstScreenShown } from './runner/firstScreen';
import { hashPath } from './runner/navigation';
import { loadRunnerPage, pageKey, RunnerApp } from './runner/RunnerApp';
import { BootSplash } from './shell/BootSplash';
import { applyDocumentLanguage } from './shell/language';

/**
 * The entry: only React and the decision, from the hash, of which app this page is. The respondent's answer
 * pages (/answer, /answerend, /statusTip) start the runner app — its own tiny hash switch, its pages as
 * chunks — so a respondent never downloads the shell's router, antd or designer code; every other route
 * loads the shell (src/shell/router.tsx: React Router, lazy antd screens). Moving from one app's routes to
 * the other's (a designer opening a survey's answer link, a respondent following a link to the login page)
 * reloads the page at the new URL, which starts the right app.
 *
 * The runner renders nothing until its first page's chunk is in (index.html's splash shows meanwhile): a
 * React fallback committed first would make React hold the page back for 300 ms. For an answer link the
 * session (worker, survey load, IndexedDB, family views) starts here too, alongside those downloads.
 */

const runnerWorld = isRunnerPathNow();
window.addEventListener('hashchange', () => {
  if (isRunnerPathNow() !== runnerWorld) location.reload();
});

function isRunnerPathNow(): boolean {
  return pageKey(hashPath()) !== undefined;
}

applyDocumentLanguage();

const container = document.getElementById('root');
if (container) {
  const root = createRoot(container);
  if (runnerWorld) {
    const path = hashPath();
    const renderRunner = () =>
      root.render(
        <StrictMode>
          <RunnerApp fallback={<BootSplash />} />
        </StrictMode>,
      );
    // A page chunk that fails here is retried, and reported, by RunnerApp itself.
    Promise.all([loadRunnerPage(path), startAnswerEarly(pageKey(path))]).then(renderRunner, renderRunner);
  } else {
    void import('./shell/router').then(({ ShellRoot }) =>
      root.render(
        <StrictMode>
          <ShellRoot />
        </StrictMode>,
      ),
    );
  }
}

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () =>
    void import('./shell/registerServiceWorker').then(({ registerServiceWorker }) => registerServiceWorker());
  if (runnerWorld) {
    // Its precache downloads must not compete with the runner's own first load: once the first screen is up,
    // when the page is idle.
    void firstScreenShown().then(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 2_000 });
      else setTimeout(register, 200);
    });
  } else {
    window.addEventListener('load', register);
  }
}
