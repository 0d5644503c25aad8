import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { openRunnerDb } from './device';
import { markFirstScreenShown } from './firstScreen';
import { languageFromLink, languageOfSurvey, showInterfaceIn, useRunnerLanguage } from './i18n';
import type { LogicClient } from './logic/client';
import { hashPath, Navigate, useHash, useSearchParams } from './navigation';
import { isNewerFormatError, reloadForNewerApp } from './session/newerApp';
import type { ReadySession, SessionResult } from './session/openSession';
import { answerQueryOf, openedEarly, takeSession } from './session/sessionStart';

// For the entry (earlyStart.ts), which starts the session from this chunk.
export { answerQueryOf, prestartSession } from './session/sessionStart';
// For the designer's preview (preview/PreviewAnswerPage.tsx), which runs this chunk's runner.
export { Runner } from './ui/Runner';

import { isQuotaError, StorageFullError } from './storage/quota';
import { lastAnsweredLink } from './storage/responseStart';
import { RunnerCard, RunnerSplash } from './ui/chrome';
import { Runner } from './ui/Runner';
import './runner.css';
import { translate } from './translate';

const InterviewBar = lazy(async () => ({
  default: (await import('./interview/InterviewBar')).InterviewBar,
}));

type PageState =
  | { kind: 'loading' }
  | { kind: 'ready'; session: ReadySession; logic: LogicClient }
  | { kind: 'unavailable'; reason: string }
  | { kind: 'continue'; link: string }
  /** full: the device is out of space; otherwise storage is refused (private mode, a broken profile). */
  | { kind: 'storage'; full: boolean }
  /** The survey's release is newer than this app reads, and reloading brought no newer app (offline). */
  | { kind: 'outdated' };

/**
 * /answer?surveyId=…[&userId&queryType&screenId] (spec 2 §2, §7): opens the survey (network first, device
 * copy offline) and the response to continue, then hands over to the page walk. Without a survey (the
 * installed app's start page) it continues with the survey last answered on this device. A survey the server refuses
 * (not found, not published, ended), or one never opened on this device while offline, goes to /statusTip.
 */
/** The answer route's path, matched as RunnerApp matches it (any case, one trailing slash). */
const ANSWER_PATH = /^\/answer\/?$/i;

/** What the page shows for a session's opening. */
function stateOf(result: SessionResult, logic: LogicClient, surveyId: string): PageState {
  if (result.kind === 'ready') return { kind: 'ready', session: result.session, logic };
  if (result.kind === 'finished') {
    const search = new URLSearchParams({ surveyId, responseId: result.responseId });
    return { kind: 'continue', link: `/answerend?${search}` };
  }
  return { kind: 'unavailable', reason: result.reason };
}

