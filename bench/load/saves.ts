import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { ANSWER_API, type SaveAnswersRequestInput } from '../../src/core/api/answer';
import type { BenchSurvey } from '../save/survey';

/** What one autocannon run measured: saves acknowledged per second and the latency percentiles (ms). */
export type SaveFigures = { perSecond: number; p50: number; p99: number; saves: number; refused: number };

/** A first save of a new response: the bench survey's 20 answers, in progress (the "new-response save"). */
export function newResponseSave(survey: BenchSurvey, responseId: string): SaveAnswersRequestInput {
  const belongId = survey.surveyId;
  const choices = survey.choices.map((choice, index) => ({
    belongId,
    quId: choice.id,
    quItemId: choice.optionIds[index % choice.optionIds.length] as string,
  }));
  const texts = survey.texts.map((id, index) => ({ belongId, quId: id, answer: `answer ${index}` }));
  return {
    responseId,
    surveyId: survey.surveyId,
    version: 1,
    seq: 1,
    seed: `seed-${responseId.slice(0, 8)}`,
    userPage: 1,
    status: 'in-progress',
    items: [...choices, ...texts],
  };
}

/** New-response saves against one node for `seconds`, from `connections` keep-alive connections. */
export async function loadSaves(
  url: string,
  survey: BenchSurvey,
  connections: number,
  seconds: number,
): Promise<SaveFigures> {
  const result = await autocannon({
    url: `${url}${ANSWER_API.save}`,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify(newResponseSave(survey, randomUUID())),
        }),
      },
    ],
  });
  const saves = result['2xx'];
  return {
    perSecond: saves / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    saves,
    refused: result.non2xx + result.errors + result.timeouts,
  };
}

/** Several nodes loaded at once (connections each): their saves added up, the worst node's percentiles. */
export async function loadSavesOnNodes(
  urls: readonly string[],
  survey: BenchSurvey,
  connections: number,
  seconds: number,
): Promise<SaveFigures> {
  const each = await Promise.all(urls.map((url) => loadSaves(url, survey, connections, seconds)));
  return {
    perSecond: each.reduce((sum, figures) => sum + figures.perSecond, 0),
    p50: Math.max(...each.map((figures) => figures.p50)),
    p99: Math.max(...each.map((figures) => figures.p99)),
    saves: each.reduce((sum, figures) => sum + figures.saves, 0),
    refused: each.reduce((sum, figures) => sum + figures.refused, 0),
  };
}
