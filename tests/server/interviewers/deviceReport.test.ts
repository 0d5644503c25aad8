import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DEVICE_REPORT_MAX_COUNT,
  type DeviceReportRequest,
  type DeviceReportResponse,
  INTERVIEWER_API,
  type InterviewerList,
} from '../../../src/core/api/interviewers';
import { type LimitedSurvey, limitedSurvey } from '../collection/fixture';
import { useTestApp } from '../support/app';
import { databaseTargets } from '../support/databases';
import { call } from '../support/http';
import { asInterviewer, codeLogin, createCode } from './support';

/**
 * The devices' reports (docs/architecture.md "Interviewer mode"): kept per interviewer and device, the last
 * replacing the earlier, only for surveys the interviewer was assigned, and summed over the interviewer's
 * devices in the supervisor's list with the newest report's time.
 */
function report(app: FastifyInstance, token: string | undefined, body: unknown) {
  return asInterviewer<DeviceReportResponse>(app, 'POST', INTERVIEWER_API.deviceReport, token, { body });
}

async function onDevicesOf(app: FastifyInstance, survey: LimitedSurvey) {
  const list = await call<InterviewerList>(
    app,
    'GET',
    `${INTERVIEWER_API.list}?surveyId=${survey.surveyId}`,
    {
      token: survey.token,
    },
  );
  expect(list.status).toBe(200);
  return new Map(list.envelope.data.interviewers.map((row) => [row.name, row.onDevices]));
}

const line = (surveyId: string, inProgress: number, waiting: number, refused = 0) => ({
  surveyId,
  inProgress,
  waiting,
  refused,
});

const dataDir = await mkdtemp(join(tmpdir(), 'wenda-device-report-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe.each(databaseTargets())('device reports ($name)', (target) => {
  const ctx = useTestApp(target, { dataDir });

  it("keeps each device's last report of assigned surveys and sums the devices per interviewer", async () => {
    const { app } = ctx();
    const survey = await limitedSurvey(app);
    const other = await limitedSurvey(app);
    const wang = await codeLogin(app, (await createCode(app, survey, '王小明')).code);
    const li = await codeLogin(app, (await createCode(app, survey, '李四')).code);
    expect((await onDevicesOf(app, survey)).get('王小明')).toBeNull();

    const phoneA: DeviceReportRequest = {
      deviceId: 'device-aaaaaaaa',
      appVersion: 'InterviewPage-abc.js',
      // A survey never assigned to this interviewer (the phone may hold another interviewer's) is left out.
      surveys: [line(survey.surveyId, 3, 2, 1), line(other.surveyId, 50, 50)],
    };
    const first = await report(app, wang.token, phoneA);
    expect(first.status, first.envelope.message).toBe(200);
    expect(first.envelope.data.kept).toEqual([survey.surveyId]);
    const phoneB = { deviceId: 'device-bbbbbbbb', appVersion: 'x', surveys: [line(survey.surveyId, 1, 4)] };
    const second = await report(app, wang.token, phoneB);
    expect(second.status).toBe(200);

    let onDevices = await onDevicesOf(app, survey);
    expect(onDevices.get('王小明')).toMatchObject({ inProgress: 4, waiting: 6, refused: 1, devices: 2 });
    expect(onDevices.get('王小明')?.reportedAt).toBe(second.envelope.data.reportedAt);
    expect(onDevices.get('李四')).toBeNull();

    // The same phone's next report replaces its earlier one, not adds to it.
    await report(app, wang.token, { ...phoneA, surveys: [line(survey.surveyId, 0, 1)] });
    onDevices = await onDevicesOf(app, survey);
    expect(onDevices.get('王小明')).toMatchObject({ inProgress: 1, waiting: 5, refused: 0, devices: 2 });
    // Another interviewer's report on the same phone is theirs alone.
    await report(app, li.token, { ...phoneA, surveys: [line(survey.surveyId, 2, 0)] });
    onDevices = await onDevicesOf(app, survey);
    expect(onDevices.get('李四')).toMatchObject({ inProgress: 2, waiting: 0, devices: 1 });
    expect(onDevices.get('王小明')).toMatchObject({ inProgress: 1, waiting: 5 });
    // The other survey never had this interviewer: its list holds none of it.
    expect((await onDevicesOf(app, other)).size).toBe(0);
  });

  it('refuses a report without a live token, and counts out of bounds', async () => {
    const { app } = ctx();
    const survey = await limitedSurvey(app);
    const wang = await codeLogin(app, (await createCode(app, survey, '王小明')).code);
    const body = { deviceId: 'device-cccccccc', appVersion: 'x', surveys: [line(survey.surveyId, 1, 1)] };

    const noToken = await report(app, undefined, body);
    expect(noToken.status).toBe(401);
    expect(noToken.envelope.data).toEqual({ reason: 'interviewerSession' });
    const designerToken = await report(app, survey.token, body);
    expect(designerToken.status).toBe(401);

    for (const wrong of [
      { ...body, surveys: [line(survey.surveyId, -1, 0)] },
      { ...body, surveys: [line(survey.surveyId, DEVICE_REPORT_MAX_COUNT + 1, 0)] },
      { ...body, surveys: [line(survey.surveyId, 1.5, 0)] },
      { ...body, deviceId: 'short' },
      { ...body, surveys: Array.from({ length: 201 }, (_, index) => line(`s${index}`, 0, 0)) },
    ]) {
      const refused = await report(app, wang.token, wrong);
      expect(refused.status).toBe(400);
    }
    expect((await onDevicesOf(app, survey)).get('王小明')).toBeNull();

    // A revoked interviewer's phone may still hold interviews the server takes: its report is kept.
    const revoked = await call(app, 'POST', INTERVIEWER_API.revoke, {
      token: survey.token,
      body: { surveyId: survey.surveyId, interviewerId: wang.interviewer.id },
    });
    expect(revoked.status).toBe(200);
    const kept = await report(app, wang.token, body);
    expect(kept.envelope.data.kept).toEqual([survey.surveyId]);
    expect((await onDevicesOf(app, survey)).get('王小明')).toMatchObject({ inProgress: 1, waiting: 1 });
  });
});
