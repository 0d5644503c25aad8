import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app';
import { databaseTargets } from '../support/databases';
import { call } from '../support/http';
import { displayTimeSurvey } from './displayTimeFixture';
import { postSave, storedResponse } from './fixture';

/**
 * Display time (src/core/validation/displayTime.ts): a page break timed for 2 s and moving on, then Q1 a
 * required single choice on its page; Q2 a required choice whose 3 s hide its content and keep it answerable.
 * A complete save leaving Q1 unanswered is taken when the save's records say the page's time ran out (the
 * same rule the runner applies), and refused otherwise; Q2's time running out excuses nothing.
 */
describe.each(databaseTargets())('display time on $name', (target) => {
  const ctx = useTestApp(target);

  async function survey() {
    const { token, surveyId, page, q1, q2 } = await displayTimeSurvey(ctx().app, '限时显示');
    expect(q2.answerConfig.questionShowEnd).toBe('hide');
    return { token, surveyId, pageId: page.id, q1: q1.id, q2: q2.id, q2Option: q2.optionList[0]!.id };
  }

  function complete(
    s: Awaited<ReturnType<typeof survey>>,
    items: { quId: string; quItemId: string }[],
    displayTimes: Record<string, { shownMs: number; ranOut: boolean }>,
  ) {
    return postSave(ctx().app, {
      responseId: crypto.randomUUID(),
      surveyId: s.surveyId,
      version: 1,
      seed: 'seed',
      userPage: 1,
      status: 'complete',
      sampleStatus: 'Complete',
      seq: 1,
      items: items.map((item) => ({ belongId: s.surveyId, ...item })),
      paradata: { questionTimeMs: {}, displayTimes },
    });
  }

  it('takes a required timed question left unanswered once its time ran out, and keeps the record', async () => {
    const s = await survey();
    const answered = [{ quId: s.q2, quItemId: s.q2Option }];
    const records = { [s.pageId]: { shownMs: 2004, ranOut: true }, [s.q2]: { shownMs: 3001, ranOut: true } };
    const saved = await complete(s, answered, records);
    expect(saved.status, saved.envelope.message).toBe(200);
    const stored = await storedResponse(ctx().db, saved.envelope.data.responseId);
    expect(stored.response?.status).toBe('complete');
    const paradata = stored.response?.paradata as { displayTimes?: unknown } | undefined;
    expect(paradata?.displayTimes).toEqual(records);
    expect(stored.items.map((row) => row.questionId)).toEqual([s.q2]);
  });

  it('refuses it when the time did not run out, or is said to have run out too early', async () => {
    const s = await survey();
    const answered = [{ quId: s.q2, quItemId: s.q2Option }];
    for (const record of [{ shownMs: 1500, ranOut: false }, { shownMs: 700, ranOut: true }, undefined]) {
      const refused = await complete(s, answered, record ? { [s.pageId]: record } : {});
      expect(refused.status).toBe(400);
      expect(refused.envelope.data).toMatchObject({
        reason: 'invalidAnswers',
        problems: [{ questionId: s.q1, key: 'core.tipAnswerNull' }],
      });
    }
  });

  it("excuses nothing when the time hid the content ('hide': still answerable)", async () => {
    const s = await survey();
    const refused = await complete(s, [], {
      [s.pageId]: { shownMs: 2000, ranOut: true },
      [s.q2]: { shownMs: 3000, ranOut: true },
    });
    expect(refused.status).toBe(400);
    expect(refused.envelope.data).toMatchObject({ problems: [{ questionId: s.q2 }] });
  });

  it('refuses an unknown end of display time in the design, naming the field', async () => {
    const s = await survey();
    const refused = await call(ctx().app, 'POST', '/api/design/qu-radio/ajaxSave', {
      token: s.token,
      body: {
        belongId: s.surveyId,
        catalogKey: 'radio',
        quTitle: '题目',
        answerConfig: { questionShowConfig: 1, questionShowTime: 5, questionShowEnd: 'blink' },
        optionList: [{ optionName: '甲' }],
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.envelope.data).toMatchObject({ field: 'answerConfig.questionShowEnd' });
  });
});
