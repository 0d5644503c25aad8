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

/**
 * The assigned list as last seen online, per interviewer: a phone shared by several keeps each one's list under
 * their id, so the next to log in never sees the previous one's surveys, even for a moment.
 */
const assignedKey = (interviewerId: string) => `wenda.interview.assigned:${interviewerId}`;

/** The assigned list as last seen online, for the screen offline (sizes and versions). */
export function rememberAssigned(interviewerId: string, surveys: readonly AssignedSurvey[]): void {
  try {
    localStorage.setItem(assignedKey(interviewerId), JSON.stringify(surveys));
    // The one list per device older builds kept: whose it was is unknown.
    localStorage.removeItem('wenda.interview.assigned');
  } catch {
    // Only a convenience offline.
  }
}

/** The list kept for this interviewer (none for another's, none before they were ever listed). */
export function lastAssigned(interviewerId: string): AssignedSurvey[] {
  try {
    return JSON.parse(localStorage.getItem(assignedKey(interviewerId)) ?? '[]') as AssignedSurvey[];
  } catch {
    return [];
  }
}

/**
 * The list the screen shows: the one listed online in this page if it is the current interviewer's, else the
 * one kept for them; nothing while nobody is logged in.
 */
export function currentAssigned(
  interviewerId: string | undefined,
  listed: { interviewerId: string; surveys: AssignedSurvey[] } | undefined,
): AssignedSurvey[] {
  if (!interviewerId) return [];
  return listed?.interviewerId === interviewerId ? listed.surveys : lastAssigned(interviewerId);
}
