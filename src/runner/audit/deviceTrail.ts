import {
  AUDIT_BATCH_FORMAT,
  AUDIT_EVENTS_PER_SAVE,
  type AuditBatch,
  type AuditEvent,
} from '../../core/audit/events';
import type { RunnerDatabase, SaveOutboxEntry, StoredAuditEvent, StoredResponse } from '../db';

/**
 * The audit trail on the device (docs/architecture.md "Audit trail"): events wait in the page's memory
 * (./recorder.ts) and reach Dexie in batches — with the next committed change of the response, in the same
 * transaction that writes its save, or when the page goes to the background — never one write per event.
 * A save carries the events the server has not acknowledged; the ack moves `auditAckedSeq`.
 */

/** An event as recorded, before its seq and clock are known (they are given when it reaches Dexie). */
export type PendingAuditEvent = Omit<AuditEvent, 'seq' | 'clock'>;

/** What a page life hands over: its pending events and the anchor of its clock. */
export interface AuditSource {
  readonly wallMs: number;
  /** The clock number given at its first write (undefined until then). */
  clock: number | undefined;
  take(): PendingAuditEvent[];
}

const sources = new Map<string, AuditSource>();

/** The source a page registered for a response (its recorder), if a page is recording it. */
export function auditSourceOf(responseId: string): AuditSource | undefined {
  return sources.get(responseId);
}

/** The page's recorder of a response registers here, so that commits take its events along. */
export function registerAuditSource(responseId: string, source: AuditSource): () => void {
  sources.set(responseId, source);
  return () => {
    if (sources.get(responseId) === source) sources.delete(responseId);
  };
}

// Seqs start at 1; Infinity is a valid IndexedDB key (no Dexie import: the page's first chunk stays lean).
const eventsOf = (db: RunnerDatabase, responseId: string, after = 0) =>
  db.auditEvents
    .where('[responseId+seq]')
    .between([responseId, after + 1], [responseId, Number.POSITIVE_INFINITY]);

/**
 * Writes the response's pending events to Dexie, numbered after those it holds; a page life's first write
 * opens the next clock. Must run inside a transaction over auditEvents and responses (IndexedDB runs those
 * one at a time, so two writes never number alike).
 */
export async function writePendingAudit(
  db: RunnerDatabase,
  responseId: string,
  source = sources.get(responseId),
): Promise<void> {
  if (!source) return;
  const last = await eventsOf(db, responseId).last();
  const response = await db.responses.get(responseId);
  const pending = source.take();
  if (pending.length === 0) return;
  // After this device's last event, and after another device's the server holds (a response taken over).
  source.clock ??= Math.max(last ? last.clock + 1 : 0, response?.auditNextClock ?? 0);
  const clock = source.clock;
  let seq = Math.max(last?.seq ?? 0, response?.auditAckedSeq ?? 0);
  const rows: StoredAuditEvent[] = pending.map((event) => ({
    ...event,
    format: AUDIT_BATCH_FORMAT,
    responseId,
    seq: ++seq,
    clock,
    wallMs: source.wallMs,
  }));
  await db.auditEvents.bulkAdd(rows);
}

/** Pending events to Dexie in a transaction of their own (the page going to the background or away). */
export function flushAudit(db: RunnerDatabase, responseId: string, source: AuditSource): Promise<void> {
  return db.transaction('rw', db.auditEvents, db.responses, () => writePendingAudit(db, responseId, source));
}

/** The events a save carries: those above the acknowledged seq (the oldest first), with their anchors. */
export async function unsentAudit(
  db: RunnerDatabase,
  response: Pick<StoredResponse, 'id' | 'auditAckedSeq'>,
): Promise<AuditBatch | null> {
  const rows = await eventsOf(db, response.id, response.auditAckedSeq ?? 0)
    .limit(AUDIT_EVENTS_PER_SAVE)
    .toArray();
  if (rows.length === 0) return null;
  const anchors = new Map<number, number>();
  const events = rows.map(({ format: _format, responseId: _responseId, wallMs, ...event }) => {
    anchors.set(event.clock, wallMs);
    return event;
  });
  return {
    format: AUDIT_BATCH_FORMAT,
    anchors: [...anchors].map(([clock, wallMs]) => ({ clock, wallMs })),
    events,
  };
}

/**
 * The server acknowledged a save at or past this entry's revision: the events it carried are stored there
 * (the server keeps one row per response and seq, so any it had already cost nothing).
 */
export async function noteAuditDelivered(
  db: RunnerDatabase,
  entry: SaveOutboxEntry,
  ackSeq: number,
): Promise<void> {
  const events = entry.body.audit?.events;
  const through = events?.[events.length - 1]?.seq;
  if (through === undefined || ackSeq < entry.seq) return;
  await db.transaction('rw', db.responses, async () => {
    const response = await db.responses.get(entry.responseId);
    if (response && through > (response.auditAckedSeq ?? 0))
      await db.responses.update(entry.responseId, { auditAckedSeq: through });
  });
}
