import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RunnerDatabase } from '../../../src/runner/db';
import { startResponse } from '../../../src/runner/storage/responseStart';
import { commitChange } from '../../../src/runner/storage/responses';
import { SaveSync } from '../../../src/runner/sync/saveSync';
import { holdBackgroundWork } from '../../../src/runner/sync/timedWork';
import { fakeSaveServer } from './fakeSaveServer';

let db: RunnerDatabase;
let counter = 0;
beforeEach(async () => {
  db = new RunnerDatabase(`sync-test-${++counter}`);
  await db.open();
});
afterEach(async () => {
  await db.delete();
});

describe('the page save loop', () => {
  it('sends the newest whole state and records the ack', async () => {
    const server = fakeSaveServer();
    const sync = new SaveSync(db, { fetch: server.fetch });
    const response = await startResponse(db, { surveyId: 's1', version: 1 });
    await commitChange(db, response.id, { userPage: 1 }, []);
    await commitChange(db, response.id, { userPage: 2 }, []);
    await sync.kick(response.id);
    expect(server.received.map((body) => body.seq)).toEqual([2]);
    expect((await db.responses.get(response.id))?.ackSeq).toBe(2);
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps everything while the network is down and delivers it once when it returns', async () => {
    const server = fakeSaveServer();
    server.mode = 'down';
    const sync = new SaveSync(db, { fetch: server.fetch });
    const response = await startResponse(db, { surveyId: 's1', version: 1 });
    for (let page = 1; page <= 3; page++) {
      await commitChange(db, response.id, { userPage: page }, []);
      await sync.kick(response.id);
    }
    await commitChange(db, response.id, { status: 'complete', sampleStatus: 'Complete' }, []);
    await sync.kick(response.id);
    expect(await db.outbox.count()).toBe(1);
    expect((await db.responses.get(response.id))?.ackSeq).toBe(0);

    server.mode = 'up';
    await sync.flushDue(Date.now()); // still backing off: nothing sent
    expect(server.received).toHaveLength(0);
    await sync.flushAll(); // back online: everything, backoff or not
    expect(server.received).toHaveLength(1);
    expect(server.received[0]).toMatchObject({ seq: 4, status: 'complete', sampleStatus: 'Complete' });
    expect((await db.responses.get(response.id))?.ackSeq).toBe(4);
    expect(await db.outbox.count()).toBe(0);
  });

  it('holds its backoff round while a timed question runs, and sends what is due once it ends', async () => {
    const server = fakeSaveServer();
    server.mode = 'down';
    const sync = new SaveSync(db, { fetch: server.fetch });
    const response = await startResponse(db, { surveyId: 's1', version: 1 });
    await commitChange(db, response.id, { userPage: 1 }, []);
    await sync.kick(response.id);
    server.mode = 'up';
    const later = Date.now() + 3_600_000; // every backoff has passed
    const release = holdBackgroundWork();
    await sync.flushDue(later);
    expect(server.received).toHaveLength(0);
    release();
    release(); // a second release changes nothing
    await sync.flushDue(later);
    expect(server.received.map((body) => body.seq)).toEqual([1]);
  });

  it('a change during a send is sent right after it, in order', async () => {
    const server = fakeSaveServer();
    const sync = new SaveSync(db, { fetch: server.fetch });
    const response = await startResponse(db, { surveyId: 's1', version: 1 });
    await commitChange(db, response.id, { userPage: 1 }, []);
    const first = sync.kick(response.id);
    await commitChange(db, response.id, { userPage: 2 }, []);
    await Promise.all([first, sync.kick(response.id)]);
    expect(server.received.at(-1)?.seq).toBe(2);
    expect((await db.responses.get(response.id))?.ackSeq).toBe(2);
  });

  it('a refusal keeps the save (never lost) and stops retrying it', async () => {
    const server = fakeSaveServer();
    server.mode = {
      status: 403,
      body: { code: 403, message: '问卷已结束', data: { reason: 'surveyUnavailable' } },
    };
    const sync = new SaveSync(db, { fetch: server.fetch });
    const response = await startResponse(db, { surveyId: 's1', version: 1 });
    await commitChange(db, response.id, { userPage: 1 }, []);
    await sync.kick(response.id);
    server.mode = 'up';
    await sync.flushAll();
    expect(server.received).toHaveLength(1); // the refused send, and no other
    expect(server.stored).toHaveLength(0);
    expect(await db.outbox.get(response.id)).toMatchObject({
      refusedReason: 'surveyUnavailable',
      refusedMessage: '问卷已结束',
    });
  });
});
