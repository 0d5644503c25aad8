import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, describe, expect, it } from 'vitest';
import { ADDRESS_API, type SelectListItem } from '../../../src/core/api/address';
import { DESIGN_API, type SurveyInfoWire } from '../../../src/core/api/design';
import { RESULTS_API, type ResponseDetail } from '../../../src/core/api/results';
import type { Question } from '../../../src/core/model';
import { createSurvey, design, designer, saveRaw } from '../design/support';
import { runExport } from '../results/exports/support';
import { useTestApp } from '../support/app';
import { databaseTargets } from '../support/databases';
import { call } from '../support/http';
import { postSave, saveBody, saveQuestion, setSurveyState, storedResponse } from './fixture';

/**
 * A cascade question (JilianBox) from design to results on each database: a three-level option tree saved
 * with the designer's ids and parents and checked again by the server with the core's rule; the select list
 * of the draft for its designer and of the release for respondents, cut at the levels; answers as option ids,
 * checked against the release's tree, named in the response review and the export; copies of the question and
 * of the survey keep the tree linked.
 */
const dataDir = await mkdtemp(join(tmpdir(), 'wenda-cascade-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const SAVE = '/design/qu-select/ajaxSave';

/** 广东 › 深圳 › 南山, 福田; 广东 › 广州 › 天河; 浙江 › 杭州 › 西湖, with the designer's own ids. */
function tree() {
  const id = () => uuidv7();
  const [gd, sz, ns, ft, gz, th, zj, hz, xh] = Array.from({ length: 9 }, id) as string[];
  const options = [
    { id: gd, optionName: '广东' },
    { id: sz, optionName: '深圳', parentId: gd },
    { id: ns, optionName: '南山', parentId: sz },
    { id: ft, optionName: '福田', parentId: sz },
    { id: gz, optionName: '广州', parentId: gd },
    { id: th, optionName: '天河', parentId: gz },
    { id: zj, optionName: '浙江' },
    { id: hz, optionName: '杭州', parentId: zj },
    { id: xh, optionName: '西湖', parentId: hz },
  ];
  return { options, ids: { gd, sz, ns, ft, gz, th, zj, hz, xh } as Record<string, string> };
}

describe.each(databaseTargets())('cascade questions ($name)', (target) => {
  const ctx = useTestApp(target, { dataDir });

  async function cascadeSurvey(publish = true) {
    const { token } = await designer(ctx().app);
    const survey = await createSurvey(ctx().app, token, '级联测试');
    const { options, ids } = tree();
    const question = await saveQuestion(ctx().app, token, {
      belongId: survey.surveyId,
      catalogKey: 'cascade',
      quTitle: '您在哪个区？',
      answerConfig: { paramInt01: 3, requireInd: 1 },
      optionList: options,
      descList: [{ optionName: '省' }, { optionName: '市' }, { optionName: '区' }],
    });
    if (publish) await setSurveyState(ctx().app, token, survey.surveyId, '1');
    return { token, surveyId: survey.surveyId, question, ids };
  }

  const questionsOf = async (token: string, surveyId: string): Promise<Question[]> =>
    (await design(ctx().app, token, surveyId)).groupList.flatMap((group) => group.questionList);

  const selectList = (query: string, token?: string) =>
    call<SelectListItem[]>(ctx().app, 'GET', `${ADDRESS_API.selectList}?${query}`, { token });

  const save = (
    surveyId: string,
    quId: string,
    answer: string,
    status: 'complete' | 'in-progress' = 'complete',
  ) =>
    saveBody({ surveyId } as Parameters<typeof saveBody>[0], {
      seq: 1,
      status,
      items: [{ belongId: surveyId, quId, answer }],
    });

  it('stores the tree as designed: ids, parents, order, level titles', async () => {
    const { token, surveyId, question, ids } = await cascadeSurvey(false);
    const [stored] = await questionsOf(token, surveyId);
    expect(stored?.elementType).toBe('JilianBox');
    expect(stored?.answerConfig.paramInt01).toBe(3);
    expect(stored?.optionList.map((option) => [option.optionName, option.parentId ?? null])).toEqual([
      ['广东', null],
      ['深圳', ids.gd],
      ['南山', ids.sz],
      ['福田', ids.sz],
      ['广州', ids.gd],
      ['天河', ids.gz],
      ['浙江', null],
      ['杭州', ids.zj],
      ['西湖', ids.hz],
    ]);
    expect(stored?.optionList[0]?.id).toBe(ids.gd);
    expect(stored?.descList.map((desc) => desc.optionName)).toEqual(['省', '市', '区']);
    expect(question.id).toBe(stored?.id);
  });

  it.each([
    ['a parent that is none of its options', 'parent', '选项“某地”的上级选项不存在'],
    ['a tree deeper than its levels', 'deep', '选项层级超过了设定的2级'],
    ['two siblings with one name', 'twin', '同一级下已有选项“深圳”'],
    ['an option under itself', 'cycle', '选项“环”不能位于自己之下'],
  ])('refuses %s with the core’s message and keeps the stored tree', async (_name, kind, message) => {
    const { token, surveyId, question } = await cascadeSurvey(false);
    const [before] = await questionsOf(token, surveyId);
    const options = (before?.optionList ?? []).map(({ id, optionName, parentId }) => ({
      id,
      optionName,
      parentId,
    }));
    const ring = uuidv7();
    const changed = {
      parent: { optionList: [...options, { id: uuidv7(), optionName: '某地', parentId: uuidv7() }] },
      deep: { optionList: options, answerConfig: { paramInt01: 2 } },
      twin: { optionList: [...options, { id: uuidv7(), optionName: '深圳', parentId: options[0]?.id }] },
      cycle: { optionList: [...options, { id: ring, optionName: '环', parentId: ring }] },
    }[kind];
    const refused = await saveRaw(
      ctx().app,
      token,
      SAVE,
      { belongId: surveyId, quId: question.id, catalogKey: 'cascade', ...changed } as never,
      'zh',
    );
    expect(refused.status).toBe(400);
    expect(refused.envelope.message).toBe(message);
    const [after] = await questionsOf(token, surveyId);
    expect(after?.optionList).toEqual(before?.optionList);
    expect(after?.answerConfig.paramInt01).toBe(3);
  });

  it('serves the draft to its designer and the release to respondents, cut at the levels', async () => {
    const { token, surveyId, question, ids } = await cascadeSurvey();
    const released = await selectList(
      `quId=${question.id}&mediaQuType=Jilian&surveyId=${surveyId}&version=1`,
    );
    expect(released.status, released.envelope.message).toBe(200);
    expect(released.envelope.data.map((item) => [item.optionName, item.parentId])).toEqual([
      ['广东', null],
      ['深圳', ids.gd],
      ['南山', ids.sz],
      ['福田', ids.sz],
      ['广州', ids.gd],
      ['天河', ids.gz],
      ['浙江', null],
      ['杭州', ids.zj],
      ['西湖', ids.hz],
    ]);
    const twoLevels = await selectList(`quId=${question.id}&mediaQuType=Jilian&paramInt01=2`);
    expect(twoLevels.envelope.data.map((item) => item.optionName)).toEqual([
      '广东',
      '深圳',
      '广州',
      '浙江',
      '杭州',
    ]);

    // The designer changes the draft (pausing first): the designer sees it, respondents keep the release.
    await setSurveyState(ctx().app, token, surveyId, '0');
    const [stored] = await questionsOf(token, surveyId);
    await saveQuestion(ctx().app, token, {
      belongId: surveyId,
      quId: question.id,
      catalogKey: 'cascade',
      optionList: [
        ...(stored?.optionList ?? []).map(({ id, optionName, parentId }) => ({ id, optionName, parentId })),
        { id: uuidv7(), optionName: '宝安', parentId: ids.sz },
      ],
    });
    await setSurveyState(ctx().app, token, surveyId, '1');
    const draft = await selectList(`quId=${question.id}&mediaQuType=Jilian&paramInt01=3`, token);
    expect(draft.envelope.data.map((item) => item.optionName)).toContain('宝安');
    const first = await selectList(`quId=${question.id}&surveyId=${surveyId}&version=1`);
    expect(first.envelope.data.map((item) => item.optionName)).not.toContain('宝安');
    const latest = await selectList(`quId=${question.id}&surveyId=${surveyId}&version=2`);
    expect(latest.envelope.data.map((item) => item.optionName)).toContain('宝安');
  });

  it('stores an answer as ids; the review and the export name the path', async () => {
    const { token, surveyId, question, ids } = await cascadeSurvey();
    const body = save(surveyId, question.id, `${ids.gd},${ids.sz},${ids.ns}`);
    const saved = await postSave(ctx().app, body);
    expect(saved.status, saved.envelope.message).toBe(200);
    const { items } = await storedResponse(ctx().db, body.responseId);
    expect(items.map((item) => item.value)).toEqual([{ kind: 'cascade', path: [ids.gd, ids.sz, ids.ns] }]);

    const detail = await call<ResponseDetail>(
      ctx().app,
      'GET',
      `${RESULTS_API.response}?surveyId=${surveyId}&responseId=${body.responseId}`,
      { token },
    );
    expect(detail.status, detail.envelope.message).toBe(200);
    expect(detail.envelope.data.answers.find((shown) => shown.questionId === question.id)?.lines).toEqual([
      '广东 / 深圳 / 南山',
    ]);

    const { file } = await runExport(ctx().app, token, { surveyId, format: 'csv' });
    const [header, ...rows] = parse(file, { bom: true }) as string[][];
    const code = question.itemCode || 'Q1';
    const at = (name: string) => header?.indexOf(name) ?? -1;
    expect(header?.filter((name) => name.startsWith(code))).toEqual([code, `${code}_name`]);
    expect(rows[0]?.[at(`${code}_name`)]).toBe('广东/深圳/南山');
  });

  it('takes a path stopped at an option with nothing under it', async () => {
    const { surveyId, question, ids } = await cascadeSurvey();
    const saved = await postSave(ctx().app, save(surveyId, question.id, `${ids.zj},${ids.hz},${ids.xh}`));
    expect(saved.status, saved.envelope.message).toBe(200);
  });

  it.each([
    [
      'an option under another parent',
      (ids: Record<string, string>) => `${ids.gd},${ids.hz}`,
      '所选项不在选项列表中',
    ],
    ['an id that is no option', () => 'nope', '所选项不在选项列表中'],
    [
      'a completed path above the last level',
      (ids: Record<string, string>) => `${ids.gd},${ids.sz}`,
      '请逐级选择完整',
    ],
  ])('refuses %s with its message and stores nothing', async (_name, answer, message) => {
    const { surveyId, question, ids } = await cascadeSurvey();
    const body = save(surveyId, question.id, answer(ids));
    const refused = await postSave(ctx().app, body, 'zh');
    expect(refused.status).not.toBe(200);
    expect(JSON.stringify(refused.envelope)).toContain(message);
    expect((await storedResponse(ctx().db, body.responseId)).items).toHaveLength(0);
  });

  it('keeps an unfinished path in a save in progress', async () => {
    const { surveyId, question, ids } = await cascadeSurvey();
    const body = save(surveyId, question.id, ids.gd as string, 'in-progress');
    const saved = await postSave(ctx().app, body);
    expect(saved.status, saved.envelope.message).toBe(200);
  });

  it('copies keep the tree linked: a question saved with another’s ids, and a copied survey', async () => {
    const { token, surveyId, question } = await cascadeSurvey(false);
    const [source] = await questionsOf(token, surveyId);
    // The same ids again (another question holds them): the server renames them, and the parents follow.
    const twin = await saveRaw(ctx().app, token, SAVE, {
      belongId: surveyId,
      catalogKey: 'cascade',
      quTitle: '再问一次',
      answerConfig: { paramInt01: 3 },
      optionList: (source?.optionList ?? []).map(({ id, optionName, parentId }) => ({
        id,
        optionName,
        parentId,
      })),
    } as never);
    expect(twin.status, twin.envelope.message).toBe(200);
    const copy = await call<SurveyInfoWire>(
      ctx().app,
      'GET',
      `${DESIGN_API.copySurvey}?fromSurveyId=${surveyId}`,
      {
        token,
      },
    );
    expect(copy.status, copy.envelope.message).toBe(200);
    const copied = await questionsOf(token, copy.envelope.data.surveyId);
    for (const found of [
      ...(await questionsOf(token, surveyId)).filter((q) => q.id !== question.id),
      ...copied,
    ]) {
      const own = new Set(found.optionList.map((option) => option.id));
      expect(found.optionList.some((option) => source?.optionList.some((o) => o.id === option.id))).toBe(
        false,
      );
      const named = (id: string | null | undefined) =>
        found.optionList.find((option) => option.id === id)?.optionName;
      expect(
        found.optionList
          .filter((option) => option.parentId)
          .every((option) => own.has(option.parentId as string)),
      ).toBe(true);
      expect(found.optionList.map((option) => [option.optionName, named(option.parentId) ?? null])).toEqual([
        ['广东', null],
        ['深圳', '广东'],
        ['南山', '深圳'],
        ['福田', '深圳'],
        ['广州', '广东'],
        ['天河', '广州'],
        ['浙江', null],
        ['杭州', '浙江'],
        ['西湖', '杭州'],
      ]);
    }
  });
});
