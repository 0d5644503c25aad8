import { Dexie, type EntityTable, liveQuery, type Observable, type Table, type Transaction } from 'dexie';
import type { SaveAnswersRequest } from '../core/api/answer';
import type { ReleaseWire } from '../core/api/design';
import type { DiscardInterviewRequest } from '../core/api/interviewers';
import type { AuditEvent } from '../core/audit/events';
import type { MediaKind } from '../core/media/uploads';
import type { Answers, SampleStatus } from '../core/model';
import type { QuotaStateEntry } from '../core/quotas/cells';
import { cleanStrings } from '../core/text';
import type { DisplayTimeRecord } from '../core/validation/displayTime';
import { upgradeDeviceRows, upgradeOutboxEntry } from './storage/formats';

/**
 * The runner's IndexedDB (docs/architecture.md "Answering offline"). Nothing here is ever deleted before the server has
 * acknowledged it: releases stay (responses name the version they were given under), responses stay, and an
 * outbox row goes only once the server's ackSeq reaches its seq.
 */

/** Every release the device has seen, as it came over the wire (the logic worker parses it). */
export interface StoredRelease {
  surveyId: string;
  version: number;
  wire: ReleaseWire;
  surveyName: string;
  fetchedAt: number;
}

/** Which release of a survey is current, as the server last said. */
export interface StoredSurvey {
  surveyId: string;
  currentVersion: number;
  checkedAt: number;
  /**
   * The survey's quotas and full cells as the server last said (session/quotaCheck.ts), for checks made
   * offline. Not indexed, and absent on rows of older code: no Dexie version needed.
   */
  quotaState?: { quotas: QuotaStateEntry[]; fetchedAt: number };
  /**
   * Whether the survey's audit trail keeps answers' old and new values, as the load last said (a live
   * setting); absent on rows of older code and read as off: no Dexie version needed.
   */
  auditValues?: boolean;
  /** Whether the survey records the interview's start and end location (audit/interviewLocation.ts), likewise. */
  interviewLocation?: boolean;
}

/**
 * One event of a response's audit trail (src/core/audit/events.ts) kept on the device from when it happened
 * until the server acknowledged a save carrying it (StoredResponse.auditAckedSeq), and after: the response's
 * trail stays with it. `wallMs` is its clock's anchor.
 */
export interface StoredAuditEvent extends AuditEvent {
  /** The audit batch's format (src/core/audit/events.ts AUDIT_BATCH_FORMAT). */
  format: number;
  responseId: string;
  wallMs: number;
}

export type LocalResponseStatus = 'in-progress' | 'complete';

/** A response as the device knows it. `seq` grows with every local change; `ackSeq` is the server's last ack. */
export interface StoredResponse {
  /** Its format (./storage/formats.ts): rows of older code are moved up by the Dexie upgrades below. */
  format: number;
  /** UUID v7, made on the device when the response starts. */
  id: string;
  surveyId: string;
  version: number;
  seed: string;
  /** The respondent's own answers by question id (values the logic assigned are not stored: they follow). */
  answers: Answers;
  /** The seq at which each question's answer last changed: those above ackSeq are the answers not yet sent. */
  answerSeq?: Record<string, number>;
  /** Index of the page shown (into the pages of the response's order). */
  userPage: number;
  /** Milliseconds spent per question (paradata). */
  questionTimeMs: Record<string, number>;
  /**
   * Display time records by timed item (src/core/validation/displayTime.ts), sent in the save's paradata. An
   * added optional field: rows written before it read as having none, so no new format.
   */
  displayTimes?: Record<string, DisplayTimeRecord>;
  status: LocalResponseStatus;
  sampleStatus?: SampleStatus;
  seq: number;
  ackSeq: number;
  startedAt: string;
  updatedAt: number;
  /**
   * The highest audit event seq (table auditEvents) the server acknowledged: later ones go with the next
   * save. Optional: rows written before the audit trail read as nothing acknowledged, so no new format.
   */
  auditAckedSeq?: number;
  /**
   * The first clock this device's events of the response may use: set when the response was taken over from
   * another device whose trail the server holds (SavedProgress.audit). Optional like auditAckedSeq.
   */
  auditNextClock?: number;
  /** Passed through from the survey link. */
  userId?: string;
  queryType?: string;
  screenId?: string;
  /**
   * The link's other query values, kept from the start (the server keeps those of the survey's link
   * parameters). Optional: rows written before it read as they are, so no new device format.
   */
  urlParams?: Record<string, string>;
  /**
   * The survey language the respondent reads (issue 11; src/runner/surveyLanguage.ts), when the survey offers
   * several. Optional like urlParams: rows written before it read as they are, so no new device format.
   */
  language?: string;
  /**
   * Interviewer mode (src/runner/interview): the interviewer who takes this interview, sent with every save
   * (with the interviewer token). The fields below are optional like urlParams: rows written before read as a
   * respondent's own response, never discarded or sent, so no new device format.
   */
  interviewerId?: string;
  /** When the server's acknowledgement of the response's last change reached the device (epoch ms). */
  ackedAt?: number;
  /** When the interviewer discarded it (epoch ms): its waiting save is replaced by the discard's entry. */
  discardedAt?: number;
  /** The server's time of the discard, once it answered (ISO). */
  discardAckedAt?: string;
}

