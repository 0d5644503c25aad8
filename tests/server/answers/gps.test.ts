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
 * A GPS question from design to results on each database: the designer's accuracy and wait settings kept,
 * a located answer saved the way the runner sends it (coordinates in answer; accuracy, altitude and fix time
 * in extendsData), stored whole, shown in the response review with its accuracy and fix time, and exported
 * as latitude, longitude and accuracy columns. Coordinates out of range are refused.
 */
const dataDir = await mkdtemp(join(tmpdir(), 'wenda-gps-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const FIX_TIME = Date.UTC(2026, 10, 26, 1, 2, 3);

describe.each(databaseTargets())('GPS answers ($name)', (target) => {
  const ctx = useTestApp(target, { dataDir });

  async function gpsSurvey() {
    const { token } = await designer(ctx().app);
    const survey = await createSurvey(ctx().app, token, 'GPS 测试');
    const question = await saveQuestion(ctx().app, token, {
      belongId: survey.surveyId,
      catalogKey: 'gps',
      quTitle: '您现在在哪里？',
      answerConfig: { paramInt01: 20, paramInt02: 45 },
    });
    await setSurveyState(ctx().app, token, survey.surveyId, '1');
    return { token, surveyId: survey.surveyId, question };
  }

  it('keeps the designer settings, stores a fix whole, reviews and exports it', async () => {
    const { token, surveyId, question } = await gpsSurvey();
    const designed = (await design(ctx().app, token, surveyId)).groupList.flatMap(
      (group) => group.questionList,
    );
    expect(designed).toHaveLength(1);
    expect(designed[0]?.elementType).toBe('GpsBox');
    expect(designed[0]?.answerConfig).toMatchObject({ paramInt01: 20, paramInt02: 45 });

    const body = saveBody({ surveyId } as Parameters<typeof saveBody>[0], {
      seq: 1,
      status: 'complete',
      items: [
        {
          belongId: surveyId,
          quId: question.id,
          answer: '31.2304,121.4737',
          extendsData: { accuracy: 12, altitude: 8.5, fixTime: FIX_TIME },
        },
      ],
    });
    const saved = await postSave(ctx().app, body);
    expect(saved.status, saved.envelope.message).toBe(200);

    const { response, items } = await storedResponse(ctx().db, body.responseId);
    expect(response?.status).toBe('complete');
    expect(items).toHaveLength(1);
    expect(items[0]?.value).toEqual({
      kind: 'gps',
      latitude: 31.2304,
      longitude: 121.4737,
      accuracy: 12,
      altitude: 8.5,
      fixTime: FIX_TIME,
    });

    const detail = await call<ResponseDetail>(
      ctx().app,
      'GET',
      `${RESULTS_API.response}?surveyId=${surveyId}&responseId=${body.responseId}`,
      { token },
    );
    expect(detail.status, detail.envelope.message).toBe(200);
    expect(detail.envelope.data.answers.find((shown) => shown.questionId === question.id)?.lines).toEqual([
      '31.2304, 121.4737 ±12 m',
      '2026-11-26 01:02:03 UTC',
    ]);

    const { file } = await runExport(ctx().app, token, { surveyId, format: 'csv' });
    const [header, ...rows] = parse(file, { bom: true }) as string[][];
    const code = question.itemCode || 'Q1';
    const at = (name: string) => header?.indexOf(name) ?? -1;
    expect(header?.filter((name) => name.startsWith(code))).toEqual([
      `${code}_lat`,
      `${code}_lon`,
      `${code}_acc`,
      `${code}_alt`,
      `${code}_time`,
    ]);
    expect(rows).toHaveLength(1);
    expect([
      rows[0]?.[at(`${code}_lat`)],
      rows[0]?.[at(`${code}_lon`)],
      rows[0]?.[at(`${code}_acc`)],
    ]).toEqual(['31.2304', '121.4737', '12']);
  });

  it('refuses coordinates out of range and stores nothing', async () => {
    const { surveyId, question } = await gpsSurvey();
    const body = saveBody({ surveyId } as Parameters<typeof saveBody>[0], {
      seq: 1,
      status: 'complete',
      items: [
        { belongId: surveyId, quId: question.id, answer: '95,121.4737', extendsData: { accuracy: 12 } },
      ],
    });
    const refused = await postSave(ctx().app, body);
    expect(refused.status).not.toBe(200);
    const { items } = await storedResponse(ctx().db, body.responseId);
    expect(items).toHaveLength(0);
  });
});
