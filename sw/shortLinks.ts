/// <reference lib="webworker" />
import { SHORT_LINK_PREFIX } from '../src/core/share/links';

/** The cache of short links' redirects, so a short link opened once opens again offline. */
const SHORT_LINKS_CACHE = 'wenda-short-links';

/** A navigation to a short link (`/s/<code>`): the server redirects it to the survey's answer link. */
export function isShortLinkNavigation({ request, url }: { request: Request; url: URL }): boolean {
  return (
    request.mode === 'navigate' &&
    url.origin === self.location.origin &&
    url.pathname.startsWith(SHORT_LINK_PREFIX)
  );
}

/**
 * Short links go to the network (the app shell must not answer them: it would open the login page at
 * /s/<code>), and their redirect is kept: offline, a short link opened before redirects to its answer link
 * again, whose page and survey the runner already holds (the precached index.html, the release in IndexedDB).
 * The redirect is an opaque one (a navigation follows it itself), stored and replayed as it came.
 */
export async function openShortLink({ request }: { request: Request }): Promise<Response> {
  const cache = await caches.open(SHORT_LINKS_CACHE);
  try {
    const response = await fetch(request);
    if (response.type === 'opaqueredirect')
      await cache.put(request.url, response.clone()).catch(() => undefined);
    return response;
  } catch (failure) {
    const kept = await cache.match(request.url);
    if (kept) return kept;
    throw failure;
  }
}
