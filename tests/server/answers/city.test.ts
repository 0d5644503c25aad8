import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, describe, expect, it } from 'vitest';
import { RESULTS_API, type ResponseDetail } from '../../../src/core/api/results';
import { createSurvey, design, designer } from '../design/support';
import { runExport } from '../results/exports/support';
import { useTestApp } from '../support/app';
import { databaseTargets } from '../support/databases';
import { call } from '../support/http';
import { postSave, saveBody, saveQuestion, setSurveyState, storedResponse } from './fixture';

/**
 * A city question (ChengShiBox) from design to results on each database: three levels by default, a path of
 * division codes saved as the runner sends it ('440000,440300,440305') and stored as codes, the response
 * review and the export naming the places; codes that are no division, or not under the code before, are
 * refused with their message and nothing is stored.
 */
const dataDir = await mkdtemp(join(tmpdir(), 'wenda-city-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe.each(databaseTargets())('city answers ($name)', (target) => {
  const ctx = useTestApp(target, { dataDir });

  async function citySurvey() {
    const { token } = await designer(ctx().app);
    const survey = await createSurvey(ctx().app, token, '城市测试');
    const question = await saveQuestion(ctx().app, token, {
      belongId: survey.surveyId,
      catalogKey: 'city',
      quTitle: '您住在哪里？',
    });
    await setSurveyState(ctx().app, token, survey.surveyId, '1');
    return { token, surveyId: survey.surveyId, question };
  }

  const save = (surveyId: string, quId: string, answer: string) =>
    saveBody({ surveyId } as Parameters<typeof saveBody>[0], {
      seq: 1,
      status: 'complete',
      items: [{ belongId: surveyId, quId, answer }],
    });

  it('stores the codes, and the review and export name the places beside them', async () => {
    const { token, surveyId, question } = await citySurvey();
    const designed = (await design(ctx().app, token, surveyId)).groupList.flatMap((g) => g.questionList);
    expect(designed[0]?.elementType).toBe('ChengShiBox');
    expect(designed[0]?.answerConfig.paramInt01).toBe(3);

    const body = save(surveyId, question.id, '440000,440300,440305');
    const saved = await postSave(ctx().app, body);
    expect(saved.status, saved.envelope.message).toBe(200);
    const { items } = await storedResponse(ctx().db, body.responseId);
    expect(items.map((item) => item.value)).toEqual([
      { kind: 'cascade', path: ['440000', '440300', '440305'] },
    ]);

    const detail = await call<ResponseDetail>(
      ctx().app,
      'GET',
      `${RESULTS_API.response}?surveyId=${surveyId}&responseId=${body.responseId}`,
      { token },
    );
    expect(detail.status, detail.envelope.message).toBe(200);
    expect(detail.envelope.data.answers.find((shown) => shown.questionId === question.id)?.lines).toEqual([
      '广东省 / 深圳市 / 南山区',
    ]);

    const { file } = await runExport(ctx().app, token, { surveyId, format: 'csv' });
    const [header, ...rows] = parse(file, { bom: true }) as string[][];
    const code = question.itemCode || 'Q1';
    const at = (name: string) => header?.indexOf(name) ?? -1;
    expect(header?.filter((name) => name.startsWith(code))).toEqual([code, `${code}_name`]);
    expect([rows[0]?.[at(code)], rows[0]?.[at(`${code}_name`)]]).toEqual([
      '440000/440300/440305',
      '广东省/深圳市/南山区',
    ]);
  });

  it('takes a path that stops at a prefecture without counties (Dongguan)', async () => {
    const { surveyId, question } = await citySurvey();
    const saved = await postSave(ctx().app, save(surveyId, question.id, '440000,441900'));
    expect(saved.status, saved.envelope.message).toBe(200);
  });

  it.each([
    ['a code that is no division', '440000,440300,449999'],
    ['a district under another city', '440000,440300,110101'],
  ])('refuses %s with its message and stores nothing', async (_name, answer) => {
    const { surveyId, question } = await citySurvey();
    const body = save(surveyId, question.id, answer);
    const refused = await postSave(ctx().app, body, 'zh');
    expect(refused.status).not.toBe(200);
    expect(JSON.stringify(refused.envelope)).toContain('所选地区不在地区列表中');
    const { items } = await storedResponse(ctx().db, body.responseId);
    expect(items).toHaveLength(0);
  });

  it('refuses a completed answer stopped above the last level, asking for every level', async () => {
    const { surveyId, question } = await citySurvey();
    const refused = await postSave(ctx().app, save(surveyId, question.id, '440000,440300'), 'zh');
    expect(refused.status).not.toBe(200);
    expect(JSON.stringify(refused.envelope)).toContain('请逐级选择完整的地区');
  });
});
