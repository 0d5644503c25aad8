import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { questionSummaries } from '../../../server/results/stats/summaries';
import { postSave, saveBody, saveQuestion, setSurveyState, storedResponse } from '../answers/fixture';
import { useTestApp } from '../support/app';
import { databaseTargets } from '../support/databases';
import { upload } from '../support/multipart';
import { createSurvey, design, designer, saveRaw } from './support';

/**
 * Concept evaluation on each database: a base image uploaded by the designer, regions saved with their
 * codes, names and positions (fractions of the image) and read back; the save endpoint refuses a region
 * without a code, one outside the image, and a base image that is no upload of ours; published, it is
 * answered with region ids, the none option alone, and the counts checked by the server; the report counts
 * each region's respondents.
 */
const dataDir = await mkdtemp(join(tmpdir(), 'wenda-ce-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const SAVE = '/design/qu-ce/ajaxSave';
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);

describe.each(databaseTargets())('concept evaluation ($name)', (target) => {
  const ctx = useTestApp(target, { dataDir });

  async function designedSurvey() {
    const { token } = await designer(ctx().app);
    const { surveyId } = await createSurvey(ctx().app, token, '包装概念测试');
    const added = await saveQuestion(ctx().app, token, {
      belongId: surveyId,
      catalogKey: 'conceptEvaluation',
      quTitle: '您最喜欢包装的哪些部分？',
    });
    const stored = await upload(ctx().app, token, [
      { name: 'surveyId', content: surveyId },
      { name: 'file', fileName: 'pack.png', content: PNG },
    ]);
    expect(stored.status, stored.envelope.message).toBe(200);
    const url = stored.envelope.data[0]?.url ?? '';
    const none = added.optionList[0];
    const regions = [
      { optionName: '标志', positionCode: 'A', positionName: '标志', x: 0.05, y: 0.1, w: 0.3, h: 0.25 },
      { optionName: '图案', positionCode: 'B', positionName: '图案', x: 0.4, y: 0.5, w: 0.5, h: 0.45 },
    ];
    const body = {
      belongId: surveyId,
      quId: added.id,
      catalogKey: 'conceptEvaluation',
      answerImgUrl: url,
      answerImgName: 'pack.png',
      answerImgWidth: 300,
      optionList: [...regions, none],
    };
    const saved = await saveQuestion(ctx().app, token, body);
    return { token, surveyId, url, saved, body };
  }

  it('keeps the base image and the regions with their codes, names and positions', async () => {
    const { token, surveyId, url, saved } = await designedSurvey();
    expect(saved).toMatchObject({ elementType: 'CeBox', answerImgUrl: url, answerImgName: 'pack.png' });
    const [stored] = (await design(ctx().app, token, surveyId)).groupList.flatMap((g) => g.questionList);
    expect(stored?.answerImgUrl).toBe(url);
    expect(
      stored?.optionList.map((o) => [
        o.type,
        o.positionCode,
        o.positionName,
        o.x ?? null,
        o.y ?? null,
        o.w ?? null,
        o.h ?? null,
      ]),
    ).toEqual([
      ['normal', 'A', '标志', 0.05, 0.1, 0.3, 0.25],
      ['normal', 'B', '图案', 0.4, 0.5, 0.5, 0.45],
      ['none', '0', '以上都不是', null, null, null, null],
    ]);
  });

  it('refuses a region without a code, outside the image, and a base image that is no upload', async () => {
    const { token, body } = await designedSurvey();
    const [first, second, none] = body.optionList;
    const refused = async (patch: Record<string, unknown>) => {
      const result = await saveRaw(ctx().app, token, SAVE, { ...body, ...patch } as never, 'en');
      return [result.status, result.envelope.message];
    };
    expect(await refused({ optionList: [{ ...first, positionCode: '' }, second, none] })).toEqual([
      400,
      'Please enter the code and the name of the region',
    ]);
    expect(await refused({ optionList: [{ ...first, x: 0.9 }, second, none] })).toEqual([
      400,
      'A region must lie inside the base image',
    ]);
    expect(await refused({ optionList: [{ ...first, positionCode: 'B' }, second, none] })).toEqual([
      400,
      'The region code "B" is used twice',
    ]);
    expect(await refused({ answerImgUrl: 'https://elsewhere.example/a.png' })).toEqual([
      400,
      'The base image must be an image uploaded here (jpg, jpeg, png)',
    ]);
    expect(await refused({ answerImgUrl: null })).toEqual([
      400,
      'Upload a base image before drawing regions',
    ]);
  });

  it('is answered with regions, or the none option alone, checked by the server', async () => {
    const { token, surveyId, saved } = await designedSurvey();
    await setSurveyState(ctx().app, token, surveyId, '1');
    const [a, b, none] = saved.optionList.map((option) => option.id);
    const answer = (answserScore: string) =>
      saveBody({ surveyId } as Parameters<typeof saveBody>[0], {
        seq: 1,
        status: 'complete',
        items: [{ belongId: surveyId, quId: saved.id, answserScore }],
      });
    const two = answer(`${a},${b}`);
    const taken = await postSave(ctx().app, two);
    expect(taken.status, taken.envelope.message).toBe(200);
    const { items } = await storedResponse(ctx().db, two.responseId);
    expect(items[0]?.value).toEqual({ kind: 'regions', optionIds: [a, b] });

    const alone = await postSave(ctx().app, answer(`${none}`));
    expect(alone.status, alone.envelope.message).toBe(200);
    // The report: each region's respondents and share, as a multiple choice's.
    const { questions } = await questionSummaries(
      ctx().db,
      { surveyId, filter: { invalid: 'exclude' } },
      'zh',
    );
    const [summary] = questions;
    expect(summary?.kind).toBe('choice');
    if (summary?.kind !== 'choice') return;
    expect(summary.answered).toBe(2);
    expect(summary.options.map((option) => [option.label, option.count])).toEqual([
      ['标志', 1],
      ['图案', 1],
      ['以上都不是', 1],
    ]);
    // The picture the report draws the shares on: the base image, and the drawn regions (not the none option).
    expect(summary.picture?.url).toBe(saved.answerImgUrl);
    expect(summary.picture?.regions).toEqual(
      saved.optionList
        .filter((option) => option.type !== 'none')
        .map((option) => ({ optionId: option.id, x: option.x, y: option.y, w: option.w, h: option.h })),
    );
    expect(summary.picture?.regions).toHaveLength(2);
    const mixed = await postSave(ctx().app, answer(`${a},${none}`), 'en');
    expect(mixed.status).toBe(400);
    const empty = await postSave(
      ctx().app,
      saveBody({ surveyId } as Parameters<typeof saveBody>[0], { seq: 1, status: 'complete', items: [] }),
      'zh',
    );
    expect(empty.status).toBe(400);
    expect(empty.envelope.message).toContain('答案不能为空，请在上方图片中圈选区域');
  });
});
