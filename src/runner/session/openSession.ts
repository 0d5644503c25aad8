import type { PreparedOpening } from '../../../workers/logic';
import type { OpenedSession } from '../../../workers/logicSession';
import type { SavedProgress } from '../../core/api/answer';
import type { ReleaseWire } from '../../core/api/design';
import type { RunnerDatabase, StoredRelease, StoredResponse } from '../db';
import type { DeviceAccess } from '../device';
import type { LogicClient } from '../logic/client';
import type { DeviceCopy } from '../storage/deviceCopy';
import { dropPendingStart, notePendingStart, pendingStartFor } from '../storage/pendingStart';
import { currentRelease, keepRelease, releaseByVersion } from '../storage/releases';
import { adoptResponse, findResumable, newResponse, storeNewResponse } from '../storage/responseStart';
import { type LoadOptions, type LoadQuery, loadSurvey, type UnavailableReason } from '../sync/loadSurvey';

export interface ReadySession extends OpenedSession {
  response: StoredResponse;
  /** The page to show first: where the response left off, or the first shown page. */
  startPage: number;
  /** False when the release came from the device (no network). */
  fromNetwork: boolean;
  /** The survey load said the survey has no quota: the runner asks no quota state (session/quotaCheck.ts). */
  noQuotas?: boolean;
  /**
   * The device's database once the response is on it (a new response is stored after the first question is
   * up: see openSession); rejects when the device cannot keep it. Absent in the designer's preview.
   */
  onDevice?: Promise<RunnerDatabase>;
}

export type SessionResult =
  | { kind: 'ready'; session: ReadySession }
  /** This respondent already completed the survey (on another device): show the completion page. */
  | { kind: 'finished'; responseId: string }
  | { kind: 'unavailable'; reason: UnavailableReason | 'offline' | 'error' };

/** onRelease is also told the release a resumed response keeps (an earlier version the device holds). */
export interface OpenOptions extends Omit<LoadOptions, 'heldRelease' | 'keepVia'> {
  /** What the device holds, when it was read already (storage/deviceCopy.ts); otherwise read here. */
  deviceCopy?: Promise<DeviceCopy | undefined>;
  /**
   * The way to the database for writes that may wait (the release kept, a new response stored): once the
   * first question is up, when the device copy was read already, so that the first load carries no Dexie.
   * `device` itself otherwise. Reads that the copy lacks always go through `device` at once.
   */
  writeVia?: DeviceAccess;
}

/**
 * Opens the response to answer: the survey's release (network first, device copy offline), then the response
 * in progress for it on this device (same id, seed, answers and page after a reload or a closed tab), or the
 * one this respondent saved from another device (the load's surveyAnswer), or a new one, then the logic
 * worker on that release and seed. A response keeps the release version it started
 * with, which the device keeps (releases are never deleted).
 */
export async function openSession(
  device: DeviceAccess,
  logic: LogicClient,
  query: LoadQuery,
  { onRelease, deviceCopy, writeVia = device, ...loadOptions }: OpenOptions = {},
): Promise<SessionResult> {
  if (query.responseId) return openOwnResponse(device, logic, query.surveyId, query.responseId, onRelease);
  const copy = deviceCopy?.catch(() => undefined);
  const heldRelease = copy?.then(async (read) =>
    read ? read.release : currentRelease(await device(), query.surveyId),
  );
  const loaded = await loadSurvey(device, query, {
    ...loadOptions,
    onRelease,
    keepVia: writeVia,
    ...(heldRelease && { heldRelease }),
  });
  if (loaded.kind !== 'ready') {
    return { kind: 'unavailable', reason: loaded.kind === 'unavailable' ? loaded.reason : loaded.kind };
  }
  let release: StoredRelease = loaded.release;
  const read = await copy;
  let response = read ? read.resumable : await findResumable(await device(), query.surveyId);
  const { saved, savedRelease } = loaded;
  if (saved && (!response || supersedes(saved, response))) {
    const replace = response?.id === saved.responseId;
    const adopted = await adoptSaved(
      await device(),
      logic,
      release,
      { saved, savedRelease },
      query.userId,
      replace,
    );
    if (adopted?.status === 'complete') return { kind: 'finished', responseId: adopted.id };
    response = adopted ?? response;
  }
  if (response && response.version !== release.version) {
    const own = await releaseByVersion(await device(), query.surveyId, response.version);
    if (own) {
      release = own;
      onRelease?.(release.wire);
    } else response = undefined;
  }
  // A new response is shown at once and stored after the release it starts under (loaded.kept): the
  // answer writes wait for onDevice, so nothing typed meanwhile is lost, and a reload meanwhile opens the
  // same response (storage/pendingStart.ts).
  let onDevice: Promise<RunnerDatabase>;
  if (response) onDevice = writeVia();
  else {
    const made = newResponse({ ...query, version: release.version });
    const fresh: StoredResponse = { ...made, ...pendingStartFor(made) };
    notePendingStart(fresh);
    response = fresh;
    onDevice = (loaded.kept ?? Promise.resolve()).then(writeVia).then(async (db) => {
      await storeNewResponse(db, fresh);
      dropPendingStart(fresh);
      return db;
    });
  }
  // Whoever shows the session reports a failure; one never shown must not report it as unhandled.
  onDevice.catch(() => undefined);

  // The worker opened this response ahead when the boot script read it from the device (workers/logic.ts):
  // its own post of that opening (it posts one, or null, as soon as it has tried), or else its answer if asked.
  const resumed = response;
  const prepared =
    read && release === read.release && resumed === read.resumable
      ? read.prepared
        ? matching(await read.prepared, resumed, release.version)
        : await logic.openPrepared(resumed.id, resumed.seed, release.version)
      : undefined;
  const opened =
    prepared?.opened ?? (await logic.open(release.wire, response.seed, response.answers, response.id));
  const resumeAt = response.userPage;
  const startPage =
    resumeAt > 0 && resumeAt < opened.pages.length && isShown(opened, resumeAt)
      ? resumeAt
      : (prepared?.first ?? (await logic.first()));
  const noQuotas = loaded.noQuotas === true;
  return {
    kind: 'ready',
    session: { ...opened, response, startPage, fromNetwork: loaded.fromNetwork, noQuotas, onDevice },
  };
}

