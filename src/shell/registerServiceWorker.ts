import { Workbox } from 'workbox-window';

/**
 * Registers the service worker (production builds only). A new version takes over at once (skipWaiting in
 * the worker); the page then reloads so that its code and the precache agree.
 */
export function registerServiceWorker(): void {
  const workbox = new Workbox(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL });
  workbox.addEventListener('controlling', (event) => {
    if (event.isUpdate) location.reload();
  });
  workbox.register().catch(() => undefined);
}
