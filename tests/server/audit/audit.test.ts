import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { asc, eq } from 'drizzle-orm';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, describe, expect, it } from 'vitest';
import { auditEvents, collectionLimits } from '../../../server/db/schema';
import { AUDIT_EXPORT_HEADER } from '../../../server/results/audit/export';
import { ANSWER_API, type SavedProgress } from '../../../src/core/api/answer';
import { AUDIT_API, type AuditSummary, type AuditTrail } from '../../../src/core/api/audit';
import { AUDIT_BATCH_FORMAT, type AuditEvent } from '../../../src/core/audit/events';
import { timePerQuestion } from '../../../src/core/audit/visits';
import { SAVE_BODY_FORMAT } from '../../../src/core/model';
import {
  itemsOf,
  type PublishedSurvey,
  postSave,
  publishedSurvey,
  saveBody,
  storedResponse,
} from '../answers/fixture';
import { downloadArchive, importFile } from '../results/archive/support';
import { runExport } from '../results/exports/support';
import { useTestApp } from '../support/app';
import { databaseTargets } from '../support/databases';
import { call } from '../support/http';

const dataDir = await mkdtemp(join(tmpdir(), 'wenda-audit-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const ANCHOR = Date.UTC(2026, 10, 20, 8, 30);

/** A trail as a phone records it: start, Q1 with a change, a move, Q2 with a spell in the background. */
function trail(survey: PublishedSurvey, scale = 1): AuditEvent[] {
  const events: Omit<AuditEvent, 'seq' | 'clock'>[] = [
    { kind: 'start', atMs: 0 },
    { kind: 'question-enter', questionId: survey.choiceId, atMs: 100 },
    {
      kind: 'answer-change',
      questionId: survey.choiceId,
      atMs: 100 + 4_000 * scale,
      oldValue: null,
      newValue: '"A"',
    },
    { kind: 'question-leave', questionId: survey.choiceId, atMs: 100 + 4_000 * scale },
    { kind: 'page-move', fromPage: 0, toPage: 1, move: 'next', atMs: 100 + 4_000 * scale },
    { kind: 'question-enter', questionId: survey.phoneId, atMs: 5_000 * scale },
    { kind: 'hidden', atMs: 6_000 * scale },
    { kind: 'visible', atMs: 66_000 * scale },
    { kind: 'question-leave', questionId: survey.phoneId, atMs: 72_000 * scale },
    { kind: 'page-move', fromPage: 1, toPage: 0, move: 'back', atMs: 72_000 * scale },
  ];
  return events.map((event, index) => ({ ...event, seq: index + 1, clock: 0 }));
}

const batch = (events: AuditEvent[], anchors = [{ clock: 0, wallMs: ANCHOR }]) => ({
  format: AUDIT_BATCH_FORMAT,
  anchors,
  events,
});

async function storedEvents(ctx: ReturnType<ReturnType<typeof useTestApp>>, responseId: string) {
  return ctx.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.responseId, responseId))
    .orderBy(asc(auditEvents.seq));
}