/**
 * Where an outbox entry's kind is sent and how its answer is recorded (src/runner/sync/outboxKinds.ts): saves,
 * and uploads of captured files (resumable, over tus). Nothing that drains the queue assumes a save: a kind
 * this code has no sender for (a newer app's, before the app went back) is left where it is.
 */
export type OutboxKind = 'save' | 'upload' | 'wx-upload' | 'interview-discard';

/**
 * What every entry of the outbox holds: one thing waiting to be sent, with the bookkeeping of its sends. The
 * outbox is the device's ONLY send queue: the page sends from it while it is open and the service worker
 * drains it on Background Sync and when a page asks (src/runner/sync/outboxDrain.ts). An entry stays until the
 * server has taken it; a refusal keeps it, with the reason shown.
 */
export interface OutboxEntryBase {
  /** Its format (./storage/formats.ts: outbox entries); rows of older code are moved up by the Dexie upgrades. */
  format: number;
  /** The key: a save's is its response's id (one whole-state save per response); an upload's its own UUID. */
  id: string;
  kind: string;
  /** The response it belongs to (an upload belongs to one too). */
  responseId: string;
  surveyId: string;
  /**
   * Its revision: a save's sequence number, replaced by every change. Whoever sends an entry re-reads it and
   * records the outcome against this, so an answer about an older revision never settles a newer one.
   */
  seq: number;
  /** Failed sends of this revision (backoff). */
  attempts: number;
  /** Epoch ms before which the page's timer does not send it again (a sync event or "back online" may). */
  nextAttemptAt: number;
  /** A refusal by the server (data.reason), which a retry will not fix; kept for the record, never dropped. */
  refusedReason?: string;
  /** The server's own words with the refusal (its envelope message, in the respondent's language). */
  refusedMessage?: string;
  /**
   * How the last send failed: no answer at all ('network': offline, timeout) or an answer saying "not now"
   * ('server': 5xx, 408, 429). Lets the page tell "waiting for a connection" from "the server keeps failing".
   */
  lastFailure?: 'network' | 'server';
  /**
   * Server failures in a row, across the response's changes (a new change resets `attempts` so it is sent at
   * once, but not this): only an ack or a network failure ends the run.
   */
  serverFailures?: number;
}

/**
 * The save waiting to be sent for a response: the whole state at `seq`, ready to post. One entry per response
 * (its id is the response's), replaced by every change: saves are whole-state, so only the newest matters and
 * the outbox coalesces by itself.
 */
export interface SaveOutboxEntry extends OutboxEntryBase {
  kind: 'save';
  body: SaveAnswersRequest;
}

/**
 * A captured file waiting to be uploaded (src/runner/sync/uploadSend.ts): its id is the media id, and the file
 * itself is the row of the `media` store with that id. Its seq stays 1: a file never changes once captured.
 */
export interface UploadOutboxEntry extends OutboxEntryBase {
  kind: 'upload';
  mediaId: string;
  /** No body: the file is the media row's (declared so code reading a save's body narrows by `kind`). */
  body?: never;
}

