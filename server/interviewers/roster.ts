import { and, desc, eq, sql } from 'drizzle-orm';
import type { SurveyInterviewer } from '../../src/core/api/interviewers';
import { queryRows, toNumber } from '../db/raw';
import { interviewerAssignments, interviewers, users } from '../db/schema';
import type { Queryable } from '../design/access';
import { onDevicesOf } from './deviceReports';

type Figures = Pick<
  SurveyInterviewer,
  'received' | 'complete' | 'inProgress' | 'discarded' | 'medianSeconds'
>;
const NO_FIGURES: Figures = { received: 0, complete: 0, inProgress: 0, discarded: 0, medianSeconds: null };

/**
 * A survey's interviewers, each with its deciding assignment (the live one, else the one revoked last) and
 * the supervisor's figures over the survey's responses on the server: received (discarded apart), complete,
 * in progress, discarded, and the median time from start to completion of the complete ones.
 */
export async function surveyInterviewers(
  db: Queryable,
  surveyId: string,
  onlyInterviewerId?: string,
): Promise<SurveyInterviewer[]> {
  const rows = await db
    .select({ assignment: interviewerAssignments, interviewer: interviewers, userName: users.userName })
    .from(interviewerAssignments)
    .innerJoin(interviewers, eq(interviewers.id, interviewerAssignments.interviewerId))
    .leftJoin(users, eq(users.id, interviewers.userId))
    .where(
      and(
        eq(interviewerAssignments.surveyId, surveyId),
        onlyInterviewerId ? eq(interviewerAssignments.interviewerId, onlyInterviewerId) : undefined,
      ),
    )
    .orderBy(desc(interviewerAssignments.assignedAt));
  const deciding = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const kept = deciding.get(row.interviewer.id);
    if (!kept || (kept.assignment.revokedAt !== null && row.assignment.revokedAt === null)) {
      deciding.set(row.interviewer.id, row);
    }
  }
  const figures = await figuresOf(db, surveyId);
  const onDevices = await onDevicesOf(db, surveyId);
  return [...deciding.values()]
    .sort((a, b) => a.assignment.assignedAt.getTime() - b.assignment.assignedAt.getTime())
    .map(({ assignment, interviewer, userName }) => ({
      interviewerId: interviewer.id,
      kind: interviewer.userId ? 'account' : 'code',
      name: interviewer.name,
      userName: userName ?? null,
      assignedAt: assignment.assignedAt.toISOString(),
      revokedAt: assignment.revokedAt?.toISOString() ?? null,
      lastSeenAt: interviewer.lastSeenAt?.toISOString() ?? null,
      ...(figures.get(interviewer.id) ?? NO_FIGURES),
      onDevices: onDevices.get(interviewer.id) ?? null,
    }));
}

async function figuresOf(db: Queryable, surveyId: string): Promise<Map<string, Figures>> {
  const rows = await queryRows<{
    interviewer_id: string;
    received: unknown;
    complete: unknown;
    in_progress: unknown;
    discarded: unknown;
    median_seconds: unknown;
  }>(
    db,
    sql`
    select interviewer_id,
      count(*) filter (where discarded_at is null)::int as received,
      count(*) filter (where discarded_at is null and status = 'complete')::int as complete,
      count(*) filter (where discarded_at is null and status <> 'complete')::int as in_progress,
      count(*) filter (where discarded_at is not null)::int as discarded,
      percentile_cont(0.5) within group (order by extract(epoch from completed_at - started_at))
        filter (where discarded_at is null and status = 'complete' and completed_at is not null)
        as median_seconds
    from responses
    where survey_id = ${surveyId} and interviewer_id is not null
    group by interviewer_id`,
  );
  return new Map(
    rows.map((row) => {
      const median = toNumber(row.median_seconds);
      return [
        row.interviewer_id,
        {
          received: toNumber(row.received) ?? 0,
          complete: toNumber(row.complete) ?? 0,
          inProgress: toNumber(row.in_progress) ?? 0,
          discarded: toNumber(row.discarded) ?? 0,
          medianSeconds: median === null ? null : Math.round(median),
        },
      ];
    }),
  );
}
