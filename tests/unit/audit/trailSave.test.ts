import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { noteAuditDelivered, registerAuditSource } from '../../../src/runner/audit/deviceTrail';
import { AuditRecorder } from '../../../src/runner/audit/recorder';
import { commitTrailSave, trailSaveNeeded } from '../../../src/runner/audit/trailSave';
import { RunnerDatabase, type SaveOutboxEntry } from '../../../src/runner/db';
import type { LogicClient } from '../../../src/runner/logic/client';
import { ChangeWriter } from '../../../src/runner/session/changeWriter';
import { startResponse } from '../../../src/runner/storage/responseStart';
import { applyAck, commitChange } from '../../../src/runner/storage/responses';

const names: string[] = [];
afterEach(async () => {
  for (const name of names.splice(0)) await Dexie.delete(name);
});

async function device(): Promise<RunnerDatabase> {
  const name = `trail-save-${names.length}-${Date.now()}`;
  names.push(name);
  const db = new RunnerDatabase(name);
  await db.open();
  return db;
}

const items = [{ questionId: 'q1', value: 'a' }] as never[];
const waitingSave = async (db: RunnerDatabase, id: string) => (await db.outbox.get(id)) as SaveOutboxEntry;
const kinds = (entry: SaveOutboxEntry | undefined) => entry?.body.audit?.events.map((event) => event.kind);

describe('the trail save decision', () => {
  const inProgress = { status: 'in-progress' as const, discardedAt: undefined, auditAckedSeq: 3 };
  const entryThrough = (seq: number, refusedReason?: string) =>
    ({
      kind: 'save',
      refusedReason,
      body: { audit: { events: [{ seq }] } },
    }) as unknown as SaveOutboxEntry;

  it('sends events that neither the waiting entry nor the server holds', () => {
    expect(trailSaveNeeded({ response: inProgress, entry: undefined, unsentThrough: 4 })).toBe(true);
    expect(trailSaveNeeded({ response: inProgress, entry: entryThrough(4), unsentThrough: 6 })).toBe(true);
  });

  it('sends nothing for nothing new', () => {
    expect(trailSaveNeeded({ response: inProgress, entry: undefined, unsentThrough: undefined })).toBe(false);
    expect(trailSaveNeeded({ response: inProgress, entry: undefined, unsentThrough: 3 })).toBe(false);
    expect(trailSaveNeeded({ response: inProgress, entry: entryThrough(6), unsentThrough: 6 })).toBe(false);
  });

  it('sends nothing for a finished, discarded or unknown response, nor over a refused entry', () => {
    const done = { ...inProgress, status: 'complete' as const };
    expect(trailSaveNeeded({ response: done, entry: undefined, unsentThrough: 9 })).toBe(false);
    const discarded = { ...inProgress, discardedAt: 1 };
    expect(trailSaveNeeded({ response: discarded, entry: undefined, unsentThrough: 9 })).toBe(false);
    expect(trailSaveNeeded({ response: undefined, entry: undefined, unsentThrough: 9 })).toBe(false);
    const refused = entryThrough(4, 'invalidAnswers');
    expect(trailSaveNeeded({ response: inProgress, entry: refused, unsentThrough: 9 })).toBe(false);
  });
});

