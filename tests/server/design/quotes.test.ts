import { describe, expect, it } from 'vitest';
import { DESIGN_API, type SurveyInfoWire } from '../../../src/core/api/design';
import { quoteToken } from '../../../src/core/quotes';
import { useTestApp } from '../support/app';
import { databaseTargets } from '../support/databases';
import { call } from '../support/http';
import { createSurvey, design, designer, RADIO, save, saveRaw } from './support';

const FILL_IN = '/design/qu-fillblank/ajaxSave';

/** The server's checks of quotes (src/core/quotes.ts) in question saves and deletes. */
describe.each(databaseTargets())('quotes in the design on $name', (target) => {
  const ctx = useTestApp(target);

  async function setup() {
    const { token } = await designer(ctx().app);
    const { surveyId } = await createSurvey(ctx().app, token);
    const brands = await save(ctx().app, token, RADIO, {
      belongId: surveyId,
      catalogKey: 'radio',
      quTitle: '您用过哪些品牌',
      optionList: [{ optionName: 'A' }, { optionName: 'B' }],
    });
    return { token, surveyId, brands };
  }

  it('refuses a quoted option naming an option the quoted question lacks, or a question that cannot be quoted', async () => {
    const { token, surveyId, brands } = await setup();
    const text = await save(ctx().app, token, FILL_IN, {
      belongId: surveyId,
      catalogKey: 'fillBlank',
      quTitle: '为什么',
    });
    const quoting = (quoteQuId: string, quoteQuDescId: string) =>
      saveRaw(ctx().app, token, RADIO, {
        belongId: surveyId,
        catalogKey: 'radio',
        quTitle: '最喜欢哪个',
        quoteQuId,
        optionList: [{ optionName: 'A', quoteQuId, quoteQuDescId }],
      });
    const unknownOption = await quoting(brands.id, 'no-such-option');
    expect(unknownOption.status).toBe(400);
    expect(unknownOption.envelope.message).toBe('选项“A”引用的选项不在被引用的题目中');
    const notChoice = await quoting(text.id, brands.optionList[0]!.id);
    expect(notChoice.status).toBe(400);
    expect(notChoice.envelope.message).toBe('选项“A”只能引用本问卷中其他单选题或多选题的选项');
    const fine = await quoting(brands.id, brands.optionList[0]!.id);
    expect(fine.status).toBe(200);
  });

  it('refuses deleting a question whose answer a later title quotes', async () => {
    const { token, surveyId, brands } = await setup();
    await save(ctx().app, token, FILL_IN, {
      belongId: surveyId,
      catalogKey: 'fillBlank',
      quTitle: `<p>您为什么喜欢${quoteToken(brands.id)}？</p>`,
    });
    const refused = await call<{ relation: string; questions: string[] }>(
      ctx().app,
      'GET',
      `${DESIGN_API.deleteQuestion}?quId=${brands.id}`,
      { token },
    );
    expect(refused.status).toBe(409);
    expect(refused.envelope.data).toEqual({ relation: 'quote', questions: ['Q2'] });
  });

  it("copies a survey with its quotes pointing at the copy's own questions and options", async () => {
    const { token, surveyId, brands } = await setup();
    await save(ctx().app, token, RADIO, {
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
    await save(ctx().app, token, FILL_IN, {
      belongId: surveyId,
      catalogKey: 'fillBlank',
      quTitle: `<p>您为什么喜欢${quoteToken(brands.id)}？</p>`,
    });
    const copy = await call<SurveyInfoWire>(
      ctx().app,
      'GET',
      `${DESIGN_API.copySurvey}?fromSurveyId=${surveyId}`,
      { token },
    );
    expect(copy.status).toBe(200);
    const copied = await design(ctx().app, token, copy.envelope.data.surveyId);
    const [source, quoting, why] = copied.groupList.flatMap((group) => group.questionList);
    expect(source?.id).not.toBe(brands.id);
    expect(quoting?.optionList.map((option) => [option.quoteQuId, option.quoteQuDescId])).toEqual(
      source?.optionList.map((option) => [source.id, option.id]),
    );
    expect(why?.quTitle).toBe(`<p>您为什么喜欢${quoteToken(source!.id)}？</p>`);
  });
});
