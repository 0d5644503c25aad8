import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, describe, expect, it } from 'vitest';
import type { AnswerOfKind, AssociationChoice, Question } from '../../../src/core/model';
import { createRandom } from '../../../src/core/shuffle';
import { dScore, scoredTrials } from '../../../src/questions/implicitAssociation/dScore';
import { readIatSetup } from '../../../src/questions/implicitAssociation/family';
import { fullIatTrials } from '../../../src/questions/implicitAssociation/trials';
import { toSavePayload } from '../../../src/questions/validate';
import { createSurvey, design, designer } from '../design/support';
import { runExport } from '../results/exports/support';
import { useTestApp } from '../support/app';
import { databaseTargets } from '../support/databases';
import { postSave, saveBody, saveQuestion, setSurveyState, storedResponse } from './fixture';

/**
 * Implicit association on each database: the designer's full-IAT setup kept through the save endpoint
 * (/design/qu-time-notes); a swipe round saved as the runner sends it (one item per item, timings, touch and
 * direction in extendsData) stored with every field; a save whose timings disagree, or a full IAT trial on the
 * wrong side, refused by the server's re-check (the family's core rule) with nothing stored; and a complete
 * full IAT of 180 trials stored one row per stimulus and read back whole.
 */
const dataDir = await mkdtemp(join(tmpdir(), 'wenda-iat-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

type Association = AnswerOfKind<'association'>;

describe.each(databaseTargets())('implicit association answers ($name)', (target) => {
  const ctx = useTestApp(target, { dataDir });

  async function iatSurvey(fields: Record<string, unknown>) {
    const { token } = await designer(ctx().app);
    const survey = await createSurvey(ctx().app, token, '品牌联想');
    const saved = await saveQuestion(ctx().app, token, {
      belongId: survey.surveyId,
      catalogKey: 'implicitAssociation',
      quTitle: '凭第一感觉左右滑动',
      ...fields,
    });
    await setSurveyState(ctx().app, token, survey.surveyId, '1');
    const [question] = (await design(ctx().app, token, survey.surveyId)).groupList.flatMap(
      (group) => group.questionList,
    );
    return { token, surveyId: survey.surveyId, question: question as Question, saved };
  }

  function save(surveyId: string, question: Question, answer: Association) {
    const body = saveBody({ surveyId } as Parameters<typeof saveBody>[0], {
      seq: 1,
      status: 'complete',
      items: toSavePayload(question, answer),
    });
    return { body, result: postSave(ctx().app, body) };
  }

  const choice = (descId: string, optionId: string, stTime: number, latency: number): AssociationChoice => ({
    descId,
    optionId,
    stTime,
    edTime: stTime + latency,
    time: latency / 1000,
  });

  it('stores a swipe round with every field, and refuses timings that disagree', async () => {
    const { token, surveyId, question } = await iatSurvey({
      optionList: [{ optionName: '喜欢' }, { optionName: '不喜欢' }],
      descList: [{ optionName: '瑞幸' }, { optionName: '星巴克' }],
    });
    const [like, dislike] = question.optionList;
    const [first, second] = question.descList;
    const answer: Association = {
      kind: 'association',
      timeOrigin: 1_764_100_000_000.25,
      choices: [
        {
          ...choice(first!.id, like!.id, 1234.5, 612.25),
          firstTouch: 301.5,
          direction: 'left',
          corrections: 1,
        },
        {
          ...choice(second!.id, dislike!.id, 3900.125, 488),
          firstTouch: 120,
          direction: 'right',
          corrections: 0,
        },
      ],
    };
    const { body, result } = save(surveyId, question, answer);
    const saved = await result;
    expect(saved.status, saved.envelope.message).toBe(200);
    const { items } = await storedResponse(ctx().db, body.responseId);
    expect(items).toHaveLength(2);
    const byDesc = new Map(items.map((item) => [item.descId, item]));
    expect(byDesc.get(first!.id)?.value).toEqual({
      kind: 'association',
      timeOrigin: answer.timeOrigin,
      choices: [answer.choices[0]],
    });
    expect(byDesc.get(second!.id)?.quItemId).toBe(dislike!.id);

    // The export: per item the side (1 left, 2 right), the latency and the first touch in ms.
    const { file } = await runExport(ctx().app, token, { surveyId, format: 'csv' });
    const [header, row] = parse(file, { bom: true }) as string[][];
    const cell = (name: string) => row?.[header?.indexOf(name) ?? -1];
    const code = question.itemCode || 'Q1';
    expect(header?.filter((name) => name.startsWith(code))).toEqual(
      [1, 2].flatMap((n) => [
        `${code}_${n}`,
        `${code}_${n}_ms`,
        `${code}_${n}_touch_ms`,
        `${code}_${n}_corr`,
      ]),
    );
    expect([cell(`${code}_1`), cell(`${code}_1_ms`), cell(`${code}_1_touch_ms`), cell(`${code}_2`)]).toEqual([
      '1',
      '612.3',
      '301.5',
      '2',
    ]);

    const disagreeing: Association = {
      kind: 'association',
      choices: [
        { ...choice(first!.id, like!.id, 1000, 500), time: 0.9 },
        choice(second!.id, like!.id, 3000, 400),
      ],
    };
    const refused = save(surveyId, question, disagreeing);
    expect((await refused.result).status).not.toBe(200);
    expect((await storedResponse(ctx().db, refused.body.responseId)).items).toHaveLength(0);
  });

  it('keeps the full-IAT setup, stores 180 trials and re-checks their sides', async () => {
    const iat = {
      full: true,
      itemSides: { 'item-rose': 0, 'item-roach': 1 },
      attributeLabels: ['好', '坏'],
      attributes: [
        { id: 'attr-good', name: '美好', side: 0 },
        { id: 'attr-bad', name: '糟糕', side: 1 },
      ],
      counterbalance: true,
    };
    const { token, surveyId, question } = await iatSurvey({
      optionList: [{ optionName: '花' }, { optionName: '虫' }],
      descList: [
        { id: 'item-rose', optionName: '玫瑰' },
        { id: 'item-roach', optionName: '蟑螂' },
      ],
      answerConfig: { iat },
    });
    expect(question.answerConfig.iat).toEqual(iat);
    const setup = readIatSetup(question);
    const trials = fullIatTrials(setup, ['item-rose', 'item-roach'], true, createRandom('respondent'));
    const choices = trials.map(
      (trial, index): AssociationChoice => ({
        ...choice(
          trial.stimulusId,
          question.optionList[trial.correctSide]!.id,
          5000 + index * 1500,
          650 + (index % 7) * 20,
        ),
        direction: trial.correctSide === 0 ? 'left' : 'right',
        errors: index % 11 === 0 ? 1 : 0,
        corrections: 0,
        block: trial.block,
        trial: trial.trial,
      }),
    );
    const answer: Association = { kind: 'association', choices, reversedFirst: true };
    const { body, result } = save(surveyId, question, answer);
    const saved = await result;
    expect(saved.status, saved.envelope.message).toBe(200);
    const { items } = await storedResponse(ctx().db, body.responseId);
    // One row per stimulus, each holding its trials.
    expect(items).toHaveLength(4);
    const stored = items.flatMap((item) => (item.value as Association).choices);
    expect(stored.sort((a, b) => (a.trial ?? 0) - (b.trial ?? 0))).toEqual(choices);
    expect(items.every((item) => (item.value as Association).reversedFirst === true)).toBe(true);

    // The export gives the respondent's D score (built-in correction) and the flags.
    const { file } = await runExport(ctx().app, token, { surveyId, format: 'csv' });
    const [header, row] = parse(file, { bom: true }) as string[][];
    const code = question.itemCode || 'Q1';
    const cell = (name: string) => row?.[header?.indexOf(name) ?? -1];
    const expected = dScore(scoredTrials(choices, true), 'builtInCorrection').d as number;
    expect([cell(`${code}_d`), cell(`${code}_fast`), cell(`${code}_rev`)]).toEqual([
      String(Math.round(expected * 1000) / 1000),
      '0',
      '1',
    ]);

    // The same run claiming the first pairing came first puts block 1's items on the wrong side.
    const wrong = save(surveyId, question, { ...answer, reversedFirst: false });
    expect((await wrong.result).status).not.toBe(200);
    expect((await storedResponse(ctx().db, wrong.body.responseId)).items).toHaveLength(0);
  });
});