/**
 * One response the device holds, named by the link (an interviewer's interview, src/runner/interview), under
 * the release it began with, all from the device: an interview was started there from a release taken out
 * ahead, so it opens with no connection and without the survey load, whose collection limits (password, one
 * response per device) an interview does not go through (the server admits it by the interviewer's
 * assignment). A complete one shows its completion page; a discarded or unknown one is not found.
 */
async function openOwnResponse(
  device: DeviceAccess,
  logic: LogicClient,
  surveyId: string,
  responseId: string,
  onRelease: OpenOptions['onRelease'],
): Promise<SessionResult> {
  const db = await device();
  const response = await db.responses.get(responseId);
  if (!response || response.surveyId !== surveyId || response.discardedAt)
    return { kind: 'unavailable', reason: 'notFound' };
  if (response.status === 'complete') return { kind: 'finished', responseId };
  const release = await releaseByVersion(db, surveyId, response.version);
  if (!release) return { kind: 'unavailable', reason: 'offline' };
  onRelease?.(release.wire);
  const opened = await logic.open(release.wire, response.seed, response.answers, response.id);
  const resumeAt = response.userPage;
  const startPage =
    resumeAt > 0 && resumeAt < opened.pages.length && isShown(opened, resumeAt)
      ? resumeAt
      : await logic.first();
  return {
    kind: 'ready',
    session: { ...opened, response, startPage, fromNetwork: false, onDevice: Promise.resolve(db) },
  };
}

/** The worker's opening ahead when it is of this response, at this seed and release version. */
function matching(found: PreparedOpening | null, response: StoredResponse, version: number) {
  return found?.responseId === response.id && found.seed === response.seed && found.version === version
    ? found.session
    : undefined;
}

function isShown(opened: OpenedSession, pageIndex: number): boolean {
  return shownPagesOf(opened.pages, opened.view)[pageIndex] === true;
}

/**
 * Which pages show anything under a view, in one pass (the view's visible questions made a set once, not
 * once a page: a survey of many pages re-checks them all on every answer change).
 */
export function shownPagesOf(pages: OpenedSession['pages'], view: OpenedSession['view']): boolean[] {
  const visible = new Set(view.visibleQuestions);
  return pages.map((page) => {
    if (page.matrixRow) {
      const { questionId, rowId } = page.matrixRow;
      return visible.has(questionId) && !view.hiddenDescs[questionId]?.includes(rowId);
    }
    return page.questionIds.some((id) => visible.has(id));
  });
}

export { isShown as isPageShownIn };

/**
 * Whether the server's copy of the response this device has in progress is newer: another device (a panel
 * respondent switching phones and back) finished it, or saved past everything this device ever wrote. The
 * device's copy is otherwise newer or equal, since its own saves made the server's copy.
 */
function supersedes(saved: SavedProgress, local: StoredResponse): boolean {
  return saved.responseId === local.id && (saved.status === 'complete' || saved.ackSeq > local.seq);
}

/**
 * The server's copy of this respondent's response, taken over when the device does not know it yet, or
 * replacing the device's copy when another device carried it further (see supersedes). A panel respondent
 * whose response is complete sees the completion page, not a second survey. It goes on under the release
 * it was given under: the device's copy, or the one the load sent with it when the survey was published
 * again since; without either the respondent starts afresh rather than see another layout.
 */
async function adoptSaved(
  db: RunnerDatabase,
  logic: LogicClient,
  current: StoredRelease,
  { saved, savedRelease }: { saved: SavedProgress; savedRelease?: ReleaseWire },
  userId: string | undefined,
  replace: boolean,
): Promise<StoredResponse | undefined> {
  const known = await db.responses.get(saved.responseId);
  if (known && !replace) return known;
  const release =
    saved.version === current.version
      ? current
      : ((await releaseByVersion(db, saved.surveyId, saved.version)) ??
        (savedRelease?.version === saved.version
          ? await keepRelease(db, savedRelease, Date.now(), false)
          : undefined));
  if (!release) return undefined;
  await logic.open(release.wire, saved.seed, {}, saved.responseId);
  const answers = await logic.answersFromItems(saved.items);
  return adoptResponse(db, saved, answers, userId);
}
