import type { BrowserContext, Page } from 'playwright-core';

/**
 * Helpers of the runner's storage-fault tests (tests/e2e/runner-storage-*.test.ts, runner-database-closed,
 * runner-update-queued): what the device keeps, read straight from the runner's IndexedDB (reads need no
 * space and open a connection of their own), and the faults themselves — a full quota, a connection closed
 * by the browser.
 */

interface LocalResponse {
  id: string;
  seq: number;
  ackSeq: number;
  userPage: number;
  status: string;
  answers: Record<string, unknown>;
}

export interface LocalState {
  /** The first response the device holds (most tests answer one), and all of them. */
  response?: LocalResponse;
  responses: LocalResponse[];
  outbox: {
    id: string;
    kind: string;
    responseId: string;
    seq: number;
    attempts?: number;
    /** When the device tries it next (ms since the epoch; its backoff). */
    nextAttemptAt: number;
    lastFailure?: string;
    body?: { seq: number; items: unknown[] };
  }[];
}

/** What must never be lost: the response as kept and the entries waiting (not their retry bookkeeping). */
export function kept(state: LocalState) {
  if (!state.response) throw new Error('the device has no response');
  const { id, seq, ackSeq, userPage, status, answers } = state.response;
  return {
    response: { id, seq, ackSeq, userPage, status, answers },
    outbox: state.outbox.map(({ id: entryId, kind, responseId, seq: entrySeq, body }) => ({
      id: entryId,
      kind,
      responseId,
      seq: entrySeq,
      body,
    })),
  };
}

/** The runner's response rows and its outbox rows, read straight from its IndexedDB. */
export function localState(page: Page): Promise<LocalState> {
  return page.evaluate(async () => {
    const open = indexedDB.open('wenda-runner');
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const all = (store: string) =>
      new Promise<unknown[]>((resolve, reject) => {
        const read = db.transaction(store).objectStore(store).getAll();
        read.onsuccess = () => resolve(read.result);
        read.onerror = () => reject(read.error);
      });
    const [responses, outbox] = [await all('responses'), await all('outbox')];
    db.close();
    return { response: responses[0], responses, outbox } as LocalState;
  });
}

/**
 * Whether an IndexedDB write of `bytes` by this origin goes through now, in a scratch database of the test's
 * own. Chromium checks the quota when a transaction commits, but answers small requests from a cached
 * allowance (up to what was free at the last check, fading over 30 s); a request larger than that allowance
 * makes it ask its quota manager again, and a refusal then leaves nothing cached, so every later write
 * (the runner's included) meets the lowered quota at once.
 */
export function probeWrite(page: Page, bytes: number): Promise<string> {
  return page.evaluate(async (size) => {
    const open = indexedDB.open('e2e-quota-probe', 1);
    open.onupgradeneeded = () => open.result.createObjectStore('probe');
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      return await new Promise<string>((resolve) => {
        const tx = db.transaction('probe', 'readwrite');
        tx.objectStore('probe').put('x'.repeat(size), 'probe');
        tx.oncomplete = () => resolve('ok');
        tx.onabort = () => resolve(tx.error?.name ?? 'AbortError');
      });
    } finally {
      db.close();
    }
  }, bytes);
}

/**
 * The browser closes every IndexedDB connection of `origin` under the pages and workers that hold them, the
 * data left as it is: Chromium's own "Force close" (chrome://indexeddb-internals). Each connection gets the
 * `close` event and is unusable from then on (a new transaction throws InvalidStateError), which is what
 * Safari does to a page's connections under memory pressure or in the background. Returns how many
 * connections were open before.
 */
export async function forceCloseDatabases(context: BrowserContext, origin: string): Promise<number> {
  const internals = await context.newPage();
  try {
    await internals.goto('chrome://indexeddb-internals');
    const block = internals.locator('.indexeddb-origin').filter({
      has: internals.locator(`a.indexeddb-url[href="${origin}"]`),
    });
    await block.first().waitFor({ timeout: 10_000 });
    let before = 0;
    for (const count of await block.locator('span.connection-count').allTextContents())
      before += Number(count.match(/\d+/)?.[0] ?? 0);
    for (const control of await block.locator('.force-close').all()) await control.click();
    return before;
  } finally {
    await internals.close();
  }
}

/**
 * Holds a write lock on the runner's response and outbox stores from a connection of the test's own (a
 * transaction kept alive by reading on and on), so the runner's next write waits behind it: a close of the
 * database then catches that write under way. The lock goes with the connection when the browser closes it.
 */
export function holdRunnerStores(page: Page): Promise<void> {
  return page.evaluate(async () => {
    const open = indexedDB.open('wenda-runner');
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const store = db.transaction(['responses', 'outbox'], 'readwrite').objectStore('responses');
    const readOn = () => {
      try {
        store.count().onsuccess = readOn;
      } catch {
        // The transaction ended with its connection: the hold is over.
      }
    };
    readOn();
  });
}
