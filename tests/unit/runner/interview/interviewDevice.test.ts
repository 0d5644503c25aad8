import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INTERVIEWER_API, INTERVIEWER_TOKEN_HEADER } from '../../../../src/core/api/interviewers';
import { RunnerDatabase, type StoredAuditEvent } from '../../../../src/runner/db';
import {
  clearInterviews,
  discardEntryId,
  queueDiscard,
  resendAfterLogin,
  startInterview,
} from '../../../../src/runner/interview/interviewStore';
import { DISCARD_PATH } from '../../../../src/runner/interview/outboxSend';
import {
  deviceIdOf,
  forgetLogin,
  INTERVIEWER_HEADER,
  type InterviewerLogin,
  keepLogin,
  keptLogins,
  knownInterviewers,
  liveTokenOf,
  readLogin,
} from '../../../../src/runner/interview/tokenStore';
import { answerQueryOf } from '../../../../src/runner/session/sessionStart';
import { keepRelease } from '../../../../src/runner/storage/releases';
import { commitChange } from '../../../../src/runner/storage/responses';
import { sendEntry } from '../../../../src/runner/sync/outboxDrain';
import { releaseWire } from '../releaseWire';

/**
 * An interview's way through the device (src/runner/interview): started under the release taken out, its
 * saves sent with the interviewer and the token kept on the device (renewed from the reply), a 401 kept as
 * refused until a new login, a discard replacing the waiting save, and clearing only what the server has.
 */
let db: RunnerDatabase;
let counter = 0;
const noLock = <T>(_id: string, work: () => Promise<T>) => work();

const WANG = '0190a0e0-0000-7000-8000-000000000001';
const LI = '0190a0e0-0000-7000-8000-000000000002';
const inADay = () => new Date(Date.now() + 24 * 3600_000).toISOString();
const loginOf = (id: string, name: string, token: string): InterviewerLogin => ({
  token,
  expiresAt: inADay(),
  interviewer: { id, kind: 'code', name },
  loggedInAt: 0,
});

beforeEach(async () => {
  db = new RunnerDatabase(`interview-test-${++counter}`);
  await db.open();
  await keepLogin(loginOf(WANG, '王小明', 'token-1'));
});
afterEach(async () => {
  await db.delete();
  await forgetLogin(WANG);
  await forgetLogin(LI);
});

type Sent = { url: string; headers: Headers; body: Record<string, unknown> };

/** A server answering every call with `reply` (an envelope), noting what was sent. */
function fakeServer(
  reply: (sent: Sent) => { status: number; body: unknown; headers?: Record<string, string> },
) {
  const sent: Sent[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    const call = { url, headers: new Headers(init.headers), body: JSON.parse(String(init.body)) };
    sent.push(call);
    const { status, body, headers } = reply(call);
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });
  };
  return { sent, transport: { fetch } };
}

const acked = (sent: Sent) => ({
  status: 200,
  body: {
    code: 200,
    message: 'ok',
    data: {
      responseId: sent.body.responseId,
      ackSeq: sent.body.seq,
      status: sent.body.status,
      sampleStatus: null,
    },
  },
});

async function interviewWithChange(status: 'in-progress' | 'complete' = 'in-progress', interviewerId = WANG) {
  await keepRelease(db, releaseWire('s1', 1));
  const started = await startInterview(db, 's1', interviewerId);
  if (!started) throw new Error('no release');
  await commitChange(db, started.id, { status }, []);
  return started;
}

