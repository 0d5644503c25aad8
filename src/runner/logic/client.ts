import { type Remote, wrap } from 'comlink';
import type { LogicApi } from '../../../workers/logic';

export type LogicClient = Remote<LogicApi>;

/**
 * Starts the page's logic worker. One per answer page: it holds the release, the seeded order and the engine
 * of the response being answered; `terminate` when the page goes away.
 */
export function startLogicWorker(): { logic: LogicClient; terminate: () => void } {
  const worker = new Worker(new URL('../../../workers/logic.ts', import.meta.url), {
    type: 'module',
    name: 'wenda-logic',
  });
  return { logic: wrap<LogicApi>(worker), terminate: () => worker.terminate() };
}
