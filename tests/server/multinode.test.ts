import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BenchNode, startNode } from '../../bench/load/node';
import { newResponseSave } from '../../bench/load/saves';
import { type BenchSurvey, publishBenchSurvey } from '../../bench/save/survey';
import { buildApp } from '../../server/app';
import { type DatabaseHandle, openDatabase } from '../../server/db/database';
import { responseItems, responses, surveys } from '../../server/db/schema';
import { DEMO_RESPONSES } from '../../server/publish/demo';
import { ANSWER_API } from '../../src/core/api/answer';
import { USER_API } from '../../src/core/api/user';
import { translate } from '../../src/i18n';
import type { FreshDatabase } from './support/databases';
import { postgresTarget } from './support/postgres-only';

/**
 * Two real server processes (server/main.ts, as `npm start` runs it) on one fresh PostgreSQL database and one
 * Redis, as API nodes behind a load balancer: whatever node a request lands on, a respondent's saves make one
 * response, a guesser's failed logins are counted once, and a logout or password change holds on both.
 */
const target = postgresTarget();
const redisUrl = process.env.REDIS_URL;
if (!redisUrl) console.warn('REDIS_URL is not set: the two-node test is skipped on this machine.');

type Reply = { status: number; envelope: { code: number; message: string; data: unknown } };

