import { type Remote, wrap } from 'comlink';
import type { LogicApi } from '../../../workers/logic';
import { spawnLogicWorker } from './spawnWorker';

export type LogicClient = Remote<LogicApi>;

/**
 * The page's logic worker (one that was started earlier, or a new one). One per answer page: it holds the
 * release, the seeded order and the engine of the response being answered; `terminate` when the page goes away.
 */
export function startLogicWorker(worker: Worker = spawnLogicWorker()): {
  logic: LogicClient;
  terminate: () => void;
} {
  return { logic: wrap<LogicApi>(worker), terminate: () => worker.terminate() };
}
