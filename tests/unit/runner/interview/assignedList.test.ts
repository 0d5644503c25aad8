import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AssignedSurvey } from '../../../../src/core/api/interviewers';
import { currentAssigned, lastAssigned, rememberAssigned } from '../../../../src/runner/interview/download';

/** The "my surveys" list kept on a phone shared by two interviewers: each sees only their own. */
class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const surveyOf = (surveyId: string) =>
  ({
    surveyId,
    surveyName: surveyId,
    releaseVersion: 1,
    files: [],
    totalBytes: 10,
  }) as unknown as AssignedSurvey;
const WANG = 'interviewer-wang';
const LI = 'interviewer-li';
let storage: MemoryStorage;

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
});
afterEach(() => vi.unstubAllGlobals());

describe('the assigned surveys kept on the device', () => {
  it('are kept per interviewer', () => {
    rememberAssigned(WANG, [surveyOf('a1'), surveyOf('a2')]);
    rememberAssigned(LI, [surveyOf('b1')]);
    expect(lastAssigned(WANG).map((survey) => survey.surveyId)).toEqual(['a1', 'a2']);
    expect(lastAssigned(LI).map((survey) => survey.surveyId)).toEqual(['b1']);
    expect(lastAssigned('never-listed')).toEqual([]);
  });

  it('drop the one list per device older builds kept, whose owner is unknown', () => {
    storage.setItem('wenda.interview.assigned', JSON.stringify([surveyOf('old')]));
    expect(lastAssigned(LI)).toEqual([]);
    rememberAssigned(LI, [surveyOf('b1')]);
    expect(storage.getItem('wenda.interview.assigned')).toBeNull();
  });

  it('show the interviewer on the screen only theirs, never the list listed for the one before', () => {
    rememberAssigned(WANG, [surveyOf('a1')]);
    const listedForWang = { interviewerId: WANG, surveys: [surveyOf('a1'), surveyOf('a3')] };
    expect(currentAssigned(WANG, listedForWang).map((survey) => survey.surveyId)).toEqual(['a1', 'a3']);
    // Li logs in on the same page: before Li's list comes, the screen shows Li's kept one (none yet).
    expect(currentAssigned(LI, listedForWang)).toEqual([]);
    rememberAssigned(LI, [surveyOf('b1')]);
    expect(currentAssigned(LI, listedForWang).map((survey) => survey.surveyId)).toEqual(['b1']);
    expect(currentAssigned(undefined, listedForWang)).toEqual([]);
  });
});
