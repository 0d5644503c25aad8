import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { type BenchNode, startNode } from '../../../bench/load/node';
import { type BenchSurvey, publishBenchSurvey } from '../../../bench/save/survey';
import { type DatabaseLocation, openDatabase, pgliteDirectory } from '../../../server/db/database';
import { responseItems, responses } from '../../../server/db/schema';
import { ANSWER_API, type SaveAnswersRequestInput } from '../../../src/core/api/answer';
import { databaseTargets } from '../support/databases';

/*
 * kill -9 in the middle of a burst of saves (issue 15): a real server process (server/main.ts), several
 * respondents saving one after another as the runner's outbox does, the process killed with SIGKILL, then
 * started again on the same data. Every save it acknowledged must be there, exactly; the devices then send
 * all their saves again (same response ids and sequences) and every response ends complete, stored once.
 */

const RESPONDENTS = 6;
const SAVES_EACH = 12;
/** Acknowledged saves, of all respondents, before the kill: about a third of the burst. */
const KILL_AFTER = 25;

type Respondent = { responseId: string; saves: SaveAnswersRequestInput[]; acked: number };

/** A respondent's saves: each answers the twenty questions a little differently; the last completes. */
function respondentSaves(survey: BenchSurvey, responseId: string): SaveAnswersRequestInput[] {
  const belongId = survey.surveyId;
  return Array.from({ length: SAVES_EACH }, (_, index) => {
    const seq = index + 1;
    const choices = survey.choices.map((choice, question) => ({
      belongId,
      quId: choice.id,
      quItemId: choice.optionIds[(question + seq) % choice.optionIds.length] as string,
    }));
    // Each save answers one more fill-in than the one before (up to all ten), each in its own words.
    const texts = survey.texts
      .slice(0, Math.min(survey.texts.length, seq))
      .map((id, question) => ({ belongId, quId: id, answer: `答案 ${question} 第${seq}次` }));
    return {
      responseId,
      surveyId: survey.surveyId,
      version: 1,
      seq,
      seed: `seed-${responseId.slice(0, 8)}`,
      userPage: seq,
      status: seq === SAVES_EACH ? 'complete' : 'in-progress',
      items: [...choices, ...texts],
    };
  });
}

/** What a save's items answer, comparable with what the progress call gives back. */
function answered(items: readonly { quId: string; quItemId?: string | null; answer?: string | null }[]) {
  return items.map((item) => `${item.quId}=${item.quItemId ?? item.answer}`).sort();
}

