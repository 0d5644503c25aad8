import { randomUUID } from 'node:crypto';
import { ERRORS } from '@tus/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/db/database';
import { PostgresLocker, postgresConnectionOf } from '../../../server/media/pgLocker';
import { type PublishedSurvey, publishedSurvey } from '../answers/fixture';
import { useTestApp } from '../support/app';
import { openTestDatabase } from '../support/databases';
import { postgresTarget } from '../support/postgres-only';
import { freshDataDir, jpegBytes, newIds, tusCreate, tusPatch } from './support';

const target = postgresTarget();

/** Resolves once `condition` holds, looking every few milliseconds (no fixed sleep decides a test). */
async function until(condition: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * tus upload locks over PostgreSQL advisory locks, as two API processes sharing one database hold them:
 * two lockers with pools of their own contend for one upload id. The second asks the first to let go (its
 * release callback runs, in the other "process"), waits, and gets the lock once it is released; it gives up
 * with tus's ERR_LOCK_TIMEOUT when the holder never lets go or its request is aborted.
 */
describe.skipIf(!target)('tus upload locks across processes (postgres)', () => {
  let handle: DatabaseHandle;
  const lockers: PostgresLocker[] = [];
  const newLocker = (acquireLockTimeout = 20_000, applicationName = 'wenda-test-locker') => {
    const connection = postgresConnectionOf(handle.db);
    if (!connection) throw new Error('the test database is not PostgreSQL');
    const locker = new PostgresLocker({
      connection: { ...connection, application_name: applicationName },
      acquireLockTimeout,
    });
    lockers.push(locker);
    return locker;
  };
  beforeAll(async () => {
    handle = await openTestDatabase(target as NonNullable<typeof target>);
  });
  afterAll(async () => {
    for (const locker of lockers) await locker.close();
    await handle?.close();
  });

  it('makes the second process wait, asks the holder to let go, and hands it over on release', async () => {
    const first = newLocker();
    const second = newLocker();
    const id = randomUUID();
    const events: string[] = [];
    const held = first.newLock(id);
    await held.lock(new AbortController().signal, async () => {
      events.push('first asked to let go');
      await held.unlock();
      events.push('first released');
    });
    const waiting = second.newLock(id);
    await waiting.lock(new AbortController().signal, () => {
      events.push('second asked to let go');
    });
    events.push('second holds it');
    expect(events).toEqual(['first asked to let go', 'first released', 'second holds it']);

    // While the second holds it, the first cannot take it back without asking.
    const again = first.newLock(id);
    const stop = new AbortController();
    const retaking = again.lock(stop.signal, () => undefined);
    await until(() => events.includes('second asked to let go'), 'the second holder to be asked');
    stop.abort();
    await expect(retaking).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    await waiting.unlock();
    await expect(waiting.unlock()).rejects.toThrow('Releasing an unlocked lock!');
  });

  it('refuses with ERR_LOCK_TIMEOUT when the holder never lets go, and leaves other ids alone', async () => {
    const holder = newLocker();
    const impatient = newLocker(300);
    const id = randomUUID();
    let asked = 0;
    const held = holder.newLock(id);
    await held.lock(new AbortController().signal, () => {
      asked += 1;
    });
    await expect(impatient.newLock(id).lock(new AbortController().signal, () => undefined)).rejects.toBe(
      ERRORS.ERR_LOCK_TIMEOUT,
    );
    expect(asked).toBeGreaterThanOrEqual(1);
    // Another upload's lock is free meanwhile.
    const other = impatient.newLock(randomUUID());
    await other.lock(new AbortController().signal, () => undefined);
    await other.unlock();
    // Released, the id is free for the other process at once.
    await held.unlock();
    const later = impatient.newLock(id);
    await later.lock(new AbortController().signal, () => undefined);
    await later.unlock();
  });

  it('frees a lock whose process died (its connection gone)', async () => {
    const dying = newLocker(20_000, 'wenda-dying-locker');
    const survivor = newLocker();
    const id = randomUUID();
    await dying.newLock(id).lock(new AbortController().signal, () => undefined);
    // The process ends without unlocking: PostgreSQL ends its sessions, and the advisory lock with them.
    await handle.db.execute(
      "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'wenda-dying-locker'",
    );
    await dying.close().catch(() => undefined);
    const lock = survivor.newLock(id);
    await lock.lock(new AbortController().signal, () => undefined);
    await lock.unlock();
  });
});

/**
 * The server uses the PostgreSQL locker when its database is PostgreSQL: a request for an upload whose lock
 * another process holds waits for it, after asking that process to let go.
 */
describe.skipIf(!target)('the tus endpoint with locks held by another process (postgres)', () => {
  const ctx = useTestApp(target as NonNullable<typeof target>, { dataDir: freshDataDir() });
  let survey: PublishedSurvey;
  let otherProcess: PostgresLocker;
  beforeAll(async () => {
    survey = await publishedSurvey(ctx().app, ctx().db);
    const connection = postgresConnectionOf(ctx().db);
    if (!connection) throw new Error('the test database is not PostgreSQL');
    otherProcess = new PostgresLocker({ connection });
  });
  afterAll(() => otherProcess?.close());

  it('waits for the lock the other process holds, asks it to let go, and answers once it is released', async () => {
    const { app } = ctx();
    const ids = newIds();
    const bytes = jpegBytes(10_000);
    const created = await tusCreate(
      app,
      {
        mediaId: ids.mediaId,
        surveyId: survey.surveyId,
        responseId: ids.responseId,
        questionId: survey.choiceId,
        kind: 'image',
      },
      bytes.length,
    );
    expect(created.statusCode).toBe(201);

    let askedToLetGo = false;
    const held = otherProcess.newLock(ids.mediaId);
    await held.lock(new AbortController().signal, () => {
      askedToLetGo = true;
    });
    let answered = false;
    const patch = tusPatch(app, ids.mediaId, bytes).then((answer) => {
      answered = true;
      return answer;
    });
    await until(() => askedToLetGo, 'the holder to be asked to let go');
    expect(answered).toBe(false);
    await held.unlock();
    const answer = await patch;
    expect(answer.statusCode).toBe(204);
    expect(answer.headers['upload-offset']).toBe(String(bytes.length));
  });
});
