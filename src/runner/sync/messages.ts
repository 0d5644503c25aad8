import type { SampleStatus } from '../../core/model';

/**
 * Messages between the pages and the service worker about queued saves (sw/saveQueue.ts). Kept in one
 * type-only module that both sides import, so the shapes cannot drift apart.
 */

/** Page → service worker: replay the queued saves now (app start, back online, backoff timer). */
export interface ReplaySavesMessage {
  type: 'replay-saves';
}

/** Service worker → pages: the server acknowledged a save (sent by the worker, e.g. in a replay). */
export interface SaveAckMessage {
  type: 'save-ack';
  responseId: string;
  ackSeq: number;
  sampleStatus: SampleStatus | null;
}

/** Service worker → pages: the server refused a queued save for good (data.reason of the envelope). */
export interface SaveRefusedMessage {
  type: 'save-refused';
  responseId: string;
  seq: number;
  reason: string;
  /** The server's own words with the refusal (absent from workers of older builds). */
  message?: string;
}

/** Service worker → pages: how many saves wait in its queue. */
export interface QueueSizeMessage {
  type: 'save-queue';
  size: number;
}

export type ServiceWorkerSaveMessage = SaveAckMessage | SaveRefusedMessage | QueueSizeMessage;

export const REPLAY_SAVES: ReplaySavesMessage = { type: 'replay-saves' };
