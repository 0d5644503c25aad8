import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { hashSearch } from './hash';

/**
 * The runner's navigation without a router: its pages live in the location hash as the shell's do
 * (`#/answer?surveyId=…`), so links and reloads are the same URLs; a page reads its query with
 * `useSearchParams` and moves with `useNavigate` / `<Navigate>`, named as react-router names them so the
 * pages read the same. Every move goes through the hash, so `hashchange` re-renders the runner's switch and
 * lets the entry reload into the shell when a move leaves the answer pages.
 */

// Read without React by the page's entry (src/main.tsx) too, so they live in ./hash.
export { hashPath, hashSearch } from './hash';

function subscribe(listener: () => void): () => void {
  window.addEventListener('hashchange', listener);
  return () => window.removeEventListener('hashchange', listener);
}

const currentHash = () => location.hash;

/** The current hash; components using it re-render when it changes. */
export function useHash(): string {
  return useSyncExternalStore(subscribe, currentHash, () => '');
}

/** The query of the current hash route, as react-router's `useSearchParams()[0]`. */
export function useSearchParams(): [URLSearchParams] {
  const hash = useHash();
  return [useMemo(() => new URLSearchParams(hashSearch(hash)), [hash])];
}

export interface NavigateOptions {
  replace?: boolean;
}

/** Goes to a route path (`/answerend?…`): a new history entry, or the current one replaced. */
export function navigate(to: string, options: NavigateOptions = {}): void {
  if (options.replace) location.replace(`#${to}`);
  else location.hash = to;
}

export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  return navigate;
}

/** Navigates once rendered, as react-router's `<Navigate>`. */
export function Navigate({ to, replace }: { to: string; replace?: boolean }) {
  useEffect(() => navigate(to, { replace }), [to, replace]);
  return null;
}
