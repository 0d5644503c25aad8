import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type OutboxEntry, RunnerDatabase } from '../../../src/runner/db';
import { OUTBOX_ENTRY_FORMAT } from '../../../src/runner/storage/formats';
import { startResponse } from '../../../src/runner/storage/responseStart';
import { commitChange } from '../../../src/runner/storage/responses';
import { drainOutbox, type EntryLock, sendEntry } from '../../../src/runner/sync/outboxDrain';
import { SaveSync } from '../../../src/runner/sync/saveSync';
import { fakeSaveServer } from './fakeSaveServer';

/**
 * The drain the service worker runs and the page's sends (src/runner/sync/outboxDrain.ts) over a fake fetch:
 * what each verdict leaves in the outbox, a pass ended by the network, entries of a kind this code does not
 * send, and the page and the worker sending the same entry at the same time.
 */
let db: RunnerDatabase;
let counter = 0;
beforeEach(async () => {
  db = new RunnerDatabase(`drain-test-${++counter}`);
  await db.open();
});
afterEach(async () => {
  await db.delete();
});

/** An in-memory stand-in for navigator.locks: one holder per name, the others wait in order. */
function mutexLock(): EntryLock {
  const tails = new Map<string, Promise<unknown>>();
  return (id, work) => {
    const before = tails.get(id) ?? Promise.resolve();
    const run = before.then(work, work);
    tails.set(
      id,
      run.catch(() => undefined),
    );
    return run;
  };
}

async function responseWithChanges(changes: number, surveyId = 's1') {
  const response = await startResponse(db, { surveyId, version: 1 });
  for (let page = 1; page <= changes; page++) await commitChange(db, response.id, { userPage: page }, []);
  return response;
}

