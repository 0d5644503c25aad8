import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { QUOTA_API } from '../../../src/core/api/quotas';
import type { QuotaStateEntry } from '../../../src/core/quotas/cells';
import { RunnerDatabase } from '../../../src/runner/db';
import { QuotaCheck } from '../../../src/runner/session/quotaCheck';
import { deviceQuotaStateCache } from '../../../src/runner/storage/quotaStateCache';
import { keepRelease } from '../../../src/runner/storage/releases';
import { QUOTA_STATE_PATH } from '../../../src/runner/sync/quotaState';
import { releaseWire } from './releaseWire';

const male = { gender: { kind: 'choice' as const, optionIds: ['m'], otherText: {} } };
const entry = (fullCells: string[][]): QuotaStateEntry => ({
  id: 'q1',
  questionIds: ['gender'],
  whenFull: 'endNow',
  fullCells,
});

describe('the runner quota check', () => {
  it('asks the server again when the answers decide an end-now quota, and goes by it', async () => {
    const replies: (QuotaStateEntry[] | undefined)[] = [[entry([])], [entry([['m']])]];
    const asked: string[] = [];
    const check = new QuotaCheck('s1', async (surveyId) => {
      asked.push(surveyId);
      return replies.shift();
    });
    await check.refresh();
    // Nothing decided yet: no call.
    expect(await check.endsNow({}, true)).toBe(false);
    expect(asked.length).toBe(1);
    // Decided: asked afresh, and the cell filled meanwhile.
    expect(await check.endsNow(male, true)).toBe(true);
    expect(asked).toEqual(['s1', 's1']);
  });

  it('asks nothing for a survey the load said has no quota, at start, on decided answers or at a checkpoint', async () => {
    let calls = 0;
    const check = new QuotaCheck(
      's1',
      async () => {
        calls++;
        return [entry([['m']])];
      },
      undefined,
      true,
    );
    expect(await check.refresh()).toEqual([]);
    expect(await check.endsNow(male, true)).toBe(false);
    expect(await check.checkpointEnds(male, true)).toBe(false);
    expect(calls).toBe(0);
  });

  it('goes by the last state it knew when offline or when the server cannot say', async () => {
    const replies: (QuotaStateEntry[] | undefined)[] = [[entry([['m']])], undefined];
    let calls = 0;
    const check = new QuotaCheck('s1', async () => {
      calls++;
      return replies.shift();
    });
    await check.refresh();
    expect(await check.endsNow(male, false)).toBe(true);
    expect(calls).toBe(1);
    expect(await check.endsNow(male, true)).toBe(true);
    expect(calls).toBe(2);
  });

  it('keeps the state on the device, and a page opened offline goes by the one kept', async () => {
    const db = new RunnerDatabase('quota-state-cache');
    try {
      await keepRelease(db, releaseWire('s1', 1));
      const online = new QuotaCheck(
        's1',
        async () => [entry([['m']])],
        deviceQuotaStateCache(Promise.resolve(db), 's1'),
      );
      await online.refresh();
      // A new release loaded later keeps the survey's record, state included.
      await keepRelease(db, releaseWire('s1', 2));

      const offline = new QuotaCheck(
        's1',
        async () => undefined,
        deviceQuotaStateCache(Promise.resolve(db), 's1'),
      );
      await offline.refresh();
      expect(await offline.checkpointEnds(male, false)).toBe(true);
      expect(await offline.endsNow(male, false)).toBe(true);
      const female = { gender: { kind: 'choice' as const, optionIds: ['f'], otherText: {} } };
      expect(await offline.checkpointEnds(female, false)).toBe(false);
      expect((await db.surveys.get('s1'))?.currentVersion).toBe(2);
    } finally {
      await db.delete();
    }
  });

  it('without a state fetched or kept, stops nobody', async () => {
    const check = new QuotaCheck('s1', async () => undefined, {
      read: async () => undefined,
      write: async () => undefined,
    });
    await check.refresh();
    expect(await check.checkpointEnds(male, true)).toBe(false);
    expect(await check.endsNow(male, true)).toBe(false);
  });

  it('asks the server at the quota calls path', () => {
    expect(QUOTA_STATE_PATH).toBe(QUOTA_API.state);
  });
});
