import type { SaveAnswersRequest } from '../src/core/api/answer';
import { upgradeSaveBody } from '../src/core/model/formats/saveBody';
import type { OutboxEntry, RunnerDatabase } from '../src/runner/db';
import { OUTBOX_ENTRY_FORMAT } from '../src/runner/storage/formats';

/**
 * The service-worker queue of saves that builds before the one outbox kept (workbox-background-sync's Queue
 * 'wenda-saves', in IndexedDB 'workbox-background-sync', store 'requests': {id, queueName, requestData: {url,
 * headers, body: ArrayBuffer, …}, timestamp}; tests/fixtures/formats/workbox-save-queue.json). A save was
 * always in the Dexie outbox as well, and the outbox keeps a response's newest save until the server takes
 * it, so what that queue still holds is normally there already or delivered. Normally: once, on the new
 * worker's activation (and on the old queue's sync tag, should it fire), every save found there is moved
 * into the outbox unless the outbox holds that response's save at the same or a later sequence or the server
 * acknowledged it — then the old queue's records go, and its database with them when nothing else is left.
 */
export const OLD_QUEUE_DATABASE = 'workbox-background-sync';
export const OLD_QUEUE_NAME = 'wenda-saves';
/** The sync tag the old queue registered: it may still fire in this worker. */
export const OLD_QUEUE_SYNC_TAG = `workbox-background-sync:${OLD_QUEUE_NAME}`;
const OLD_QUEUE_STORE = 'requests';

interface OldRecord {
  id: number;
  queueName?: string;
  requestData?: { body?: unknown };
}

/** Moves the old queue's saves into the outbox; answers how many were added to it. */
export async function adoptOldSaveQueue(factory: IDBFactory, db: RunnerDatabase): Promise<number> {
  const old = await openIfPresent(factory, OLD_QUEUE_DATABASE);
  if (!old) return 0;
  try {
    if (!old.objectStoreNames.contains(OLD_QUEUE_STORE)) return 0;
    const records = (await request(
      old.transaction(OLD_QUEUE_STORE).objectStore(OLD_QUEUE_STORE).getAll(),
    )) as OldRecord[];
    const ours = records.filter((record) => record.queueName === OLD_QUEUE_NAME);
    const newest = new Map<string, SaveAnswersRequest>();
    for (const record of ours) {
      const body = await saveBodyOf(record.requestData?.body);
      if (!body) continue; // not a save (nothing else was ever queued there): nothing to keep
      const known = newest.get(body.responseId);
      if (!known || known.seq < body.seq) newest.set(body.responseId, body);
    }
    const added = newest.size > 0 ? await addMissing(db, [...newest.values()]) : 0;
    // Only once the outbox holds them: a failure above leaves the old queue as it was, for the next try.
    const rest = records.length - ours.length;
    const removing = old.transaction(OLD_QUEUE_STORE, 'readwrite');
    for (const record of ours) removing.objectStore(OLD_QUEUE_STORE).delete(record.id);
    await done(removing);
    old.close();
    if (rest === 0) await deleted(factory, OLD_QUEUE_DATABASE);
    return added;
  } finally {
    old.close();
  }
}

/** The saves neither in the outbox (at that sequence or later) nor acknowledged, added to the outbox. */
async function addMissing(db: RunnerDatabase, bodies: readonly SaveAnswersRequest[]): Promise<number> {
  return db.transaction('rw', db.outbox, db.responses, async () => {
    let added = 0;
    for (const body of bodies) {
      const waiting = await db.outbox.get(body.responseId);
      if (waiting && waiting.seq >= body.seq) continue;
      const response = await db.responses.get(body.responseId);
      if (response && response.ackSeq >= body.seq) continue;
      const entry: OutboxEntry = {
        format: OUTBOX_ENTRY_FORMAT,
        id: body.responseId,
        kind: 'save',
        responseId: body.responseId,
        surveyId: body.surveyId,
        seq: body.seq,
        body: currentBody(body),
        attempts: 0,
        nextAttemptAt: 0,
      };
      await db.outbox.put(entry);
      added++;
    }
    return added;
  });
}

/** The save in today's format, or as it was when this code cannot read it (the server then decides). */
function currentBody(body: SaveAnswersRequest): SaveAnswersRequest {
  try {
    return upgradeSaveBody(body) as unknown as SaveAnswersRequest;
  } catch {
    return body;
  }
}

/** A queued request's body read as a save (Workbox stored it as an ArrayBuffer), or null. */
async function saveBodyOf(body: unknown): Promise<SaveAnswersRequest | null> {
  let text: string | undefined;
  if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) text = new TextDecoder().decode(body);
  else if (typeof Blob !== 'undefined' && body instanceof Blob) text = await body.text();
  else if (typeof body === 'string') text = body;
  if (text === undefined) return null;
  try {
    const parsed = JSON.parse(text) as Partial<SaveAnswersRequest> | null;
    return typeof parsed?.responseId === 'string' &&
      typeof parsed.surveyId === 'string' &&
      typeof parsed.seq === 'number'
      ? (parsed as SaveAnswersRequest)
      : null;
  } catch {
    return null;
  }
}

/** Opens a database only if it exists (an open that would create it is aborted). */
function openIfPresent(factory: IDBFactory, name: string): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    let opening: IDBOpenDBRequest;
    try {
      opening = factory.open(name);
    } catch {
      return resolve(null);
    }
    opening.onupgradeneeded = () => opening.transaction?.abort();
    opening.onerror = (event) => {
      event.preventDefault();
      resolve(null);
    };
    opening.onblocked = () => resolve(null);
    opening.onsuccess = () => resolve(opening.result);
  });
}

/** Deletes a database; a connection still open elsewhere only delays it (blocked: not waited for). */
function deleted(factory: IDBFactory, name: string): Promise<void> {
  return new Promise((resolve) => {
    const deleting = factory.deleteDatabase(name);
    deleting.onsuccess = () => resolve();
    deleting.onerror = () => resolve();
    deleting.onblocked = () => resolve();
  });
}

function request<T>(pending: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    pending.onsuccess = () => resolve(pending.result);
    pending.onerror = () => reject(pending.error);
  });
}

function done(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}