describe('the worker’s drain of the outbox', () => {
  it('delivers every waiting save, records each ack and empties the outbox', async () => {
    const server = fakeSaveServer();
    const first = await responseWithChanges(2);
    const second = await responseWithChanges(1);
    // Backing off does not keep the worker from sending: a sync event means the connection is back.
    await db.outbox.update(first.id, { attempts: 4, nextAttemptAt: Date.now() + 60_000 });
    const summary = await drainOutbox(db, { transport: { fetch: server.fetch }, lock: mutexLock() });
    expect(summary.delivered.map((sent) => sent.entry.id).sort()).toEqual([first.id, second.id].sort());
    expect(summary).toMatchObject({ refused: [], retried: [], left: 0 });
    expect(server.stored.map((body) => [body.responseId, body.seq])).toEqual(
      expect.arrayContaining([
        [first.id, 2],
        [second.id, 1],
      ]),
    );
    expect(await db.outbox.count()).toBe(0);
    expect((await db.responses.get(first.id))?.ackSeq).toBe(2);
    expect((await db.responses.get(second.id))?.ackSeq).toBe(1);
  });

  it('a network failure ends the pass and is recorded on the entry tried; the rest wait untouched', async () => {
    const server = fakeSaveServer();
    server.mode = 'down';
    await responseWithChanges(1);
    await responseWithChanges(1);
    const now = 5_000_000;
    const summary = await drainOutbox(db, { transport: { fetch: server.fetch }, now: () => now });
    expect(summary.retried).toHaveLength(1);
    expect(summary.left).toBe(1);
    const entries = await db.outbox.toArray();
    const tried = entries.find((entry) => entry.attempts === 1);
    expect(tried).toMatchObject({ lastFailure: 'network', nextAttemptAt: now + 2_000 });
    expect(entries.filter((entry) => entry.attempts === 0)).toHaveLength(1);
  });

  it('a refusal stays on the device with its reason and message; a 429 waits as long as asked', async () => {
    const server = fakeSaveServer();
    const refused = await responseWithChanges(1);
    server.mode = {
      status: 409,
      body: { code: 409, message: '答卷已提交，不能再修改', data: { reason: 'completedConflict' } },
    };
    await sendEntry(db, refused.id, { transport: { fetch: server.fetch } });
    expect(await db.outbox.get(refused.id)).toMatchObject({
      refusedReason: 'completedConflict',
      refusedMessage: '答卷已提交，不能再修改',
      seq: 1,
    });
    // Refused entries are not sent again by a drain.
    server.mode = 'up';
    const summary = await drainOutbox(db, { transport: { fetch: server.fetch } });
    expect(summary.delivered).toHaveLength(0);
    expect(server.stored).toHaveLength(0);

    const limited = await responseWithChanges(1);
    server.mode = {
      status: 429,
      body: { code: 429, message: '', data: null },
      headers: { 'Retry-After': '90' },
    };
    await sendEntry(db, limited.id, { transport: { fetch: server.fetch }, now: () => 1_000 });
    expect(await db.outbox.get(limited.id)).toMatchObject({
      attempts: 1,
      lastFailure: 'server',
      serverFailures: 1,
      nextAttemptAt: 91_000,
    });
  });

  it('leaves an entry of a kind this code does not send (a newer app’s) and sends the others', async () => {
    const server = fakeSaveServer();
    const saved = await responseWithChanges(1);
    const upload = {
      format: OUTBOX_ENTRY_FORMAT,
      id: '01a213d7-0000-7000-8000-0000000000aa',
      kind: 'a-later-kind',
      responseId: saved.id,
      surveyId: 's1',
      seq: 1,
      attempts: 0,
      nextAttemptAt: 0,
    } as unknown as OutboxEntry;
    await db.outbox.put(upload);
    const summary = await drainOutbox(db, { transport: { fetch: server.fetch } });
    expect(summary.delivered.map((sent) => sent.entry.id)).toEqual([saved.id]);
    expect(summary.left).toBe(1);
    expect(server.received).toHaveLength(1);
    expect(await db.outbox.get(upload.id)).toEqual(upload);
  });

  it('a save left with no response on the device goes once the server has it', async () => {
    const server = fakeSaveServer();
    const orphan = await responseWithChanges(1);
    await db.responses.delete(orphan.id);
    await drainOutbox(db, { transport: { fetch: server.fetch } });
    expect(server.stored).toHaveLength(1);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('the page and the worker sending the same entry', () => {
  async function raceOnce(lock: EntryLock) {
    const server = fakeSaveServer();
    const response = await responseWithChanges(1);
    let open!: () => void;
    server.gate = new Promise((resolve) => {
      open = resolve;
    });
    const page = new SaveSync(db, { fetch: server.fetch, lock });
    const pageSend = page.kick(response.id);
    const workerDrain = drainOutbox(db, { transport: { fetch: server.fetch }, lock });
    await new Promise((resolve) => setTimeout(resolve, 20));
    open();
    await Promise.all([pageSend, workerDrain]);
    return { server, response };
  }

  it('with the entry’s lock, one of them sends it and the other finds it delivered', async () => {
    const { server, response } = await raceOnce(mutexLock());
    expect(server.received).toHaveLength(1);
    expect(server.stored).toHaveLength(1);
    expect(await db.outbox.get(response.id)).toBeUndefined();
    expect((await db.responses.get(response.id))?.ackSeq).toBe(1);
  });

  it('without a lock (a browser without Web Locks) both send, and the server still stores it once', async () => {
    const { server, response } = await raceOnce((_id, work) => work());
    expect(server.received).toHaveLength(2);
    expect(server.stored).toHaveLength(1);
    expect(await db.outbox.get(response.id)).toBeUndefined();
  });

  it('an entry the other side tried meanwhile is not sent again by a drain (its backoff stands)', async () => {
    const server = fakeSaveServer();
    const response = await responseWithChanges(1);
    const seen = (await db.outbox.get(response.id)) as OutboxEntry;
    await db.outbox.update(response.id, { attempts: 1, nextAttemptAt: Date.now() + 2_000 });
    expect(await sendEntry(db, response.id, { transport: { fetch: server.fetch }, seen })).toEqual({
      sent: false,
      why: 'tried meanwhile',
    });
    // A newer change made meanwhile is sent: the page that made it waits for the lock, then finds it gone.
    await commitChange(db, response.id, { userPage: 2 }, []);
    expect(await sendEntry(db, response.id, { transport: { fetch: server.fetch }, seen })).toMatchObject({
      sent: true,
      delivery: { verdict: 'delivered' },
    });
    expect(server.stored.map((body) => body.seq)).toEqual([2]);
  });
});
