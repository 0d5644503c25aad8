import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SAVE_BODY_FORMAT } from '../../../src/core/model';
import { RunnerDatabase } from '../../../src/runner/db';
import { OUTBOX_ENTRY_FORMAT } from '../../../src/runner/storage/formats';
import { commitChange } from '../../../src/runner/storage/responses';
import { drainOutbox } from '../../../src/runner/sync/outboxDrain';
import { adoptOldSaveQueue, OLD_QUEUE_DATABASE } from '../../../sw/oldSaveQueue';
import { v1Fixture } from '../formats/fixtures';
import { fakeSaveServer } from './fakeSaveServer';

/**
 * A phone updated from a build with the Workbox save queue: what that queue still holds is moved into the
 * outbox on the new worker's activation (sw/oldSaveQueue.ts), unless the outbox has it or the server does.
 * The queue's database is made as Workbox 7.4.1 made it, holding the record it wrote for the fixture's save
 * (tests/fixtures/formats/workbox-save-queue.json).
 */
interface QueueFixture {
  database: {
    name: string;
    version: number;
    stores: {
      name: string;
      keyPath: string;
      autoIncrement: boolean;
      indexes: { name: string; keyPath: string }[];
    }[];
  };
  records: { requestData: { body: { arrayBufferOfUtf8: string } } & Record<string, unknown> }[];
}

async function oldQueueHolding(extra: Record<string, unknown>[] = []): Promise<void> {
  const fixture = v1Fixture('workbox-save-queue') as unknown as QueueFixture;
  const opened = indexedDB.open(fixture.database.name, fixture.database.version);
  opened.onupgradeneeded = () => {
    for (const store of fixture.database.stores) {
      const created = opened.result.createObjectStore(store.name, {
        keyPath: store.keyPath,
        autoIncrement: store.autoIncrement,
      });
      for (const index of store.indexes) created.createIndex(index.name, index.keyPath);
    }
  };
  const old = await new Promise<IDBDatabase>((resolve, reject) => {
    opened.onsuccess = () => resolve(opened.result);
    opened.onerror = () => reject(opened.error);
  });
  const writing = old.transaction('requests', 'readwrite');
  for (const record of fixture.records) {
    const body = new TextEncoder().encode(record.requestData.body.arrayBufferOfUtf8).buffer;
    writing.objectStore('requests').put({ ...record, requestData: { ...record.requestData, body } });
  }
  for (const record of extra) writing.objectStore('requests').put(record);
  await new Promise((resolve) => {
    writing.oncomplete = resolve;
  });
  old.close();
}

async function oldQueueExists(): Promise<boolean> {
  return (await indexedDB.databases()).some((database) => database.name === OLD_QUEUE_DATABASE);
}

let db: RunnerDatabase;
let counter = 0;
const response = (): Record<string, unknown> => ({ ...v1Fixture('stored-response-v1'), format: 1 });
const id = () => response().id as string;

beforeEach(async () => {
  db = new RunnerDatabase(`old-queue-test-${++counter}`);
  await db.open();
});
afterEach(async () => {
  await db.delete();
  await new Promise((resolve) => {
    indexedDB.deleteDatabase(OLD_QUEUE_DATABASE).onsuccess = resolve;
  });
});

describe('saves left in the old Workbox queue', () => {
  it('one the outbox lacks is moved into it, sent once, and the old queue goes', async () => {
    // The response's first save was acknowledged, the second (complete) is only in the old queue.
    await db.responses.put({ ...response(), ackSeq: 1 } as never);
    await oldQueueHolding();
    expect(await adoptOldSaveQueue(indexedDB, db)).toBe(1);
    expect(await db.outbox.get(id())).toMatchObject({
      format: OUTBOX_ENTRY_FORMAT,
      id: id(),
      kind: 'save',
      seq: 2,
      attempts: 0,
      body: { ...v1Fixture('outbox-body-v1'), format: SAVE_BODY_FORMAT },
    });
    expect(await oldQueueExists()).toBe(false);
    // Adopting again finds nothing; draining sends it once and the outbox is empty.
    expect(await adoptOldSaveQueue(indexedDB, db)).toBe(0);
    const server = fakeSaveServer();
    await drainOutbox(db, { transport: { fetch: server.fetch } });
    expect(server.stored.map((body) => [body.responseId, body.seq])).toEqual([[id(), 2]]);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.responses.get(id()))?.ackSeq).toBe(2);
  });

  it('one the outbox already holds at that seq or later is not added twice', async () => {
    await db.responses.put({ ...response(), ackSeq: 1 } as never);
    await commitChange(db, id(), { userPage: 2 }, []); // seq 3, newer than the queued 2
    await oldQueueHolding();
    expect(await adoptOldSaveQueue(indexedDB, db)).toBe(0);
    expect((await db.outbox.toArray()).map((entry) => entry.seq)).toEqual([3]);
    expect(await oldQueueExists()).toBe(false);
  });

  it('one the server acknowledged is dropped from the old queue only', async () => {
    await db.responses.put({ ...response(), ackSeq: 2 } as never);
    await oldQueueHolding();
    expect(await adoptOldSaveQueue(indexedDB, db)).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('another queue’s records are left, with the database; no database is created where there was none', async () => {
    expect(await adoptOldSaveQueue(indexedDB, db)).toBe(0);
    expect(await oldQueueExists()).toBe(false);
    await oldQueueHolding([{ queueName: 'other', requestData: { url: '/x', body: 'x' }, timestamp: 1 }]);
    expect(await adoptOldSaveQueue(indexedDB, db)).toBe(1); // no response on the device: kept as a save
    expect(await oldQueueExists()).toBe(true);
  });
});
