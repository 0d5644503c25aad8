/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import type { ReplaySavesMessage } from '../src/runner/sync/messages';
import { queueFailedSaves, replaySaves, SAVE_PATH } from './saveQueue';

/**
 * The app's service worker: everything the build lists is precached, so the app (and /answer for a survey
 * opened before) starts with no connection; navigations get the precached index.html (routes are in the
 * hash). Answer saves go to the network only, and those that fail there wait in a queue that is replayed
 * later (saveQueue.ts). Nothing else under /api/ is touched: the runner keeps releases in its own IndexedDB.
 */
declare let self: ServiceWorkerGlobalScope;

self.addEventListener('install', () => {
  void self.skipWaiting();
});
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/api\//] }));

registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === SAVE_PATH,
  new NetworkOnly({ plugins: [queueFailedSaves] }),
  'POST',
);

self.addEventListener('message', (event) => {
  const message = event.data as ReplaySavesMessage | undefined;
  if (message?.type === 'replay-saves') {
    // A failed replay leaves the saves queued; the next trigger tries again.
    event.waitUntil(replaySaves().catch(() => undefined));
  }
});
