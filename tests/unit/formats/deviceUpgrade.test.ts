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
import {
  CURRENT_DEVICE_FORMATS,
  OUTBOX_ENTRY_FORMAT,
  STORED_RESPONSE_FORMAT,
  upgradeOutboxEntry,
} from '../../../src/runner/storage/formats';
import { dueEntries } from '../../../src/runner/storage/outbox';
import { releaseByVersion } from '../../../src/runner/storage/releases';
import { commitChange } from '../../../src/runner/storage/responses';
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
    const [waiting] = await dueEntries(db);
    // A save of before the audit trail carries none (save format 2's migration).
    expect(waiting?.body).toEqual({ ...v1Fixture('outbox-body-v1'), format: SAVE_BODY_FORMAT, audit: null });
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
    const [waiting] = (await dueEntries(db)) as [OutboxEntry];
    expect(waiting.body?.items).toEqual(session.payload());
    const next = await commitChange(db, id, { userPage: 2 }, session.payload());
    expect(next).toMatchObject({ format: STORED_RESPONSE_FORMAT, seq: 3, ackSeq: 1 });
    expect((await db.outbox.get(id))?.body).toMatchObject({ format: SAVE_BODY_FORMAT, seq: 3 });
    db.close();
  });

  it('moves the outbox of Dexie version 3 (rows keyed by response) into the one queue of entries, format 2', async () => {
    const name = `outbox-upgrade-${names.length}-${Date.now()}`;
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
    old.version(3).stores({});
    await old.open();
    const response: Record<string, unknown> = { ...v1Fixture('stored-response-v1'), format: 1 };
    const row = v1Fixture('outbox-entry-v1');
    await old.table('responses').put(response);
    await old.table('outbox').put(row);
    old.close();

    const db = new RunnerDatabase(name);
    await db.open();
    const entry = await db.outbox.get(response.id as string);
    expect(entry).toEqual({
      ...row,
      format: OUTBOX_ENTRY_FORMAT,
      id: response.id,
      kind: 'save',
      body: { ...(row.body as object), format: SAVE_BODY_FORMAT, audit: null },
    });
    expect(OUTBOX_ENTRY_FORMAT).toBe(2);
    // Backing off as it was; due again once its time has come, and a new change replaces it as before.
    expect(await dueEntries(db, (row.nextAttemptAt as number) - 1)).toHaveLength(0);
    expect(await dueEntries(db, row.nextAttemptAt as number)).toHaveLength(1);
    await commitChange(db, response.id as string, { userPage: 2 }, []);
    expect(await db.outbox.toArray()).toEqual([
      expect.objectContaining({ id: response.id, kind: 'save', seq: 3, attempts: 0, lastFailure: 'server' }),
    ]);
    db.close();
  });

  it('reads an outbox row of format 1 through the entry format’s migration', () => {
    const row = v1Fixture('outbox-entry-v1');
    expect(row.format).toBeUndefined();
    expect(upgradeOutboxEntry(row)).toMatchObject({
      format: OUTBOX_ENTRY_FORMAT,
      id: row.responseId,
      kind: 'save',
      seq: 2,
      attempts: 2,
    });
    expect(() => upgradeOutboxEntry({ ...row, format: OUTBOX_ENTRY_FORMAT + 1 })).toThrow(/newer/);
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
