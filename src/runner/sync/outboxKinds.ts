import type { SampleStatus } from '../../core/model';
import type { OutboxEntry, OutboxEntryBase, OutboxKind, RunnerDatabase } from '../db';
import { applyAck } from '../storage/responses';
import type { FetchReply } from './delivery';
import { type Fetch, postSave } from './sendSave';

/**
 * How each kind of outbox entry goes out and what its delivery leaves on the device. Retries and refusals are
 * the same for every kind (src/runner/storage/outbox.ts); only sending and "the server took it" differ. An
 * upload (media, later tus) is added here as another kind, next to its sender.
 */
export interface OutboxKindHandler {
  /** One send of the entry as it is now. */
  send(entry: OutboxEntry, transport: Transport): Promise<FetchReply>;
  /** The server took it (`data`: its envelope's data): record that, and let the entry go when it is done. */
  delivered(db: RunnerDatabase, entry: OutboxEntry, data: unknown): Promise<void>;
}

/** What a send goes through: the fetch, and the headers the page adds (its Accept-Language). */
export interface Transport {
  fetch: Fetch;
  headers?: Record<string, string>;
}

export const OUTBOX_KINDS: Record<OutboxKind, OutboxKindHandler> = {
  save: {
    send: (entry, transport) => postSave(entry.body, transport.fetch, transport.headers),
    delivered: async (db, entry, data) => {
      const { ackSeq, sampleStatus } = (data ?? {}) as { ackSeq?: unknown; sampleStatus?: unknown };
      await applyAck(
        db,
        entry.responseId,
        typeof ackSeq === 'number' ? ackSeq : entry.seq,
        typeof sampleStatus === 'string' ? (sampleStatus as SampleStatus) : null,
      );
    },
  },
};

/** The handler of an entry's kind; undefined for a kind this code does not know (left in the outbox). */
export function handlerOf(entry: Pick<OutboxEntryBase, 'kind'>): OutboxKindHandler | undefined {
  return Object.hasOwn(OUTBOX_KINDS, entry.kind) ? OUTBOX_KINDS[entry.kind as OutboxKind] : undefined;
}
