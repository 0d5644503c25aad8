import { describe, expect, it } from 'vitest';
import { QUOTA_API } from '../../../src/core/api/quotas';
import type { QuotaStateEntry } from '../../../src/core/quotas/cells';
import { QuotaCheck } from '../../../src/runner/session/quotaCheck';
import { QUOTA_STATE_PATH } from '../../../src/runner/sync/quotaState';

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

  it('asks the server at the quota calls path', () => {
    expect(QUOTA_STATE_PATH).toBe(QUOTA_API.state);
  });
});
