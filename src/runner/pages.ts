/**
 * The respondent runner's pages by hash path (RunnerApp loads each as a chunk of its own). No React here: the
 * page's entry (src/main.tsx) reads this to decide whether the page is the runner's or the shell's.
 */
export const RUNNER_PAGES = ['/answer', '/answerend', '/statusTip', '/interview', '/previewanswer'] as const;

export type RunnerPage = (typeof RUNNER_PAGES)[number];

/**
 * The runner page key of a hash path, matched as the router matched it (any case, one trailing slash); undefined
 * for a path that is not a runner page (the entry then starts the shell).
 */
export function pageKey(path: string): RunnerPage | undefined {
  const bare = path.length > 1 ? path.replace(/\/$/, '').toLowerCase() : path;
  return RUNNER_PAGES.find((page) => page.toLowerCase() === bare);
}
