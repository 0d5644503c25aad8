/**
 * Starts the logic worker's script, or takes over the one index.html's boot script started. Kept apart from client.ts (and free of comlink) so that the entry can start
 * it, for an answer link, while the runner's own chunks are still downloading: the worker's download and start
 * then overlap them instead of following them.
 */
declare global {
  interface Window {
    /** Started by index.html's boot script for an answer link (sw/runnerBoot.ts); false once too late. */
    __wendaLogicWorker?: Worker | false;
  }
}

export function spawnLogicWorker(): Worker {
  const early = window.__wendaLogicWorker;
  window.__wendaLogicWorker = false;
  if (early) return early;
  return new Worker(new URL('../../../workers/logic.ts', import.meta.url), {
    type: 'module',
    name: 'wenda-logic',
  });
}
