import { describe, expect, it } from 'vitest';
import { DESIGN_API, type SurveyDesign } from '../../../src/core/api/design';
import type { Group } from '../../../src/core/model';
import { quoteToken } from '../../../src/core/quotes';
import { useTestApp } from '../support/app';
import { databaseTargets } from '../support/databases';
import { call } from '../support/http';
import { createSurvey, design, designer, RADIO, save } from './support';

const FILL_IN = '/design/qu-fillblank/ajaxSave';

/**
 * Moves keep every question after the questions it quotes (src/core/quotes.ts quoteOrderProblem): Q1 radio
 * 品牌 A/B, Q2 fill-in, Q3 radio quoting Q1's options, Q4 fill-in whose title quotes Q1's answer.
 */
describe.each(databaseTargets())('moving questions that quote on $name', (target) => {
  const ctx = useTestApp(target);

  async function setup() {
    const app = ctx().app;
    const { token } = await designer(app);
    const { surveyId } = await createSurvey(app, token);
    const brands = await save(app, token, RADIO, {
      belongId: surveyId,
      catalogKey: 'radio',
      quTitle: '您用过哪些品牌',
      optionList: [{ optionName: 'A' }, { optionName: 'B' }],
    });
    const why = await save(app, token, FILL_IN, {
      belongId: surveyId,
      catalogKey: 'fillBlank',
      quTitle: '说明',
    });
    const favourite = await save(app, token, RADIO, {
      belongId: surveyId,
      catalogKey: 'radio',
      quTitle: '最喜欢哪个',
      quoteQuId: brands.id,
      optionList: brands.optionList.map((option) => ({
        optionName: option.optionName,
        quoteQuId: brands.id,
        quoteQuDescId: option.id,
      })),
    });
    const piped = await save(app, token, FILL_IN, {
      belongId: surveyId,
      catalogKey: 'fillBlank',
      quTitle: `<p>您为什么选${quoteToken(brands.id)}？</p>`,
    });
    return { app, token, surveyId, brands, why, favourite, piped };
  }

  type Setup = Awaited<ReturnType<typeof setup>>;
  const order = (loaded: SurveyDesign | Group[]) =>
    ('groupList' in loaded ? loaded.groupList : loaded).flatMap((group) =>
      group.questionList.map((question) => question.id),
    );
  const swap = (s: Setup, ids: string[]) =>
    call<Group[]>(s.app, 'GET', `${DESIGN_API.questionOrder}?questionsIds=${ids.join(',')}`, {
      token: s.token,
    });

  async function expectRefused(
    s: Setup,
    result: Awaited<ReturnType<typeof swap>>,
    quoting: string,
    source: string,
  ) {
    expect(result.status, result.envelope.message).toBe(409);
    expect(result.envelope.message).toContain(`${quoting}引用了${source}`);
    expect(result.envelope.data).toMatchObject({ relation: 'quote', questions: [quoting, source] });
    // Nothing moved.
    expect(order(await design(s.app, s.token, s.surveyId))).toEqual([
      s.brands.id,
      s.why.id,
      s.favourite.id,
      s.piped.id,
    ]);
  }

  it('refuses the quoting question above its source and the source below it, in a group', async () => {
    const s = await setup();
    // Q3 (options quoted from Q1) swapped with Q1; Q1 swapped down past Q4 (whose title quotes it).
    await expectRefused(s, await swap(s, [s.favourite.id, s.why.id, s.brands.id]), 'Q3', 'Q1');
    const sourceDown = await swap(s, [s.why.id, s.favourite.id, s.piped.id, s.brands.id]);
    await expectRefused(s, sourceDown, 'Q3', 'Q1');
    // A move that keeps every quote after its source goes through, in English too.
    const fine = await swap(s, [s.why.id, s.brands.id]);
    expect(fine.status, fine.envelope.message).toBe(200);
    expect(order(fine.envelope.data)).toEqual([s.why.id, s.brands.id, s.favourite.id, s.piped.id]);
    const english = await call(
      s.app,
      'GET',
      `${DESIGN_API.questionOrder}?questionsIds=${s.piped.id},${s.brands.id}`,
      {
        token: s.token,
        language: 'en',
      },
    );
    expect(english.status).toBe(409);
    expect(english.envelope.message).toContain('Q4 quotes the answer to Q2');
  });

  it('refuses the same through a whole new order and a move into an earlier group', async () => {
    const s = await setup();
    const groupA = (await design(s.app, s.token, s.surveyId)).groupList[0]!.id;
    const added = await call<Group[]>(s.app, 'POST', DESIGN_API.saveGroup, {
      token: s.token,
      body: { surveyId: s.surveyId, index: 0 },
    });
    expect(added.status).toBe(200);
    const earlier = added.envelope.data.find((group) => group.id !== groupA)!.id;
    expect(added.envelope.data.map((group) => group.id)).toEqual([earlier, groupA]);
    const sorted = await call(s.app, 'POST', DESIGN_API.questionOrder, {
      token: s.token,
      body: {
        surveyId: s.surveyId,
        groupList: [
          { id: earlier, questionList: [s.piped.id] },
          { id: groupA, questionList: [s.brands.id, s.why.id, s.favourite.id] },
        ],
      },
    });
    await expectRefused(s, sorted as Awaited<ReturnType<typeof swap>>, 'Q4', 'Q1');
    const moved = await call(s.app, 'POST', DESIGN_API.moveQuestionToGroup, {
      token: s.token,
      body: { surveyId: s.surveyId, quId: s.favourite.id, toGroupId: earlier },
    });
    await expectRefused(s, moved as Awaited<ReturnType<typeof swap>>, 'Q3', 'Q1');
    const free = await call(s.app, 'POST', DESIGN_API.moveQuestionToGroup, {
      token: s.token,
      body: { surveyId: s.surveyId, quId: s.why.id, toGroupId: earlier },
    });
    expect(free.status, free.envelope.message).toBe(200);
  });
});
