import { describe, expect, it } from 'vitest';
import { surveyGrants } from '../../../server/db/schema';
import { MAX_PARAMS_PER_SURVEY, RESERVED_LINK_NAMES } from '../../../src/core/surveyParams/rules';
import { limitedSurvey } from '../collection/fixture';
import { register, useTestApp } from '../support/app';
import { databaseTargets } from '../support/databases';
import { declareParam, deleteParam, listParams, saveParam } from './fixture';

/**
 * The link parameters' calls (spec 1 §7 saveParam, getParam, delParam): declared and deleted with the edit
 * right in any survey state (a published one here), listed in the order declared; bad names, names the
 * link uses itself, duplicates (case aside) and a 21st parameter refused naming the field; strangers get 404,
 * callers without a session 401, a grantee without the edit right 403.
 */
describe.each(databaseTargets())('survey link parameters ($name)', (target) => {
  const ctx = useTestApp(target);

  it('declares parameters on a published survey, lists them in order and deletes one', async () => {
    const survey = await limitedSurvey(ctx().app);
    const empty = await listParams(ctx().app, survey.token, survey.surveyId);
    expect(empty.status).toBe(200);
    expect(empty.envelope.data).toEqual({ params: [] });
    const src = await declareParam(ctx().app, survey.token, survey.surveyId, ' src ', ' 渠道 ');
    expect(src).toEqual({
      id: expect.any(String),
      surveyId: survey.surveyId,
      paramType: '1',
      paramName: 'src',
      outParamName: '渠道',
    });
    const city = await declareParam(ctx().app, survey.token, survey.surveyId, '_city2', 'City of the panel');
    const listed = await listParams(ctx().app, survey.token, survey.surveyId);
    expect(listed.envelope.data.params).toEqual([src, city]);
    const deleted = await deleteParam(ctx().app, survey.token, src.id);
    expect(deleted.status, deleted.envelope.message).toBe(200);
    expect(deleted.envelope.data).toEqual({ id: src.id });
    expect((await listParams(ctx().app, survey.token, survey.surveyId)).envelope.data.params).toEqual([city]);
    // Deleted: gone, and the name free again.
    expect((await deleteParam(ctx().app, survey.token, src.id)).status).toBe(404);
    await declareParam(ctx().app, survey.token, survey.surveyId, 'src', '渠道');
  });

  it('refuses bad and reserved names, naming the field, in the caller language', async () => {
    const survey = await limitedSurvey(ctx().app);
    const refused = async (paramName: string, outParamName: string, language = 'zh-CN') => {
      const result = await saveParam(
        ctx().app,
        survey.token,
        { surveyId: survey.surveyId, paramName, outParamName },
        language,
      );
      expect(result.status, `${paramName} / ${outParamName}`).toBe(400);
      return result.envelope;
    };
    for (const name of ['', '   ', '2src', 'src-1', 'src name', '渠道', 'a'.repeat(33)]) {
      expect((await refused(name, '渠道')).data).toMatchObject({ field: 'paramName' });
    }
    expect((await refused('src-1', '渠道')).message).toContain('只能包含英文字母、数字和下划线');
    expect((await refused('a'.repeat(33), 'x', 'en')).message).toContain('at most 32 characters');
    for (const name of [...RESERVED_LINK_NAMES, 'SURVEYID', 'Lang']) {
      const envelope = await refused(name, '渠道', 'en');
      expect(envelope.data).toMatchObject({ field: 'paramName' });
      expect(envelope.message).toContain('The answer link uses this name itself');
    }
    for (const outName of ['', '  ', '名'.repeat(65)]) {
      expect((await refused('src', outName)).data).toMatchObject({ field: 'outParamName' });
    }
    // 32 and 64 characters are still taken (a 64-character Chinese name counts characters, not bytes).
    await declareParam(ctx().app, survey.token, survey.surveyId, `a${'b'.repeat(31)}`, '名'.repeat(64));
    expect((await listParams(ctx().app, survey.token, survey.surveyId)).envelope.data.params).toHaveLength(1);
  });

  it('refuses a name or a results name already declared, whatever its case, and a 21st parameter', async () => {
    const survey = await limitedSurvey(ctx().app);
    await declareParam(ctx().app, survey.token, survey.surveyId, 'src', 'Channel');
    const sameName = await saveParam(ctx().app, survey.token, {
      surveyId: survey.surveyId,
      paramName: 'SRC',
      outParamName: '来源',
    });
    expect(sameName.status).toBe(400);
    expect(sameName.envelope.data).toMatchObject({ field: 'paramName', reason: 'surveyParams.name.taken' });
    expect(sameName.envelope.message).toContain('已有同名的链接参数');
    const sameOut = await saveParam(ctx().app, survey.token, {
      surveyId: survey.surveyId,
      paramName: 'source',
      outParamName: 'channel',
    });
    expect(sameOut.status).toBe(400);
    expect(sameOut.envelope.data).toMatchObject({
      field: 'outParamName',
      reason: 'surveyParams.outName.taken',
    });

    for (let index = 1; index < MAX_PARAMS_PER_SURVEY; index++) {
      await declareParam(ctx().app, survey.token, survey.surveyId, `p${index}`, `参数${index}`);
    }
    const tooMany = await saveParam(
      ctx().app,
      survey.token,
      { surveyId: survey.surveyId, paramName: 'extra', outParamName: '多余' },
      'en',
    );
    expect(tooMany.status).toBe(409);
    expect(tooMany.envelope.message).toContain('at most 20 link parameters');
    expect((await listParams(ctx().app, survey.token, survey.surveyId)).envelope.data.params).toHaveLength(
      MAX_PARAMS_PER_SURVEY,
    );
  });

  it('answers strangers as if the survey did not exist, no session with 401, no edit right with 403', async () => {
    const survey = await limitedSurvey(ctx().app);
    const param = await declareParam(ctx().app, survey.token, survey.surveyId, 'src', '渠道');
    const body = { surveyId: survey.surveyId, paramName: 'other', outParamName: '其他' };

    const stranger = await register(ctx().app);
    expect((await listParams(ctx().app, stranger.token, survey.surveyId)).status).toBe(404);
    expect((await saveParam(ctx().app, stranger.token, body)).status).toBe(404);
    expect((await deleteParam(ctx().app, stranger.token, param.id)).status).toBe(404);

    expect((await listParams(ctx().app, undefined, survey.surveyId)).status).toBe(401);
    expect((await saveParam(ctx().app, undefined, body)).status).toBe(401);
    expect((await deleteParam(ctx().app, undefined, param.id)).status).toBe(401);

    const reader = await register(ctx().app);
    await ctx()
      .db.insert(surveyGrants)
      .values({ surveyId: survey.surveyId, userId: reader.userId, mayData: 1 });
    expect((await listParams(ctx().app, reader.token, survey.surveyId)).status).toBe(200);
    expect((await saveParam(ctx().app, reader.token, body)).status).toBe(403);
    expect((await deleteParam(ctx().app, reader.token, param.id)).status).toBe(403);

    // Nothing changed through the refused calls.
    expect((await listParams(ctx().app, survey.token, survey.surveyId)).envelope.data.params).toEqual([
      param,
    ]);
  });
});
