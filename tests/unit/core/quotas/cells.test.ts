import { describe, expect, it } from 'vitest';
import type { Answers } from '../../../../src/core/model';
import {
  endsAsQuotaFull,
  type QuotaStateEntry,
  quotaCellKeyOf,
  quotasDecidedBy,
} from '../../../../src/core/quotas/cells';

const choice = (...optionIds: string[]) => ({ kind: 'choice' as const, optionIds, otherText: {} });

describe('quota cells', () => {
  it('finds the cell of one chosen option per question, in question order, or none', () => {
    const answers: Answers = { gender: choice('m'), age: choice('young'), hobby: choice('run', 'swim') };
    expect(quotaCellKeyOf(['gender'], answers)).toBe('m');
    expect(quotaCellKeyOf(['age', 'gender'], answers)).toBe('young,m');
    expect(quotaCellKeyOf(['gender', 'missing'], answers)).toBeUndefined();
    expect(quotaCellKeyOf(['hobby'], answers)).toBeUndefined();
    expect(quotaCellKeyOf(['gender'], { gender: { kind: 'text', text: 'm' } })).toBeUndefined();
  });

  it('ends a response only in a full cell of an end-now quota its answers have decided', () => {
    const state: QuotaStateEntry[] = [
      { id: 'q1', questionIds: ['gender'], whenFull: 'endNow', fullCells: [['m']] },
      { id: 'q2', questionIds: ['gender', 'age'], whenFull: 'finishOverquota', fullCells: [['f', 'young']] },
      { id: 'q3', questionIds: ['gender', 'age'], whenFull: 'endNow', fullCells: [['f', 'old']] },
    ];
    expect(endsAsQuotaFull(state, { gender: choice('m') })).toBe(true);
    // Full, but the quota lets them finish (Overquota is the server's to say).
    expect(endsAsQuotaFull(state, { gender: choice('f'), age: choice('young') })).toBe(false);
    expect(endsAsQuotaFull(state, { gender: choice('f'), age: choice('old') })).toBe(true);
    // The crossed end-now quota is not decided before its second question is answered.
    expect(quotasDecidedBy(state, { gender: choice('f') }).map((quota) => quota.id)).toEqual(['q1']);
    expect(endsAsQuotaFull(state, { gender: choice('f') })).toBe(false);
  });
});
