/**
 * The browser may close the runner's database under it: Safari does under memory pressure and in the
 * background, Chromium on a forced close. Dexie then reopens it by itself on the next call (its `close`
 * handler, and its reopen on InvalidStateError), but a write that was under way when it happened fails:
 * its transaction was aborted with the connection (AbortError, UnknownError), or found it closing
 * (InvalidStateError, DatabaseClosedError). Nothing of it was stored, so it may simply run again.
 */
const LOST_CONNECTION = new Set(['AbortError', 'UnknownError', 'InvalidStateError', 'DatabaseClosedError']);

/** How many times a write is run again after losing its connection before its failure is reported. */
const RERUNS = 2;

/**
 * The names of an error and of the errors it wraps: Dexie wraps the browser's DOMException in its own error,
 * sometimes with the original as `inner`.
 */
export function errorNames(error: unknown): string[] {
  const names: string[] = [];
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    const name = (current as { name?: unknown }).name;
    if (typeof name === 'string') names.push(name);
    current = (current as { inner?: unknown }).inner;
  }
  return names;
}

/** Whether a failed write failed because the connection went away under it (never a full device). */
export function isLostConnection(error: unknown): boolean {
  const names = errorNames(error);
  return !names.includes('QuotaExceededError') && names.some((name) => LOST_CONNECTION.has(name));
}

/** Runs a write, running it again (on the connection Dexie reopens) when the connection was lost under it. */
export async function rerunOnLostConnection<T>(write: () => Promise<T>): Promise<T> {
  for (let rerun = 0; ; rerun++) {
    try {
      return await write();
    } catch (error) {
      if (rerun >= RERUNS || !isLostConnection(error)) throw error;
      console.warn('The device database was closed under a write; it runs again', error);
    }
  }
}
