import { describe, expect, it } from 'vitest';
import type { SurveyInfoWire } from '../../../src/core/api/design';
import { DESIGN_API } from '../../../src/core/api/design';
import type { AnswerItemPayload } from '../../../src/core/model';
import { register, useTestApp } from '../support/app';
import { databaseTargets } from '../support/databases';
import { call } from '../support/http';
import { postSave, saveQuestion, setSurveyState, storedResponse } from './fixture';

/**
 * A checkbox's "choose at least n" asks for no more than can be chosen together among the options shown
 * (src/core/validation/choiceRules.ts reachableChoiceLimits): Q1 checkbox A/B/C; Q2 checkbox "at least 3" of
 * Q1's quoted options and a special option 都不会 (which clears the others). With A and B chosen in Q1, Q2
 * shows A, B and 都不会: two can be chosen together, so two complete it.
 */
describe.each(databaseTargets())('a checkbox minimum over the options shown ($name)', (target) => {
  const ctx = useTestApp(target);

  async function survey() {
    const { app } = ctx();
    const { token } = await register(app);
    const created = await call<SurveyInfoWire>(app, 'POST', DESIGN_API.updateSurvey, {
      token,
      body: { surveyName: '至少选择' },
    });
    const surveyId = created.envelope.data.surveyId;
    const brands = await saveQuestion(app, token, {
      belongId: surveyId,
      catalogKey: 'checkbox',
      quTitle: '您用过哪些品牌',
      optionList: [{ optionName: 'A' }, { optionName: 'B' }, { optionName: 'C' }],
    });
    const again = await saveQuestion(app, token, {
      belongId: surveyId,
      catalogKey: 'checkbox',
      quTitle: '您还会买哪些',
      quoteQuId: brands.id,
      answerConfig: { minAnswerInd: 1, minAnswerNum: 3 },
      optionList: [
        ...brands.optionList.map((option) => ({
          optionName: option.optionName,
          quoteQuId: brands.id,
          quoteQuDescId: option.id,
        })),
        { optionName: '都不会', type: 'special' },
      ],
    });
    await setSurveyState(app, token, surveyId, '1');
    const [a, b] = brands.optionList.map((option) => option.id) as [string, string, string];
    const [qa, qb, , none] = again.optionList.map((option) => option.id) as [string, string, string, string];
    expect(again.optionList.map((option) => option.type)).toEqual(['normal', 'normal', 'normal', 'special']);
    return { surveyId, brandsId: brands.id, againId: again.id, a, b, qa, qb, none };
  }

  function complete(surveyId: string, items: AnswerItemPayload[]) {
    return postSave(ctx().app, {
      responseId: crypto.randomUUID(),
      surveyId,
      version: 1,
      seed: 'seed',
      userPage: 0,
      status: 'complete',
      sampleStatus: 'Complete',
      seq: 1,
      items,
    });
  }

  it('completes with two of the three shown when one of them is special, and asks a single one for two', async () => {
    const s = await survey();
    const belongId = s.surveyId;
    const chosen = { belongId, quId: s.brandsId, quItemId: `${s.a},${s.b}` };
    const two = await complete(s.surveyId, [
      chosen,
      { belongId, quId: s.againId, quItemId: `${s.qa},${s.qb}` },
    ]);
    expect(two.status, two.envelope.message).toBe(200);
    const stored = await storedResponse(ctx().db, two.envelope.data.responseId);
    expect(stored.items.find((row) => row.questionId === s.againId)?.value).toEqual({
      kind: 'choice',
      optionIds: [s.qa, s.qb],
      otherText: {},
    });
    const one = await complete(s.surveyId, [chosen, { belongId, quId: s.againId, quItemId: s.qa }]);
    expect(one.status).toBe(400);
    expect(JSON.stringify(one.envelope)).toContain('core.answer.checkAtLeast');
    expect(one.envelope.message).toContain('2');
    // The special option alone answers it, as ever.
    const alone = await complete(s.surveyId, [chosen, { belongId, quId: s.againId, quItemId: s.none }]);
    expect(alone.status, alone.envelope.message).toBe(200);
  });
});
