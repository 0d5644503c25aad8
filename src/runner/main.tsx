import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BootSplash } from '../shell/BootSplash';
import { startAnswerEarly } from './earlyStart';
import { firstScreenShown } from './firstScreen';
import { hashPath } from './navigation';
import { pageKey } from './pages';
import { loadRunnerPage, RunnerApp } from './RunnerApp';

/**
 * The respondent runner's entry, which the page's entry (src/main.tsx) imports for the answer pages (/answer,
 * /answerend, /statusTip, /interview, /previewanswer). In production it is a build of its own
 * (sw/runnerBuild.ts) in which Preact's compat layer stands in for React and React DOM: some 50 KB gzip less on
 * every respondent's first load. The runner renders nothing until its first page's chunk is in (index.html's
 * splash shows meanwhile): a fallback committed first would hold the page back. For an answer link the session
 * (worker, survey load, IndexedDB, family views) starts here too, alongside those downloads.
 */

const container = document.getElementById('root');
if (container) {
  const root = createRoot(container);
  const path = hashPath();
  const renderRunner = () =>
    root.render(
      <StrictMode>
        <RunnerApp fallback={<BootSplash />} />
      </StrictMode>,
    );
  // A page chunk that fails here is retried, and reported, by RunnerApp itself.
  Promise.all([loadRunnerPage(path), startAnswerEarly(pageKey(path))]).then(renderRunner, renderRunner);
}

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () =>
    void import('../shell/registerServiceWorker').then(({ registerServiceWorker }) =>
      registerServiceWorker(),
    );
  // Its precache downloads must not compete with the runner's own first load: once the first screen is up,
  // when the page is idle.
  void firstScreenShown().then(() => {
    if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 2_000 });
    else setTimeout(register, 200);
  });
}
