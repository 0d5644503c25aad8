// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  dropPendingStart,
  notePendingStart,
  pendingStartFor,
} from '../../../src/runner/storage/pendingStart';
import { newResponse } from '../../../src/runner/storage/responseStart';

/**
 * A new response is shown before Dexie has stored it: its id and seed are noted synchronously, so that a
 * reload in that moment opens the same response (the same shuffled order), and only for the same link.
 */
describe('the note of a response shown before it is stored', () => {
  beforeEach(() => localStorage.clear());

  it('gives the same id, seed and start to the same link and release until the response is stored', () => {
    const shown = newResponse({ surveyId: 's1', version: 3, userId: 'p7' });
    notePendingStart(shown);
    const again = newResponse({ surveyId: 's1', version: 3, userId: 'p7' });
    expect(again.id).not.toBe(shown.id);
    expect(pendingStartFor(again)).toEqual({ id: shown.id, seed: shown.seed, startedAt: shown.startedAt });

    dropPendingStart(shown);
    expect(pendingStartFor(again)).toBeUndefined();
  });

  it('is not reused by another respondent, release or survey, and not dropped by another response', () => {
    const shown = newResponse({ surveyId: 's1', version: 3, userId: 'p7' });
    notePendingStart(shown);
    expect(pendingStartFor(newResponse({ surveyId: 's1', version: 3, userId: 'p8' }))).toBeUndefined();
    expect(pendingStartFor(newResponse({ surveyId: 's1', version: 3 }))).toBeUndefined();
    expect(pendingStartFor(newResponse({ surveyId: 's1', version: 4, userId: 'p7' }))).toBeUndefined();
    expect(pendingStartFor(newResponse({ surveyId: 's2', version: 3, userId: 'p7' }))).toBeUndefined();

    dropPendingStart({ surveyId: 's1', id: 'another' });
    expect(pendingStartFor(newResponse({ surveyId: 's1', version: 3, userId: 'p7' }))?.id).toBe(shown.id);
  });

  it('reads a garbled note as none', () => {
    localStorage.setItem('wenda.newResponse.s1', '{not json');
    expect(pendingStartFor(newResponse({ surveyId: 's1', version: 1 }))).toBeUndefined();
  });
});
