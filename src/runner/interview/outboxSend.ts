import type { OutboxEntry, RunnerDatabase, SaveOutboxEntry } from '../db';
import type { FetchReply } from '../sync/delivery';
import { type Fetch, postEntry, postSave } from '../sync/sendSave';
import { AWAITING_LOGIN_REASON } from './awaitingLogin';
import { liveLoginOf, withInterviewerToken } from './tokenStore';

/**
 * How an interview's entries of the outbox go out (docs/architecture.md "Interviewer mode"), for the page and
 * the service worker alike (src/runner/sync/outboxKinds.ts), so nothing here may bring zod or Dexie.
 */

/** INTERVIEWER_API.discard of src/core/api/interviewers.ts, written out (a unit test keeps them equal). */
export const DISCARD_PATH = '/api/interview/discard';

/** The entry's interviewer has no live login here: kept waiting for it, nothing sent (./awaitingLogin.ts). */
function awaitingLoginReply(): FetchReply {
  return { kind: 'response', status: 401, envelope: { code: 401, data: { reason: AWAITING_LOGIN_REASON } } };
}

/**
 * A save as it is sent: an interview's names its interviewer (the response's, read at the send rather than
 * kept in the queued body, so saves queued before the field existed need no new format) and carries THAT
 * interviewer's token — another interviewer logged in on the same phone since does not lend theirs (the
 * server would refuse it). Without a live login of theirs it waits on the device for it.
 */
export async function sendSaveEntry(
  entry: SaveOutboxEntry,
  send: Fetch,
  headers: Record<string, string> | undefined,
  db: RunnerDatabase,
): Promise<FetchReply> {
  const response = await db.responses.get(entry.responseId);
  const interviewerId = response?.interviewerId;
  if (!interviewerId) return postSave(entry.body, send, headers);
  const login = await liveLoginOf(interviewerId);
  if (!login) return awaitingLoginReply();
  return postSave({ ...entry.body, interviewerId }, withInterviewerToken(send, login), headers);
}

/** The server acknowledged everything of an interview: when, as this device learnt it (the ack has no time). */
export async function noteInterviewAcked(db: RunnerDatabase, responseId: string, now = Date.now()) {
  await db.transaction('rw', db.responses, async () => {
    const response = await db.responses.get(responseId);
    if (response?.interviewerId && response.ackSeq >= response.seq)
      await db.responses.update(responseId, { ackedAt: now });
  });
}

/** Posts a queued discard with its interviewer's token, or waits for their login as a save does. */
export async function sendDiscardEntry(
  entry: OutboxEntry,
  send: Fetch,
  headers: Record<string, string> = {},
): Promise<FetchReply> {
  if (entry.kind !== 'interview-discard') return { kind: 'network-error' };
  const login = await liveLoginOf(entry.request.interviewerId);
  if (!login) return awaitingLoginReply();
  return postEntry(DISCARD_PATH, entry.request, withInterviewerToken(send, login), headers);
}

/** The server recorded the discard: its time is kept on the response, and the entry goes. */
export async function discardDelivered(db: RunnerDatabase, entry: OutboxEntry, data: unknown) {
  const { discardedAt } = (data ?? {}) as { discardedAt?: unknown };
  await db.transaction('rw', db.responses, db.outbox, async () => {
    await db.responses.update(entry.responseId, {
      discardAckedAt: typeof discardedAt === 'string' ? discardedAt : new Date().toISOString(),
    });
    await db.outbox.delete(entry.id);
  });
}
