import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database';
import { releases, surveys } from '../../../server/db/schema';
import { newId } from '../../../server/design/ids';
import { loadDesign } from '../../../server/design/load-design';
import { buildSnapshot } from '../../../server/publish/release';
import { ADDRESS_API, type SelectListItem, type SurveyCodeEntry } from '../../../src/core/api/address';
import { DESIGN_API, type SurveyInfoWire } from '../../../src/core/api/design';
import { saveQuestion, setSurveyState } from '../answers/fixture';
import { register, useTestApp } from '../support/app';
import { databaseTargets } from '../support/databases';
import { call } from '../support/http';

/**
 * The address and code-table calls (spec 1 §7, spec 2 §7): China's divisions at one, two and three levels,
 * a city and a cascade question's lists for their designer (the design as it is) and for respondents without
 * a token (the published release only), refusals with their message, entity tags answering 304, and the
 * /survey-code tables (divisions and profile dictionaries) open to anyone.
 */
describe.each(databaseTargets())('address and code tables ($name)', (target) => {
  const ctx = useTestApp(target);

  const selectList = (query: string, options: { token?: string; language?: string } = {}) =>
    call<SelectListItem[]>(ctx().app, 'GET', `${ADDRESS_API.selectList}?${query}`, options);
  const codes = (path: string, query: string, language?: string) =>
    call<SurveyCodeEntry[]>(ctx().app, 'GET', `${path}?${query}`, { language });

  /** A survey with a city question (three levels), a cascade with two options and a single choice. */
  async function surveyWithPickers(app: FastifyInstance) {
    const { token } = await register(app);
    const created = await call<SurveyInfoWire>(app, 'POST', DESIGN_API.updateSurvey, {
      token,
      body: { surveyName: '地址测试' },
    });
    const surveyId = created.envelope.data.surveyId;
    const city = await saveQuestion(app, token, {
      belongId: surveyId,
      catalogKey: 'city',
      quTitle: '所在城市',
    });
    const cascade = await saveQuestion(app, token, {
      belongId: surveyId,
      catalogKey: 'cascade',
      quTitle: '区域',
      optionList: [{ optionName: '<b>华东</b>' }, { optionName: '华南' }],
    });
    const radio = await saveQuestion(app, token, {
      belongId: surveyId,
      catalogKey: 'radio',
      quTitle: '选一个',
      optionList: [{ optionName: 'A' }, { optionName: 'B' }],
    });
    return { token, surveyId, city, cascade, radio };
  }

  /**
   * Publishes the design as surveyState=1 does (the same release document), less the check that refuses
   * city and cascade questions while respondents have no view to answer them (their runner views come later;
   * then this is setSurveyState(…, '1')).
   */
  async function publishAsIs(db: Database, surveyId: string) {
    const [survey] = await db.select().from(surveys).where(eq(surveys.id, surveyId));
    if (!survey) throw new Error('no survey');
    const version = (survey.releaseVersion ?? 0) + 1;
    const publishedAt = new Date();
    const groups = await loadDesign(db, surveyId);
    const snapshot = await buildSnapshot(db, { ...survey, surveyState: '1' }, groups, version, publishedAt);
    await db.insert(releases).values({ id: newId(), surveyId, version, snapshot, publishedAt });
    await db
      .update(surveys)
      .set({ surveyState: '1', releaseVersion: version })
      .where(eq(surveys.id, surveyId));
  }

  it("lists China's divisions at one, two and three levels, parents first", async () => {
    const one = await selectList('mediaQuType=address&paramInt01=1');
    expect(one.status, one.envelope.message).toBe(200);
    expect(one.envelope.data).toHaveLength(34);
    expect(one.envelope.data.every((item) => item.parentId === null)).toBe(true);
    expect(one.envelope.data).toEqual(
      expect.arrayContaining([
        { id: '110000', parentId: null, optionName: '北京市' },
        { id: '810000', parentId: null, optionName: '香港特别行政区' },
        { id: '820000', parentId: null, optionName: '澳门特别行政区' },
        { id: '710000', parentId: null, optionName: '台湾省' },
      ]),
    );

    const two = await selectList('mediaQuType=address&paramInt01=2');
    expect(two.envelope.data).toContainEqual({ id: '110100', parentId: '110000', optionName: '市辖区' });
    expect(two.envelope.data).toContainEqual({ id: '440300', parentId: '440000', optionName: '深圳市' });
    expect(two.envelope.data.some((item) => item.id === '110101')).toBe(false);
    // Two levels when none is named (spec: default 2).
    expect((await selectList('mediaQuType=address')).envelope.data).toEqual(two.envelope.data);

    const three = await selectList('paramInt01=3');
    const items = three.envelope.data;
    expect(items).toContainEqual({ id: '110101', parentId: '110100', optionName: '东城区' });
    expect(items).toContainEqual({ id: '440305', parentId: '440300', optionName: '南山区' });
    expect(items.length).toBeGreaterThan(3000);
    const seen = new Set<string>();
    for (const item of items) {
      if (item.parentId) expect(seen.has(item.parentId), item.id).toBe(true);
      seen.add(item.id);
    }
    expect(seen.size).toBe(items.length);
  });

  it('refuses levels other than 1 to 3, an unknown type and a cascade without its question', async () => {
    for (const levels of ['0', '4', '1.5', 'two']) {
      const refused = await selectList(`mediaQuType=address&paramInt01=${levels}`);
      expect(refused.status, levels).toBe(400);
      expect(refused.envelope.data).toMatchObject({ field: 'paramInt01' });
      expect(refused.envelope.message).toContain('级数须为 1 到 3 的整数');
    }
    const english = await selectList('paramInt01=4', { language: 'en' });
    expect(english.envelope.message).toContain('Levels must be a whole number from 1 to 3');
    const badType = await selectList('mediaQuType=province');
    expect(badType.status).toBe(400);
    expect(badType.envelope.data).toMatchObject({ field: 'mediaQuType' });
    const noQuestion = await selectList('mediaQuType=Jilian', { language: 'en' });
    expect(noQuestion.status).toBe(400);
    expect(noQuestion.envelope.message).toBe('A designer-defined cascade needs its question');
  });

  it('refuses an unknown question, and a question of an unpublished survey to callers without access', async () => {
    const unknown = await selectList('quId=no-such-question&mediaQuType=address', { language: 'en' });
    expect(unknown.status).toBe(404);
    expect(unknown.envelope.message).toBe('This question does not exist, or its survey is not published');
    const survey = await surveyWithPickers(ctx().app);
    const anonymous = await selectList(`quId=${survey.city.id}`);
    expect(anonymous.status).toBe(404);
    expect(anonymous.envelope.message).toBe('题目不存在，或所在问卷未发布');
    const stranger = await register(ctx().app);
    expect((await selectList(`quId=${survey.city.id}`, { token: stranger.token })).status).toBe(404);
  });

  it("serves a city question's divisions at its levels and a cascade's options, to the designer", async () => {
    const survey = await surveyWithPickers(ctx().app);
    const { token } = survey;
    const city = await selectList(`quId=${survey.city.id}&mediaQuType=address`, { token });
    expect(city.status, city.envelope.message).toBe(200);
    // The city question keeps three levels (Sys_Address, paramInt01 3); the designer may ask for fewer.
    expect(city.envelope.data).toContainEqual({ id: '440305', parentId: '440300', optionName: '南山区' });
    const cityOne = await selectList(`quId=${survey.city.id}&paramInt01=1`, { token });
    expect(cityOne.envelope.data).toHaveLength(34);

    const cascade = await selectList(`quId=${survey.cascade.id}&mediaQuType=Jilian`, { token });
    expect(cascade.status, cascade.envelope.message).toBe(200);
    expect(cascade.envelope.data).toEqual(
      survey.cascade.optionList.map((option, index) => ({
        id: option.id,
        parentId: null,
        optionName: ['华东', '华南'][index],
      })),
    );

    const mismatch = await selectList(`quId=${survey.cascade.id}&mediaQuType=address`, { token });
    expect(mismatch.status).toBe(400);
    expect(mismatch.envelope.message).toBe('级联类型与题目不符');
    const radio = await selectList(`quId=${survey.radio.id}`, { token, language: 'en' });
    expect(radio.status).toBe(400);
    expect(radio.envelope.message).toBe('This question is not an address or cascade question');
  });

  it('serves respondents without a token the published release, and nothing once the survey is paused', async () => {
    const survey = await surveyWithPickers(ctx().app);
    await publishAsIs(ctx().db, survey.surveyId);
    const city = await selectList(`quId=${survey.city.id}`);
    expect(city.status, city.envelope.message).toBe(200);
    expect(city.envelope.data).toContainEqual({ id: '110101', parentId: '110100', optionName: '东城区' });
    expect(city.headers['cache-control']).toBe('public, no-cache');
    const cascade = await selectList(
      `quId=${survey.cascade.id}&mediaQuType=Jilian&surveyId=${survey.surveyId}&version=1`,
    );
    expect(cascade.envelope.data.map((item) => item.optionName)).toEqual(['华东', '华南']);
    expect((await selectList(`quId=${survey.cascade.id}&surveyId=${survey.surveyId}&version=9`)).status).toBe(
      404,
    );

    // Paused and changed: the designer sees the change, respondents nothing until it is published again.
    await setSurveyState(ctx().app, survey.token, survey.surveyId, '0');
    expect((await selectList(`quId=${survey.cascade.id}`)).status).toBe(404);
    await saveQuestion(ctx().app, survey.token, {
      quId: survey.cascade.id,
      belongId: survey.surveyId,
      catalogKey: 'cascade',
      quTitle: '区域',
      optionList: [...survey.cascade.optionList, { optionName: '西南' }],
    });
    const designed = await selectList(`quId=${survey.cascade.id}`, { token: survey.token });
    expect(designed.envelope.data.map((item) => item.optionName)).toEqual(['华东', '华南', '西南']);
    expect(designed.headers['cache-control']).toBe('private, no-cache');
    await publishAsIs(ctx().db, survey.surveyId);
    const republished = await selectList(`quId=${survey.cascade.id}`);
    expect(republished.envelope.data.map((item) => item.optionName)).toEqual(['华东', '华南', '西南']);
  });

  it('tags every list: the same tag answers 304, another language or list has another tag', async () => {
    const inject = (url: string, headers: Record<string, string> = {}) =>
      ctx().app.inject({ method: 'GET', url, headers });
    const url = `${ADDRESS_API.selectList}?mediaQuType=address&paramInt01=3`;
    const first = await inject(url);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+-zh"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    expect(first.headers.vary).toContain('accept-language');
    const again = await inject(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const english = await inject(url, { 'if-none-match': etag, 'accept-language': 'en' });
    expect(english.statusCode).toBe(200);
    expect(english.headers.etag).not.toBe(etag);
    const twoLevels = await inject(`${ADDRESS_API.selectList}?paramInt01=2`, { 'if-none-match': etag });
    expect(twoLevels.statusCode).toBe(200);

    // A cascade's tag follows its options: a respondent's copy stays good until the options change.
    const survey = await surveyWithPickers(ctx().app);
    const cascadeUrl = `${ADDRESS_API.selectList}?quId=${survey.cascade.id}`;
    const before = await inject(cascadeUrl, { token: survey.token });
    const tag = before.headers.etag as string;
    expect((await inject(cascadeUrl, { token: survey.token, 'if-none-match': tag })).statusCode).toBe(304);
    await saveQuestion(ctx().app, survey.token, {
      quId: survey.cascade.id,
      belongId: survey.surveyId,
      catalogKey: 'cascade',
      quTitle: '区域',
      optionList: [{ ...survey.cascade.optionList[0], optionName: '华东地区' }, survey.cascade.optionList[1]],
    });
    const after = await inject(cascadeUrl, { token: survey.token, 'if-none-match': tag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(tag);
  });

  it('lists the code tables to anyone: provinces, the divisions under a code, and the dictionaries', async () => {
    const provinces = await codes(ADDRESS_API.surveyCode, 'type=address');
    expect(provinces.status, provinces.envelope.message).toBe(200);
    expect(provinces.envelope.data).toHaveLength(34);
    expect(provinces.envelope.data[0]).toEqual({ code: '110000', zhName: '北京市' });

    const guangdong = await codes(ADDRESS_API.surveySubCode, 'type=address&parentCode=440000');
    expect(guangdong.envelope.data).toContainEqual({ code: '440300', zhName: '深圳市' });
    const shenzhen = await codes(ADDRESS_API.surveySubCode, 'type=address&parentCode=440300');
    expect(shenzhen.envelope.data).toContainEqual({ code: '440305', zhName: '南山区' });
    const hongKong = await codes(ADDRESS_API.screenSubCode, 'code=810000');
    expect(hongKong.envelope.data.map((entry) => entry.zhName)).toEqual(['香港岛', '九龙', '新界']);
    const beijing = await codes(ADDRESS_API.screenSubCode, 'code=110100');
    expect(beijing.envelope.data).toContainEqual({ code: '110101', zhName: '东城区' });
    // A prefecture city without counties has nothing under it.
    expect((await codes(ADDRESS_API.screenSubCode, 'code=441900')).envelope.data).toEqual([]);

    const degree = await codes(ADDRESS_API.surveyCode, 'type=degree');
    expect(degree.envelope.data[0]).toEqual({
      code: '1',
      zhName: '小学及以下',
      enName: 'Primary school or below',
    });
    expect((await codes(ADDRESS_API.screenSubCode, 'code=cityLevel2')).envelope.data).toHaveLength(6);
    expect((await codes(ADDRESS_API.surveySubCode, 'type=degree&parentCode=1')).envelope.data).toEqual([]);
  });

  it('refuses an unknown table or code with its message', async () => {
    const type = await codes(ADDRESS_API.surveyCode, 'type=planets', 'en');
    expect(type.status).toBe(400);
    expect(type.envelope.message).toContain('There is no such code table');
    const missing = await codes(ADDRESS_API.surveySubCode, 'type=address', 'en');
    expect(missing.status).toBe(400);
    expect(missing.envelope.data).toMatchObject({ field: 'parentCode' });
    for (const [path, query] of [
      [ADDRESS_API.surveySubCode, 'type=address&parentCode=999999'],
      [ADDRESS_API.surveySubCode, 'type=degree&parentCode=99'],
      [ADDRESS_API.screenSubCode, 'code=nothing'],
    ] as const) {
      const refused = await codes(path, query);
      expect(refused.status, query).toBe(404);
      expect(refused.envelope.message).toBe('没有这个代码');
    }
  });
});