describe('a trail save on the device', () => {
  it('queues the state again with the events left behind, once, in the response’s one outbox row', async () => {
    const db = await device();
    const response = await startResponse(db, { surveyId: 's1', version: 1 });
    const recorder = new AuditRecorder(() => ({ q1: { kind: 'text', text: 'a' } }));
    const unregister = registerAuditSource(response.id, recorder);
    recorder.opened(false);
    recorder.enter('q1');
    await commitChange(db, response.id, { answers: { q1: { kind: 'text', text: 'a' } } }, items, ['q1']);
    const first = await waitingSave(db, response.id);
    expect(kinds(first)).toEqual(['start', 'question-enter']);
    await applyAck(db, response.id, first.seq);
    await noteAuditDelivered(db, first, first.seq);
    expect(await db.outbox.count()).toBe(0);

    // Nothing recorded since: no save.
    expect(await commitTrailSave(db, response.id, items)).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);

    // The interviewer leaves the question and the app goes to the background: a save carries just that.
    recorder.leave();
    recorder.hide();
    const stored = await commitTrailSave(db, response.id, items);
    expect(stored?.seq).toBe(first.seq + 1);
    const trail = await waitingSave(db, response.id);
    expect(trail.seq).toBe(first.seq + 1);
    expect(trail.body.items).toEqual(items);
    expect(trail.body.status).toBe('in-progress');
    expect(kinds(trail)).toEqual(['question-leave', 'hidden']);
    // Asked again with nothing new (the page hidden, then closed): the waiting row already carries them.
    expect(await commitTrailSave(db, response.id, items)).toBeUndefined();
    expect(await db.outbox.count()).toBe(1);
    expect((await waitingSave(db, response.id)).seq).toBe(trail.seq);
    unregister();
  });

  it('leaves a finished response and a discarded interview alone', async () => {
    const db = await device();
    const response = await startResponse(db, { surveyId: 's1', version: 1 });
    const recorder = new AuditRecorder(() => ({}));
    const unregister = registerAuditSource(response.id, recorder);
    recorder.opened(false);
    await commitChange(db, response.id, { status: 'complete', sampleStatus: 'Complete' }, items);
    const finished = await waitingSave(db, response.id);
    recorder.hide();
    expect(await commitTrailSave(db, response.id, items)).toBeUndefined();
    expect((await waitingSave(db, response.id)).seq).toBe(finished.seq);

    const other = await startResponse(db, { surveyId: 's1', version: 1 });
    await db.responses.update(other.id, { discardedAt: Date.now() });
    const otherRecorder = new AuditRecorder(() => ({}));
    const unregisterOther = registerAuditSource(other.id, otherRecorder);
    otherRecorder.opened(true);
    expect(await commitTrailSave(db, other.id, items)).toBeUndefined();
    expect(await db.outbox.get(other.id)).toBeUndefined();
    // Its events are still written on the device.
    expect(await db.auditEvents.where('responseId').equals(other.id).count()).toBe(1);
    unregister();
    unregisterOther();
  });
});

describe('the page’s writer and trail saves', () => {
  it('writes the state as committed, after the writes asked before, asking the logic only without one', async () => {
    const db = await device();
    const response = await startResponse(db, { surveyId: 's1', version: 1 });
    let payloads = 0;
    const logic = {
      // A change's round gets its items with its view (one call); a save without a change asks for them.
      changeAndPayload: async () => {
        payloads++;
        return { view: {}, items };
      },
      payload: async () => {
        payloads++;
        return items;
      },
    } as unknown as LogicClient;
    const committed: number[] = [];
    const writer = new ChangeWriter(
      Promise.resolve(db),
      logic,
      response.id,
      {},
      {
        onView: () => undefined,
        onCommitted: (stored) => committed.push(stored.seq),
        onError: (error) => {
          throw error;
        },
      },
    );
    const recorder = new AuditRecorder(() => writer.current);
    const unregister = registerAuditSource(response.id, recorder);
    recorder.opened(false);
    // Nothing committed on this page yet: the items are asked of the logic once.
    expect(await writer.saveTrail()).toBe(true);
    expect(payloads).toBe(1);
    recorder.enter('q1');
    void writer.setAnswer('q1', { kind: 'text', text: 'a' });
    // Asked while the change is being written: it goes after it, and finds the change carried everything.
    expect(await writer.saveTrail()).toBe(false);
    recorder.hide();
    expect(await writer.saveTrail()).toBe(true);
    // The committed state's items are reused: no call to the logic for a trail save after a change.
    expect(payloads).toBe(2);
    expect(committed).toEqual([1, 2, 3]);
    const saved = await waitingSave(db, response.id);
    expect(saved.body.items).toEqual(items);
    expect(kinds(saved)).toEqual(['start', 'question-enter', 'answer-change', 'hidden']);
    unregister();
  });
});
