import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { markFirstScreenShown } from './firstScreen';
import { hashPath, useHash } from './navigation';
import { pageKey, type RunnerPage } from './pages';

/**
 * The respondent runner's app: its three pages by the hash path, with no router (the shell's react-router
 * stays out of the runner's first load). Each page is its own chunk, loaded before it is rendered rather than
 * through React.lazy: a Suspense fallback makes React hold the page back for 300 ms after its chunk arrived.
 * The runner's entry (./main.tsx) loads the first page before it renders this, and the page's entry
 * (src/main.tsx) reloads into the shell when the hash leaves these paths; a later move between runner pages
 * shows the fallback while the next one loads.
 */
const loaders: Record<RunnerPage, () => Promise<ComponentType>> = {
  '/answer': async () => (await import('./AnswerPage')).AnswerPage,
  '/answerend': async () => (await import('./EndPage')).EndPage,
  '/statusTip': async () => (await import('./StatusTipPage')).StatusTipPage,
  // The field interviewer's screen (issue 14), its own chunk: it may bring Dexie, nothing else waits on it.
  '/interview': async () => (await import('./interview/InterviewPage')).InterviewPage,
  // The designer's preview frame (/preview hosts it): the runner with nothing kept, a chunk of its own.
  '/previewanswer': async () => (await import('./preview/PreviewAnswerPage')).PreviewAnswerPage,
};

const loaded = new Map<RunnerPage, ComponentType>();

/** Loads the page of a hash path (nothing for a path that is not a runner page). */
export async function loadRunnerPage(path: string): Promise<void> {
  const key = pageKey(path);
  const load = key && !loaded.has(key) ? loaders[key] : undefined;
  if (key && load) loaded.set(key, await load());
}

export function RunnerApp({ fallback }: { fallback: ReactNode }) {
  const path = hashPath(useHash());
  const key = pageKey(path);
  const Page = key ? loaded.get(key) : undefined;
  const [, rerender] = useState(0);

  useEffect(() => {
    if (Page) return;
    let current = true;
    loadRunnerPage(path)
      .then(() => current && rerender((count) => count + 1))
      .catch((error: unknown) => console.error('The page could not be loaded', error));
    return () => {
      current = false;
    };
  }, [Page, path]);

  // The answer page says itself when its first screen is up; the others are up once rendered.
  useEffect(() => {
    if (Page && key !== '/answer') markFirstScreenShown();
  }, [Page, key]);

  return Page ? <Page /> : fallback;
}