export function AnswerPage() {
  const [currentParams] = useSearchParams();
  // Leaving for /answerend, this page may render once more under the new hash before RunnerApp replaces it:
  // it keeps the link it was opened with, or it would start a new response for the end page's query.
  const onAnswerRoute = ANSWER_PATH.test(hashPath(useHash()));
  const openedWith = useRef(currentParams);
  if (onAnswerRoute) openedWith.current = currentParams;
  const params = openedWith.current;
  const surveyId = params.get('surveyId')?.trim() ?? '';
  const userId = params.get('userId') ?? undefined;
  const queryType = params.get('queryType') ?? undefined;
  const screenId = params.get('screenId') ?? undefined;
  const linkLanguage = languageFromLink(params.get('lang'));
  const lang = useRunnerLanguage();
  // The same query the entry starts a session with (the panel ids, and the link's values a response keeps).
  const query = answerQueryOf(params) ?? { surveyId };
  // An interview's own response (answerQueryOf reads it only with interview=1).
  const { responseId } = query;
  // The session the entry started has usually opened by the time this page first renders (the device's copy
  // offline): shown at once, rather than a splash first and the question in the next render.
  const [opened] = useState(() => (surveyId ? openedEarly(query) : undefined));
  const [state, setState] = useState<PageState>(() =>
    opened ? stateOf(opened.result, opened.logic, surveyId) : { kind: 'loading' },
  );

  useEffect(() => {
    if (linkLanguage) showInterfaceIn(linkLanguage);
  }, [linkLanguage]);

  // The survey's own language for a session shown at once, before that first render is painted.
  useLayoutEffect(() => {
    if (opened?.result.kind !== 'ready' || linkLanguage) return;
    const surveyLanguage = languageOfSurvey(opened.result.session.release.survey.surveyLanguage);
    if (surveyLanguage) showInterfaceIn(surveyLanguage, { remember: false });
  }, [opened, linkLanguage]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: query is made of these ids; opened is the first render's.
  useEffect(() => {
    if (!surveyId) {
      // The installed app starts here: an interviewer's device at the interviewer screen, otherwise the
      // survey last answered on this device, if any. The interviewers' login store is read only here: an
      // answer link never waits for its chunk.
      let cancelled = false;
      import('./interview/tokenStore')
        .then(({ readLogin }) => readLogin())
        .then(async (login) => (login ? 'interviewer' : lastAnsweredLink(await openRunnerDb())))
        .then((last) => {
          if (cancelled) return;
          if (last === 'interviewer') setState({ kind: 'continue', link: '/interview' });
          else if (last) setState({ kind: 'continue', link: `/answer?${new URLSearchParams(last)}` });
          else setState({ kind: 'unavailable', reason: 'noSurvey' });
        })
        .catch(() => !cancelled && setState({ kind: 'storage', full: false }));
      return () => {
        cancelled = true;
      };
    }
    // Usually started by the entry while this page's chunks were downloading (src/main.tsx).
    const { logic, terminate, result: opening } = takeSession(query);
    // Shown in the first render already (only the first run of this effect can find it so).
    const shown = opened && opened.logic === logic ? opened.result : undefined;
    if (!shown) setState({ kind: 'loading' });
    let cancelled = false;
    opening
      .then((result) => {
        if (cancelled || result === shown) return;
        if (result.kind === 'ready') {
          const surveyLanguage = languageOfSurvey(result.session.release.survey.surveyLanguage);
          if (!linkLanguage && surveyLanguage) showInterfaceIn(surveyLanguage, { remember: false });
        }
        setState(stateOf(result, logic, surveyId));
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        if (isNewerFormatError(error)) {
          // The server moved on while this page runs an older app: the new app, never a misread release.
          void reloadForNewerApp().then(
            (reloading) => !reloading && !cancelled && setState({ kind: 'outdated' }),
          );
          return;
        }
        console.error('The survey could not be opened', error);
        // IndexedDB refused (private mode, a broken profile) or the device is full: answers cannot be kept.
        setState({ kind: 'storage', full: isQuotaError(error) || error instanceof StorageFullError });
      });
    return () => {
      cancelled = true;
      terminate();
    };
  }, [surveyId, userId, queryType, screenId, responseId, linkLanguage]);

  useEffect(() => {
    if (state.kind !== 'loading') markFirstScreenShown();
  }, [state.kind]);

  // A new response is stored once its first question is up: a device that cannot keep it says so then.
  const onDevice = state.kind === 'ready' ? state.session.onDevice : undefined;
  useEffect(() => {
    let current = true;
    onDevice?.catch((error: unknown) => {
      if (!current) return;
      console.error('The response could not be kept on this device', error);
      setState({ kind: 'storage', full: isQuotaError(error) || error instanceof StorageFullError });
    });
    return () => {
      current = false;
    };
  }, [onDevice]);

  if (state.kind === 'loading') return <RunnerSplash lang={lang} />;
  if (state.kind === 'continue') return <Navigate to={state.link} replace />;
  if (state.kind === 'unavailable') {
    const search = new URLSearchParams({ reason: state.reason, surveyId });
    return <Navigate to={`/statusTip?${search}`} replace />;
  }
  if (state.kind === 'outdated') {
    return (
      <RunnerCard>
        <h1 className="wr-card__title">{translate(lang, 'runner.appOutdated.title')}</h1>
        <p role="alert">{translate(lang, 'runner.appOutdated.text')}</p>
      </RunnerCard>
    );
  }
  if (state.kind === 'storage') {
    return (
      <RunnerCard>
        <h1 className="wr-card__title">
          {translate(lang, state.full ? 'runner.storageFull.title' : 'runner.storageUnavailable')}
        </h1>
        <p role="alert">{translate(lang, state.full ? 'runner.storageFull.open' : 'runner.storageError')}</p>
      </RunnerCard>
    );
  }
  const runner = (
    <Runner key={state.session.response.id} logic={state.logic} session={state.session} lang={lang} />
  );
  if (!responseId) return runner;
  // An interview: the way back to the interviewer's list above it, from the interviewer screen's chunk.
  return (
    <>
      <Suspense fallback={null}>
        <InterviewBar lang={lang} />
      </Suspense>
      {runner}
    </>
  );
}
