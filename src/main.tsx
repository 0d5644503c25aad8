import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { hashPath } from './runner/navigation';
import { isRunnerPath, RunnerApp } from './runner/RunnerApp';
import { BootSplash } from './shell/BootSplash';
import { applyDocumentLanguage } from './shell/language';

/**
 * The entry: only React and the decision, from the hash, of which app this page is. The respondent's answer
 * pages (/answer, /answerend, /statusTip) start the runner app — its own tiny hash switch, its pages as lazy
 * chunks — so a respondent never downloads the shell's router, antd or designer code; every other route
 * loads the shell (src/shell/router.tsx: React Router, lazy antd screens). Moving from one app's routes to
 * the other's (a designer opening a survey's answer link, a respondent following a link to the login page)
 * reloads the page at the new URL, which starts the right app.
 */

const runnerWorld = isRunnerPath(hashPath());
window.addEventListener('hashchange', () => {
  if (isRunnerPath(hashPath()) !== runnerWorld) location.reload();
});

applyDocumentLanguage();

const container = document.getElementById('root');
if (container) {
  const root = createRoot(container);
  if (runnerWorld) {
    root.render(
      <StrictMode>
        <RunnerApp fallback={<BootSplash />} />
      </StrictMode>,
    );
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
  window.addEventListener('load', () => {
    void import('./shell/registerServiceWorker').then(({ registerServiceWorker }) => registerServiceWorker());
  });
}
