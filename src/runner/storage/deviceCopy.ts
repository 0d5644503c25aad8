import type { PreparedOpening } from '../../../workers/logic';
import type { StoredRelease, StoredResponse } from '../db';
import { latestTouched } from './responseStart';

/**
 * What the device holds for a survey, as index.html's boot script read it with IndexedDB itself while the
 * entry was still downloading and compiling (sw/runnerBoot.ts): the current release and the response to
 * resume, the same answers releases.ts and responses.ts give through Dexie, ready by the time the session
 * starts instead of after Dexie has opened the database and read it.
 */
declare global {
  interface Window {
    __wendaDeviceCopy?: { surveyId: string; read: Promise<BootRead | null> };
  }
}

/**
 * The IndexedDB version of the runner's database as this build's Dexie schema opens it (Dexie opens version n
 * of its schema as IndexedDB version 10 n; db.ts declares n = 6). Written out so that reading the boot script's
 * copy needs no Dexie; a unit test keeps it equal to the schema's.
 */
export const RUNNER_DB_VERSION = 70;

/**
 * What the boot script hands over: the rows as stored, and the database version they were read at — 0 when
 * the device has no database yet (a first visit: nothing to resume, nothing kept).
 */
interface BootRead {
  dbVersion: number;
  release: StoredRelease | undefined;
  inProgress: StoredResponse[];
  /** The logic worker's opening of the response to resume, once it has posted it (workers/logic.ts)… */
  prepared?: Promise<PreparedOpening | null>;
  /** …which worker: the boot script's. */
  worker?: Worker;
}

export interface DeviceCopy {
  /** The survey's current release on the device (currentRelease), if any. */
  release: StoredRelease | undefined;
  /** The response to resume (findResumable), if any. */
  resumable: StoredResponse | undefined;
  /** The logic worker's own post of the response it opened ahead, if the boot script asked for one. */
  prepared: Promise<PreparedOpening | null> | undefined;
}

/**
 * The boot script's read for this survey, taken once; undefined when it read another survey or none. It
 * resolves undefined when that read failed, or was made at another database version than this build's schema
 * (an older database that Dexie still has to upgrade): the caller then reads through Dexie. `worker` is the
 * session's logic worker.
 */
export function takeDeviceCopy(
  surveyId: string,
  worker: Worker,
): Promise<DeviceCopy | undefined> | undefined {
  if (typeof window === 'undefined') return undefined;
  const started = window.__wendaDeviceCopy;
  window.__wendaDeviceCopy = undefined;
  if (!started || started.surveyId !== surveyId) return undefined;
  return started.read.then(
    (read) =>
      read && (read.dbVersion === RUNNER_DB_VERSION || read.dbVersion === 0) && Array.isArray(read.inProgress)
        ? {
            release: read.release,
            resumable: latestTouched(read.inProgress),
            // Only the worker that opened it can go on with it (not one started after that one was ended).
            prepared: read.worker === worker ? read.prepared : undefined,
          }
        : undefined,
    () => undefined,
  );
}
