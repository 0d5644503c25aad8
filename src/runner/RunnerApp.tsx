import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { hashPath, useHash } from './navigation';

/**
 * The respondent runner's app: its three pages by the hash path, with no router (the shell's react-router
 * stays out of the runner's first load). Each page is its own lazily loaded chunk, as before. The entry
 * (src/main.tsx) renders this for the answer paths and reloads into the shell when the hash leaves them.
 */
const pages: Record<string, ComponentType> = {
  '/answer': lazy(async () => ({ default: (await import('./AnswerPage')).AnswerPage })),
  '/answerend': lazy(async () => ({ default: (await import('./EndPage')).EndPage })),
  '/statusTip': lazy(async () => ({ default: (await import('./StatusTipPage')).StatusTipPage })),
};

/** The runner page of a hash path, matched as the router matched it (any case, one trailing slash). */
function pageFor(path: string): ComponentType | undefined {
  const bare = path.length > 1 ? path.replace(/\/$/, '').toLowerCase() : path;
  const key = Object.keys(pages).find((entry) => entry.toLowerCase() === bare);
  return key ? pages[key] : undefined;
}

/** Whether a hash path is one of the runner's pages (the entry then starts the runner, not the shell). */
export function isRunnerPath(path: string): boolean {
  return pageFor(path) !== undefined;
}

export function RunnerApp({ fallback }: { fallback: ReactNode }) {
  const Page = pageFor(hashPath(useHash()));
  return <Suspense fallback={fallback}>{Page ? <Page /> : fallback}</Suspense>;
}
