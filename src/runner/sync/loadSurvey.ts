import type { SavedProgress } from '../../core/api/answer';
import type { ReleaseWire } from '../../core/api/design';
import type { StoredRelease } from '../db';
import type { DeviceAccess } from '../device';
import { keepQuotaState } from '../storage/quotaStateCache';
import { currentRelease, keepRelease } from '../storage/releases';
import { LOAD_PATH, LoadError, requestLoad } from './loadRequest';

/**
 * SURVEY_LOAD_API.load (in loadRequest.ts) and SURVEY_UNAVAILABLE_REASONS of src/core/api/design.ts, written out
 * so that the runner's main chunk does not import that module's zod schemas; a unit test keeps them equal.
 */
export { LOAD_PATH };
export const UNAVAILABLE_REASONS = ['notFound', 'notPublished', 'ended'] as const;
/** COLLECTION_REFUSAL_REASONS of src/core/api/collection.ts (the collection limits), written out likewise. */
export const LIMIT_REASONS = [
  'notOpen',
  'closed',
  'full',
  'passwordRequired',
  'passwordWrong',
  'alreadyAnswered',
] as const;
export type LimitReason = (typeof LIMIT_REASONS)[number];
export type UnavailableReason = (typeof UNAVAILABLE_REASONS)[number] | LimitReason;

/**
 * What the status page needs of a refusal on a collection limit beyond its reason, which alone travels in its
 * link: the answer link to go back to (after a password, with the panel ids), when the survey opens, how long
 * to wait after too many wrong passwords. Kept for the browser tab (sessionStorage), so a reload keeps it.
 */
export interface LimitRefusal {
  reason: LimitReason;
  /** The answer route with its query: `/answer?surveyId=…`. */
  link: string;
  opensAt?: string;
  retryAfterSeconds?: number;
}

const refusalKey = (surveyId: string) => `wenda.refusal.${surveyId}`;

function rememberRefusal(query: LoadQuery, reason: LimitReason, data: unknown): void {
  const details = (data ?? {}) as { opensAt?: unknown; retryAfterSeconds?: unknown };
  const link = new URLSearchParams();
  for (const name of ['surveyId', 'userId', 'queryType', 'screenId'] as const) {
    const value = query[name];
    if (value) link.append(name, value);
  }
  const refusal: LimitRefusal = { reason, link: `/answer?${link}` };
  if (typeof details.opensAt === 'string') refusal.opensAt = details.opensAt;
  if (typeof details.retryAfterSeconds === 'number') refusal.retryAfterSeconds = details.retryAfterSeconds;
  try {
    sessionStorage.setItem(refusalKey(query.surveyId), JSON.stringify(refusal));
  } catch {
    // No storage (private mode): the status page says the same without the details.
  }
}

/** The last refusal on a collection limit of this survey in this tab, if any. */
export function limitRefusalOf(surveyId: string): LimitRefusal | undefined {
  try {
    const kept = sessionStorage.getItem(refusalKey(surveyId));
    return kept ? (JSON.parse(kept) as LimitRefusal) : undefined;
  } catch {
    return undefined;
  }
}

const isLimitReason = (reason: string): reason is LimitReason =>
  (LIMIT_REASONS as readonly string[]).includes(reason);

export interface LoadQuery {
  surveyId: string;
  userId?: string;
  queryType?: string;
  screenId?: string;
  /**
   * The link's other query values (src/core/surveyParams/rules.ts linkValuesOf), kept with a response this
   * link starts; never sent with the load.
   */
  urlParams?: Record<string, string>;
  /**
   * One response the device holds, opened as it is rather than the survey's latest in progress: an
   * interviewer's interview (session/openSession.ts), never sent with the load.
   */
  responseId?: string;
}

export type LoadResult =
  | {
      kind: 'ready';
      release: StoredRelease;
      fromNetwork: boolean;
      /**
       * A release from the network is used at once and kept on the device meanwhile (never rejects: a device
       * that cannot keep it says so when the answers are saved). Absent for the device's own copy.
       */
      kept?: Promise<void>;
      /** The server's copy of this respondent's latest response (a userId in the link), for another device. */
      saved?: SavedProgress;
      /** The release `saved` was given under, when the survey was published again since. */
      savedRelease?: ReleaseWire;
      /** The load said the survey has no quota (hasQuotas false): no quota state to ask for. */
      noQuotas?: true;
    }
  /** The server says no: not found, not published, ended, or a collection limit (LIMIT_REASONS). */
  | { kind: 'unavailable'; reason: UnavailableReason }
  /** No network and never seen on this device. */
  | { kind: 'offline' }
  | { kind: 'error' };

const LOAD_TIMEOUT_MS = 15_000;

/**
 * How long the load may take, when the device already holds a release of the survey, before that copy is shown
 * instead. A network that answers at all answers well within it (a newer release, an ended survey and a panel
 * respondent's progress from another device are then all taken into account); one that hangs no longer keeps
 * the respondent waiting 15 s for a survey the device holds.
 */
export const HELD_COPY_WAIT_MS = 2_000;

