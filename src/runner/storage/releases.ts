import type { ReleaseWire } from '../../core/api/design';
import type { RunnerDatabase, StoredRelease } from '../db';
import { CURRENT_VERSION_KEY } from '../viewFolders';
import { guardQuota } from './quota';

/**
 * Keeps a release the server sent and marks it current for its survey (both in one transaction). An earlier
 * release (asCurrent: false; a response resumed under the version it started with) is kept unmarked.
 */
export function keepRelease(
  db: RunnerDatabase,
  wire: ReleaseWire,
  now = Date.now(),
  asCurrent = true,
): Promise<StoredRelease> {
  const stored: StoredRelease = {
    surveyId: wire.surveyId,
    version: wire.version,
    wire,
    surveyName: wire.survey.surveyName,
    fetchedAt: now,
  };
  return guardQuota(() =>
    db.transaction('rw', db.releases, db.surveys, async () => {
      await db.releases.put(stored);
      if (asCurrent) {
        // The survey's record keeps what else it holds (the quota state last known).
        const kept = await db.surveys.get(wire.surveyId);
        await db.surveys.put({
          ...kept,
          surveyId: wire.surveyId,
          currentVersion: wire.version,
          checkedAt: now,
        });
      }
      return stored;
    }),
  ).then((kept) => {
    if (asCurrent) hintCurrentVersion(wire.surveyId, wire.version);
    return kept;
  });
}

/** See CURRENT_VERSION_KEY. Storage refused or full: no hint, nothing else. */
function hintCurrentVersion(surveyId: string, version: number): void {
  try {
    localStorage.setItem(`${CURRENT_VERSION_KEY}${surveyId}`, String(version));
  } catch {
    // Only a hint.
  }
}

/** The release the server last called current, or undefined when the device never saw the survey. */
export async function currentRelease(
  db: RunnerDatabase,
  surveyId: string,
): Promise<StoredRelease | undefined> {
  const survey = await db.surveys.get(surveyId);
  if (survey) {
    const current = await db.releases.get([surveyId, survey.currentVersion]);
    if (current) return current;
  }
  // No pointer (or its release went missing): the highest version kept.
  const all = await db.releases.where('surveyId').equals(surveyId).sortBy('version');
  return all[all.length - 1];
}

/** One release by version: a response keeps answering under the version it started with. */
export function releaseByVersion(
  db: RunnerDatabase,
  surveyId: string,
  version: number,
): Promise<StoredRelease | undefined> {
  return db.releases.get([surveyId, version]);
}
