import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { auditBatchSchema } from '../../../src/core/audit/schema';
import { flushAudit, noteAuditDelivered, registerAuditSource } from '../../../src/runner/audit/deviceTrail';
import { AuditRecorder, recordAuditLocation } from '../../../src/runner/audit/recorder';
import { RunnerDatabase, type SaveOutboxEntry } from '../../../src/runner/db';
import { adoptResponse, startResponse } from '../../../src/runner/storage/responseStart';
import { commitChange } from '../../../src/runner/storage/responses';

const names: string[] = [];
afterEach(async () => {
  for (const name of names.splice(0)) await Dexie.delete(name);
});

async function device(): Promise<RunnerDatabase> {
  const name = `audit-trail-${names.length}-${Date.now()}`;
  names.push(name);
  const db = new RunnerDatabase(name);
  await db.open();
  return db;
}

const waitingSave = async (db: RunnerDatabase, id: string) => (await db.outbox.get(id)) as SaveOutboxEntry;

describe('the audit trail on the device', () => {
  it('goes with the next change, is sent until acknowledged, and numbers a new page life on a new clock', async () => {
    const db = await device();
    const response = await startResponse(db, { surveyId: 's1', version: 1 });
    const first = new AuditRecorder(() => ({}));
    const unregister = registerAuditSource(response.id, first);
    first.opened(false);
    recordAuditLocation('another-response', { latitude: 1, longitude: 1 });
    recordAuditLocation(response.id, { latitude: 31.23, longitude: 121.47, accuracy: 15 });
    // The page goes to the background: its events reach the device without a save.
    await flushAudit(db, response.id, first);
    expect(await db.auditEvents.count()).toBe(2);
    first.enter('q1');
    expect(await db.outbox.count()).toBe(0);
    first.pageMove(0, 1, 'next');
    await commitChange(db, response.id, { userPage: 1 }, []);
    const save = await waitingSave(db, response.id);
    expect(save.body.audit?.events.map((event) => [event.seq, event.kind])).toEqual([
      [1, 'start'],
      [2, 'location'],
      [3, 'question-enter'],
      [4, 'question-leave'],
      [5, 'page-move'],
    ]);
    expect(save.body.audit?.events[1]).toMatchObject({ latitude: 31.23, longitude: 121.47, accuracy: 15 });
    expect(auditBatchSchema.safeParse(save.body.audit).success).toBe(true);

    // The server took that save: the next one carries only what came after.
    await noteAuditDelivered(db, save, save.seq);
    expect((await db.responses.get(response.id))?.auditAckedSeq).toBe(5);
    first.hide();
    unregister();
    await flushAudit(db, response.id, first);

    const second = new AuditRecorder(() => ({}));
    registerAuditSource(response.id, second);
    second.opened(true);
    await commitChange(db, response.id, { userPage: 1 }, []);
    const next = await waitingSave(db, response.id);
    expect(next.body.audit?.events.map((event) => [event.seq, event.clock, event.kind])).toEqual([
      [6, 0, 'hidden'],
      [7, 1, 'resume'],
    ]);
    expect(next.body.audit?.anchors.map((anchor) => anchor.clock)).toEqual([0, 1]);
    // An ack of an older revision says nothing of this one's events.
    await noteAuditDelivered(db, next, next.seq - 1);
    expect((await db.responses.get(response.id))?.auditAckedSeq).toBe(5);
    db.close();
  });

  it("numbers after another device's trail when it takes a response over", async () => {
    const db = await device();
    const saved = {
      responseId: '01a21700-0000-7000-8000-000000000001',
      surveyId: 's1',
      version: 1,
      seed: 'seed',
      status: 'in-progress' as const,
      sampleStatus: null,
      userPage: 1,
      ackSeq: 3,
      audit: { seq: 12, clock: 1 },
    };
    await adoptResponse(db, saved, {}, undefined);
    const recorder = new AuditRecorder(() => ({}));
    registerAuditSource(saved.responseId, recorder);
    recorder.opened(true);
    await commitChange(db, saved.responseId, { userPage: 1 }, []);
    const save = await waitingSave(db, saved.responseId);
    expect(save.body.audit?.events.map((event) => [event.seq, event.clock, event.kind])).toEqual([
      [13, 2, 'resume'],
    ]);
    db.close();
  });
});
