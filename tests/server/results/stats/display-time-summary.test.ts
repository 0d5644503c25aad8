import { describe, expect, it } from 'vitest';
import type { DisplayTimeSummary } from '../../../../src/core/api/displayTimeSummary';
import {
  type QuestionsResponse,
  RESULTS_API,
  type ResultsFilterInput,
} from '../../../../src/core/api/results';
import { displayTimeSurvey } from '../../answers/displayTimeFixture';
import { postSave } from '../../answers/fixture';
import { useTestApp } from '../../support/app';
import { databaseTargets } from '../../support/databases';
import { ok } from './fixture';

type Records = Record<string, { shownMs: number; ranOut: boolean }>;

/**
 * Display time in the report's question summaries: a page break timed 2 s (moving on) opening Q1's page and
 * Q2 timed 3 s (hiding its content). Five responses carry what their devices recorded (one none at all); each
 * question's summary gives, for the timed items covering it, how many reached them, how many had their time
 * run out, and the median and mean time shown — worked out here by hand — and a filter narrows them as it
 * narrows every other figure.
 */
describe.each(databaseTargets())('display time in the question summaries ($name)', (target) => {
  const ctx = useTestApp(target);

  async function surveyWithResponses() {
    const { app } = ctx();
    const { token, surveyId, page, q1, q2 } = await displayTimeSurvey(app, '限时显示统计');
    const save = async (complete: boolean, records?: Records) => {
      const saved = await postSave(app, {
        responseId: crypto.randomUUID(),
        surveyId,
        version: 1,
        seed: 'seed',
        userPage: 1,
        status: complete ? 'complete' : 'in-progress',
        ...(complete ? { sampleStatus: 'Complete' } : {}),
        seq: 1,
        items: complete ? [{ belongId: surveyId, quId: q2.id, quItemId: q2.optionList[0]!.id }] : [],
        paradata: records ? { questionTimeMs: {}, displayTimes: records } : { questionTimeMs: {} },
      });
      expect(saved.status, saved.envelope.message).toBe(200);
    };
    await save(true, {
      [page.id]: { shownMs: 2004, ranOut: true },
      [q2.id]: { shownMs: 3001, ranOut: true },
    });
    await save(false, { [page.id]: { shownMs: 1375, ranOut: false } });
    await save(true, {
      [page.id]: { shownMs: 2010, ranOut: true },
      [q2.id]: { shownMs: 1000, ranOut: false },
    });
    await save(true, {
      [page.id]: { shownMs: 2002, ranOut: true },
      [q2.id]: { shownMs: 3004, ranOut: true },
    });
    await save(false);
    const summaries = async (filter: ResultsFilterInput = {}) => {
      const { questions } = await ok<QuestionsResponse>(app, RESULTS_API.questions, token, {
        surveyId,
        filter,
      });
      const of = (id: string) => questions.find((question) => question.questionId === id)?.displayTimes;
      return { q1: of(q1.id), q2: of(q2.id) };
    };
    return { pageId: page.id, q2Id: q2.id, summaries };
  }

  it('gives each question the reached, ran-out, median and mean figures of the items timing it', async () => {
    const s = await surveyWithResponses();
    const { q1, q2 } = await s.summaries();
    // The page break times Q1's page: four responses reached it, three had its 2 s run out.
    // Median of 1375, 2002, 2004, 2010 is 2003 ms; the mean 7391 / 4 = 1847.75 ms.
    expect(q1).toEqual<DisplayTimeSummary[]>([
      {
        itemId: s.pageId,
        kind: 'page',
        limitSeconds: 2,
        end: 'next',
        reached: 4,
        ranOut: 3,
        medianSeconds: 2.003,
        meanSeconds: 1.848,
      },
    ]);
    // Q2's own 3 s: 3001, 1000, 3004 ms; the median 3001, the mean 7005 / 3 = 2335 ms.
    expect(q2).toEqual<DisplayTimeSummary[]>([
      {
        itemId: s.q2Id,
        kind: 'question',
        limitSeconds: 3,
        end: 'hide',
        reached: 3,
        ranOut: 2,
        medianSeconds: 3.001,
        meanSeconds: 2.335,
      },
    ]);
  });

  it('narrows the figures with the filter, and gives zeros and no times when none reached an item', async () => {
    const s = await surveyWithResponses();
    // Complete responses only: 2004, 2010, 2002 ms on the timed page, all run out.
    const complete = await s.summaries({ statuses: ['complete'] });
    expect(complete.q1?.[0]).toMatchObject({
      reached: 3,
      ranOut: 3,
      medianSeconds: 2.004,
      meanSeconds: 2.005,
    });
    // Unfinished responses: one reached the page and left it early, none reached Q2.
    const unfinished = await s.summaries({ statuses: ['in-progress'] });
    expect(unfinished.q1?.[0]).toMatchObject({
      reached: 1,
      ranOut: 0,
      medianSeconds: 1.375,
      meanSeconds: 1.375,
    });
    expect(unfinished.q2?.[0]).toMatchObject({
      reached: 0,
      ranOut: 0,
      medianSeconds: null,
      meanSeconds: null,
    });
  });
});
