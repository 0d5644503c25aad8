import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { SaveAnswersRequest } from '../../src/core/api/answer';
import { AUDIT_BATCH_FORMAT, type AuditAnchor, type AuditEvent } from '../../src/core/audit/events';
import { pagesOf } from '../../src/core/paging';
import { auditRowsOf } from '../answers/audit';
import { newestLoadedRelease } from '../answers/survey-release';
import type { Database } from '../db/database';
import { auditEvents, interviewerAssignments, interviewers, responses, surveys } from '../db/schema';
import { surveyHasInterviewers } from '../interviewers/assignments';
import { hashAccessCode, newAccessCode } from '../interviewers/sessions';
import { Random } from './random';

/**
 * The demo's field team (docs/architecture.md "Interviewer mode", "Audit trail"): two interviewers on the
 * demo survey — the demo account itself (so the demo's own login opens the runner's interviewer screen) and
 * a team member known by an access code — and a dozen of the demo's generated responses taken by them, each
 * with an audit trail as a phone records one: the start, each answered question entered and left after the
 * time the response spent on it, page moves, a few answers changed on a second visit, one app sent to the
 * background and back, one reopened on a new clock, the end with its sample status. The trails are stored
 * through the save's own audit check (auditRowsOf), so the supervisor's 访员 tab, the
 * report's time-per-question card and the response detail's trail show what real interviews would.
 */
export const DEMO_INTERVIEWERS = [
  // Where each works: villages around Pidu (Chengdu) and Jiangning (Nanjing), a few kilometres across.
  {
    name: '陈静',
    kind: 'account',
    complete: 5,
    inProgress: 2,
    area: { latitude: 30.808, longitude: 103.887 },
  },
  { name: '王小明', kind: 'code', complete: 4, inProgress: 1, area: { latitude: 31.953, longitude: 118.84 } },
] as const;

/** Between leaving a question and entering the next one (reading, scrolling). */
const GAP_MS = { min: 400, max: 2_500 };
/** A stay on a question the generated response kept no time for. */
const DEFAULT_STAY_MS = 6_000;

type SampleRow = Pick<
  typeof responses.$inferSelect,
  'id' | 'status' | 'sampleStatus' | 'startedAt' | 'paradata' | 'releaseVersion'
>;

/**
 * Gives the demo survey its interviewers and their interviews, once: a survey that has ever had an
 * interviewer is left alone (the designer may have changed the team since), as is one without enough
 * generated responses to attribute.
 */
export async function ensureDemoInterviews(db: Database, surveyId: string): Promise<void> {
  if (await surveyHasInterviewers(db, surveyId)) return;
  const [survey] = await db.select({ userId: surveys.userId }).from(surveys).where(eq(surveys.id, surveyId));
  const loaded = await newestLoadedRelease(db, surveyId);
  if (!survey || !loaded) return;
  const picked = await pickResponses(db, surveyId);
  if (!picked) return;

  const random = new Random(`demo-interviews:${surveyId}`);
  const pages = pagesOf(loaded.release, { groupIds: loaded.release.groups.map((group) => group.id) });
  const now = new Date();
  let interviewIndex = 0;
  await db.transaction(async (tx) => {
    for (const [index, member] of DEMO_INTERVIEWERS.entries()) {
      const [made] = await tx
        .insert(interviewers)
        .values({
          name: member.name,
          createdBy: survey.userId,
          // The code is never shown: a demo visitor makes a code of their own on the 访员 tab.
          ...(member.kind === 'account'
            ? { userId: survey.userId }
            : { codeHash: hashAccessCode(newAccessCode()) }),
          lastSeenAt: new Date(now.getTime() - (index + 1) * 47 * 60_000),
        })
        .onConflictDoNothing()
        .returning();
      // The demo account may be an interviewer already (invited to another survey): one row per account.
      const [interviewer] = made
        ? [made]
        : await tx.select().from(interviewers).where(eq(interviewers.userId, survey.userId));
      if (!interviewer) throw new Error('the demo interviewer vanished');
      await tx
        .insert(interviewerAssignments)
        .values({ interviewerId: interviewer.id, surveyId, assignedBy: survey.userId });
      const taken = [
        ...picked.complete.splice(0, member.complete),
        ...picked.inProgress.splice(0, member.inProgress),
      ];
      for (const response of taken) {
        const trail = interviewTrail(response, interviewIndex++, pages, random, member.area);
        await tx
          .update(responses)
          .set({
            interviewerId: interviewer.id,
            ...(response.status === 'complete' && { completedAt: new Date(trail.endsAt) }),
          })
          .where(eq(responses.id, response.id));
        // The save's own check: the core's schema and the release's questions.
        const body = { surveyId, responseId: response.id, audit: trail.batch } as Pick<
          SaveAnswersRequest,
          'surveyId' | 'responseId' | 'audit'
        > as SaveAnswersRequest;
        // A fresh trail of a response no save has reached: stored as the save stores one, once per seq.
        await tx
          .insert(auditEvents)
          .values(
            auditRowsOf(body, loaded, false, (message) => {
              throw new Error(`demo interview trail: ${message}`);
            }),
          )
          .onConflictDoNothing({ target: [auditEvents.responseId, auditEvents.seq] });
      }
    }
  });
}

