/**
 * The runner's routes live in the location hash (`#/answer?surveyId=…`). These read it without React: the
 * page's entry (src/main.tsx) decides from them which app to start before any app code has loaded.
 */

/** The path part of a hash (`#/answer?x=1` → `/answer`); no hash is `/`. */
export function hashPath(hash: string = location.hash): string {
  const route = hash.replace(/^#/, '');
  const end = route.indexOf('?');
  const path = end === -1 ? route : route.slice(0, end);
  return path || '/';
}

/** The query part of a hash (`#/answer?x=1` → `x=1`). */
export function hashSearch(hash: string = location.hash): string {
  const end = hash.indexOf('?');
  return end === -1 ? '' : hash.slice(end + 1);
}
