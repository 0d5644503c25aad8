import type { Answers } from '../src/core/model';

/**
 * The messages between the page and its logic worker (workers/logic.ts; the page's side is
 * src/runner/logic/client.ts): a call of one of the worker's methods and its reply, matched by id, and the
 * boot script's request to open a response ahead.
 */
export interface LogicCall {
  id: number;
  method: string;
  args: unknown[];
}

export type LogicReply =
  | { id: number; ok: true; value: unknown }
  /** What the worker threw, as an Error's name and message (an Error does not cross as itself everywhere). */
  | { id: number; ok: false; error: { name: string; message: string } };

/**
 * The message index.html's boot script (sw/runnerBoot.ts) posts to the logic worker it started, once it has
 * read the device's copy of the survey: open the response the device would resume, under its release, before
 * the page asks. The page then takes that opening over (openPrepared) instead of sending the release again
 * and waiting for the worker to open it.
 */
export const PREPARE_MESSAGE = 'wendaPrepare';

export interface PrepareRequest {
  /** The release as stored (StoredRelease.wire). */
  wire: unknown;
  seed: string;
  answers: Answers;
  responseId: string;
}

/**
 * The worker's answer to PREPARE_MESSAGE, posted at once (the opened response, or null when the release could
 * not be read): the boot script keeps it for the page, which then needs no round trip to the worker.
 */
export const PREPARED_MESSAGE = 'wendaPrepared';
