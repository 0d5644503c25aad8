import type { SampleStatus } from '../../core/model';

/**
 * Messages between the pages and the service worker about the outbox (sw/outboxWorker.ts). Kept in one
 * type-only module that both sides import, so the shapes cannot drift apart.
 */

/**
 * Page → service worker: drain the outbox now (the page is going away with entries waiting). Its type is
 * the one pages of older builds post to ask for a replay, so a worker of this build answers them too.
 */
export interface ReplaySavesMessage {
  type: 'replay-saves';
}

/** Service worker → pages: the server acknowledged a save the worker sent. */
export interface SaveAckMessage {
  type: 'save-ack';
  responseId: string;
  ackSeq: number;
  sampleStatus: SampleStatus | null;
}

/** Service worker → pages: the server refused a save the worker sent, for good (data.reason of the envelope). */
export interface SaveRefusedMessage {
  type: 'save-refused';
  responseId: string;
  seq: number;
  reason: string;
  /** The server's own words with the refusal (absent from workers of older builds). */
  message?: string;
}

export type ServiceWorkerSaveMessage = SaveAckMessage | SaveRefusedMessage;

export const REPLAY_SAVES: ReplaySavesMessage = { type: 'replay-saves' };

/** The Background Sync tag under which the service worker drains the outbox. */
export const OUTBOX_SYNC_TAG = 'wenda-outbox';