/** Recent valid responses of the newest release, complete and in progress, as many as the team takes. */
async function pickResponses(
  db: Database,
  surveyId: string,
): Promise<{ complete: SampleRow[]; inProgress: SampleRow[] } | undefined> {
  const rows = await db
    .select({
      id: responses.id,
      status: responses.status,
      sampleStatus: responses.sampleStatus,
      startedAt: responses.startedAt,
      paradata: responses.paradata,
      releaseVersion: responses.releaseVersion,
    })
    .from(responses)
    .where(
      and(
        eq(responses.surveyId, surveyId),
        isNull(responses.invalidAt),
        isNull(responses.interviewerId),
        inArray(responses.status, ['complete', 'in-progress']),
      ),
    )
    .orderBy(asc(responses.startedAt), asc(responses.id));
  // Only responses with a question answered: an interview abandoned before its first answer has no trail to
  // show (a CI run's demo drew one, and its interview listed no question at all).
  const answered = rows.filter((row) => stayTimes(row).size > 0);
  const complete = answered.filter((row) => row.status === 'complete');
  const inProgress = answered.filter((row) => row.status !== 'complete');
  const wanted = (key: 'complete' | 'inProgress') =>
    DEMO_INTERVIEWERS.reduce((total, member) => total + member[key], 0);
  if (complete.length < wanted('complete') || inProgress.length < wanted('inProgress')) return undefined;
  // The newest ones: a field team's work of the last days.
  return {
    complete: complete.slice(-wanted('complete')),
    inProgress: inProgress.slice(-wanted('inProgress')),
  };
}

/** The time a generated response spent on each question (its paradata), the questions it answered. */
function stayTimes(response: SampleRow): Map<string, number> {
  const times = (response.paradata as { questionTimeMs?: Record<string, number> } | null)?.questionTimeMs;
  return new Map(Object.entries(times ?? {}).filter(([, ms]) => typeof ms === 'number' && ms > 0));
}

type Trail = { batch: { format: number; anchors: AuditAnchor[]; events: AuditEvent[] }; endsAt: number };

/**
 * One interview's trail: the answered questions' pages walked in order, each question entered, its answer
 * changed and left after its stay; `index` (the interview's place among the demo's) decides which go back a
 * page to change an answer, go to the background or are reopened later; the gaps are drawn from `random`.
 */
