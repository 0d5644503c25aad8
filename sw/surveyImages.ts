/// <reference lib="webworker" />
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { UPLOADED_FILES_PATH } from '../src/runner/offlineImages/message';

/**
 * The images surveys show, kept so that a survey opened once online shows them offline too. The page asks for
 * a survey's images once its first screen is up (src/runner/offlineImages/keep.ts, message `keep-images`);
 * the route below then answers from this cache, and keeps any uploaded image a page of the app loads.
 *
 * Only our uploaded files (/api/files/…). Images of other sites, which a style or a rich text may name, are
 * left alone: the app's Content-Security-Policy (server/http/security.ts: img-src and connect-src 'self') lets
 * neither the pages show them nor this worker fetch them, online or not, so there is nothing to keep.
 */
declare let self: ServiceWorkerGlobalScope;

export const SURVEY_FILES_CACHE = 'wenda-survey-files';

/**
 * Uploaded images (server/design/routes/uploads.ts) never change under their address: each upload gets a new
 * random name, nothing writes over a stored file, and the server sends them `immutable` for a year. So cache
 * first, not stale-while-revalidate: a kept copy is always the right one, and an image fetched once never
 * needs the network again. Only 200 responses are kept (the strategy's default), never a 404. Beyond 500 the
 * least recently used go (uploads are at most 2 MB each); on a full device this cache is dropped rather than
 * leave the answers in IndexedDB without room.
 */
const surveyFiles = new CacheFirst({
  cacheName: SURVEY_FILES_CACHE,
  plugins: [new ExpirationPlugin({ maxEntries: 500, purgeOnQuotaError: true })],
});

function isSurveyFile(url: URL): boolean {
  return url.origin === self.location.origin && url.pathname.startsWith(UPLOADED_FILES_PATH);
}

export function registerSurveyImageRoute(): void {
  registerRoute(({ url }) => isSurveyFile(url), surveyFiles);
}

/** How many images are fetched at once: enough to be quick, few enough to leave the page its bandwidth. */
const PARALLEL_FETCHES = 4;

/**
 * Keeps the images a page asked for, through the route's own strategy (an image already kept is not fetched
 * again). Anything in the list that is not one of our files is ignored; a failed image is skipped, never
 * thrown: the next visit online tries it again.
 */
export async function keepImages(urls: unknown, event: ExtendableEvent): Promise<void> {
  if (!Array.isArray(urls)) return;
  const queue = urls.flatMap((address) => surveyFileUrl(address) ?? []);
  const fetchNext = async (): Promise<void> => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      await surveyFiles.handle({ request: new Request(next), event }).catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_FETCHES }, fetchNext));
}

function surveyFileUrl(address: unknown): string | undefined {
  if (typeof address !== 'string') return undefined;
  try {
    const url = new URL(address, self.location.href);
    return isSurveyFile(url) ? url.href : undefined;
  } catch {
    return undefined;
  }
}
