/**
 * A release in a newer format than this app reads (FormatTooNewError from the logic worker, docs/architecture.md
 * "Stored formats") means the server moved on while this page runs an older app, kept by the service worker's
 * precache. The page is not misread: it fetches the new app and reloads, once. Should the same happen again
 * within a few minutes (offline, so no new app can come), it says so instead of reloading in a loop.
 */

/** The error the worker's reader throws for a newer format, as the logic client rethrows it (name kept). */
export function isNewerFormatError(error: unknown): boolean {
  return error instanceof Error && error.name === 'FormatTooNewError';
}

const RELOADED_AT_KEY = 'wenda:reloaded-for-newer-format';
/** Within this time of the last reload for it, a newer format does not reload again. */
export const RELOAD_AGAIN_AFTER_MS = 5 * 60_000;
/** How long the new service worker may take to take over before the page reloads anyway. */
const TAKE_OVER_WAIT_MS = 5_000;

export interface AppReloader {
  now(): number;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  /** Asks for the newest app (its service worker) and waits, up to a bound, for it to take over. */
  updateApp(): Promise<void>;
  reload(): void;
}

/** Reloads into the newest app and resolves true; false when it did so moments ago already (nothing to gain). */
export async function reloadForNewerApp(reloader: AppReloader = browserReloader()): Promise<boolean> {
  const last = Number(reloader.storage.getItem(RELOADED_AT_KEY));
  const now = reloader.now();
  if (Number.isFinite(last) && last > 0 && now - last < RELOAD_AGAIN_AFTER_MS) return false;
  reloader.storage.setItem(RELOADED_AT_KEY, String(now));
  await reloader.updateApp().catch(() => undefined);
  reloader.reload();
  return true;
}

function browserReloader(): AppReloader {
  return {
    now: () => Date.now(),
    storage: sessionStorage,
    updateApp: async () => {
      const container = navigator.serviceWorker;
      const registration = await container?.getRegistration();
      if (!container || !registration) return;
      // The new worker skips waiting and claims the page (sw/sw.ts): its controllerchange says it is in.
      const tookOver = new Promise<void>((resolve) => {
        container.addEventListener('controllerchange', () => resolve(), { once: true });
        setTimeout(resolve, TAKE_OVER_WAIT_MS);
      });
      await registration.update();
      if (registration.installing || registration.waiting) await tookOver;
    },
    reload: () => location.reload(),
  };
}
