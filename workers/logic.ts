/// <reference lib="webworker" />
import { readPublishedRelease } from '../src/core/model/readRelease';
import { LogicSessionCore, type OpenedSession } from './logicSessionCore';
import {
  type LogicCall,
  type LogicReply,
  PREPARE_MESSAGE,
  PREPARED_MESSAGE,
  type PrepareRequest,
} from './protocol';

/**
 * The runner's logic worker: one LogicSession per page, called by the page through src/runner/logic/client.ts
 * (./protocol.ts). The page sends answer changes and gets back visibility, hidden options and rows, assigned
 * values and the end state; it also asks here for the next page, the page's validation issues and a save's
 * wire items.
 */
declare const self: DedicatedWorkerGlobalScope;

const session = new LogicSessionCore(readPublishedRelease);

export interface PreparedSession {
  opened: OpenedSession;
  /** The first page to show (first()), for a response that starts from the beginning. */
  first: number;
}

/** A response opened ahead at the boot script's request: which, and the opening. */
export interface PreparedOpening {
  responseId: string;
  seed: string;
  version: number;
  session: PreparedSession;
}

/** The response opened ahead, until the page takes it or opens another. */
let prepared: PreparedOpening | undefined;
/** Whether the page has opened (or taken over) its response: a late request to prepare is then ignored. */
let pageOpened = false;

function prepare(request: PrepareRequest): void {
  // The page opened its response already (it did not wait for this one): never replace it.
  if (pageOpened) return;
  try {
    const opened = session.open(request.wire, request.seed, request.answers, request.responseId);
    const { responseId, seed } = request;
    prepared = {
      responseId,
      seed,
      version: opened.release.version,
      session: { opened, first: session.first() },
    };
  } catch {
    // Not a release this worker can read: the page opens it itself and hears why.
    prepared = undefined;
  }
  self.postMessage({ [PREPARED_MESSAGE]: prepared ?? null });
}

export const logicApi = {
  open: (...args: Parameters<LogicSessionCore['open']>) => {
    pageOpened = true;
    prepared = undefined;
    return session.open(...args);
  },
  /**
   * The response opened ahead, when it is this one (same id, seed and release version; the page asks only
   * when it resumes the device's copy as the boot script read it); undefined otherwise, and the page opens it
   * with `open`.
   */
  openPrepared: (responseId: string, seed: string, version: number): PreparedSession | undefined => {
    const found = prepared;
    prepared = undefined;
    pageOpened = true;
    return found && found.responseId === responseId && found.seed === seed && found.version === version
      ? found.session
      : undefined;
  },
  change: session.change.bind(session),
  changeAndPayload: session.changeAndPayload.bind(session),
  next: session.next.bind(session),
  previous: session.previous.bind(session),
  first: session.first.bind(session),
  validatePage: session.validatePage.bind(session),
  firstPageWithIssues: session.firstPageWithIssues.bind(session),
  payload: session.payload.bind(session),
  answersFromItems: session.answersFromItems.bind(session),
};
export type LogicApi = typeof logicApi;

const methods = logicApi as unknown as Record<string, (...args: unknown[]) => unknown>;

self.addEventListener('message', (event: MessageEvent) => {
  const data = event.data as (Partial<LogicCall> & Record<string, PrepareRequest | undefined>) | null;
  const request = data?.[PREPARE_MESSAGE];
  if (request) return prepare(request);
  if (typeof data?.id !== 'number' || typeof data.method !== 'string' || !Object.hasOwn(methods, data.method))
    return;
  const { id, method, args = [] } = data;
  let reply: LogicReply;
  try {
    reply = { id, ok: true, value: methods[method]?.(...args) };
  } catch (error) {
    const { name, message } = error instanceof Error ? error : new Error(String(error));
    reply = { id, ok: false, error: { name, message } };
  }
  self.postMessage(reply);
});
