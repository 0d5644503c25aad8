import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../../server/db/database';
import { auditEvents, responses } from '../../../server/db/schema';
import { DEMO_INTERVIEWERS, ensureDemoInterviews } from '../../../server/seed/sampleInterviews';
import { AUDIT_API, type AuditSummary, type AuditTrail } from '../../../src/core/api/audit';
import { INTERVIEWER_API, type SurveyInterviewer } from '../../../src/core/api/interviewers';
import { INTERVIEW_LOCATIONS_API, type InterviewLocations } from '../../../src/core/api/interviewLocations';
import { call } from './http';

/**
 * The demo's field team (server/seed/sampleInterviews.ts) as a first start seeds it, read as the designer
 * reads it: the 访员 tab's list with its figures, the report's time per question, each interview's trail and
 * the supervisor's list of locations, all over the HTTP calls; then a second run adds nothing. Checked in the
 * start test, where the demo is seeded (building it again in a file of its own cost ten seconds per database).
 */
export async function expectDemoInterviews(
  app: FastifyInstance,
  db: Database,
  surveyId: string,
  token: string,
): Promise<void> {
  const roster = async () =>
    (
      await call<{ interviewers: SurveyInterviewer[] }>(
        app,
        'GET',
        `${INTERVIEWER_API.list}?surveyId=${surveyId}`,
        { token },
      )
    ).envelope.data.interviewers;
  const team = await roster();
  expect(
    team.map(({ name, kind, received, complete, inProgress, discarded }) => ({
      name,
      kind,
      received,
      complete,
      inProgress,
      discarded,
    })),
  ).toEqual(
    DEMO_INTERVIEWERS.map((member) => ({
      name: member.name,
      kind: member.kind,
      received: member.complete + member.inProgress,
      complete: member.complete,
      inProgress: member.inProgress,
      discarded: 0,
    })),
  );
  for (const member of team) expect(member.medianSeconds).toBeGreaterThan(60);

  // The report's card: time on many questions, with answer changes, over the twelve interviews.
  const summary = await call<AuditSummary>(app, 'POST', AUDIT_API.summary, { token, body: { surveyId } });
  expect(summary.envelope.data.responses).toBe(12);
  expect(summary.envelope.data.questions.length).toBeGreaterThan(10);
  for (const question of summary.envelope.data.questions) expect(question.medianSeconds).toBeGreaterThan(0);
  expect(summary.envelope.data.questions.some((question) => question.changes > question.responses)).toBe(
    true,
  );

  // Each interview's trail: begun, questions entered and left, finished ones ended with their status.
  const interviews = await db
    .select({ id: responses.id, status: responses.status, sampleStatus: responses.sampleStatus })
    .from(responses)
    .where(and(eq(responses.surveyId, surveyId), isNotNull(responses.interviewerId)));
  const taken: AuditTrail['events'][] = [];
  for (const { id, status, sampleStatus } of interviews) {
    const { events } = (
      await call<AuditTrail>(app, 'GET', `${AUDIT_API.trail}?surveyId=${surveyId}&responseId=${id}`, {
        token,
      })
    ).envelope.data;
    taken.push(events);
    expect(events[0]?.kind).toBe('start');
    expect(events.map((event) => event.seq)).toEqual(events.map((_, index) => index + 1));
    expect(events.filter((event) => event.kind === 'question-leave').length).toBeGreaterThan(0);
    const last = events.at(-1);
    if (status === 'complete') expect([last?.kind, last?.detail]).toEqual(['end', sampleStatus]);
    else expect(events.some((event) => event.kind === 'end')).toBe(false);
    const seconds = events.map((event) => event.elapsedSeconds);
    expect(seconds).toEqual([...seconds].sort((a, b) => a - b));
  }
  expect(taken).toHaveLength(12);
  const kinds = new Set(taken.flat().map((event) => event.kind));
  for (const kind of ['hidden', 'visible', 'resume', 'page-move', 'answer-change'])
    expect(kinds).toContain(kind);
  expect(taken.flat().some((event) => event.detail === 'back')).toBe(true);

  // The supervisor's list of locations: every interview has a start fix (or the phone's refusal), each
  // finished one an end fix near its start; the unfinished ones none yet.
  const located = (
    await call<InterviewLocations>(app, 'GET', `${INTERVIEW_LOCATIONS_API}?surveyId=${surveyId}`, { token })
  ).envelope.data.interviews;
  expect(located).toHaveLength(12);
  for (const interview of located) {
    expect(interview.start).not.toBeNull();
    if (interview.status === 'complete') expect(interview.end).not.toBeNull();
    else expect(interview.end).toBeNull();
    const { start, end } = interview;
    if (start && 'latitude' in start && end && 'latitude' in end) {
      expect(Math.abs(start.latitude - end.latitude)).toBeLessThan(0.001);
      expect(start.accuracy).toBeGreaterThan(0);
    }
  }
  expect(located.filter((interview) => interview.start && 'failure' in interview.start)).toHaveLength(2);

  // A second start adds nothing.
  const stored = (await db.select().from(auditEvents).where(eq(auditEvents.surveyId, surveyId))).length;
  await ensureDemoInterviews(db, surveyId);
  expect(await roster()).toEqual(team);
  expect(await db.select().from(auditEvents).where(eq(auditEvents.surveyId, surveyId))).toHaveLength(stored);
}