function interviewTrail(
  response: SampleRow,
  index: number,
  pages: readonly { questionIds: readonly string[] }[],
  random: Random,
  area: { latitude: number; longitude: number },
): Trail {
  const stays = stayTimes(response);
  const walked = pages
    .map((page, index) => ({ index, questionIds: page.questionIds.filter((id) => stays.has(id)) }))
    .filter((page) => page.questionIds.length > 0);
  const anchors: AuditAnchor[] = [{ clock: 0, wallMs: response.startedAt.getTime() }];
  const events: AuditEvent[] = [];
  let clock = 0;
  let at = random.int(300, 1_200);
  const push = (event: Omit<AuditEvent, 'seq' | 'clock' | 'atMs'>, after = 0) => {
    at += after;
    events.push({ seq: events.length + 1, clock, atMs: at, ...event });
  };
  const stay = (questionId: string, ms: number, changed: boolean) => {
    push({ kind: 'question-enter', questionId }, random.int(GAP_MS.min, GAP_MS.max));
    if (changed) push({ kind: 'answer-change', questionId }, ms);
    else at += ms;
    push({ kind: 'question-leave', questionId });
  };
  // The interview's location as the runner takes it: a start fix a few seconds in, an end fix at the finish
  // some metres away (the interviewer walked about the household); the fifth interview's phone refused.
  const place = {
    latitude: area.latitude + random.int(-300, 300) / 10_000,
    longitude: area.longitude + random.int(-300, 300) / 10_000,
  };
  const fix = (role: 'start' | 'end', after: number) =>
    index % 5 === 4
      ? push({ kind: 'location-failed', fix: role, failure: 'denied' }, after)
      : push(
          {
            kind: 'location',
            fix: role,
            latitude: place.latitude + random.int(-4, 4) / 100_000,
            longitude: place.longitude + random.int(-4, 4) / 100_000,
            accuracy: random.int(6, 40),
          },
          after,
        );
  push({ kind: 'start' }, 0);
  fix('start', random.int(1_500, 6_000));
  // Every third interview corrects an answer, every fourth is interrupted by a call, every fifth (and each
  // one left unfinished) is closed and opened again later.
  const goesBack = index % 3 === 1;
  const hides = index % 4 === 2;
  const reopens = response.status !== 'complete' || index % 5 === 3;
  const reopenAt = reopens ? random.int(1, Math.max(1, walked.length - 1)) : -1;
  let previousPage = -1;
  for (const [position, page] of walked.entries()) {
    if (position === reopenAt) {
      // The phone closed the app: the interview was opened again later, on a new clock.
      push({ kind: 'hidden' }, random.int(200, 800));
      clock += 1;
      const wallMs = (anchors.at(-1)?.wallMs ?? 0) + at + random.int(5, 40) * 60_000;
      anchors.push({ clock, wallMs });
      at = random.int(200, 900);
      push({ kind: 'resume' });
    } else if (previousPage >= 0) {
      push(
        { kind: 'page-move', fromPage: previousPage, toPage: page.index, move: 'next' },
        random.int(300, 900),
      );
    }
    for (const [order, questionId] of page.questionIds.entries()) {
      const ms = stays.get(questionId) ?? DEFAULT_STAY_MS;
      if (hides && position === 1 && order === 0) {
        // A call came in mid-question: the app went to the background and back.
        push({ kind: 'question-enter', questionId }, random.int(GAP_MS.min, GAP_MS.max));
        push({ kind: 'hidden' }, Math.round(ms / 2));
        push({ kind: 'visible' }, random.int(30, 150) * 1_000);
        push({ kind: 'answer-change', questionId }, Math.round(ms / 2));
        push({ kind: 'question-leave', questionId });
      } else stay(questionId, ms, true);
    }
    if (goesBack && position === 2 && previousPage >= 0) {
      // Back a page to correct an answer there, then on again.
      const corrected = walked[position - 1]?.questionIds[0];
      push(
        { kind: 'page-move', fromPage: page.index, toPage: previousPage, move: 'back' },
        random.int(500, 1_500),
      );
      if (corrected) stay(corrected, random.int(3_000, 9_000), true);
      push(
        { kind: 'page-move', fromPage: previousPage, toPage: page.index, move: 'next' },
        random.int(300, 900),
      );
    }
    previousPage = page.index;
  }
  if (response.status === 'complete') {
    fix('end', 400);
    push({ kind: 'end', status: response.sampleStatus ?? 'Complete' }, 200);
  }
  const endsAt = (anchors.at(-1)?.wallMs ?? 0) + at;
  return { batch: { format: AUDIT_BATCH_FORMAT, anchors, events }, endsAt };
}
