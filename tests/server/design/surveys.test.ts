import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { surveyGrants } from '../../../server/db/schema';
import {
  DESIGN_API,
  type SurveyDesign,
  type SurveyInfoWire,
  type SurveyListResponse,
  type SurveyPickItem,
} from '../../../src/core/api/design';
import { useTestApp } from '../support/app';
import { databaseTargets } from '../support/databases';
import { call } from '../support/http';
import { createSurvey, design, designer, RADIO, save } from './support';

describe.each(databaseTargets())('survey list and CRUD on $name', (target) => {
  const ctx = useTestApp(target);

  it('creates a survey in designing state with one group A, and updates its fields', async () => {
    const { token, userId } = await designer(ctx().app);
    const created = await createSurvey(ctx().app, token, '满意度调查');
    expect(created).toMatchObject({
      surveyName: '满意度调查',
      userId,
      surveyState: '0',
      releaseVersion: null,
      access: { owner: true, edit: true, release: true, data: true },
    });
    expect(created.surveyNote).toContain('感谢您');
    const workspace = await design(ctx().app, token, created.surveyId);
    expect(workspace.groupList.map((group) => [group.groupType, group.quNum])).toEqual([[2, 'A']]);

    const updated = await call<SurveyInfoWire>(ctx().app, 'POST', DESIGN_API.updateSurvey, {
      token,
      body: {
        surveyId: created.surveyId,
        surveyName: '新名字',
        surveyLanguage: ['zh', 'en'],
        randIds: 'a,b',
        surveyNote: '<p onclick="x()">欢迎</p>',
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.envelope.data).toMatchObject({
      surveyName: '新名字',
      surveyLanguage: 'zh,en',
      randIds: 'a,b',
      surveyNote: '<p>欢迎</p>',
    });
    const got = await call<SurveyInfoWire>(
      ctx().app,
      'GET',
      `${DESIGN_API.getSurvey}?id=${created.surveyId}`,
      { token },
    );
    expect(got.envelope.data.surveyName).toBe('新名字');
  });

  it('refuses a survey without a name with the field named', async () => {
    const { token } = await designer(ctx().app);
    const result = await call(ctx().app, 'POST', DESIGN_API.updateSurvey, {
      token,
      body: { surveyName: '  ' },
      language: 'en',
    });
    expect(result.status).toBe(400);
    expect(result.envelope.message).toContain('Please enter the survey name');
  });

  it('keeps the end images and an http(s) redirect, and refuses any other redirect address', async () => {
    const { token } = await designer(ctx().app);
    const created = await createSurvey(ctx().app, token, '跳转');
    const update = (body: Record<string, unknown>) =>
      call<SurveyInfoWire>(ctx().app, 'POST', DESIGN_API.updateSurvey, {
        token,
        body: { surveyId: created.surveyId, surveyName: '跳转', ...body },
        language: 'en',
      });
    for (const toUrl of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'ftp://example.com/',
      'example.com',
    ]) {
      const refused = await update({ isToUrl: 1, toUrl });
      expect(refused.status, toUrl).toBe(400);
      expect(refused.envelope.message).toContain('must start with http:// or https://');
    }
    const empty = await update({ isToUrl: 1, toUrl: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.envelope.message).toContain('Please enter the redirect address');
    const saved = await update({
      isToUrl: 1,
      toUrl: 'https://example.com/thanks?src=wenda',
      endYesImg: '/files/a.png',
      endNoImg: '/files/b.png',
    });
    expect(saved.status).toBe(200);
    expect(saved.envelope.data).toMatchObject({
      isToUrl: 1,
      toUrl: 'https://example.com/thanks?src=wenda',
      endYesImg: '/files/a.png',
      endNoImg: '/files/b.png',
    });
    // Switched off, the address is kept for the next time it is switched on.
    const off = await update({ isToUrl: 0, toUrl: '' });
    expect(off.status).toBe(200);
    expect(off.envelope.data).toMatchObject({ isToUrl: 0 });
  });

  it('pages the list, filters by name and state, and answers page sizes 10/20/50/100 only', async () => {
    const { token } = await designer(ctx().app);
    for (let index = 0; index < 12; index++) await createSurvey(ctx().app, token, `问卷${index}`);
    await createSurvey(ctx().app, token, '特别_100%');
    const page2 = await call<SurveyListResponse>(
      ctx().app,
      'GET',
      `${DESIGN_API.surveyList}?pageNo=2&pageSize=10`,
      { token },
    );
    expect(page2.envelope.data).toMatchObject({ total: 13, pageSize: 10, pageNum: 2 });
    expect(page2.envelope.data.list).toHaveLength(3);
    const named = await call<SurveyListResponse>(
      ctx().app,
      'GET',
      `${DESIGN_API.surveyList}?surveyName=${encodeURIComponent('_100%')}`,
      { token },
    );
    expect(named.envelope.data.list.map((survey) => survey.surveyName)).toEqual(['特别_100%']);
    const published = await call<SurveyListResponse>(
      ctx().app,
      'GET',
      `${DESIGN_API.surveyList}?surveyState=1`,
      { token },
    );
    expect(published.envelope.data.total).toBe(0);
    const badSize = await call(ctx().app, 'GET', `${DESIGN_API.surveyList}?pageSize=30`, { token });
    expect(badSize.status).toBe(400);
    const pick = await call<SurveyPickItem[]>(ctx().app, 'GET', DESIGN_API.surveyPickList, { token });
    expect(pick.envelope.data).toHaveLength(13);
  });

  it("never shows or touches another user's survey, and shows a granted one", async () => {
    const owner = await designer(ctx().app);
    const other = await designer(ctx().app);
    const survey = await createSurvey(ctx().app, owner.token, '私有问卷');
    const question = await save(ctx().app, owner.token, RADIO, {
      belongId: survey.surveyId,
      catalogKey: 'radio',
      quTitle: '题',
    });

    const list = await call<SurveyListResponse>(ctx().app, 'GET', DESIGN_API.surveyList, {
      token: other.token,
    });
    expect(list.envelope.data.total).toBe(0);
    const pick = await call<SurveyPickItem[]>(ctx().app, 'GET', DESIGN_API.surveyPickList, {
      token: other.token,
    });
    expect(pick.envelope.data).toEqual([]);
    const refused = [
      await call(ctx().app, 'GET', `${DESIGN_API.getSurvey}?id=${survey.surveyId}`, { token: other.token }),
      await call(ctx().app, 'GET', `${DESIGN_API.design}?surveyId=${survey.surveyId}`, {
        token: other.token,
      }),
      await call(ctx().app, 'POST', DESIGN_API.updateSurvey, {
        token: other.token,
        body: { surveyId: survey.surveyId, surveyName: 'x' },
      }),
      await call(ctx().app, 'GET', `${DESIGN_API.deleteSurvey}?id=${survey.surveyId}`, {
        token: other.token,
      }),
      await call(ctx().app, 'POST', '/api/design/qu-radio/ajaxSave', {
        token: other.token,
        body: { belongId: survey.surveyId, catalogKey: 'radio', quTitle: 'x' },
      }),
      await call(ctx().app, 'GET', `${DESIGN_API.deleteQuestion}?quId=${question.id}`, {
        token: other.token,
      }),
      await call(ctx().app, 'GET', `${DESIGN_API.surveyByQuestion}?quId=${question.id}`, {
        token: other.token,
      }),
      await call(ctx().app, 'GET', `${DESIGN_API.surveyState}?id=${survey.surveyId}&surveyState=1`, {
        token: other.token,
      }),
    ];
    for (const result of refused) {
      expect(result.status).toBe(404);
      // Nothing of the survey is in the answer.
      expect(JSON.stringify(result.envelope)).not.toContain('私有问卷');
    }
    const missing = await call(ctx().app, 'GET', `${DESIGN_API.getSurvey}?id=does-not-exist`, {
      token: other.token,
    });
    expect(missing.envelope.message).toBe(refused[0]?.envelope.message);
    expect((await design(ctx().app, owner.token, survey.surveyId)).groupList[0]?.questionList).toHaveLength(
      1,
    );

    await ctx()
      .db.insert(surveyGrants)
      .values({ surveyId: survey.surveyId, userId: other.userId, mayEdit: 1 });
    const granted = await call<SurveyListResponse>(ctx().app, 'GET', DESIGN_API.surveyList, {
      token: other.token,
    });
    expect(granted.envelope.data.list.map((item) => [item.surveyName, item.access])).toEqual([
      ['私有问卷', { owner: false, edit: true, release: false, data: false }],
    ]);
    const deleteByGrantee = await call(ctx().app, 'GET', `${DESIGN_API.deleteSurvey}?id=${survey.surveyId}`, {
      token: other.token,
    });
    expect(deleteByGrantee.status).toBe(403);
    const publishByGrantee = await call(
      ctx().app,
      'GET',
      `${DESIGN_API.surveyState}?id=${survey.surveyId}&surveyState=1`,
      {
        token: other.token,
      },
    );
    expect(publishByGrantee.status).toBe(403);
    await ctx().db.delete(surveyGrants).where(eq(surveyGrants.surveyId, survey.surveyId));
  });

  it('deletes several surveys by comma ids, all or none', async () => {
    const { token } = await designer(ctx().app);
    const other = await designer(ctx().app);
    const a = await createSurvey(ctx().app, token, 'a');
    const b = await createSurvey(ctx().app, token, 'b');
    const foreign = await createSurvey(ctx().app, other.token, 'c');
    const mixed = await call(
      ctx().app,
      'GET',
      `${DESIGN_API.deleteSurvey}?id=${a.surveyId},${foreign.surveyId}`,
      { token },
    );
    expect(mixed.status).toBe(404);
    expect((await call(ctx().app, 'GET', `${DESIGN_API.getSurvey}?id=${a.surveyId}`, { token })).status).toBe(
      200,
    );
    const both = await call<{ deleted: string[] }>(
      ctx().app,
      'GET',
      `${DESIGN_API.deleteSurvey}?id=${a.surveyId},${b.surveyId}`,
      {
        token,
      },
    );
    expect(both.envelope.data.deleted).toEqual([a.surveyId, b.surveyId]);
    expect((await call(ctx().app, 'GET', `${DESIGN_API.getSurvey}?id=${a.surveyId}`, { token })).status).toBe(
      404,
    );
  });

  it('copies a design into a new survey and into an existing one, with new ids and quotes remapped', async () => {
    const { token } = await designer(ctx().app);
    const source = await createSurvey(ctx().app, token, '源问卷');
    const first = await save(ctx().app, token, RADIO, {
      belongId: source.surveyId,
      catalogKey: 'radio',
      quTitle: '第一题',
    });
    await save(ctx().app, token, '/design/qu-checkbox/ajaxSave', {
      belongId: source.surveyId,
      catalogKey: 'checkbox',
      quTitle: '第二题',
      quoteQuId: first.id,
    });
    const copy = await call<SurveyInfoWire>(
      ctx().app,
      'GET',
      `${DESIGN_API.copySurvey}?fromSurveyId=${source.surveyId}`,
      { token },
    );
    expect(copy.status).toBe(200);
    expect(copy.envelope.data.surveyName).toBe('源问卷（副本）');
    const copied = await design(ctx().app, token, copy.envelope.data.surveyId);
    const questions = copied.groupList.flatMap((group) => group.questionList);
    expect(questions.map((question) => [question.quNum, question.quTitle])).toEqual([
      ['Q1', '第一题'],
      ['Q2', '第二题'],
    ]);
    expect(questions[0]?.id).not.toBe(first.id);
    expect(questions[1]?.quoteQuId).toBe(questions[0]?.id);
    expect(questions[0]?.optionList.map((option) => option.optionName)).toEqual(
      first.optionList.map((option) => option.optionName),
    );

    const target = await createSurvey(ctx().app, token, '目标');
    await save(ctx().app, token, RADIO, { belongId: target.surveyId, catalogKey: 'radio', quTitle: '原有' });
    await call(
      ctx().app,
      'GET',
      `${DESIGN_API.copySurvey}?fromSurveyId=${source.surveyId}&toSurveyId=${target.surveyId}`,
      { token },
    );
    const merged = (await design(ctx().app, token, target.surveyId)) as SurveyDesign;
    expect(merged.groupList.map((group) => group.quNum)).toEqual(['A', 'B']);
    expect(
      merged.groupList.flatMap((group) =>
        group.questionList.map((question) => `${question.quNum} ${question.quTitle}`),
      ),
    ).toEqual(['Q1 原有', 'Q2 第一题', 'Q3 第二题']);
  });
});
