import { describe, expect, it } from 'vitest';
import type { Question } from '../../../src/core/model';
import { fallsInFullCell, type QuotaStateEntry } from '../../../src/core/quotas/cells';
import { checksQuotasOnLeaving, isCheckpoint } from '../../../src/questions/checkpoint/check';

const question = (elementType: string, checkQuotas?: 0 | 1) =>
  ({ id: elementType, elementType, answerConfig: { checkQuotas } }) as unknown as Question;

const state: QuotaStateEntry[] = [
  { id: 'gender', questionIds: ['q1'], whenFull: 'finishOverquota', fullCells: [['male']] },
  { id: 'cross', questionIds: ['q1', 'q2'], whenFull: 'endNow', fullCells: [['female', 'young']] },
];
const chose = (entries: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(entries).map(([id, option]) => [
      id,
      { kind: 'choice' as const, optionIds: [option], otherText: {} },
    ]),
  );

describe('checkpoint', () => {
  it('checks quotas on leaving a page only where a checkpoint with checkQuotas is shown', () => {
    expect(checksQuotasOnLeaving([question('RadioBox'), question('CheckPointBox', 1)])).toBe(true);
    expect(checksQuotasOnLeaving([question('RadioBox'), question('CheckPointBox', 0)])).toBe(false);
    expect(checksQuotasOnLeaving([question('RadioBox')])).toBe(false);
    expect(isCheckpoint(question('CheckPointBox'))).toBe(true);
    expect(isCheckpoint(question('InfoBox'))).toBe(false);
  });

  it('finds a full cell of any quota the answers fall into, whatever the quota does when full', () => {
    expect(fallsInFullCell(state, chose({ q1: 'male' }))).toBe(true);
    expect(fallsInFullCell(state, chose({ q1: 'female' }))).toBe(false);
    expect(fallsInFullCell(state, chose({ q1: 'female', q2: 'young' }))).toBe(true);
    expect(fallsInFullCell(state, chose({ q1: 'female', q2: 'old' }))).toBe(false);
    expect(fallsInFullCell(state, {})).toBe(false);
  });
});
