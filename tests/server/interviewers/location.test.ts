import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { ANSWER_API } from '../../../src/core/api/answer';
import type { InterviewerLoginResponse } from '../../../src/core/api/interviewers';
import { INTERVIEW_LOCATIONS_API, type InterviewLocations } from '../../../src/core/api/interviewLocations';
import { AUDIT_BATCH_FORMAT, type AuditEvent } from '../../../src/core/audit/events';
import { SAVE_BODY_FORMAT } from '../../../src/core/model';
import {
  getLimits,
  type LimitedSurvey,
  limitedSurvey,
  loadSurvey,
  responseBody,
  sendSave,
  setLimits,
} from '../collection/fixture';
import { runExport } from '../results/exports/support';
import { register, useTestApp } from '../support/app';
import { databaseTargets } from '../support/databases';
import { call } from '../support/http';
import { asInterviewer, codeLogin, createCode } from './support';

const ANCHOR = Date.UTC(2026, 10, 26, 2, 0);

type Event = Omit<AuditEvent, 'seq' | 'clock'>;

/** A save of the survey's answer carrying these audit events (one clock, anchored at ANCHOR). */
function saveWithTrail(survey: LimitedSurvey, events: Event[], interviewerId?: string) {
  return {
    ...responseBody(survey),
    format: SAVE_BODY_FORMAT,
    ...(interviewerId && { interviewerId }),
    audit: {
      format: AUDIT_BATCH_FORMAT,
      anchors: [{ clock: 0, wallMs: ANCHOR }],
      events: events.map((event, index) => ({ ...event, seq: index + 1, clock: 0 })),
    },
  };
}

async function interview(
  app: FastifyInstance,
  survey: LimitedSurvey,
  login: InterviewerLoginResponse,
  events: Event[],
) {
  const body = saveWithTrail(survey, events, login.interviewer.id);
  const saved = await asInterviewer(app, 'POST', ANSWER_API.save, login.token, { body });
  expect(saved.status, saved.envelope.message).toBe(200);
  return body.responseId;
}

const START_FIX: Event = {
  atMs: 1_500,
  kind: 'location',
  latitude: 31.230416,
  longitude: 121.473701,
  accuracy: 12,
  fix: 'start',
};
const END_FIX: Event = {
  atMs: 600_000,
  kind: 'location',
  latitude: 31.2401,
  longitude: 121.4902,
  accuracy: 35,
  fix: 'end',
};
const timeOf = (event: Event) => new Date(ANCHOR + event.atMs).toISOString();

const dataDir = await mkdtemp(join(tmpdir(), 'wenda-interview-location-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe.each(databaseTargets())('the interview location ($name)', (target) => {
  const ctx = useTestApp(target, { dataDir });

  it('is a collection setting the survey load carries to the runner', async () => {
    const { app } = ctx();
    const survey = await limitedSurvey(app);
    expect((await getLimits(app, survey.token, survey.surveyId)).envelope.data.interviewLocation).toBe(0);
    expect((await loadSurvey(app, survey.surveyId)).envelope.data).toMatchObject({
      interviewLocation: false,
    });
    const saved = await setLimits(app, survey, { interviewLocation: 1 });
    expect(saved.interviewLocation).toBe(1);
    expect((await loadSurvey(app, survey.surveyId)).envelope.data).toMatchObject({ interviewLocation: true });
    // A client of before the setting sends none: the setting stays as it is.
    expect((await setLimits(app, survey, { maxCompletes: 5 })).interviewLocation).toBe(1);
  });

  it("derives each interview's start and end fix for the supervisor's list and the export's columns", async () => {
    const { app } = ctx();
    const survey = await limitedSurvey(app);
    await setLimits(app, survey, { interviewLocation: 1 });
    const made = await createCode(app, survey, '李四');
    const login = await codeLogin(app, made.code);

    const both = await interview(app, survey, login, [
      { atMs: 0, kind: 'start' },
      START_FIX,
      END_FIX,
      { atMs: 600_010, kind: 'end', status: 'Complete' },
    ]);
    const refused = await interview(app, survey, login, [
      { atMs: 0, kind: 'start' },
      { atMs: 800, kind: 'location-failed', fix: 'start', failure: 'denied' },
      { ...END_FIX, atMs: 90_000, accuracy: 8 },
    ]);
    // An interview with no location event (the app of before the setting) is not listed.
    const none = await interview(app, survey, login, [{ atMs: 0, kind: 'start' }]);
    // A respondent's own response has no interviewer: exported, not listed.
    const ownBody = saveWithTrail(survey, [{ ...START_FIX, atMs: 10 }]);
    expect((await sendSave(app, ownBody)).status).toBe(200);

    const listed = await call<InterviewLocations>(
      app,
      'GET',
      `${INTERVIEW_LOCATIONS_API}?surveyId=${survey.surveyId}`,
      { token: survey.token },
    );
    expect(listed.status, listed.envelope.message).toBe(200);
    const byId = new Map(listed.envelope.data.interviews.map((row) => [row.responseId, row]));
    expect([...byId.keys()].sort()).toEqual([both, refused].sort());
    expect(byId.get(both)).toMatchObject({
      interviewerId: login.interviewer.id,
      status: 'complete',
      start: { latitude: 31.230416, longitude: 121.473701, accuracy: 12, time: timeOf(START_FIX) },
      end: { latitude: 31.2401, longitude: 121.4902, accuracy: 35, time: timeOf(END_FIX) },
    });
    expect(byId.get(refused)).toMatchObject({
      start: { failure: 'denied', time: new Date(ANCHOR + 800).toISOString() },
      end: { accuracy: 8 },
    });
    expect(byId.has(none)).toBe(false);

    // Locations are respondents' data: someone without access to the survey's data is refused.
    const stranger = await register(app);
    const refusedCall = await call(app, 'GET', `${INTERVIEW_LOCATIONS_API}?surveyId=${survey.surveyId}`, {
      token: stranger.token,
    });
    expect(refusedCall.status).toBeGreaterThanOrEqual(400);

    const { file } = await runExport(app, survey.token, { surveyId: survey.surveyId, format: 'csv' });
    const [header = [], ...rows] = parse(file, { bom: true }) as string[][];
    const at = (name: string) => header.indexOf(name);
    expect(at('start_latitude')).toBeGreaterThan(at('interviewer_id'));
    const row = (id: string) => rows.find((cells) => cells[at('responseId')] === id) ?? [];
    const columns = ['start_latitude', 'start_longitude', 'start_accuracy', 'start_time', 'end_accuracy'];
    expect(columns.map((name) => row(both)[at(name)])).toEqual([
      '31.230416',
      '121.473701',
      '12',
      timeOf(START_FIX).slice(0, 19).replace('T', ' '),
      '35',
    ]);
    expect(columns.map((name) => row(refused)[at(name)])).toEqual(['', '', '', '', '8']);
    expect(row(ownBody.responseId)[at('start_accuracy')]).toBe('12');
    expect(row(none)[at('end_time')]).toBe('');
  });

  it('exports no location columns for a survey that never recorded one', async () => {
    const { app } = ctx();
    const survey = await limitedSurvey(app);
    expect((await sendSave(app, responseBody(survey))).status).toBe(200);
    const { file } = await runExport(app, survey.token, { surveyId: survey.surveyId, format: 'csv' });
    expect((parse(file, { bom: true }) as string[][])[0]).not.toContain('start_latitude');
  });
});
