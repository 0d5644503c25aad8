import { describe, expect, it } from 'vitest';
import { evaluateSave } from '../../../server/answers/evaluate-save';
import { loadedReleaseOf } from '../../../server/answers/survey-release';
import { saveAnswersRequestSchema } from '../../../src/core/api/answer';
import { type AnswerItemPayload, releaseSchema, SAVE_BODY_FORMAT } from '../../../src/core/model';
import { newQuestion } from '../../../src/questions/catalogue';
import { LogicSession } from '../../../workers/logicSession';

/**
 * answerConfig.isHidden 1: a question hidden from respondents (filled by auto-assign or a link parameter).
 * The server required nothing of it; the runner showed it, asked for it and checked the value logic put in.
 * Both now read it with one predicate (src/core/logic/hiddenByDesigner.ts).
 */
const RESPONSE_ID = '0190d3f0-0000-7000-8000-000000000012';

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
  const pageBreak = made('pageBreak', 'p1', 2);
  // Required, hidden, and given a code outside its 0–100 by logic: a respondent could never pass its page.
  const code = made('number', 'q1', 3);
  const hidden = {
    ...code,
    answerConfig: { ...code.answerConfig, isHidden: 1 as const, requireInd: 1 as const },
  };
  const pageBreak2 = made('pageBreak', 'p2', 4);
  const text = made('fillBlank', 'q2', 5);
  const [optionA] = choice.optionList;
  choice.quLogicAnswerAssignments = [
    {
      id: 'assign-1',
      anAnd: 1,
      anQuId: 'q0',
      anQuItemId: optionA!.id,
      geLe: '1',
      logicType: 4,
      toQuId: 'q1',
      toQuValue: '150',
    },
  ];
  const release = releaseSchema.parse({
    surveyId: 's1',
    version: 1,
    publishedAt: '2026-01-01T00:00:00Z',
    survey: { surveyId: 's1', userId: 'u1', surveyName: 'Hidden code' },
    groups: [
      { id: 'g1', surveyId: 's1', orderById: 1, questionList: [choice, pageBreak, hidden, pageBreak2, text] },
    ],
    style: {},
  });
  return { release, choice, optionA: optionA! };
}

function save(items: AnswerItemPayload[], status: 'in-progress' | 'complete') {
  return saveAnswersRequestSchema.parse({
    format: SAVE_BODY_FORMAT,
    responseId: RESPONSE_ID,
    surveyId: 's1',
    version: 1,
    seq: 1,
    seed: 'seed',
    userPage: 0,
    status,
    sampleStatus: status === 'complete' ? 'Complete' : undefined,
    items,
  });
}

describe('a question hidden with answerConfig.isHidden', () => {
  it('is neither shown nor checked by the runner, whose walk skips its page, and the server agrees', () => {
    const { release, optionA } = survey();
    const wire = JSON.parse(JSON.stringify(release)) as unknown;
    const session = new LogicSession();
    const opened = session.open(wire, 'seed', {}, RESPONSE_ID);
    expect(opened.view.visibleQuestions).not.toContain('q1');
    const hiddenPage = opened.pages.findIndex((page) => page.questionIds.includes('q1'));
    expect(hiddenPage).toBeGreaterThan(0);
    const view = session.change([
      { questionId: 'q0', value: { kind: 'choice', optionIds: [optionA.id], otherText: {} } },
    ]);
    expect(view.assigned.q1).toEqual({ kind: 'number', value: 150 });
    expect(view.visibleQuestions).not.toContain('q1');
    // Next from the first page goes past the hidden question's page; nothing there is asked for.
    const step = session.next(0);
    expect(step).toMatchObject({ kind: 'page' });
    expect(step.kind === 'page' && step.index).not.toBe(hiddenPage);
    expect(session.validatePage(hiddenPage)).toEqual([]);
    session.change([{ questionId: 'q2', value: { kind: 'text', text: 'fine' } }]);
    expect(session.firstPageWithIssues(opened.pages.length)).toBeUndefined();

    const evaluated = evaluateSave(loadedReleaseOf(release), save(session.payload(), 'complete'));
    expect(evaluated.ok, JSON.stringify(evaluated)).toBe(true);
    if (!evaluated.ok) return;
    expect([...evaluated.shownQuestionIds].sort()).toEqual([...session.view().visibleQuestions].sort());
    // What logic put in is kept, as the designer meant.
    expect(evaluated.rows.filter((row) => row.questionId === 'q1').map((row) => row.value)).toEqual([
      { kind: 'number', value: 150 },
    ]);
  });

  it('a link to the same release without the flag still shows the question (the flag is all that hides it)', () => {
    const { release, optionA } = survey();
    const shown = JSON.parse(JSON.stringify(release));
    shown.groups[0].questionList[2].answerConfig.isHidden = 0;
    const session = new LogicSession();
    const opened = session.open(shown, 'seed', {}, RESPONSE_ID);
    expect(opened.view.visibleQuestions).toContain('q1');
    session.change([{ questionId: 'q0', value: { kind: 'choice', optionIds: [optionA.id], otherText: {} } }]);
    const hiddenPage = opened.pages.findIndex((page) => page.questionIds.includes('q1'));
    expect(session.validatePage(hiddenPage)).not.toEqual([]);
  });
});
