import { useEffect, useState } from 'react';
import type { RunnerDatabase } from './db';
import type { SaveSync } from './sync/saveSync';

/**
 * The way to the device's database that keeps Dexie (about 31 KB gzip) out of the runner's first load. Only
 * type imports of ./db are allowed on that path; the module itself, and with it Dexie, is fetched when asked
 * for here: at once where the session has to read the device through it, otherwise once the first question
 * is up (session/openSession.ts), since the boot script has already read what the device holds with
 * IndexedDB itself (storage/deviceCopy.ts).
 */
export type DeviceAccess = () => Promise<RunnerDatabase>;

let opening: Promise<RunnerDatabase> | undefined;

/** The page's database, its module fetched on the first call (one connection per page). */
export const openRunnerDb: DeviceAccess = () => {
  opening ??= import('./db').then(({ runnerDb }) => runnerDb());
  return opening;
};

/**
 * The page's loop that sends what the device holds (sync/saveSync.ts pageSaveSync), fetched with the first
 * write rather than with the first question, which sends nothing.
 */
export function pageSendLoop(db: RunnerDatabase): Promise<SaveSync> {
  return import('./sync/saveSync').then(({ pageSaveSync }) => pageSaveSync(db));
}

/** A DeviceAccess to a database already at hand (tests, pages that import ./db themselves). */
export const deviceOf =
  (db: RunnerDatabase): DeviceAccess =>
  () =>
    Promise.resolve(db);

/** The database once `device` resolves; undefined before that, when it fails, or without one (the preview). */
export function useDeviceDb(device: Promise<RunnerDatabase> | undefined): RunnerDatabase | undefined {
  const [db, setDb] = useState<RunnerDatabase>();
  useEffect(() => {
    let current = true;
    // A failure to open is reported where the database is written (the page's storage message).
    device?.then((opened) => current && setDb(() => opened)).catch(() => undefined);
    return () => {
      current = false;
    };
  }, [device]);
  return db;
}

/**
 * A live query of the device, as dexie-react-hooks' useLiveQuery, but with the database as an argument that may
 * not be there yet: undefined until it is (and always without one). Written here rather than taken from
 * dexie-react-hooks, which imports Dexie itself and would put it back into the first load.
 */
export function useDeviceQuery<T>(
  db: RunnerDatabase | undefined,
  query: (db: RunnerDatabase) => T | Promise<T>,
  deps: readonly unknown[],
): T | undefined {
  const [value, setValue] = useState<T>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `query` is rebuilt every render; `deps` say when it changes.
  useEffect(() => {
    if (!db) {
      setValue(undefined);
      return;
    }
    const subscription = db
      .watch(() => query(db))
      .subscribe({
        next: (next) => setValue(() => next),
        error: (error: unknown) => console.error('A device query failed', error),
      });
    return () => subscription.unsubscribe();
  }, [db, ...deps]);
  return value;
}
