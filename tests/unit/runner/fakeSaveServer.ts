import type { SaveAnswersRequest } from '../../../src/core/api/answer';
import type { Fetch } from '../../../src/runner/sync/sendSave';

/** What the stand-in answers: the save contract, no connection at all, or a given status and body. */
export type ServerMode = 'up' | 'down' | { status: number; body: unknown; headers?: Record<string, string> };

/**
 * A fetch standing in for the save call with its contract (server/answers/store-save.ts): a save of a seq
 * above the response's ackSeq is stored, one at or below it is answered as acknowledged and changes nothing.
 * `stored` lists what was stored (the server's rows), `received` every body that arrived; `gate`, when set,
 * holds each request until it resolves, to make sends overlap.
 */
export function fakeSaveServer() {
  const acked = new Map<string, number>();
  const received: SaveAnswersRequest[] = [];
  const stored: SaveAnswersRequest[] = [];
  const state = { mode: 'up' as ServerMode, gate: undefined as Promise<void> | undefined };
  const fetch: Fetch = async (_input, init) => {
    if (state.gate) await state.gate;
    const mode = state.mode;
    if (mode === 'down') throw new TypeError('Failed to fetch');
    const body = JSON.parse(String(init.body)) as SaveAnswersRequest;
    received.push(body);
    if (mode !== 'up')
      return new Response(JSON.stringify(mode.body), { status: mode.status, headers: mode.headers });
    const ackSeq = acked.get(body.responseId) ?? 0;
    if (body.seq > ackSeq) {
      stored.push(body);
      acked.set(body.responseId, body.seq);
    }
    const data = {
      responseId: body.responseId,
      ackSeq: Math.max(ackSeq, body.seq),
      status: body.status,
      sampleStatus: body.status === 'complete' ? 'Complete' : null,
      droppedQuestionIds: [],
    };
    return new Response(JSON.stringify({ code: 200, message: 'ok', data }), { status: 200 });
  };
  return {
    fetch,
    received,
    stored,
    set mode(next: ServerMode) {
      state.mode = next;
    },
    set gate(next: Promise<void> | undefined) {
      state.gate = next;
    },
  };
}
