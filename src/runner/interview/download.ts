import type { AssignedSurvey } from '../../core/api/interviewers';
import { readRelease } from '../../core/model';
import type { RunnerDatabase } from '../db';
import { keepSurveyImages } from '../offlineImages/keep';
import { keepAddressLists } from '../offlineLists/addressList';
import { requestPersistentStorage } from '../storage/quota';
import { keepRelease } from '../storage/releases';
import { fetchRelease } from './api';

/**
 * Taking a survey out (docs/architecture.md "Interviewer mode"): its current release kept in Dexie as every
 * release the runner sees is (never deleted, so interviews begun under an older one go on under it after an
 * update), its address lists in the offline lists' cache, its images handed to the service worker's image
 * cache, and the browser asked to keep the site's storage. Resolves to whether storage is persistent.
 */
export async function takeOut(db: RunnerDatabase, token: string, survey: AssignedSurvey): Promise<boolean> {
  const { release, auditValues, interviewLocation } = await fetchRelease(token, survey.surveyId);
  await keepRelease(db, release);
  // The audit trail's live settings, for interviews opened from the device (no survey load tells them).
  await db.surveys.update(survey.surveyId, {
    auditValues: auditValues === true,
    interviewLocation: interviewLocation === true,
  });
  // Read as the logic worker reads it (migrated, parsed): what the offline pieces walk.
  const parsed = readRelease(release);
  // Lists are fetched here (they are needed offline); a failure fails the download, to be tried again.
  const hasAddress = survey.files.some((file) => file.kind === 'addressList');
  if (hasAddress) await keepAddressLists(parsed);
  // The worker fetches and keeps the images itself, once active (a page with no worker keeps none).
  void keepSurveyImages(parsed).catch(() => undefined);
  return requestPersistentStorage();
}

/** The highest version of each survey the device holds. */
export async function heldVersions(
  db: RunnerDatabase,
): Promise<Map<string, { version: number; name: string }>> {
  const held = new Map<string, { version: number; name: string }>();
  await db.releases.each((release) => {
    const known = held.get(release.surveyId);
    if (!known || known.version < release.version)
      held.set(release.surveyId, { version: release.version, name: release.surveyName });
  });
  return held;
}

/** A size for people: bytes, KB or MB (one decimal). */
export function readableSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

const ASSIGNED_KEY = 'wenda.interview.assigned';

/** The assigned list as last seen online, for the screen offline (sizes and versions). */
export function rememberAssigned(surveys: readonly AssignedSurvey[]): void {
  try {
    localStorage.setItem(ASSIGNED_KEY, JSON.stringify(surveys));
  } catch {
    // Only a convenience offline.
  }
}

export function lastAssigned(): AssignedSurvey[] {
  try {
    return JSON.parse(localStorage.getItem(ASSIGNED_KEY) ?? '[]') as AssignedSurvey[];
  } catch {
    return [];
  }
}
