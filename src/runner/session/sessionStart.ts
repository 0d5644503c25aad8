import type { Release } from '../../core/model';
import { linkValuesOf } from '../../core/surveyParams/rules';
import { openRunnerDb } from '../device';
import { firstPageKeysOf, preloadAnswerViews, rememberFirstViews } from '../familyViews';
import { firstScreenShown } from '../firstScreen';
import { type LogicClient, startLogicWorker } from '../logic/client';
import { takeDeviceCopy } from '../storage/deviceCopy';
import type { LoadQuery } from '../sync/loadSurvey';
import { openSession, type ReadySession, type SessionResult } from './openSession';

/**
 * Opening an answer session as early as the page can: the entry starts it (prestartSession) as soon as this
 * chunk arrives, while React is still starting, and the page takes it over when it mounts (takeSession). The
 * survey load, the IndexedDB reads, the worker's start and the family views' downloads then run side by side
 * instead of one after another, and the session is ready, with the views of the page shown first, by the time
 * the page can show it. The release's other views follow once that page is up.
 */
export interface SessionStart {
  logic: LogicClient;
  /** Ends the logic worker (the page went away, or nobody took the session over). */
  terminate: () => void;
  /** The opened session, once the views of its first page are loaded (or have failed to load). */
  result: Promise<SessionResult>;
  /** `result`'s value once it has resolved: the page can then show it in its very first render. */
  settled?: SessionResult;
}

/**
 * The load query of an answer link (`surveyId` required; the panel ids passed through, and the values of any
 * other query name, which a new response keeps for the survey's link parameters), or undefined.
 */
export function answerQueryOf(params: URLSearchParams): LoadQuery | undefined {
  const surveyId = params.get('surveyId')?.trim() ?? '';
  if (!surveyId) return undefined;
  const userId = params.get('userId') ?? undefined;
  const queryType = params.get('queryType') ?? undefined;
  const screenId = params.get('screenId') ?? undefined;
  const urlParams = linkValuesOf(params);
  // An interviewer's interview (src/runner/interview): the device's response of that id. Only with the
  // interview mark, so a respondent's link that happens to carry a responseId opens as it always did.
  const responseId = (params.get('interview') === '1' && params.get('responseId')?.trim()) || undefined;
  return {
    surveyId,
    ...(responseId && { responseId }),
    ...(userId && { userId }),
    ...(queryType && { queryType }),
    ...(screenId && { screenId }),
    ...(Object.keys(urlParams).length > 0 && { urlParams }),
  };
}

const keyOf = (query: LoadQuery) =>
  JSON.stringify([query.surveyId, query.userId, query.queryType, query.screenId, query.responseId]);

/** The catalogue keys of the page a session shows first. */
function startPageKeys(session: ReadySession): string[] {
  const byId = new Map(
    session.release.groups.flatMap((group) => group.questionList).map((question) => [question.id, question]),
  );
  const page = session.pages[session.startPage];
  return (page?.questionIds ?? []).flatMap((id) => byId.get(id)?.catalogKey ?? []);
}

/** Starts opening a session: the logic worker (the one given, already started, or a new one), load, views. */
export function startSession(query: LoadQuery, worker?: Worker): SessionStart {
  const { logic, terminate, worker: started } = startLogicWorker(worker);
  // The boot script's copy is of the survey's latest response in progress: not of one the link names.
  const deviceCopy = query.responseId ? undefined : takeDeviceCopy(query.surveyId, started);
  // With the device's copy read already (nothing at all on a first visit), the session needs Dexie only to
  // write, which waits until the first question is up: Dexie stays out of the first load (device.ts).
  const result = openSession(openRunnerDb, logic, query, {
    onRelease: (wire) => void preloadAnswerViews(firstPageKeysOf(wire)),
    ...(deviceCopy && { deviceCopy, writeVia: () => firstScreenShown().then(openRunnerDb) }),
  }).then(async (opened) => {
    if (opened.kind !== 'ready') return opened;
    const { session } = opened;
    performance.mark('wenda:session');
    const firstKeys = startPageKeys(session);
    rememberFirstViews(query.surveyId, firstKeys);
    await preloadAnswerViews(firstKeys);
    // The other pages' views, so that moving on never waits behind a skeleton.
    void firstScreenShown().then(() =>
      preloadAnswerViews(
        session.release.groups.flatMap((group) => group.questionList.map((q) => q.catalogKey)),
      ),
    );
    if (session.fromNetwork) keepImagesForOffline(session.release);
    keepAddressListsForOffline(session.release);
    return opened;
  });
  const start: SessionStart = { logic, terminate, result };
  // The page that takes the session over handles a failure; an untaken one must not report it as unhandled.
  result.then(
    (value) => {
      start.settled = value;
    },
    () => undefined,
  );
  return start;
}

/**
 * The survey's images, kept by the service worker for a visit with no connection (src/runner/offlineImages):
 * asked for once the first screen is up, from a chunk of its own, so neither competes with the first load.
 * Only a release just loaded online: offline there is nothing to fetch. A failure costs images offline only.
 */
function keepImagesForOffline(release: Release): void {
  void firstScreenShown()
    .then(() => import('../offlineImages/keep'))
    .then(({ keepSurveyImages }) => keepSurveyImages(release))
    .catch(() => undefined);
}

/**
 * China's divisions for the release's address questions, kept on the device (src/runner/offlineLists): a
 * chunk of its own, loaded only for a release that has one; it fetches only what the device lacks, so a
 * release read from the device still names where its lists come from when the connection is back.
 */
function keepAddressListsForOffline(release: Release): void {
  const hasAddress = release.groups.some((group) =>
    group.questionList.some((question) => question.mediaQuType === 'address'),
  );
  if (!hasAddress) return;
  void import('../offlineLists/addressList')
    .then(({ keepAddressLists }) => keepAddressLists(release))
    .catch(() => undefined);
}

let early: { key: string; start: SessionStart } | undefined;

/** Called by the entry for an answer link: starts the session before the page that shows it has loaded. */
export function prestartSession(query: LoadQuery, worker?: Worker): void {
  early?.start.terminate();
  early = { key: keyOf(query), start: startSession(query, worker) };
}

/**
 * The session the entry started for this query, when it has opened already (not taken over: takeSession still
 * does that); undefined otherwise.
 */
export function openedEarly(query: LoadQuery): { result: SessionResult; logic: LogicClient } | undefined {
  const settled = early && early.key === keyOf(query) ? early.start.settled : undefined;
  return early && settled ? { result: settled, logic: early.start.logic } : undefined;
}

/**
 * The session for this query: the one the entry started, taken over once, or a new one (a later visit of the
 * page, another survey). A started session for another query is ended.
 */
export function takeSession(query: LoadQuery): SessionStart {
  const taken = early;
  early = undefined;
  if (taken && taken.key === keyOf(query)) return taken.start;
  taken?.start.terminate();
  return startSession(query);
}