/**
 * A file captured through WeChat's JS-SDK (by the media questions' WeChat capture): WeChat holds it under a
 * localId until the page uploads it with wx.uploadImage / wx.uploadVoice, and this server then fetches it from
 * WeChat by the serverId that gives. Only a page inside WeChat can send it (the service worker has no `wx`), so
 * only such a page registers its sender. Its id is the media id.
 */
export interface WxUploadOutboxEntry extends OutboxEntryBase {
  kind: 'wx-upload';
  mediaId: string;
  questionId: string;
  mediaKind: 'audio' | 'image';
  localId: string;
  /**
   * The page life that captured it (src/questions/media/wechat/outbox.ts): WeChat's localId is valid only in
   * that page, so after a reload an entry not yet uploaded to WeChat (no serverId) is lost. Absent on entries
   * of builds before it, which were all captured by an earlier page: lost too. Additive, so no new format.
   */
  pageLife?: string;
  /** WeChat's id of the uploaded file (valid 3 days), kept so a retry posts it again without uploading. */
  serverId?: string;
  body?: never;
}

/**
 * An interviewer's discard of an interview in progress (src/runner/interview/interviewStore.ts), waiting for the
 * server: its id is `discard:` and the response's id, its request the discard call's. A kind added to format 2:
 * code before it leaves such an entry where it is.
 */
export interface DiscardOutboxEntry extends OutboxEntryBase {
  kind: 'interview-discard';
  request: DiscardInterviewRequest;
  body?: never;
}

/** Every kind this code writes. */
export type OutboxEntry = SaveOutboxEntry | UploadOutboxEntry | WxUploadOutboxEntry | DiscardOutboxEntry;

/**
 * Where a captured file is on its way (src/runner/storage/media.ts): 'waiting' to be sent, 'uploaded' once
 * the server confirmed every byte, 'refused' when the server will not take it (the outbox entry keeps why).
 */
export type MediaState = 'waiting' | 'uploaded' | 'refused';

/**
 * A file a media question captured (photo, recording, video), kept on the device from capture until the
 * server holds it AND a save naming it was acknowledged (mayDropMediaBlob in src/runner/storage/media.ts);
 * then the blob goes and the row stays, small, so the answer view still knows the file was sent.
 */
export interface StoredMedia {
  /** Its format (./storage/formats.ts: media). */
  format: number;
  /** The UUID made at capture: the answer entry's value and the tus upload's id. */
  mediaId: string;
  surveyId: string;
  responseId: string;
  questionId: string;
  kind: MediaKind;
  fileName: string;
  /** The type the device believes (the server reads the bytes). */
  type: string;
  /** The file; absent once it was let go after delivery. */
  blob?: Blob;
  size: number;
  state: MediaState;
  /** Bytes the server confirmed so far (tus offset), for "sending n%". */
  sentBytes?: number;
  /** The tus upload's URL once created, so a later send (page or worker) resumes instead of starting again. */
  uploadUrl?: string;
  /**
   * A response seq at or after which the answer names this file (the first seq seen naming it, never earlier
   * than the first save that did): the blob may go once the server acknowledged that seq.
   */
  namedAtSeq?: number;
  createdAt: number;
}

/**
 * The formats the newest upgrade step below moved every row to (./storage/formats.ts). When a format is
 * changed, a new version whose upgrade runs upgradeDeviceRows is added and this follows it; a unit test
 * holds it to the formats the code writes, so a changed format cannot ship without its upgrade.
 */
export const DEVICE_FORMATS = {
  release: 1,
  storedResponse: 1,
  saveBody: 2,
  outboxEntry: 2,
  media: 1,
} as const;

export class RunnerDatabase extends Dexie {
  releases!: Table<StoredRelease, [string, number]>;
  surveys!: EntityTable<StoredSurvey, 'surveyId'>;
  responses!: EntityTable<StoredResponse, 'id'>;
  outbox!: EntityTable<OutboxEntry, 'id'>;
  media!: EntityTable<StoredMedia, 'mediaId'>;
  auditEvents!: Table<StoredAuditEvent, [string, number]>;

