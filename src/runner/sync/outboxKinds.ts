import type { SampleStatus } from '../../core/model';
import { noteAuditDelivered } from '../audit/deviceTrail';
import type { OutboxEntry, OutboxEntryBase, OutboxKind, RunnerDatabase, UploadOutboxEntry } from '../db';
import {
  discardDelivered,
  noteInterviewAcked,
  sendDiscardEntry,
  sendSaveEntry,
} from '../interview/outboxSend';
import { releaseSentMedia, setMediaProgress } from '../storage/media';
import { applyAck } from '../storage/responses';
import type { FetchReply } from './delivery';
import type { Fetch } from './sendSave';

/**
 * How each kind of outbox entry goes out and what its delivery leaves on the device. Retries and refusals are
 * the same for every kind (src/runner/storage/outbox.ts); only sending and "the server took it" differ: a save
 * posts the response's whole state, an upload sends a captured file resumably (./uploadSend.ts).
 */
export interface OutboxKindHandler {
  /** One send of the entry as it is now (`db`: where an upload reads its file and records its progress). */
  send(entry: OutboxEntry, transport: Transport, db: RunnerDatabase): Promise<FetchReply>;
  /** The server took it (`data`: its envelope's data): record that, and let the entry go when it is done. */
  delivered(db: RunnerDatabase, entry: OutboxEntry, data: unknown): Promise<void>;
}

/** What a send goes through: the fetch, and the headers the page adds (its Accept-Language). */
export interface Transport {
  fetch: Fetch;
  headers?: Record<string, string>;
}

export const OUTBOX_KINDS: Record<Exclude<OutboxKind, 'wx-upload'>, OutboxKindHandler> = {
  save: {
    // An interview's save names its interviewer and carries the interviewer token (../interview/outboxSend.ts).
    send: (entry, transport, db) =>
      entry.kind === 'save'
        ? sendSaveEntry(entry, transport.fetch, transport.headers, db)
        : Promise.resolve({ kind: 'network-error' }),
    delivered: async (db, entry, data) => {
      const { ackSeq, sampleStatus } = (data ?? {}) as { ackSeq?: unknown; sampleStatus?: unknown };
      const acked = await applyAck(
        db,
        entry.responseId,
        typeof ackSeq === 'number' ? ackSeq : entry.seq,
        typeof sampleStatus === 'string' ? (sampleStatus as SampleStatus) : null,
      );
      // The audit events it carried are on the server (../audit/deviceTrail.ts).
      if (entry.kind === 'save')
        await noteAuditDelivered(db, entry, typeof ackSeq === 'number' ? ackSeq : entry.seq);
      // A file of this response may leave the device once a save naming it is acknowledged (media.ts).
      await releaseSentMedia(db, entry.responseId);
      // The interview list shows when the server had all of an interview.
      if (acked?.interviewerId) await noteInterviewAcked(db, entry.responseId);
    },
  },
  // An interviewer's discard of an interview in progress (../interview/discard.ts).
  'interview-discard': {
    send: (entry, transport) => sendDiscardEntry(entry, transport.fetch, transport.headers),
    delivered: discardDelivered,
  },
  // A captured file, resumably over tus, by the sender this context was given (see provideUploadSender).
  upload: {
    send: async (entry, transport, db) => {
      if (entry.kind !== 'upload' || !loadUploadSender) return { kind: 'network-error' };
      const sendUpload = await loadUploadSender();
      return sendUpload(db, entry, transport);
    },
    delivered: async (db, entry) => {
      if (entry.kind !== 'upload') return;
      const media = await db.media.get(entry.id);
      await db.transaction('rw', db.media, db.outbox, async () => {
        if (media) await setMediaProgress(db, media.mediaId, media.size, 'uploaded');
        await db.outbox.delete(entry.id);
      });
      await releaseSentMedia(db, entry.responseId);
    },
  },
};

/** The handler of an entry's kind; undefined for a kind this code does not know (left in the outbox). */
export function handlerOf(entry: Pick<OutboxEntryBase, 'kind'>): OutboxKindHandler | undefined {
  // Uploads wait, untouched, in a context that has no sender for them.
  if (entry.kind === 'upload' && !loadUploadSender) return undefined;
  if (entry.kind === 'wx-upload') return wxUploadHandler;
  return Object.hasOwn(OUTBOX_KINDS, entry.kind)
    ? OUTBOX_KINDS[entry.kind as keyof typeof OUTBOX_KINDS]
    : undefined;
}

/** Sends one upload entry's file (./uploadSend.ts). */
export type UploadSender = (
  db: RunnerDatabase,
  entry: UploadOutboxEntry,
  transport: Transport,
) => Promise<FetchReply>;

let loadUploadSender: (() => Promise<UploadSender>) | undefined;

/**
 * Gives this context its upload sender. The sender (tus-js-client, about 16 KB gzipped) is not imported here,
 * which the runner's first chunk and the service worker share: the page loads it on its first upload
 * (./saveSync.ts, a dynamic import), while the service worker bundles it (sw/outboxWorker.ts) — a dynamic
 * import in the worker's bundle would bring the bundler's preload helper, whose `import.meta` a classic
 * service worker script cannot even parse.
 */
export function provideUploadSender(load: () => Promise<UploadSender>): void {
  loadUploadSender = load;
}

/**
 * WeChat's uploads ('wx-upload', queued by the media questions' WeChat capture): only a page inside WeChat can send them
 * (wx.uploadImage / wx.uploadVoice), so the WeChat capture gives its handler to that page when it starts; the
 * service worker and any other page have none, and leave those entries where they are.
 */
let wxUploadHandler: OutboxKindHandler | undefined;

export function provideWxUploadHandler(handler: OutboxKindHandler): void {
  wxUploadHandler = handler;
}