describe.each(databaseTargets())('the audit trail on the server ($name)', (target) => {
  const ctx = useTestApp(target, { dataDir });

  it('stores each event once however often saves carrying it are replayed, and re-checks what it keeps', async () => {
    const { app } = ctx();
    const survey = await publishedSurvey(app, ctx().db);
    const events = trail(survey);
    const first = saveBody(survey, {
      format: SAVE_BODY_FORMAT,
      seq: 1,
      items: itemsOf(survey, { option: survey.optionB }),
      audit: batch(events.slice(0, 6)),
    });
    expect((await postSave(app, first)).status).toBe(200);
    // The same save again (page and service worker overlapping, a lost answer), then the next one, which
    // carries the unacknowledged events again with those that followed, then the first once more.
    expect((await postSave(app, first)).status).toBe(200);
    const second = { ...first, seq: 2, audit: batch(events.slice(3)) };
    expect((await postSave(app, second)).envelope.data).toMatchObject({ ackSeq: 2 });
    expect((await postSave(app, first)).envelope.data).toMatchObject({ ackSeq: 2 });
    const stored = await storedEvents(ctx(), first.responseId);
    expect(stored.map((row) => [row.seq, row.kind])).toEqual(events.map((event) => [event.seq, event.kind]));
    // Values only when the survey keeps them (off by default): the change is there, its values are not.
    expect(stored[2]).toMatchObject({ kind: 'answer-change', oldValue: null, newValue: null });
    expect(stored[1]?.clockStartedAt.getTime()).toBe(ANCHOR);
    expect(stored[1]?.offsetMs).toBe(100);
    // Another device taking the response over is told where the trail stands, to number after it.
    const progress = await call<SavedProgress>(
      app,
      'GET',
      `${ANSWER_API.progress}?responseId=${first.responseId}`,
    );
    expect(progress.envelope.data.audit).toEqual({ seq: events.length, clock: 0 });
  });

  it('keeps values when the survey asks, drops events of unknown questions, and leaves a malformed trail out', async () => {
    const { app, db } = ctx();
    const survey = await publishedSurvey(app, db);
    await db.insert(collectionLimits).values({ surveyId: survey.surveyId, auditValues: 1 });
    const events = trail(survey).slice(0, 4);
    const stranger = {
      seq: 5,
      clock: 0,
      atMs: 9_000,
      kind: 'question-enter' as const,
      questionId: 'not-a-question',
    };
    const body = saveBody(survey, {
      format: SAVE_BODY_FORMAT,
      seq: 1,
      items: itemsOf(survey, { option: survey.optionB }),
      audit: batch([...events, stranger]),
    });
    expect((await postSave(app, body)).status).toBe(200);
    const stored = await storedEvents(ctx(), body.responseId);
    expect(stored.map((row) => row.seq)).toEqual([1, 2, 3, 4]);
    expect(stored[2]).toMatchObject({ oldValue: null, newValue: '"A"' });

    // Out of order and with no anchor: the answers are taken, the trail is not.
    const broken = saveBody(survey, {
      format: SAVE_BODY_FORMAT,
      seq: 1,
      items: itemsOf(survey, { option: survey.optionB }),
      audit: batch([events[1] as AuditEvent, events[0] as AuditEvent], []),
    });
    expect((await postSave(app, broken)).status).toBe(200);
    expect((await storedResponse(db, broken.responseId)).response?.lastAckSequence).toBe(1);
    expect(await storedEvents(ctx(), broken.responseId)).toEqual([]);
  });

  it('summarises time per question as the core rule does, shows a trail and exports one row per event', async () => {
    const { app, db } = ctx();
    const survey = await publishedSurvey(app, db);
    const trails = [1, 2, 4].map((scale) => trail(survey, scale));
    const ids: string[] = [];
    for (const events of trails) {
      const body = saveBody(survey, {
        format: SAVE_BODY_FORMAT,
        seq: 1,
        items: itemsOf(survey, { option: survey.optionB }),
        audit: batch(events),
      });
      expect((await postSave(app, body)).status).toBe(200);
      ids.push(body.responseId);
    }
    const summary = await call<AuditSummary>(app, 'POST', AUDIT_API.summary, {
      token: survey.token,
      body: { surveyId: survey.surveyId },
    });
    expect(summary.status, summary.envelope.message).toBe(200);
    // The core's rule per response, then the median of three: the middle one (scale 2).
    const perResponse = trails.map((events) => timePerQuestion(events));
    const median = (id: string) =>
      (perResponse.map((times) => times.get(id) ?? 0).sort((a, b) => a - b)[1] ?? 0) / 1000;
    expect(summary.envelope.data.responses).toBe(3);
    expect(
      summary.envelope.data.questions.map((q) => [
        q.questionId,
        q.medianSeconds,
        q.responses,
        q.changes,
        q.stall,
      ]),
    ).toEqual([
      // Q2: 14 s on it at scale 2, two minutes in the background left out; Q1: 8 s. Longest first.
      // Two questions of about the same time: neither is a stall.
      [survey.phoneId, median(survey.phoneId), 3, 0, false],
      [survey.choiceId, median(survey.choiceId), 3, 3, false],
    ]);
    expect(median(survey.phoneId)).toBe(14);
    expect(median(survey.choiceId)).toBe(8);

    const shown = await call<AuditTrail>(
      app,
      'GET',
      `${AUDIT_API.trail}?surveyId=${survey.surveyId}&responseId=${ids[0]}`,
      { token: survey.token },
    );
    expect(shown.envelope.data.events.map((event) => event.kind)).toEqual(
      trails[0]?.map((event) => event.kind),
    );
    expect(shown.envelope.data.events[4]).toMatchObject({ fromPage: 1, toPage: 2, detail: 'next' });
    expect(shown.envelope.data.events[1]?.time).toBe(new Date(ANCHOR + 100).toISOString());

    const csv = await runExport(app, survey.token, { surveyId: survey.surveyId, format: 'audit' });
    const rows = parse(csv.file.toString('utf8').replace(/^\uFEFF/, ''), { columns: true }) as Record<
      string,
      string
    >[];
    expect(Object.keys(rows[0] ?? {})).toEqual([...AUDIT_EXPORT_HEADER]);
    expect(rows).toHaveLength(30);
    expect(csv.job.rowsDone).toBe(30);
    const firstResponse = rows.filter((row) => row.response_id === ids[0]);
    expect(firstResponse.map((row) => Number(row.seq))).toEqual(trails[0]?.map((event) => event.seq));
    expect(firstResponse[8]).toMatchObject({
      event: 'question-leave',
      question_id: survey.phoneId,
      time_utc: new Date(ANCHOR + 72_000).toISOString(),
      elapsed_sec: '72',
    });

    // The survey archive carries the trails: imported as a new survey, the same summary, questions renamed.
    const archived = await downloadArchive(app, survey.token, survey.surveyId);
    const imported = await importFile(app, survey.token, archived.rawPayload);
    expect(imported.status, imported.envelope.message).toBe(200);
    const copyId = imported.envelope.data.surveyId;
    const copied = await call<AuditSummary>(app, 'POST', AUDIT_API.summary, {
      token: survey.token,
      body: { surveyId: copyId },
    });
    const figures = (data: AuditSummary) =>
      data.questions.map((q) => [q.code, q.medianSeconds, q.responses, q.changes]);
    expect(figures(copied.envelope.data)).toEqual(figures(summary.envelope.data));
    expect(copied.envelope.data.questions.some((q) => q.questionId === survey.phoneId)).toBe(false);

    const xlsx = await runExport(app, survey.token, { surveyId: survey.surveyId, format: 'xlsx' });
    const sheets = await readXlsxFile(xlsx.file);
    expect(sheets.map((one) => one.sheet)).toEqual(['data', 'audit']);
    const sheet = sheets[1]?.data ?? [];
    expect(sheet[0]).toEqual([...AUDIT_EXPORT_HEADER]);
    expect(sheet).toHaveLength(31);
    expect(sheet.slice(1).map((row) => [row[0], row[1], row[2]])).toEqual(
      rows.map((row) => [row.response_id, Number(row.seq), row.event]),
    );
  });
});