  constructor(name = 'wenda-runner') {
    super(name);
    this.version(1).stores({
      releases: '[surveyId+version], surveyId',
      surveys: 'surveyId',
      responses: 'id, surveyId, [surveyId+status], updatedAt',
      outbox: 'responseId, surveyId',
    });
    // Version 2: the outbox records how sends fail (lastFailure, serverFailures, refusedMessage; optional, so
    // version-1 rows read as they are), and text typed before the runner cleaned it is cleaned once here: a
    // NUL in a stored answer made every save of that response fail on the server (PostgreSQL refuses it).
    this.version(2)
      .stores({})
      .upgrade(async (transaction) => {
        await transaction
          .table<StoredResponse, string>('responses')
          .toCollection()
          .modify((response) => {
            const answers = cleanStrings(response.answers);
            if (answers !== response.answers) response.answers = answers;
          });
        await transaction
          .table<OutboxEntry, string>('outbox')
          .toCollection()
          .modify((entry) => {
            if (entry.kind === 'upload') return;
            const body = cleanStrings(entry.body);
            if (body !== entry.body) entry.body = body;
          });
      });
    // Version 3: what the device keeps carries its format (docs/architecture.md "Stored formats"): releases,
    // responses and the outbox's saves written before are stamped format 1 — and a later format change adds
    // a version that runs the same step, moving them up with the format's migrations.
    this.version(3).stores({}).upgrade(upgradeDeviceRows);
    // Versions 4 and 5: the outbox becomes the one queue for every kind of entry (format 2: id, kind), keyed
    // by the entry's id instead of its response's. IndexedDB cannot change a store's key, so the rows move to
    // `outboxMoving` (version 4, the old store dropped after its upgrade) and back into a new `outbox` (version
    // 5). A save's id is its response's id, so `outbox.get(responseId)` still finds a response's save.
    this.version(4)
      .stores({ outbox: null, outboxMoving: 'id' })
      .upgrade((transaction) => moveRows(transaction, 'outbox', 'outboxMoving', movedOutboxRow));
    this.version(5)
      .stores({ outbox: 'id, responseId, surveyId', outboxMoving: null })
      .upgrade((transaction) => moveRows(transaction, 'outboxMoving', 'outbox', (row) => row));
    // Version 6: files media questions captured (StoredMedia, format 1), by media id, found by response and
    // by question; their uploads are 'upload' entries of the outbox. A new store: nothing to move.
    this.version(6).stores({ media: 'mediaId, responseId, [responseId+questionId]' });
    // Version 7: the audit trail's events by response and seq (a new store), and waiting saves move up to
    // save format 2, which carries them (a save of before carries none: audit null).
    this.version(7).stores({ auditEvents: '[responseId+seq]' }).upgrade(upgradeDeviceRows);
  }

  /** Dexie's liveQuery, for the page's hooks (device.ts useDeviceQuery), which must not import Dexie. */
  watch<T>(query: () => T | Promise<T>): Observable<T> {
    return liveQuery(query);
  }
}

/**
 * Copies every row of one store into another inside an upgrade, through `convert`; a row it cannot convert (a
 * newer format) is copied as it is: never lost, and its reader refuses it rather than misread it.
 */
async function moveRows<T>(
  transaction: Transaction,
  from: string,
  to: string,
  convert: (row: T) => T,
): Promise<void> {
  const rows = await transaction.table<T>(from).toArray();
  const moved = rows.map((row) => {
    try {
      return convert(row);
    } catch (error) {
      console.warn(`A row of ${from} was moved in the format it had`, error);
      return row;
    }
  });
  await transaction.table<T>(to).bulkPut(moved);
}

/**
 * An outbox row of the store keyed by response id, for the store keyed by entry id: moved up to the current
 * entry format, or, when it cannot be (a newer format), as it is under its response's id.
 */
function movedOutboxRow(row: OutboxEntry): OutboxEntry {
  let moved: OutboxEntry = row;
  try {
    moved = upgradeOutboxEntry(row);
  } catch (error) {
    console.warn('An outbox row was moved in the format it had', error);
  }
  return typeof moved.id === 'string' ? moved : { ...moved, id: String(moved.responseId) };
}

let shared: RunnerDatabase | undefined;

/** The page's database (one connection per page). */
export function runnerDb(): RunnerDatabase {
  shared ??= new RunnerDatabase();
  return shared;
}
