/// <reference lib="webworker" />

import largeAssets from 'virtual:wenda-large-assets';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import type { KeepImagesMessage } from '../src/runner/offlineImages/message';
import { registerOutboxWorker } from './outboxWorker';
import { isShortLinkNavigation, openShortLink } from './shortLinks';
import { keepImages, registerSurveyImageRoute } from './surveyImages';

/**
 * The app's service worker: everything the build lists is precached, so the app (and /answer for a survey
 * opened before) starts with no connection; navigations get the precached index.html (routes are in the
 * hash). Answer saves are not routed: the page posts them from the device's outbox, which this worker
 * drains itself on Background Sync and when a page asks (outboxWorker.ts). The images surveys show (uploaded files) are kept in a cache of their own (surveyImages.ts). Nothing
 * else under /api/ is touched: the runner keeps releases in its own IndexedDB.
 */
declare let self: ServiceWorkerGlobalScope;

/** Chromium's static routing (InstallEvent.addRoutes, Chrome 123+); not yet in TypeScript's lib. */
interface RoutableInstallEvent extends ExtendableEvent {
  addRoutes?: (rules: { condition: { urlPattern: string }; source: 'cache' }[]) => Promise<void>;
}

/**
 * The large built files (vite.config.ts lists them) go through the fetch handler: served that way, the browser
 * keeps their compiled code with the precache and skips compiling them again, which the static route below
 * does not (React's chunk took 60 ms to compile and run instead of 10).
 */
const compiledFromCache = new Set(largeAssets);
/** The build's precache list (written into this file once, here). */
const manifest = self.__WB_MANIFEST;

self.addEventListener('install', (event) => {
  void self.skipWaiting();
  // The small built assets (hashed names, never changed) are read straight from the precache without starting
  // this worker's fetch handler for each: a runner's start fetches a dozen, which took tens of milliseconds
  // through it. One missing from the cache goes to the network, as before.
  const routes = (event as RoutableInstallEvent).addRoutes;
  const small = manifest.filter(
    (entry): entry is PrecacheEntry =>
      typeof entry !== 'string' && entry.url.startsWith('assets/') && !compiledFromCache.has(entry.url),
  );
  if (routes && small.length > 0) {
    const rules = small.map((entry) => ({
      condition: { urlPattern: new URL(entry.url, self.location.href).href },
      source: 'cache' as const,
    }));
    event.waitUntil(routes.call(event, rules).catch(() => undefined));
  }
});
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

precacheAndRoute(manifest);
cleanupOutdatedCaches();

// Short links first: the app shell below must not answer them (sw/shortLinks.ts).
registerRoute(isShortLinkNavigation, openShortLink);
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/api\//, /^\/s\//] }),
);

registerSurveyImageRoute();
registerOutboxWorker();

self.addEventListener('message', (event) => {
  const message = event.data as KeepImagesMessage | undefined;
  if (message?.type === 'keep-images') {
    event.waitUntil(keepImages(message.urls, event).catch(() => undefined));
  }
});
