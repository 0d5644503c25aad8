import type { LogicApi } from '../../../workers/logic';
import type { LogicCall, LogicReply } from '../../../workers/protocol';
import { spawnLogicWorker } from './spawnWorker';

/** The logic worker's methods as the page calls them: each answers with a promise. */
export type LogicClient = {
  [Method in keyof LogicApi]: (
    ...args: Parameters<LogicApi[Method]>
  ) => Promise<Awaited<ReturnType<LogicApi[Method]>>>;
};

/**
 * The page's logic worker (one that was started earlier, or a new one). One per answer page: it holds the
 * release, the seeded order and the engine of the response being answered; `terminate` when the page goes away
 * (it ends the worker once the calls under way are answered).
 * Each call is one message and one reply, matched by id (workers/protocol.ts); what the worker throws is
 * rethrown here as an Error with its name and message.
 */
export function startLogicWorker(worker: Worker = spawnLogicWorker()): {
  logic: LogicClient;
  terminate: () => void;
  worker: Worker;
} {
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let lastId = 0;
  let ending = false;
  // Ends the worker once no call is waiting, a turn after the last reply: a change written as the page went
  // away (an interviewer back to the list right after an answer) makes its calls one after another, and the
  // last one's answer still reaches the device. Never later than ENDING_CAP_MS.
  const endWhenIdle = () =>
    setTimeout(() => {
      if (waiting.size === 0) worker.terminate();
    }, 0);
  worker.addEventListener('message', (event: MessageEvent<LogicReply>) => {
    const reply = event.data;
    const call = waiting.get(reply?.id);
    if (!call) return;
    waiting.delete(reply.id);
    if (reply.ok) call.resolve(reply.value);
    else call.reject(Object.assign(new Error(reply.error.message), { name: reply.error.name }));
    if (ending && waiting.size === 0) endWhenIdle();
  });
  const callWorker = (method: string, args: unknown[]) =>
    new Promise<unknown>((resolve, reject) => {
      const message: LogicCall = { id: ++lastId, method, args };
      waiting.set(message.id, { resolve, reject });
      try {
        worker.postMessage(message);
      } catch (error) {
        // Arguments that cannot be cloned.
        waiting.delete(message.id);
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  // Any method name becomes a call; `then` stays undefined, so the client is never taken for a promise.
  const logic = new Proxy({} as LogicClient, {
    get: (_target, method) =>
      typeof method === 'string' && method !== 'then'
        ? (...args: unknown[]) => callWorker(method, args)
        : undefined,
  });
  const terminate = () => {
    if (ending) return;
    ending = true;
    endWhenIdle();
    setTimeout(() => worker.terminate(), ENDING_CAP_MS);
  };
  return { logic, terminate, worker };
}

/** How long a page gone away keeps its worker for the calls still under way. */
const ENDING_CAP_MS = 5_000;
