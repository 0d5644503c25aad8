import { describe, expect, it } from 'vitest';
import type { StoredResponse } from '../../../src/runner/db';
import { saveBodyOf } from '../../../src/runner/storage/responses';
import { initialLanguage } from '../../../src/runner/surveyLanguage';

describe('the respondent survey language', () => {
  const offered = ['origin', 'en', 'ja'];

  it("takes the link's lang when offered, else the response's, else the survey's first", () => {
    expect(initialLanguage(offered, 'ja', 'en')).toBe('ja');
    expect(initialLanguage(offered, 'ko', 'en')).toBe('en');
    expect(initialLanguage(offered, null, undefined)).toBe('origin');
    expect(initialLanguage(offered, null, 'fr')).toBe('origin');
    expect(initialLanguage([], 'en', undefined)).toBeUndefined();
  });

  it('is sent with the response as paradata.language, and absent when none was chosen', () => {
    const response: StoredResponse = {
      format: 1,
      id: '01a213d9-ba6f-74f6-bd41-f58d187dadab',
      surveyId: 's',
      version: 1,
      seed: 'x',
      answers: {},
      userPage: 0,
      questionTimeMs: {},
      status: 'in-progress',
      seq: 3,
      ackSeq: 0,
      startedAt: '2026-01-01T00:00:00.000Z',
      updatedAt: 0,
    };
    expect(saveBodyOf(response, []).paradata.language).toBeUndefined();
    expect(saveBodyOf({ ...response, language: 'ja' }, []).paradata.language).toBe('ja');
  });
});
