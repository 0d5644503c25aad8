import { Dexie, type EntityTable, type Table } from 'dexie';
import type { SaveAnswersRequest } from '../core/api/answer';
import type { ReleaseWire } from '../core/api/design';
import type { Answers, SampleStatus } from '../core/model';
import type { QuotaStateEntry } from '../core/quotas/cells';
import { cleanStrings } from '../core/text';
import { upgradeDeviceRows } from './storage/formats';

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
  status: LocalResponseStatus;
  sampleStatus?: SampleStatus;
  seq: number;
  ackSeq: number;
  startedAt: string;
  updatedAt: number;
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
}

/**
 * The save waiting to be sent for a response: the whole state at `seq`, ready to post. One row per response,
 * replaced by every change (saves are whole-state, so only the newest matters: the outbox coalesces by itself).
 */
export interface OutboxEntry {
  responseId: string;
  surveyId: string;
  seq: number;
  body: SaveAnswersRequest;
  attempts: number;
  /** Epoch ms before which the page does not retry by itself (backoff). */
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
 * The formats the newest upgrade step below moved every row to (./storage/formats.ts). When a format is
 * changed, a new version whose upgrade runs upgradeDeviceRows is added and this follows it; a unit test
 * holds it to the formats the code writes, so a changed format cannot ship without its upgrade.
 */
export const DEVICE_FORMATS = { release: 1, storedResponse: 1, saveBody: 1 } as const;

export class RunnerDatabase extends Dexie {
  releases!: Table<StoredRelease, [string, number]>;
  surveys!: EntityTable<StoredSurvey, 'surveyId'>;
  responses!: EntityTable<StoredResponse, 'id'>;
  outbox!: EntityTable<OutboxEntry, 'responseId'>;

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
            const body = cleanStrings(entry.body);
            if (body !== entry.body) entry.body = body;
          });
      });
    // Version 3: what the device keeps carries its format (docs/architecture.md "Stored formats"): releases,
    // responses and the outbox's saves written before are stamped format 1 — and a later format change adds
    // a version that runs the same step, moving them up with the format's migrations.
    this.version(3).stores({}).upgrade(upgradeDeviceRows);
  }
}

let shared: RunnerDatabase | undefined;

/** The page's database (one connection per page). */
export function runnerDb(): RunnerDatabase {
  shared ??= new RunnerDatabase();
  return shared;
}
