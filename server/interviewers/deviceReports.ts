import { and, eq, inArray, sql } from 'drizzle-orm';
import type {
  DeviceReportRequest,
  DeviceReportResponse,
  SurveyInterviewer,
} from '../../src/core/api/interviewers';
import type { Database } from '../db/database';
import { queryRows, toNumber } from '../db/raw';
import { interviewerAssignments, interviewerDeviceReports } from '../db/schema';
import type { Queryable } from '../design/access';

/**
 * The devices' own counts (docs/architecture.md "Interviewer mode"): what an interviewer's phone holds that
 * the server cannot see — interviews in progress that sent nothing yet, finished ones waiting for a
 * connection, refused ones. The last report of each device replaces its earlier one.
 */

/**
 * Keeps a device's report for the surveys the interviewer was ever assigned (a revoked interviewer's phone
 * may still hold interviews the server will take); any other survey in it is left out, not an error: the
 * device may hold surveys of another interviewer who used it. The counts' bounds are the schema's.
 */
export async function keepDeviceReport(
  db: Database,
  interviewerId: string,
  report: DeviceReportRequest,
  now = new Date(),
): Promise<DeviceReportResponse> {
  // One row per survey: a survey named twice counts once (its last line).
  const bySurvey = new Map(report.surveys.map((line) => [line.surveyId, line]));
  const assigned =
    bySurvey.size === 0
      ? []
      : await db
          .selectDistinct({ surveyId: interviewerAssignments.surveyId })
          .from(interviewerAssignments)
          .where(
            and(
              eq(interviewerAssignments.interviewerId, interviewerId),
              inArray(interviewerAssignments.surveyId, [...bySurvey.keys()]),
            ),
          );
  const kept = assigned.map((row) => row.surveyId).sort();
  await db.transaction(async (tx) => {
    await tx
      .delete(interviewerDeviceReports)
      .where(
        and(
          eq(interviewerDeviceReports.interviewerId, interviewerId),
          eq(interviewerDeviceReports.deviceId, report.deviceId),
        ),
      );
    if (kept.length === 0) return;
    await tx.insert(interviewerDeviceReports).values(
      kept.map((surveyId) => {
        const line = bySurvey.get(surveyId);
        return {
          interviewerId,
          deviceId: report.deviceId,
          surveyId,
          inProgress: line?.inProgress ?? 0,
          waiting: line?.waiting ?? 0,
          refused: line?.refused ?? 0,
          appVersion: report.appVersion,
          reportedAt: now,
        };
      }),
    );
  });
  return { kept, reportedAt: now.toISOString() };
}

export type OnDevices = NonNullable<SurveyInterviewer['onDevices']>;

/** Per interviewer of the survey: the counts of their devices' last reports, summed, and the newest time. */
export async function onDevicesOf(db: Queryable, surveyId: string): Promise<Map<string, OnDevices>> {
  const rows = await queryRows<{
    interviewer_id: string;
    in_progress: unknown;
    waiting: unknown;
    refused: unknown;
    devices: unknown;
    reported_at: unknown;
  }>(
    db,
    sql`
    select interviewer_id,
      sum(in_progress)::int as in_progress,
      sum(waiting)::int as waiting,
      sum(refused)::int as refused,
      count(*)::int as devices,
      max(reported_at) as reported_at
    from ${interviewerDeviceReports}
    where survey_id = ${surveyId}
    group by interviewer_id`,
  );
  return new Map(
    rows.map((row) => [
      row.interviewer_id,
      {
        inProgress: toNumber(row.in_progress) ?? 0,
        waiting: toNumber(row.waiting) ?? 0,
        refused: toNumber(row.refused) ?? 0,
        devices: toNumber(row.devices) ?? 0,
        reportedAt: new Date(row.reported_at as string | Date).toISOString(),
      },
    ]),
  );
}
