import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { answerRules, logicRecords, questions } from '../../../server/db/schema';
import { familyMembers } from '../../../server/design/questions/families';
import { DESIGN_API, type DictionaryEntry, SAVE_ENDPOINTS } from '../../../src/core/api/design';
import type { Group } from '../../../src/core/model';
import { useTestApp } from '../support/app';
import { databaseTargets } from '../support/databases';
import { call } from '../support/http';
import { createSurvey, design, designer, RADIO, save, saveRaw } from './support';

/** One payload per endpoint that the designer rules refuse, with the field the answer must name. */
const INVALID: Record<string, { body: Record<string, unknown>; field: string }> = {
  '/design/qu-pagetag/ajaxSave': { body: { catalogKey: 'pageBreak', pageType: 5 }, field: 'pageType' },
  '/design/qu-checkpoint/ajaxSave': {
    body: { catalogKey: 'checkpoint', answerConfig: { questionShowConfig: 1, questionShowTime: 500 } },
    field: 'answerConfig.questionShowTime',
  },
};

describe.each(databaseTargets())('question saves on $name', (target) => {
  const ctx = useTestApp(target);

  it('creates one question of every kind each save endpoint accepts, numbered in order', async () => {
    const { token } = await designer(ctx().app);
    const survey = await createSurvey(ctx().app, token);
    let count = 0;
    for (const endpoint of SAVE_ENDPOINTS) {
      for (const member of familyMembers(endpoint)) {
        const saved = await save(ctx().app, token, endpoint, {
          belongId: survey.surveyId,
          catalogKey: member.catalogKey,
        });
        expect(saved.catalogKey).toBe(member.catalogKey);
        expect(saved.elementType).toBe(member.elementType);
        if (!['PageBox', 'CheckPointBox', 'InfoBox'].includes(member.elementType))
          expect(saved.quNum).toBe(`Q${++count}`);
        else expect(saved.quNum).toBeNull();
      }
    }
    const all = (await design(ctx().app, token, survey.surveyId)).groupList.flatMap(
      (group) => group.questionList,
    );
    expect(all.filter((question) => question.quNum).length).toBe(count);
  });

  it('refuses an invalid payload on every save endpoint, naming the field', async () => {
    const { token } = await designer(ctx().app);
    const survey = await createSurvey(ctx().app, token);
    for (const endpoint of SAVE_ENDPOINTS) {
      const member = familyMembers(endpoint)[0];
      if (!member) throw new Error(`no member for ${endpoint}`);
      const invalid = INVALID[endpoint] ?? {
        body: { catalogKey: member.catalogKey, quTitle: '<p> </p>' },
        field: 'quTitle',
      };
      const result = await saveRaw(
        ctx().app,
        token,
        endpoint,
        { belongId: survey.surveyId, ...invalid.body },
        'en',
      );
      expect(result.status, endpoint).toBe(400);
      expect((result.envelope.data as unknown as { field: string }).field, endpoint).toBe(invalid.field);
    }
    const titleless = await saveRaw(
      ctx().app,
      token,
      RADIO,
      { belongId: survey.surveyId, catalogKey: 'radio', quTitle: '' },
      'en',
    );
    expect(titleless.envelope.message).toBe('The question title cannot be empty');
    const wrongEndpoint = await saveRaw(
      ctx().app,
      token,
      RADIO,
      { belongId: survey.surveyId, catalogKey: 'checkbox' },
      'en',
    );
    expect(wrongEndpoint.status).toBe(400);
    expect(wrongEndpoint.envelope.message).toBe(
      'Questions of type "checkbox" are not saved through this endpoint',
    );
    const unknown = await saveRaw(
      ctx().app,
      token,
      RADIO,
      { belongId: survey.surveyId, catalogKey: 'nope' },
      'en',
    );
    expect(unknown.envelope.message).toBe('Unknown question type: nope');
    expect((await design(ctx().app, token, survey.surveyId)).groupList[0]?.questionList).toEqual([]);
  });

  it('keeps a cross-question comparison only with a comparison and an existing other question', async () => {
    const { token } = await designer(ctx().app);
    const survey = await createSurvey(ctx().app, token);
    const NUMBER = '/design/qu-number/ajaxSave';
    const size = await save(ctx().app, token, NUMBER, {
      belongId: survey.surveyId,
      catalogKey: 'number',
      quTitle: '家里几口人？',
    });
    const compared = (answerConfig: Record<string, unknown>) =>
      saveRaw(
        ctx().app,
        token,
        NUMBER,
        {
          belongId: survey.surveyId,
          catalogKey: 'number',
          quTitle: '成年人几位？',
          answerConfig: { answerValidInd: 1, ...answerConfig },
        },
        'en',
      );
    const untargeted = await compared({ answerRangeType: '3' });
    expect(untargeted.status).toBe(400);
    expect(untargeted.envelope.message).toBe('Please choose the question the answer is compared with');
    const gone = await compared({ answerRangeType: '3', rangeTargetId: 'no-such-question' });
    expect(gone.envelope.message).toBe(
      'The question compared with no longer exists (it may have been deleted); please choose again',
    );
    const typeless = await compared({ rangeTargetId: size.id });
    expect(typeless.envelope.message).toBe('Please choose how the answer compares with the other question');
    const kept = await compared({ answerRangeType: '3', rangeTargetId: size.id });
    expect(kept.status).toBe(200);
    const stored = (await design(ctx().app, token, survey.surveyId)).groupList[0]?.questionList ?? [];
    expect(stored.map((question) => question.answerConfig.rangeTargetId ?? null)).toEqual([null, size.id]);
  });

  it('refuses the 1000th option and an empty option text, accepts 999', async () => {
    const { token } = await designer(ctx().app);
    const survey = await createSurvey(ctx().app, token);
    const options = (n: number) =>
      Array.from({ length: n }, (_, index) => ({ optionName: `选项${index + 1}` }));
    const tooMany = await saveRaw(
      ctx().app,
      token,
      RADIO,
      { belongId: survey.surveyId, catalogKey: 'radio', quTitle: 't', optionList: options(1000) },
      'en',
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.envelope.message).toContain('Exceeds the maximum of 999 options');
    const blank = await saveRaw(
      ctx().app,
      token,
      RADIO,
      {
        belongId: survey.surveyId,
        catalogKey: 'radio',
        quTitle: 't',
        optionList: [{ optionName: 'a' }, { optionName: ' ' }],
      },
      'en',
    );
    expect(blank.status).toBe(400);
    expect(blank.envelope.message).toBe('The option text cannot be empty');
    const none = await saveRaw(
      ctx().app,
      token,
      RADIO,
      { belongId: survey.surveyId, catalogKey: 'radio', quTitle: 't', optionList: [] },
      'en',
    );
    expect(none.envelope.message).toBe('Keep at least one option');
    const max = await save(ctx().app, token, RADIO, {
      belongId: survey.surveyId,
      catalogKey: 'radio',
      quTitle: 't',
      optionList: options(999),
    });
    expect(max.optionList).toHaveLength(999);
    expect(max.optionList[998]).toMatchObject({ optionName: '选项999', itemCode: '999', orderById: 999 });
  });

  it('updates a question: options replaced by the list sent, ids given kept, rich text sanitised both ways', async () => {
    const { token } = await designer(ctx().app);
    const survey = await createSurvey(ctx().app, token);
    const created = await save(ctx().app, token, '/design/qu-checkbox/ajaxSave', {
      belongId: survey.surveyId,
      catalogKey: 'checkbox',
    });
    expect(created.quTitle).toBe('多选题');
    const [first] = created.optionList;
    const updated = await save(ctx().app, token, '/design/qu-checkbox/ajaxSave', {
      quId: created.id,
      belongId: survey.surveyId,
      quTitle: '<p style="color: red; position: fixed">喜欢<img src="javascript:alert(1)" onerror="x"></p>',
      optionList: [
        { id: first?.id, optionName: '<b>甲</b><script>bad()</script>' },
        { optionName: '乙' },
        { optionName: '丙', type: 'special' },
      ],
      exclusiveItemsId: 'x',
      paramInt01: 1,
    });
    expect(updated.id).toBe(created.id);
    expect(updated.quTitle).toBe('<p style="color: red">喜欢<img></p>');
    expect(updated.optionList.map((option) => option.optionName)).toEqual(['<b>甲</b>', '乙', '丙']);
    expect(updated.optionList[0]?.id).toBe(first?.id);
    expect(updated.optionList[1]?.id).not.toBe(created.optionList[1]?.id);
    expect(updated).toMatchObject({ exclusiveItemsId: 'x', paramInt01: 1, quNum: 'Q1', itemCode: 'Q1' });
    const changedType = await saveRaw(ctx().app, token, '/design/qu-checkbox/ajaxSave', {
      quId: created.id,
      belongId: survey.surveyId,
      catalogKey: 'radio',
    });
    expect(changedType.status).toBe(400);

    // Stored HTML that predates the sanitiser (or was written around it) is cleaned on the way out too.
    await ctx()
      .db.update(questions)
      .set({ quTitle: '<p>ok</p><iframe src="x"></iframe>' })
      .where(eq(questions.id, created.id));
    const read = await design(ctx().app, token, survey.surveyId);
    expect(read.groupList[0]?.questionList[0]?.quTitle).toBe('<p>ok</p>');
  });

  it('fills a profile question from its dictionary on first save, and appends a count to a repeated info code', async () => {
    const { token } = await designer(ctx().app);
    const survey = await createSurvey(ctx().app, token);
    const education = await save(ctx().app, token, RADIO, {
      belongId: survey.surveyId,
      catalogKey: 'education',
    });
    const dictionary = await call<DictionaryEntry[]>(
      ctx().app,
      'GET',
      `${DESIGN_API.dictionary}?key=degree`,
      { token },
    );
    expect(education.optionList.map((option) => option.optionName)).toEqual(
      dictionary.envelope.data.map((entry) => entry.dictName),
    );
    expect(education.optionList[4]).toMatchObject({ optionName: '大学本科', expandField: '5' });
    expect(education.itemCode).toBe('Sys_Education');
    expect(education.mediaQuType).toBe('degree');

    const info1 = await save(ctx().app, token, '/design/qu-title/ajaxSave', {
      belongId: survey.surveyId,
      catalogKey: 'info',
      itemCode: 'Intro',
    });
    const info2 = await save(ctx().app, token, '/design/qu-title/ajaxSave', {
      belongId: survey.surveyId,
      catalogKey: 'info',
      itemCode: 'Intro',
    });
    const info3 = await save(ctx().app, token, '/design/qu-title/ajaxSave', {
      belongId: survey.surveyId,
      catalogKey: 'info',
      itemCode: 'Intro',
    });
    expect([info1.itemCode, info2.itemCode, info3.itemCode]).toEqual(['Intro', 'Intro1', 'Intro2']);
  });

  it('serves the dictionaries with real entries and refuses an unknown key', async () => {
    const { token } = await designer(ctx().app);
    const regions = await call<DictionaryEntry[]>(
      ctx().app,
      'GET',
      `${DESIGN_API.dictionary}?key=gpsRegion`,
      { token },
    );
    expect(regions.envelope.data.map((entry) => entry.dictName)).toEqual([
      '华北',
      '东北',
      '华东',
      '华中',
      '华南',
      '西南',
      '西北',
    ]);
    for (const key of [
      'workStatus',
      'industry',
      'familyPeople',
      'familyDefine',
      'familyIncome',
      'ageStage',
      'cityLevel2',
      'cityZone',
    ]) {
      const entries = await call<DictionaryEntry[]>(ctx().app, 'GET', `${DESIGN_API.dictionary}?key=${key}`, {
        token,
      });
      expect(entries.envelope.data.length, key).toBeGreaterThan(4);
    }
    expect((await call(ctx().app, 'GET', `${DESIGN_API.dictionary}?key=zodiac`, { token })).status).toBe(400);
    expect((await call(ctx().app, 'GET', `${DESIGN_API.dictionary}?key=degree`)).status).toBe(401);
  });

  it('refuses deleting a question that is quoted, in logic (either side), in an option filter or under quota', async () => {
    const { token } = await designer(ctx().app);
    const survey = await createSurvey(ctx().app, token);
    const q1 = await save(ctx().app, token, RADIO, {
      belongId: survey.surveyId,
      catalogKey: 'radio',
      quTitle: 'q1',
    });
    const q2 = await save(ctx().app, token, RADIO, {
      belongId: survey.surveyId,
      catalogKey: 'radio',
      quTitle: 'q2',
      quoteQuId: q1.id,
    });
    const q3 = await save(ctx().app, token, RADIO, {
      belongId: survey.surveyId,
      catalogKey: 'radio',
      quTitle: 'q3',
    });
    const q4 = await save(ctx().app, token, RADIO, {
      belongId: survey.surveyId,
      catalogKey: 'radio',
      quTitle: 'q4',
    });
    const del = (quId: string) =>
      call<{ relation: string; questions: string[] }>(
        ctx().app,
        'GET',
        `${DESIGN_API.deleteQuestion}?quId=${quId}`,
        { token, language: 'en' },
      );

    const quoted = await del(q1.id);
    expect(quoted.status).toBe(409);
    expect(quoted.envelope.data).toEqual({ relation: 'quote', questions: ['Q2'] });
    expect(quoted.envelope.message).toBe(
      'A logic or quote relation exists, cannot delete (related questions: Q2)',
    );

    await ctx().db.insert(logicRecords).values({
      id: 'logic-1',
      surveyId: survey.surveyId,
      attachment: 'before',
      questionId: q4.id,
      anQuId: q3.id,
    });
    const readByLogic = await del(q3.id);
    expect(readByLogic.envelope.data).toEqual({ relation: 'logic', questions: ['Q4'] });
    const ownerOfLogic = await del(q4.id);
    expect(ownerOfLogic.envelope.data).toEqual({ relation: 'logic', questions: ['Q3'] });
    await ctx().db.delete(logicRecords).where(eq(logicRecords.id, 'logic-1'));

    await ctx()
      .db.insert(answerRules)
      .values({ id: 'rule-1', surveyId: survey.surveyId, questionId: q4.id, refQuId: q3.id, answerType: 1 });
    const filtered = await del(q3.id);
    expect(filtered.envelope.data).toEqual({ relation: 'optionFilter', questions: ['Q4'] });
    await ctx().db.delete(answerRules).where(eq(answerRules.id, 'rule-1'));

    await ctx().db.update(questions).set({ isQuotaConfig: 1 }).where(eq(questions.id, q3.id));
    const quota = await del(q3.id);
    expect(quota.envelope.data).toEqual({ relation: 'quota', questions: ['Q3'] });
    expect(quota.envelope.message).toBe('This question has quota set, cannot delete');
    await ctx().db.update(questions).set({ isQuotaConfig: 0 }).where(eq(questions.id, q3.id));

    const freed = await call<Group[]>(ctx().app, 'GET', `${DESIGN_API.deleteQuestion}?quId=${q3.id}`, {
      token,
    });
    expect(freed.status).toBe(200);
    expect(
      freed.envelope.data[0]?.questionList.map((question) => `${question.quNum} ${question.quTitle}`),
    ).toEqual(['Q1 q1', 'Q2 q2', 'Q3 q4']);
    // The quoting question can go, then the quoted one.
    expect((await del(q2.id)).status).toBe(200);
    expect((await del(q1.id)).status).toBe(200);
  });
});
