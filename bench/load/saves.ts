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

/** The next save to send: a new response's, or an update of one the bench made before. */
export type NextSave = () => SaveAnswersRequestInput;

/** New responses, one per request. */
export const newResponses =
  (survey: BenchSurvey): NextSave =>
  () =>
    newResponseSave(survey, randomUUID());

/**
 * Saves of stored responses, taken in turn (far more of them than connections, so no two saves of one
 * response are in flight at once), each with the next sequence and its ten fill-ins written one of two
 * ways at random: about half of the saves change those ten rows, the rest write the same content again.
 */
export function updatesOf(survey: BenchSurvey, responseIds: readonly string[]): NextSave {
  const sequences = responseIds.map(() => 1);
  let next = 0;
  return () => {
    const index = next++ % responseIds.length;
    sequences[index] = (sequences[index] as number) + 1;
    return updateSave(survey, responseIds[index] as string, sequences[index] as number, Math.random() < 0.5);
  };
}

/** A later save of a response: the same answers, the fill-ins in their first or second wording. */
export function updateSave(
  survey: BenchSurvey,
  responseId: string,
  seq: number,
  secondWording: boolean,
): SaveAnswersRequestInput {
  const save = newResponseSave(survey, responseId);
  const items = save.items.map((item) =>
    item.answer === undefined ? item : { ...item, answer: `${item.answer}${secondWording ? ' again' : ''}` },
  );
  return { ...save, seq, userPage: 2, items };
}

/** `count` new responses stored through `url` (32 at a time), for the updates to save again. */
export async function storedResponses(url: string, survey: BenchSurvey, count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  let next = 0;
  const sender = async () => {
    while (next < ids.length) {
      const id = ids[next++] as string;
      const response = await fetch(`${url}${ANSWER_API.save}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(newResponseSave(survey, id)),
      });
      const envelope = (await response.json()) as { code: number; message: string };
      if (envelope.code !== 200) throw new Error(`a bench response is refused: ${envelope.message}`);
    }
  };
  await Promise.all(Array.from({ length: 32 }, sender));
  return ids;
}

/** Saves from `nextSave` against one node for `seconds`, from `connections` keep-alive connections. */
export async function loadSaves(
  url: string,
  nextSave: NextSave,
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
        setupRequest: (request) => ({ ...request, body: JSON.stringify(nextSave()) }),
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
  nextSave: NextSave,
  connections: number,
  seconds: number,
): Promise<SaveFigures> {
  const each = await Promise.all(urls.map((url) => loadSaves(url, nextSave, connections, seconds)));
  return {
    perSecond: each.reduce((sum, figures) => sum + figures.perSecond, 0),
    p50: Math.max(...each.map((figures) => figures.p50)),
    p99: Math.max(...each.map((figures) => figures.p99)),
    saves: each.reduce((sum, figures) => sum + figures.saves, 0),
    refused: each.reduce((sum, figures) => sum + figures.refused, 0),
  };
}
