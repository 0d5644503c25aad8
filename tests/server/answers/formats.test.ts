import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { releases, surveys } from '../../../server/db/schema';
import { SURVEY_LOAD_API } from '../../../src/core/api/design';
import { RELEASE_FORMAT, readRelease, SAVE_BODY_FORMAT } from '../../../src/core/model';
import { decideDelivery } from '../../../src/runner/sync/delivery';
import { v1Fixture } from '../../unit/formats/fixtures';
import { register, type TestApp, useTestApp } from '../support/app';
import { databaseTargets } from '../support/databases';
import { call } from '../support/http';
import { postSave, storedResponse } from './fixture';

/**
 * A phone offline since release 1 of a survey comes back after the server moved on: the release the server
 * stored then (format 1, no format field) and the save the phone's old code wrote (format 1) are the
 * fixtures made by that code (tests/fixtures/formats). The survey is put in the database as that server left
 * it: the survey row and the release row holding the fixture snapshot as it was written.
 */
async function surveyOfRelease1({ app, db }: TestApp): Promise<string> {
  const snapshot = v1Fixture('release-v1');
  const surveyId = snapshot.surveyId as string;
  const { userId } = await register(app);
  await db.insert(surveys).values({
    id: surveyId,
    userId,
    surveyName: (snapshot.survey as { surveyName: string }).surveyName,
    surveyState: '1',
    releaseVersion: 1,
  });
  await db.insert(releases).values({
    id: randomUUID(),
    surveyId,
    version: 1,
    snapshot: snapshot as never,
    publishedAt: new Date(snapshot.publishedAt as string),
  });
  return surveyId;
}

describe.each(databaseTargets())('saves and releases of format 1 ($name)', (target) => {
  const ctx = useTestApp(target);
  let surveyId: Promise<string> | undefined;
  const survey = () => {
    surveyId ??= surveyOfRelease1(ctx());
    return surveyId;
  };

  it('serves the stored release of format 1 in the current format, read as it was written', async () => {
    const id = await survey();
    const loaded = await call<{ release: Record<string, unknown> }>(
      ctx().app,
      'GET',
      `${SURVEY_LOAD_API.load}?surveyId=${id}`,
    );
    expect(loaded.status, loaded.envelope.message).toBe(200);
    expect(loaded.envelope.data.release.format).toBe(RELEASE_FORMAT);
    expect(readRelease(loaded.envelope.data.release).groups).toEqual(
      readRelease(v1Fixture('release-v1')).groups,
    );
  });

  it('takes the save an old phone kept in its outbox (no format field) and stores the response', async () => {
    await survey();
    const body = v1Fixture('outbox-body-v1');
    const result = await postSave(ctx().app, body);
    expect(result.status, result.envelope.message).toBe(200);
    expect(result.envelope.data).toMatchObject({ ackSeq: 2, status: 'complete', sampleStatus: 'Complete' });
    const { response, items } = await storedResponse(ctx().db, body.responseId as string);
    expect(response).toMatchObject({
      releaseVersion: 1,
      status: 'complete',
      sampleStatus: 'Complete',
      lastAckSequence: 2,
    });
    // Every question the phone kept an answer for has its rows, the other text of Q1 among them.
    const answered = Object.keys(v1Fixture('stored-response-v1').answers as object);
    expect(new Set(items.map((item) => item.questionId))).toEqual(new Set(answered));
    expect(items.some((item) => JSON.stringify(item).includes('不想说'))).toBe(true);
    const replay = await postSave(ctx().app, body);
    expect(replay.envelope.data).toMatchObject({ ackSeq: 2, status: 'complete' });
  });

  it('answers a save of a newer format "try again later", which the phone retries instead of giving up', async () => {
    const id = await survey();
    const body = {
      ...v1Fixture('outbox-body-v1'),
      responseId: '01a213d7-0000-7000-8000-00000000000a',
      surveyId: id,
      format: SAVE_BODY_FORMAT + 1,
    };
    const result = await postSave(ctx().app, body, 'en');
    expect(result.status).toBe(503);
    expect(result.envelope.data).toEqual({ reason: 'newerFormat' });
    expect(result.envelope.message).toMatch(/newer version of the app/);
    expect(decideDelivery({ kind: 'response', status: result.status, envelope: result.envelope }, 0)).toEqual(
      {
        verdict: 'retry',
        failure: 'server',
        retryInMs: 2_000,
      },
    );
  });

  it('refuses a format that is no format number, naming the field', async () => {
    await survey();
    const body = { ...v1Fixture('outbox-body-v1'), format: 'one' };
    const result = await postSave(ctx().app, body);
    expect(result.status).toBe(400);
    expect(result.envelope.data).toMatchObject({ field: 'format' });
  });
});
