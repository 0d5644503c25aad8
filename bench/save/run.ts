import { randomUUID } from 'node:crypto';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/database';
import { ANSWER_API, type SaveAnswersRequestInput } from '../../src/core/api/answer';
import type { AnswerItemPayload } from '../../src/core/model';
import { timing } from '../logic/stats';
import { type BenchSurvey, publishBenchSurvey } from './survey';

/**
 * Save throughput of POST /api/survey-answer/save against an in-process server (app.inject, no socket) on
 * an in-memory PGlite: N saves of a 20-question response, one client at a time, a quarter of them starting a
 * new response and the rest updating one (growing sequence, a few answers changed each time); then the same
 * N saves again, which are all replays (no-ops). Figures only.
 */
const SAVES = Number(process.env.SAVES ?? 2000);
const SAVES_PER_RESPONSE = 4;

function itemsFor(survey: BenchSurvey, step: number, salt: number): AnswerItemPayload[] {
  const belongId = survey.surveyId;
  const choices = survey.choices.map((choice, index) => ({
    belongId,
    quId: choice.id,
    quItemId: choice.optionIds[(index + step + salt) % choice.optionIds.length] as string,
  }));
  const texts = survey.texts.map((id, index) => ({ belongId, quId: id, answer: `answer ${index} v${step}` }));
  return [...choices, ...texts];
}

function plannedSaves(survey: BenchSurvey): SaveAnswersRequestInput[] {
  const saves: SaveAnswersRequestInput[] = [];
  for (let responseIndex = 0; saves.length < SAVES; responseIndex++) {
    const responseId = randomUUID();
    for (let seq = 1; seq <= SAVES_PER_RESPONSE && saves.length < SAVES; seq++) {
      saves.push({
        responseId,
        surveyId: survey.surveyId,
        version: 1,
        seq,
        seed: `seed-${responseIndex}`,
        userPage: seq,
        status: seq === SAVES_PER_RESPONSE ? 'complete' : 'in-progress',
        items: itemsFor(survey, seq, responseIndex),
      });
    }
  }
  return saves;
}

async function timeSaves(
  app: Awaited<ReturnType<typeof buildApp>>,
  saves: readonly SaveAnswersRequestInput[],
) {
  const samples: number[] = [];
  const started = performance.now();
  for (const body of saves) {
    const start = performance.now();
    const response = await app.inject({ method: 'POST', url: ANSWER_API.save, payload: body });
    samples.push(performance.now() - start);
    if (response.statusCode !== 200) throw new Error(`save refused: ${response.body}`);
  }
  const totalMs = performance.now() - started;
  return { totalMs, perSecond: (saves.length / totalMs) * 1000, ...timing(samples) };
}

const format = (ms: number) => `${ms.toFixed(2)} ms`;

async function main() {
  const handle = await openDatabase({ kind: 'memory' });
  const app = await buildApp({ db: handle.db });
  try {
    const survey = await publishBenchSurvey(app);
    const saves = plannedSaves(survey);
    const first = await timeSaves(app, saves);
    const replay = await timeSaves(app, saves);
    console.log(
      `save benchmark: ${saves.length} saves of a 20-question response, in-process, PGlite in memory`,
    );
    console.log(
      `  (${saves.length / SAVES_PER_RESPONSE} responses: 1 new + ${SAVES_PER_RESPONSE - 1} updates each, the last complete)`,
    );
    console.table({
      saves: {
        'saves/s': first.perSecond.toFixed(0),
        median: format(first.median),
        p95: format(first.p95),
        total: format(first.totalMs),
      },
      'replays (no-ops)': {
        'saves/s': replay.perSecond.toFixed(0),
        median: format(replay.median),
        p95: format(replay.p95),
        total: format(replay.totalMs),
      },
    });
    console.log(`replay cost: ${(replay.median / first.median).toFixed(2)} × a save (median)`);
  } finally {
    await app.close();
    await handle.close();
  }
}

await main();
