import type { DeviceReportRequest } from '../../core/api/interviewers';
import type { RunnerDatabase } from '../db';
import { sendDeviceReport } from './api';
import { deviceReportLines, interviewsBySurvey } from './interviewList';
import { deviceIdOf, type InterviewerLogin, liveLoginOf } from './tokenStore';

/**
 * The device report the interviewer screen sends at each sync (opening online, "send now", back online): what
 * this phone holds of the logged-in interviewer's surveys, which the server cannot see (interviews in progress
 * that sent nothing yet, finished ones waiting for a connection or a login, refused ones). The supervisor's
 * list sums the last report of each of the interviewer's devices (docs/architecture.md "Interviewer mode").
 */

/**
 * The build of the interviewer screen: its chunk's file name carries the build's content hash (in a dev
 * server, the module's path), which tells the supervisor which phones run an old app.
 */
export const APP_VERSION = new URL(import.meta.url).pathname.split('/').pop()?.slice(0, 64) ?? '';

/** The report of `login`'s interviews on this device, for the surveys assigned to them. */
export async function deviceReportOf(
  db: RunnerDatabase,
  login: InterviewerLogin,
  surveyIds: readonly string[],
): Promise<DeviceReportRequest> {
  const interviewerId = login.interviewer.id;
  const responses = await db.responses
    .filter((response) => response.interviewerId === interviewerId)
    .toArray();
  const ids = responses.map((response) => response.id);
  const entries = await db.outbox.where('responseId').anyOf(ids).toArray();
  const media = await db.media.where('responseId').anyOf(ids).toArray();
  const rows = interviewsBySurvey(responses, entries, media).flatMap((group) => group.rows);
  return {
    deviceId: await deviceIdOf(),
    appVersion: APP_VERSION,
    surveys: deviceReportLines(rows, interviewerId, surveyIds),
  };
}

/**
 * Sends the report of `interviewerId` with their token as kept now (a renewal may have replaced the one the
 * screen began with). A failure (offline, an ended login) only leaves the supervisor the previous report.
 */
export function reportDevice(
  db: RunnerDatabase,
  interviewerId: string,
  surveyIds: readonly string[],
): Promise<boolean> {
  // One after another, each counted when its turn comes: the server keeps the last report to arrive, so an
  // earlier sync's counts (made before a send was acknowledged) never arrive after a later one's.
  const report = lastReport.then(async () => {
    try {
      const login = await liveLoginOf(interviewerId);
      if (!login) return false;
      await sendDeviceReport(login.token, await deviceReportOf(db, login, surveyIds));
      return true;
    } catch {
      return false;
    }
  });
  lastReport = report;
  return report;
}

let lastReport: Promise<unknown> = Promise.resolve();