async function post(node: BenchNode, body: SaveAnswersRequestInput): Promise<number> {
  const response = await fetch(`${node.url}${ANSWER_API.save}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; message: string };
  if (response.status !== 200 || envelope.code !== 200)
    throw new Error(`save ${body.seq} refused: ${response.status} ${envelope.code} ${envelope.message}`);
  return envelope.code;
}

/**
 * Each respondent sends its saves in order, each once its previous one was acknowledged; a save that fails
 * (the server is gone) stops that respondent, as the outbox keeps it for later. `onAck` sees each ack.
 */
async function burst(node: BenchNode, respondents: Respondent[], onAck: () => void): Promise<void> {
  await Promise.all(
    respondents.map(async (respondent) => {
      for (const save of respondent.saves) {
        try {
          await post(node, save);
        } catch {
          return;
        }
        respondent.acked = save.seq;
        onAck();
      }
    }),
  );
}

type Stored = { status: string; ackSeq: number; answered: string[] };

async function storedOf(node: BenchNode, responseId: string): Promise<Stored | undefined> {
  const response = await fetch(`${node.url}${ANSWER_API.progress}?responseId=${responseId}`);
  const envelope = (await response.json()) as {
    code: number;
    data: { status: string; ackSeq: number; items: { quId: string; quItemId?: string; answer?: string }[] };
  };
  if (envelope.code === 404) return undefined;
  return {
    status: envelope.data.status,
    ackSeq: envelope.data.ackSeq,
    answered: answered(envelope.data.items),
  };
}

/** The server at `url` as publishBenchSurvey calls an app (its `inject`), over HTTP. */
function overHttp(url: string): FastifyInstance {
  const inject = async (request: {
    method: string;
    url: string;
    headers?: Record<string, string>;
    payload?: unknown;
  }) => {
    const response = await fetch(`${url}${request.url}`, {
      method: request.method,
      headers: { ...request.headers, ...(request.payload ? { 'content-type': 'application/json' } : {}) },
      body: request.payload === undefined ? undefined : JSON.stringify(request.payload),
    });
    const text = await response.text();
    return { json: () => JSON.parse(text) };
  };
  return { inject } as unknown as FastifyInstance;
}

describe.each(databaseTargets())('a server killed in a burst of saves ($name)', (target) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('keeps every acknowledged save, and the replays complete every response once', async () => {
    // Under /dev/shm: memory, but files like any others, which a killed process leaves as they were.
    const dataDir = mkdtempSync('/dev/shm/wenda-killed-');
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const fresh = await target.create();
    cleanups.push(() => fresh.drop());
    const location: DatabaseLocation = fresh.url
      ? { kind: 'postgres', url: fresh.url }
      : { kind: 'pglite', directory: pgliteDirectory(dataDir) };
    // No demo mode: the survey's user registers itself, and the demo survey's 200 responses would only slow
    // every start.
    const start = () => startNode({ databaseUrl: fresh.url, dataDir, demo: false });
    const first = await start();
    cleanups.push(() => first.kill());
    const survey = await publishBenchSurvey(overHttp(first.url));
    const respondents: Respondent[] = Array.from({ length: RESPONDENTS }, () => {
      const responseId = randomUUID();
      return { responseId, saves: respondentSaves(survey, responseId), acked: 0 };
    });

    let acks = 0;
    let killing: Promise<void> | undefined;
    await burst(first, respondents, () => {
      acks += 1;
      if (acks === KILL_AFTER) killing = first.kill();
    });
    await killing;
    expect(acks).toBeGreaterThanOrEqual(KILL_AFTER);
    // The kill came in the middle: some saves were never acknowledged.
    expect(respondents.some((respondent) => respondent.acked < SAVES_EACH)).toBe(true);

    const second = await start();
    cleanups.push(() => second.stop());
    for (const respondent of respondents) {
      const stored = await storedOf(second, respondent.responseId);
      if (respondent.acked === 0) continue;
      // An acknowledged save is there; a later one may be too (stored, its answer lost with the process).
      expect(stored?.ackSeq).toBeGreaterThanOrEqual(respondent.acked);
      const save = respondent.saves[(stored?.ackSeq ?? 0) - 1] as SaveAnswersRequestInput;
      expect(stored?.status).toBe(save.status);
      if (save.status === 'in-progress') expect(stored?.answered).toEqual(answered(save.items));
    }

    // The outbox sends everything again, the same saves with the same ids.
    for (const respondent of respondents) respondent.acked = 0;
    await burst(second, respondents, () => {});
    expect(respondents.map((respondent) => respondent.acked)).toEqual(respondents.map(() => SAVES_EACH));
    await second.stop();

    const check = await openDatabase(location);
    try {
      const stored = await check.db.select().from(responses).where(eq(responses.surveyId, survey.surveyId));
      expect(stored.map((row) => row.id).sort()).toEqual(respondents.map((r) => r.responseId).sort());
      expect(stored.every((row) => row.status === 'complete' && row.lastAckSequence === SAVES_EACH)).toBe(
        true,
      );
      const items = await check.db
        .select()
        .from(responseItems)
        .where(eq(responseItems.surveyId, survey.surveyId));
      for (const respondent of respondents) {
        const last = respondent.saves[SAVES_EACH - 1] as SaveAnswersRequestInput;
        const rows = items.filter((row) => row.responseId === respondent.responseId);
        expect(answered(rows.map((row) => ({ ...row, quId: row.questionId })))).toEqual(answered(last.items));
      }
    } finally {
      await check.close();
    }
  }, 300_000);
});