async function send(
  node: BenchNode,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<Reply> {
  const response = await fetch(`${node.url}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { token: options.token } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, envelope: (await response.json()) as Reply['envelope'] };
}

describe.skipIf(!target || !redisUrl)('two API nodes on one PostgreSQL and one Redis', () => {
  let fresh: FreshDatabase | undefined;
  let handle: DatabaseHandle | undefined;
  let survey: BenchSurvey;
  let nodeA: BenchNode;
  let nodeB: BenchNode;
  const started: BenchNode[] = [];
  const workDir = mkdtempSync(join(tmpdir(), 'wenda-multinode-'));
  // A prefix of this run only: other runs (and a Wenda using the same Redis) keep their own keys.
  const redisPrefix = `wenda-multinode-${randomBytes(6).toString('hex')}:`;

  beforeAll(async () => {
    fresh = await target!.create();
    handle = await openDatabase({ kind: 'postgres', url: fresh.url! });
    const app = await buildApp({ db: handle.db });
    survey = await publishBenchSurvey(app);
    await app.close();
    // Started together, as an orchestrator starts replicas: each migrates and makes the demo content if
    // missing, and both must find the other's work instead of doing it again.
    const starting = [0, 1].map(() =>
      startNode({ databaseUrl: fresh!.url, dataDir: workDir, redisUrl, redisPrefix }),
    );
    for (const node of await Promise.allSettled(starting)) {
      if (node.status === 'fulfilled') started.push(node.value);
    }
    expect(started).toHaveLength(2);
    [nodeA, nodeB] = started as [BenchNode, BenchNode];
  }, 240_000);

  afterAll(async () => {
    await Promise.all(started.map((node) => node.stop()));
    await handle?.close();
    await fresh?.drop();
    rmSync(workDir, { recursive: true, force: true });
    const redis = new Redis(redisUrl!);
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  }, 60_000);

  it('makes the demo survey and its sample responses once when both start together', async () => {
    const demoTitle = translate('zh', 'design.demo.title');
    const demos = await handle!.db.select().from(surveys).where(eq(surveys.surveyName, demoTitle));
    expect(demos).toHaveLength(1);
    const sample = await handle!.db.select().from(responses).where(eq(responses.surveyId, demos[0]!.id));
    // The sample responses and the demo interviews of one start; a second start's would double them.
    expect(sample.length).toBeGreaterThanOrEqual(DEMO_RESPONSES);
    expect(sample.length).toBeLessThan(2 * DEMO_RESPONSES);
  });

  it("makes one response of a respondent's saves sent alternately to both nodes", async () => {
    const responseId = randomUUID();
    const full = newResponseSave(survey, responseId);
    const saves = full.items.length / 2;
    // Each save holds the answers so far (two more each time); the last one completes the response.
    const saveNumber = (seq: number) => ({
      ...full,
      seq,
      userPage: seq,
      status: seq === saves ? ('complete' as const) : ('in-progress' as const),
      items: full.items.slice(0, seq * 2),
    });
    for (let seq = 1; seq <= saves; seq++) {
      const node = seq % 2 === 1 ? nodeA : nodeB;
      const saved = await send(node, 'POST', ANSWER_API.save, { body: saveNumber(seq) });
      expect(saved.envelope).toMatchObject({ code: 200, data: { ackSeq: seq } });
    }
    // The device replays its last save to both nodes at once (the acknowledgement was lost), and an old one
    // arrives late: neither counts the response twice or takes answers back.
    const replays = await Promise.all([
      send(nodeA, 'POST', ANSWER_API.save, { body: saveNumber(saves) }),
      send(nodeB, 'POST', ANSWER_API.save, { body: saveNumber(saves) }),
      send(nodeB, 'POST', ANSWER_API.save, { body: saveNumber(3) }),
    ]);
    for (const replay of replays) {
      expect(replay.envelope).toMatchObject({ code: 200, data: { ackSeq: saves, status: 'complete' } });
    }

    const db = handle!.db;
    const stored = await db.select().from(responses).where(eq(responses.surveyId, survey.surveyId));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id: responseId, status: 'complete', lastAckSequence: saves });
    const items = await db.select().from(responseItems).where(eq(responseItems.responseId, responseId));
    expect(items.map((item) => item.questionId).sort()).toEqual(
      [...survey.choices.map((choice) => choice.id), ...survey.texts].sort(),
    );
  });

  it('counts failed logins across both nodes: failures on one, the other refuses', async () => {
    const userName = `multi${randomBytes(4).toString('hex')}`;
    const password = 'Passw0rd-multi';
    expect((await send(nodeA, 'POST', USER_API.register, { body: { userName, password } })).status).toBe(200);
    // The default budget: 10 wrong passwords per user name and address in 5 minutes.
    for (let attempt = 1; attempt <= 10; attempt++) {
      const wrong = await send(nodeA, 'POST', USER_API.login, {
        body: { userName, password: 'wrong-pass1' },
      });
      expect(wrong.status).toBe(400);
    }
    const refused = await send(nodeB, 'POST', USER_API.login, { body: { userName, password } });
    expect(refused.status).toBe(429);
    expect(refused.envelope.data).toMatchObject({ retryAfterSeconds: expect.any(Number) });
  });

  it('ends a session on both nodes at once: logout on one, password change on the other', async () => {
    const userName = `multi${randomBytes(4).toString('hex')}`;
    const password = 'Passw0rd-multi';
    await send(nodeB, 'POST', USER_API.register, { body: { userName, password } });
    const loginOn = async (node: BenchNode) => {
      const reply = await send(node, 'POST', USER_API.login, { body: { userName, password } });
      return (reply.envelope.data as { token: string }).token;
    };

    const leaving = await loginOn(nodeA);
    expect((await send(nodeB, 'GET', USER_API.info, { token: leaving })).status).toBe(200);
    expect((await send(nodeB, 'GET', USER_API.logout, { token: leaving })).status).toBe(200);
    expect((await send(nodeA, 'GET', USER_API.info, { token: leaving })).status).toBe(401);

    const otherDevice = await loginOn(nodeA);
    const thisDevice = await loginOn(nodeB);
    const changed = await send(nodeB, 'POST', USER_API.changePassword, {
      token: thisDevice,
      body: { oldPassword: password, newPassword: 'Brand-new-pass2' },
    });
    expect(changed.status).toBe(200);
    expect((await send(nodeA, 'GET', USER_API.info, { token: otherDevice })).status).toBe(401);
    expect((await send(nodeA, 'GET', USER_API.info, { token: thisDevice })).status).toBe(200);
  });
});