export interface LoadOptions {
  /** See HELD_COPY_WAIT_MS (tests shorten it). */
  heldCopyWaitMs?: number;
  /**
   * Told each release as soon as it is known — the device's copy once read, while the network is still
   * answering, and the network's before it is stored — so that what it needs (its family views) can load
   * meanwhile.
   */
  onRelease?: (wire: ReleaseWire) => void;
  /** The device's copy when it was read already (storage/deviceCopy.ts): then not read again here. */
  heldRelease?: Promise<StoredRelease | undefined>;
  /**
   * The database a release from the network is kept in, when that may wait (the session defers it past the
   * first question, so the first load needs no Dexie: device.ts); `device` otherwise.
   */
  keepVia?: DeviceAccess;
}

/**
 * Network first, Dexie as the fallback (docs/architecture.md "Answering offline" 1): a fresh release is kept on
 * the device (`kept`; the response that starts under it is stored after it), so the next visit opens with no
 * connection. A refusal from the server wins over the local copy (an
 * ended survey stays ended); only a failed network falls back to it — or a slow one, when the device holds a
 * copy: past HELD_COPY_WAIT_MS that copy is used, and the load, left running, still keeps the release it
 * brings as the current one, so the next new response starts under it (a response already begun goes on
 * under its own version, see openSession). The release is not parsed here: the logic worker parses it with
 * the core schemas, off the main thread.
 */
export async function loadSurvey(
  device: DeviceAccess,
  query: LoadQuery,
  { heldCopyWaitMs = HELD_COPY_WAIT_MS, onRelease, heldRelease, keepVia = device }: LoadOptions = {},
): Promise<LoadResult> {
  const network = loadFromNetwork(keepVia, query, onRelease);
  // Read the device's copy while the request is under way, not after it failed.
  const held = (heldRelease ?? device().then((db) => currentRelease(db, query.surveyId))).catch(
    () => undefined,
  );
  void held.then((release) => release && onRelease?.(release.wire));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const heldInTime = new Promise<LoadResult>((resolve) => {
    timer = setTimeout(() => {
      void held.then((release) => release && resolve({ kind: 'ready', release, fromNetwork: false }));
    }, heldCopyWaitMs);
  });
  try {
    const answer = await Promise.race([network, heldInTime]);
    if (answer.kind !== 'failed') return answer;
    const release = await held;
    return release ? { kind: 'ready', release, fromNetwork: false } : { kind: answer.otherwise };
  } finally {
    clearTimeout(timer);
  }
}

/** The network's answer; a failure says what to report when the device holds no copy either. */
type NetworkResult = LoadResult | { kind: 'failed'; otherwise: 'offline' | 'error' };

async function loadFromNetwork(
  keep: DeviceAccess,
  query: LoadQuery,
  onRelease: LoadOptions['onRelease'],
): Promise<NetworkResult> {
  try {
    const data = (await requestLoad(query, LOAD_TIMEOUT_MS)) as {
      release?: ReleaseWire;
      surveyAnswer?: SavedProgress | null;
      answerRelease?: ReleaseWire | null;
      hasQuotas?: boolean;
      auditValues?: boolean;
      interviewLocation?: boolean;
    } | null;
    if (!data?.release || typeof data.release.version !== 'number')
      return { kind: 'failed', otherwise: 'error' };
    onRelease?.(data.release);
    // Only an explicit false spares the quota state: an older server says nothing, and may have quotas.
    const noQuotas = data.hasQuotas === false;
    const saved = data.surveyAnswer ?? undefined;
    const savedRelease = data.answerRelease ?? undefined;
    const release: StoredRelease = {
      surveyId: data.release.surveyId,
      version: data.release.version,
      wire: data.release,
      surveyName: data.release.survey.surveyName,
      fetchedAt: Date.now(),
    };
    const wire = data.release;
    const kept = keep()
      .then(async (db) => {
        await keepRelease(db, wire, release.fetchedAt);
        // What the quota state call would answer: kept so a later page opened offline goes by it too (a quota
        // removed since the state was last fetched leaves no stale full cell behind).
        if (noQuotas) await keepQuotaState(db, wire.surveyId, []);
        // Whether the audit trail keeps answer values (a live setting), for pages opened offline later.
        await db.surveys.update(wire.surveyId, {
          auditValues: data.auditValues === true,
          interviewLocation: data.interviewLocation === true,
        });
      })
      // The device could not keep it (full?): the answers are shown from memory; saving them says what is wrong.
      .catch(() => undefined);
    return {
      kind: 'ready',
      release,
      fromNetwork: true,
      kept,
      ...(saved && { saved }),
      ...(savedRelease && { savedRelease }),
      ...(noQuotas && { noQuotas: true as const }),
    };
  } catch (error) {
    if (error instanceof LoadError && error.kind === 'server') {
      const reason = (error.data as { reason?: unknown } | null)?.reason;
      if (typeof reason === 'string' && (UNAVAILABLE_REASONS as readonly string[]).includes(reason)) {
        return { kind: 'unavailable', reason: reason as UnavailableReason };
      }
      // A collection limit (a 429 after too many wrong passwords says passwordWrong too).
      if (typeof reason === 'string' && isLimitReason(reason)) {
        rememberRefusal(query, reason, error.data);
        return { kind: 'unavailable', reason };
      }
      if (error.code === 404) return { kind: 'unavailable', reason: 'notFound' };
      return { kind: 'failed', otherwise: 'error' };
    }
    return { kind: 'failed', otherwise: 'offline' };
  }
}
