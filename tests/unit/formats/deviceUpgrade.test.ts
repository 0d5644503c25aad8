import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReleaseWire } from '../../../src/core/api/design';
import { RELEASE_FORMAT, SAVE_BODY_FORMAT } from '../../../src/core/model';
import { readPublishedRelease } from '../../../src/core/model/readRelease';
import {
  DEVICE_FORMATS,
  type OutboxEntry,
  RunnerDatabase,
  type StoredResponse,
} from '../../../src/runner/db';
import { CURRENT_DEVICE_FORMATS, STORED_RESPONSE_FORMAT } from '../../../src/runner/storage/formats';
import { releaseByVersion } from '../../../src/runner/storage/releases';
import { commitChange, dueSaves } from '../../../src/runner/storage/responses';
import { LogicSessionCore } from '../../../workers/logicSession';
import { v1Fixture } from './fixtures';

/**
 * A phone that answered release 1 with the app of then (Dexie version 2, rows without formats) and opens the
 * updated app: the upgrade stamps every row, and the new code reads and sends what the old one kept.
 */
const names: string[] = [];
afterEach(async () => {
  for (const name of names.splice(0)) await Dexie.delete(name);
});

/** The database as the app of Dexie version 2 left it, holding the format-1 fixtures. */
async function phoneOfVersion2(moreResponses: readonly object[] = []): Promise<string> {
  const name = `format-upgrade-${names.length}-${Date.now()}`;
  names.push(name);
  const old = new Dexie(name);
  const stores = {
    releases: '[surveyId+version], surveyId',
    surveys: 'surveyId',
    responses: 'id, surveyId, [surveyId+status], updatedAt',
    outbox: 'responseId, surveyId',
  };
  old.version(1).stores(stores);
  old.version(2).stores({});
  await old.open();
  const wire = v1Fixture('release-v1');
  const response = v1Fixture('stored-response-v1');
  const body = v1Fixture('outbox-body-v1');
  await old.table('releases').put({
    surveyId: wire.surveyId,
    version: 1,
    wire,
    surveyName: (wire.survey as { surveyName: string }).surveyName,
    fetchedAt: Date.parse('2026-11-20T08:29:00Z'),
  });
  await old.table('surveys').put({ surveyId: wire.surveyId, currentVersion: 1, checkedAt: 0 });
  await old.table('responses').bulkPut([response, ...moreResponses]);
  await old.table('outbox').put({
    responseId: response.id,
    surveyId: response.surveyId,
    seq: 2,
    body,
    attempts: 3,
    nextAttemptAt: 0,
  });
  old.close();
  return name;
}

describe('the device database moving up to the current formats', () => {
  it('the newest upgrade step reached the formats this code writes (a changed format needs a new version)', () => {
    expect(DEVICE_FORMATS).toEqual(CURRENT_DEVICE_FORMATS);
  });

  it('stamps the rows of Dexie version 2 and keeps everything else in them', async () => {
    const db = new RunnerDatabase(await phoneOfVersion2());
    await db.open();
    const response = v1Fixture('stored-response-v1');
    const release = await releaseByVersion(db, response.surveyId as string, 1);
    expect(release?.wire).toEqual({ ...v1Fixture('release-v1'), format: RELEASE_FORMAT });
    expect(await db.responses.get(response.id as string)).toEqual({
      ...response,
      format: STORED_RESPONSE_FORMAT,
    });
    const [waiting] = await dueSaves(db);
    expect(waiting?.body).toEqual({ ...v1Fixture('outbox-body-v1'), format: SAVE_BODY_FORMAT });
    expect(waiting).toMatchObject({ seq: 2, attempts: 3 });
    db.close();
  });

  it('the new code goes on with what the old one kept: same save, then a newer one', async () => {
    const db = new RunnerDatabase(await phoneOfVersion2());
    await db.open();
    const id = v1Fixture('stored-response-v1').id as string;
    const response = (await db.responses.get(id)) as StoredResponse;
    const release = await releaseByVersion(db, response.surveyId, response.version);
    const session = new LogicSessionCore(readPublishedRelease);
    session.open(release?.wire as ReleaseWire, response.seed, response.answers, response.id);
    const [waiting] = (await dueSaves(db)) as [OutboxEntry];
    expect(waiting.body.items).toEqual(session.payload());
    const next = await commitChange(db, id, { userPage: 2 }, session.payload());
    expect(next).toMatchObject({ format: STORED_RESPONSE_FORMAT, seq: 3, ackSeq: 1 });
    expect((await db.outbox.get(id))?.body).toMatchObject({ format: SAVE_BODY_FORMAT, seq: 3 });
    db.close();
  });

  it('keeps a row it cannot move up (a newer format) as it is instead of failing to open', async () => {
    const response = v1Fixture('stored-response-v1');
    const later = {
      ...response,
      id: '01a213d7-0000-7000-8000-000000000001',
      format: STORED_RESPONSE_FORMAT + 1,
    };
    const name = await phoneOfVersion2([later]);
    const db = new RunnerDatabase(name);
    await db.open();
    expect(await db.responses.get(later.id)).toEqual(later);
    expect((await db.responses.get(response.id as string))?.format).toBe(STORED_RESPONSE_FORMAT);
    db.close();
  });
});
