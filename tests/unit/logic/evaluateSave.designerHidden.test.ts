import { describe, expect, it } from 'vitest';
import { evaluateSave } from '../../../server/answers/evaluate-save';
import { loadedReleaseOf } from '../../../server/answers/survey-release';
import { saveAnswersRequestSchema } from '../../../src/core/api/answer';
import { type AnswerItemPayload, releaseSchema, SAVE_BODY_FORMAT } from '../../../src/core/model';
import { newQuestion } from '../../../src/questions/catalogue';
import { toSavePayload } from '../../../src/questions/validate';

/**
 * Found by runnerServerAgreement.property.test.ts: questions the designer hid (visibility 0) that logic fills,
 * in part (one of two required blanks) or with a value outside the answer rules (a number out of range). The
 * runner never shows nor checks them and completes; the server refused the complete save for them.
 */
const RESPONSE_ID = '0190d3f0-0000-7000-8000-000000000011';

function survey() {
  let ids = 0;
  const made = (catalogKey: string, id: string, orderById: number) =>
    newQuestion(catalogKey, {
      id,
      belongId: 's1',
      groupId: 'g1',
      orderById,
      lang: 'en',
      makeId: () => `${id}.${++ids}`,
    });
  const choice = made('radio', 'q0', 1);
  const blanks = { ...made('multiFillBlank', 'q1', 2), visibility: 0 as const };
  // Numbers 0–100 by default; the logic gives it a code out of that range.
  const hiddenNumber = { ...made('number', 'q2', 3), visibility: 0 as const };
  const [optionA] = choice.optionList;
  const [firstBlank] = blanks.descList;
  choice.quLogicAnswerAssignments = [
    {
      id: 'assign-1',
      anAnd: 1,
      anQuId: 'q0',
      anQuItemId: optionA!.id,
      geLe: '1',
      logicType: 4,
      toQuId: 'q1',
      toSubQuId: firstBlank!.id,
      toQuValue: 'set by logic',
    },
    {
      id: 'assign-2',
      anAnd: 1,
      anQuId: 'q0',
      anQuItemId: optionA!.id,
      geLe: '1',
      logicType: 4,
      toQuId: 'q2',
      toQuValue: '150',
    },
  ];
  const release = releaseSchema.parse({
    surveyId: 's1',
    version: 1,
    publishedAt: '2026-01-01T00:00:00Z',
    survey: { surveyId: 's1', userId: 'u1', surveyName: 'Hidden blanks' },
    groups: [{ id: 'g1', surveyId: 's1', orderById: 1, questionList: [choice, blanks, hiddenNumber] }],
    style: {},
  });
  return { loaded: loadedReleaseOf(release), choice, blanks, optionA: optionA!, firstBlank: firstBlank! };
}

function completeSave(items: AnswerItemPayload[]) {
  return saveAnswersRequestSchema.parse({
    format: SAVE_BODY_FORMAT,
    responseId: RESPONSE_ID,
    surveyId: 's1',
    version: 1,
    seq: 1,
    seed: 'seed',
    userPage: 0,
    status: 'complete',
    sampleStatus: 'Complete',
    items,
  });
}

describe('a complete save and a question the designer hid', () => {
  it('is taken when logic filled only part of it, with or without the assigned value sent', () => {
    const { loaded, choice, blanks, optionA, firstBlank } = survey();
    const ids = { belongAnswerId: RESPONSE_ID };
    const chosen = toSavePayload(choice, { kind: 'choice', optionIds: [optionA.id], otherText: {} }, ids);
    const assigned = toSavePayload(
      blanks,
      { kind: 'blanks', values: { [firstBlank.id]: 'set by logic' } },
      ids,
    );
    for (const items of [[...chosen, ...assigned], chosen]) {
      const evaluated = evaluateSave(loaded, completeSave(items));
      expect(evaluated.ok, JSON.stringify(evaluated)).toBe(true);
      if (!evaluated.ok) continue;
      expect(evaluated.rows.filter((row) => row.questionId === 'q1').map((row) => row.value)).toEqual([
        { kind: 'blanks', values: { [firstBlank.id]: 'set by logic' } },
      ]);
    }
  });

  it('keeps a value logic assigned outside the answer rules, which the runner leaves out of its save', () => {
    const { loaded, choice, optionA } = survey();
    const hiddenNumber = loaded.questionById.get('q2')!;
    expect(hiddenNumber.visibility).toBe(0);
    const chosen = toSavePayload(choice, { kind: 'choice', optionIds: [optionA.id], otherText: {} });
    const evaluated = evaluateSave(loaded, completeSave(chosen));
    expect(evaluated.ok, JSON.stringify(evaluated)).toBe(true);
    if (!evaluated.ok) return;
    expect(evaluated.rows.filter((row) => row.questionId === 'q2').map((row) => row.value)).toEqual([
      { kind: 'number', value: 150 },
    ]);
  });

  it('still refuses a value of the wrong kind for it', () => {
    const { loaded, choice, optionA } = survey();
    const chosen = toSavePayload(choice, { kind: 'choice', optionIds: [optionA.id], otherText: {} });
    const wrong: AnswerItemPayload = { belongId: 's1', quId: 'q1', descId: 'nope', answer: 'x' };
    const evaluated = evaluateSave(loaded, completeSave([...chosen, wrong]));
    expect(evaluated.ok).toBe(false);
  });
});
