import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnswerItemPayload } from '../../../src/core/model';
import { RunnerDatabase } from '../../../src/runner/db';
import { isLostConnection } from '../../../src/runner/storage/connection';
import { StorageFullError } from '../../../src/runner/storage/quota';
import { startResponse } from '../../../src/runner/storage/responseStart';
import { commitChange } from '../../../src/runner/storage/responses';
import { MediaUrlStorage, mediaFingerprint } from '../../../src/runner/sync/uploadHttp';

/**
 * The browser closing the runner's database under a write (storage/connection.ts): the write runs again on
 * the connection Dexie reopens, once stored; a full device is never taken for it.
 */
let db: RunnerDatabase;
let counter = 0;
const items: AnswerItemPayload[] = [{ belongId: 's1', quId: 'q1', quItemId: 'o1' }];
const named = (name: string, inner?: unknown) => Object.assign(new Error(name), { name, inner });

beforeEach(async () => {
  db = new RunnerDatabase(`lost-connection-${++counter}`);
  await db.open();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await db.delete();
});

describe('a write whose connection was lost', () => {
  it('tells a lost connection from a full device and from other failures', () => {
    expect(isLostConnection(named('DatabaseClosedError'))).toBe(true);
    expect(isLostConnection(named('AbortError', named('UnknownError')))).toBe(true);
    expect(isLostConnection(named('InvalidStateError'))).toBe(true);
    expect(isLostConnection(named('AbortError', named('QuotaExceededError')))).toBe(false);
    expect(isLostConnection(named('ConstraintError'))).toBe(false);
    expect(isLostConnection(new Error('Unknown response r1'))).toBe(false);
  });

  it('runs again and is stored once', async () => {
    const response = await startResponse(db, { surveyId: 's1', version: 1 });
    const put = db.responses.put.bind(db.responses);
    let failures = 1;
    db.responses.put = ((...args: Parameters<typeof put>) =>
      failures-- > 0
        ? Promise.reject(named('AbortError', named('UnknownError')))
        : put(...args)) as typeof put;
    const stored = await commitChange(db, response.id, { userPage: 1 }, items);
    expect(stored.seq).toBe(1);
    expect((await db.responses.get(response.id))?.seq).toBe(1);
    expect((await db.outbox.get(response.id))?.seq).toBe(1);
  });

  it('gives up when the connection keeps being lost, storing nothing', async () => {
    const response = await startResponse(db, { surveyId: 's1', version: 1 });
    db.responses.put = (() =>
      Promise.reject(named('DatabaseClosedError'))) as unknown as typeof db.responses.put;
    await expect(commitChange(db, response.id, { userPage: 1 }, items)).rejects.toMatchObject({
      name: 'DatabaseClosedError',
    });
    expect(await db.outbox.count()).toBe(0);
  });

  it('never runs a write again on a full device', async () => {
    const response = await startResponse(db, { surveyId: 's1', version: 1 });
    let calls = 0;
    db.responses.put = (() => {
      calls++;
      return Promise.reject(named('AbortError', named('QuotaExceededError')));
    }) as unknown as typeof db.responses.put;
    await expect(commitChange(db, response.id, { userPage: 1 }, items)).rejects.toBeInstanceOf(
      StorageFullError,
    );
    expect(calls).toBe(1);
  });
});

describe('an upload whose URL cannot be kept', () => {
  it('goes on: keeping the URL never fails the upload (tus-js-client would wait on it for ever)', async () => {
    const storage = new MediaUrlStorage(db);
    db.media.update = (() =>
      Promise.reject(named('AbortError', named('QuotaExceededError')))) as unknown as typeof db.media.update;
    const upload = { uploadUrl: '/api/up/tus/m1' } as Parameters<MediaUrlStorage['addUpload']>[1];
    await expect(storage.addUpload(mediaFingerprint('m1'), upload)).resolves.toBe(mediaFingerprint('m1'));
  });
});
