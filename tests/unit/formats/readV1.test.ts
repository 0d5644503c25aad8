import { describe, expect, it } from 'vitest';
import { saveAnswersRequestSchema } from '../../../src/core/api/answer';
import { RELEASE_FORMAT, readRelease, SAVE_BODY_FORMAT } from '../../../src/core/model';
import { readPublishedRelease } from '../../../src/core/model/readRelease';
import { STORED_RESPONSE_FORMAT, upgradeStoredResponse } from '../../../src/runner/storage/formats';
import { LogicSessionCore } from '../../../workers/logicSession';
import { v1Fixture } from './fixtures';

/**
 * Today's readers on what the first code wrote: a release published then, a response and its waiting save a
 * phone kept since. When a format changes, these go on passing only if the new migration carries format 1
 * documents over as they meant it.
 */
describe('format-1 documents read by the current code', () => {
  it('the fixtures are format 1 as written: no format field (they are never made again)', () => {
    for (const name of ['release-v1', 'stored-response-v1', 'outbox-body-v1'] as const) {
      expect(v1Fixture(name)).not.toHaveProperty('format');
    }
  });

  it('reads the release of format 1: its groups, questions, logic and settings', () => {
    const release = readRelease(v1Fixture('release-v1'));
    expect(release.format).toBe(RELEASE_FORMAT);
    expect(release.version).toBe(1);
    expect(release.survey.surveyName).toBe('格式样本 Format sample');
    const questions = release.groups.flatMap((group) => group.questionList);
    expect(release.groups.map((group) => group.questionList.map((question) => question.catalogKey))).toEqual([
      ['radio', 'checkbox', 'number', 'fillBlank', 'pageBreak', 'matrixRadio', 'rating'],
      ['sort', 'radio'],
    ]);
    expect(questions.filter((question) => question.quNum).map((question) => question.quNum)).toEqual([
      'Q1',
      'Q2',
      'Q3',
      'Q4',
      'Q5',
      'Q6',
      'Q7',
      'Q8',
    ]);
    const [q1, , q3, q4] = questions;
    expect(q1?.optionList.map((option) => option.optionName)).toEqual(['男', '女', '其他']);
    expect(q3?.answerConfig).toMatchObject({ limitRangeInd: 1, paramInt01: 0, paramInt02: 120 });
    expect(q4?.quBeforLogics).toEqual([
      expect.objectContaining({ anQuId: q1?.id, anQuItemId: q1?.optionList[2]?.id, geLe: '1' }),
    ]);
    expect(questions.at(-1)?.quLogics).toEqual([expect.objectContaining({ logicType: 2 })]);
  });

  it('the logic worker reads it exactly as the server does', () => {
    const stored = v1Fixture('release-v1');
    expect(readPublishedRelease(stored)).toEqual(readRelease(stored));
  });

  it('reads the response kept on a phone', () => {
    const response = upgradeStoredResponse(v1Fixture('stored-response-v1'));
    expect(response).toMatchObject({
      format: STORED_RESPONSE_FORMAT,
      version: 1,
      status: 'complete',
      sampleStatus: 'Complete',
      seq: 2,
      ackSeq: 1,
    });
    expect(Object.keys(response.answers)).toHaveLength(8);
  });

  it('reads the waiting save as the server’s save call does', () => {
    const body = saveAnswersRequestSchema.parse(v1Fixture('outbox-body-v1'));
    expect(body).toMatchObject({
      format: SAVE_BODY_FORMAT,
      seq: 2,
      status: 'complete',
      sampleStatus: 'Complete',
    });
    expect(body.items).toHaveLength(11);
  });

  it('the release and the kept answers give today the very save the phone wrote then', () => {
    const response = upgradeStoredResponse(v1Fixture('stored-response-v1'));
    const session = new LogicSessionCore(readPublishedRelease);
    session.open(v1Fixture('release-v1'), response.seed, response.answers, response.id);
    expect(session.payload()).toEqual(v1Fixture('outbox-body-v1').items);
    expect(session.view().ended).toBeNull();
  });
});
