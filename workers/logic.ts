/// <reference lib="webworker" />
import { expose } from 'comlink';
import { readPublishedRelease } from '../src/core/model/readRelease';
import { LogicSessionCore } from './logicSessionCore';

/**
 * The runner's logic worker: one LogicSession per page, reached through comlink (src/runner/logic/client.ts).
 * The page sends answer changes and gets back visibility, hidden options and rows, assigned values and the
 * end state; it also asks here for the next page, the page's validation issues and a save's wire items.
 */
const session = new LogicSessionCore(readPublishedRelease);

export const logicApi = {
  open: session.open.bind(session),
  change: session.change.bind(session),
  next: session.next.bind(session),
  previous: session.previous.bind(session),
  first: session.first.bind(session),
  validatePage: session.validatePage.bind(session),
  payload: session.payload.bind(session),
  answersFromItems: session.answersFromItems.bind(session),
};
export type LogicApi = typeof logicApi;

expose(logicApi);