describe('interviews on the device', () => {
  it('writes the interview paths and header as the server names them', () => {
    expect(DISCARD_PATH).toBe(INTERVIEWER_API.discard);
    expect(INTERVIEWER_HEADER).toBe(INTERVIEWER_TOKEN_HEADER);
  });

  it('starts each interview with its own id and seed under the release taken out', async () => {
    await keepRelease(db, releaseWire('s1', 1));
    const one = await startInterview(db, 's1', 'i1');
    const two = await startInterview(db, 's1', 'i1');
    expect(one?.id).not.toBe(two?.id);
    expect(one?.seed).not.toBe(two?.seed);
    expect(one).toMatchObject({ version: 1, interviewerId: 'i1', status: 'in-progress' });
    expect(await startInterview(db, 'never-taken-out', 'i1')).toBeUndefined();
  });

  it('sends a save with its interviewer and the kept token, and keeps a renewed token', async () => {
    const response = await interviewWithChange('complete');
    const server = fakeServer((sent) => ({ ...acked(sent), headers: { [INTERVIEWER_HEADER]: 'token-2' } }));
    const result = await sendEntry(db, response.id, { transport: server.transport, lock: noLock });
    expect(result.sent && result.delivery.verdict).toBe('delivered');
    expect(server.sent[0]?.body.interviewerId).toBe(response.interviewerId);
    expect(server.sent[0]?.headers.get(INTERVIEWER_HEADER)).toBe('token-1');
    expect((await readLogin())?.token).toBe('token-2');
    const stored = await db.responses.get(response.id);
    expect(stored?.ackSeq).toBe(stored?.seq);
    expect(stored?.ackedAt).toBeGreaterThan(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps a save an ended login got refused, and sends it again after a new login', async () => {
    const response = await interviewWithChange('complete');
    const refusing = fakeServer(() => ({
      status: 401,
      body: { code: 401, message: '请重新登录', data: { reason: 'interviewerSession' } },
    }));
    await sendEntry(db, response.id, { transport: refusing.transport, lock: noLock });
    expect(await db.outbox.get(response.id)).toMatchObject({ refusedReason: 'interviewerSession' });
    // Refused entries are not sent again by themselves.
    const server = fakeServer(acked);
    expect(await sendEntry(db, response.id, { transport: server.transport, lock: noLock })).toEqual({
      sent: false,
      why: 'refused',
    });
    expect(await resendAfterLogin(db, WANG)).toBe(1);
    await sendEntry(db, response.id, { transport: server.transport, lock: noLock });
    expect(server.sent).toHaveLength(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('discards an interview in progress through its own outbox entry, recorded when the server answers', async () => {
    const response = await interviewWithChange();
    await queueDiscard(db, response.id, 7);
    expect(await db.outbox.get(response.id)).toBeUndefined();
    const entry = await db.outbox.get(discardEntryId(response.id));
    expect(entry).toMatchObject({
      kind: 'interview-discard',
      request: { responseId: response.id, version: 1 },
    });
    const server = fakeServer((sent) => ({
      status: 200,
      body: {
        code: 200,
        message: 'ok',
        data: { responseId: sent.body.responseId, discardedAt: '2026-11-26T10:00:00.000Z' },
      },
    }));
    await sendEntry(db, discardEntryId(response.id), { transport: server.transport, lock: noLock });
    expect(server.sent[0]?.url).toBe(DISCARD_PATH);
    expect(server.sent[0]?.headers.get(INTERVIEWER_HEADER)).toBe('token-1');
    expect(await db.responses.get(response.id)).toMatchObject({
      discardedAt: 7,
      discardAckedAt: '2026-11-26T10:00:00.000Z',
    });
    expect(await db.outbox.count()).toBe(0);
  });

  it('clears only interviews the server has whole, whatever is asked', async () => {
    const sent = await interviewWithChange('complete');
    const waiting = await interviewWithChange('complete');
    const inProgress = await interviewWithChange();
    await sendEntry(db, sent.id, { transport: fakeServer(acked).transport, lock: noLock });
    const trailOf = (responseId: string) =>
      ({
        format: 1,
        responseId,
        seq: 1,
        clock: 0,
        kind: 'end',
        t: 0,
        wallMs: 0,
      }) as unknown as StoredAuditEvent;
    await db.auditEvents.bulkAdd([trailOf(sent.id), trailOf(waiting.id)]);
    expect(await clearInterviews(db, [sent.id, waiting.id, inProgress.id])).toBe(1);
    expect((await db.auditEvents.toArray()).map((event) => event.responseId)).toEqual([waiting.id]);
    expect((await db.responses.toArray()).map((response) => response.id).sort()).toEqual(
      [waiting.id, inProgress.id].sort(),
    );
  });
});

describe('several interviewers on one phone', () => {
  it('keeps a token per interviewer, live only before it ends', async () => {
    await keepLogin(loginOf(LI, '李四', 'token-li'));
    const logins = await keptLogins();
    expect(liveTokenOf(logins, WANG)?.token).toBe('token-1');
    expect(liveTokenOf(logins, LI)?.token).toBe('token-li');
    expect(liveTokenOf(logins, 'someone-else')).toBeUndefined();
    // An ended login is no token to send with.
    expect(liveTokenOf(logins, LI, Date.now() + 2 * 24 * 3600_000)).toBeUndefined();
    // The screen shows the last login; logging it out leaves the other's token and both names.
    expect((await readLogin())?.interviewer.id).toBe(LI);
    await forgetLogin(LI);
    expect(await readLogin()).toBeUndefined();
    expect((await keptLogins()).map((login) => login.token)).toEqual(['token-1']);
    expect(await knownInterviewers()).toEqual(
      new Map([
        [WANG, '王小明'],
        [LI, '李四'],
      ]),
    );
  });

  it("sends each interviewer's entries with their own token, whoever logged in last", async () => {
    const wangs = await interviewWithChange('complete', WANG);
    await keepLogin(loginOf(LI, '李四', 'token-li'));
    const lis = await interviewWithChange('complete', LI);
    const server = fakeServer((sent) => ({
      ...acked(sent),
      headers: { [INTERVIEWER_HEADER]: `${sent.headers.get(INTERVIEWER_HEADER)}-renewed` },
    }));
    await sendEntry(db, wangs.id, { transport: server.transport, lock: noLock });
    await sendEntry(db, lis.id, { transport: server.transport, lock: noLock });
    expect(
      server.sent.map((call) => [call.body.interviewerId, call.headers.get(INTERVIEWER_HEADER)]),
    ).toEqual([
      [WANG, 'token-1'],
      [LI, 'token-li'],
    ]);
    // Each renewal replaced its own interviewer's token only; the screen's login is still 李四's.
    expect(liveTokenOf(await keptLogins(), WANG)?.token).toBe('token-1-renewed');
    expect((await readLogin())?.token).toBe('token-li-renewed');
  });

  it("keeps a logged-out interviewer's entries waiting, sent by nobody else, until they log in again", async () => {
    const wangs = await interviewWithChange('complete', WANG);
    await queueDiscard(db, (await interviewWithChange('in-progress', WANG)).id);
    await forgetLogin(WANG);
    await keepLogin(loginOf(LI, '李四', 'token-li'));
    const lis = await interviewWithChange('complete', LI);
    const server = fakeServer(acked);
    for (const entry of await db.outbox.toArray())
      await sendEntry(db, entry.id, { transport: server.transport, lock: noLock });
    // Only 李四's went; 王小明's save and discard wait on the device, nothing sent for them.
    expect(server.sent.map((call) => call.body.responseId)).toEqual([lis.id]);
    const waiting = await db.outbox.toArray();
    expect(waiting.map((entry) => entry.refusedReason)).toEqual(['interviewerLogin', 'interviewerLogin']);
    // 李四 logging in again does not free them; 王小明 does.
    expect(await resendAfterLogin(db, LI)).toBe(0);
    await keepLogin(loginOf(WANG, '王小明', 'token-2'));
    expect(await resendAfterLogin(db, WANG)).toBe(2);
    const discarding = fakeServer((sent) =>
      sent.url === DISCARD_PATH
        ? {
            status: 200,
            body: {
              code: 200,
              message: 'ok',
              data: { responseId: sent.body.responseId, discardedAt: '2026-11-26T10:00:00.000Z' },
            },
          }
        : acked(sent),
    );
    for (const entry of await db.outbox.toArray())
      await sendEntry(db, entry.id, { transport: discarding.transport, lock: noLock });
    expect(discarding.sent.map((call) => call.headers.get(INTERVIEWER_HEADER))).toEqual([
      'token-2',
      'token-2',
    ]);
    expect(discarding.sent.some((call) => call.body.responseId === wangs.id)).toBe(true);
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps one random device id', async () => {
    const first = await deviceIdOf();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(await deviceIdOf()).toBe(first);
  });
});

describe('the link of an interview', () => {
  it('opens the device response it names only with the interview mark', () => {
    const marked = answerQueryOf(new URLSearchParams('surveyId=s1&responseId=r1&interview=1'));
    expect(marked?.responseId).toBe('r1');
    // A respondent's link that happens to carry a responseId opens as it always did.
    expect(answerQueryOf(new URLSearchParams('surveyId=s1&responseId=r1'))?.responseId).toBeUndefined();
  });
});
