import {
  type CSSProperties,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { RunnerView } from '../../../workers/logicSession';
import { withoutHidden } from '../../core/logic/answerValues';
import type { AnswerValue, Question } from '../../core/model';
import { answerInWords, pipeAnswers } from '../../core/quotes';
import { type DisplayTimeRecord, timedItemsOf } from '../../core/validation/displayTime';
import type { ValidationIssue } from '../../core/validation/issue';
import type { Language } from '../../i18n';
import { checksQuotasOnLeaving, isCheckpoint } from '../../questions/checkpoint/check';
import { moveOf } from '../audit/recorder';
import { useAuditTrail } from '../audit/useAuditTrail';
import { ServerHtml } from '../components/ServerHtml';
import { openRunnerDb, pageSendLoop, useDeviceDb, useDeviceQuery } from '../device';
import type { LogicClient } from '../logic/client';
import { useNavigate } from '../navigation';
import { ChangeWriter } from '../session/changeWriter';
import { type ReadySession, shownPagesOf } from '../session/openSession';
import type { AnswerWriter, RunnerPreview } from '../session/previewHooks';
import { QuotaCheck } from '../session/quotaCheck';
import { MediaResponseContext, useWaitingFiles } from '../storage/mediaResponse';
import { requestPersistentStorage, StorageFullError } from '../storage/quota';
import { deviceQuotaStateCache } from '../storage/quotaStateCache';
import { waitingChanges } from '../storage/responseStart';
import { saveTrouble } from '../storage/saveTrouble';
import { useKeptLanguage, useSurveyLanguage } from '../surveyLanguage';
import { fetchQuotaState } from '../sync/quotaState';
import { translate } from '../translate';
import { CoverScreen } from './CoverScreen';
import { PendingNote, ProgressBar, StorageFullDialog } from './chrome';
import { Countdown, isSpentPage, pageTimedItems, usePageDisplayTime } from './displayTime';
import { focusIssue } from './focusIssue';
import { pageStyleOf } from './pageStyle';
import { QuestionBlock } from './QuestionBlock';
import { SurveyLanguageSwitch } from './SurveyLanguageSwitch';
import { StableProps } from './stableProps';
import { useOtherWaitingResponses } from './waitingResponses';

interface RunnerProps {
  logic: LogicClient;
  session: ReadySession;
  lang: Language;
  /** The designer's preview: answers in memory only, nothing stored or sent (session/previewHooks.ts). */
  preview?: RunnerPreview;
}

/**
 * One response, one page at a time (spec 2 §2): previous / next / submit, progress, the style's hide flags,
 * validation on leaving a page, and every edit written to the device before it is sent.
 */
export function Runner({ logic, session, lang, preview }: RunnerProps) {
  const navigate = useNavigate();
  const { pages } = session;
  // The release in the respondent's survey language (texts only: ids, answers and pages are the same).
  const surveyLanguage = useSurveyLanguage(session);
  const { release } = surveyLanguage;
  const responseId = session.response.id;
  const style = useMemo(() => pageStyleOf(release), [release]);
  const questions = useMemo(
    () =>
      new Map<string, Question>(release.groups.flatMap((group) => group.questionList).map((q) => [q.id, q])),
    [release],
  );

  const [view, setView] = useState<RunnerView>(session.view);
  const [answers, setAnswers] = useState(session.response.answers);
  const [pageIndex, setPageIndex] = useState(session.startPage);
  const [issues, setIssues] = useState<Record<string, ValidationIssue[]>>({});
  const [isLast, setIsLast] = useState(false);
  const [storageFull, setStorageFull] = useState(false);
  const [busy, setBusy] = useState(false);
  // The style's cover comes before the first page of a response not yet begun (not on a resume).
  const [onCover, setOnCover] = useState(
    () =>
      style.cover !== undefined &&
      session.startPage === 0 &&
      Object.keys(session.response.answers).length === 0,
  );
  const online = useOnline();
  const isPreview = preview !== undefined;
  // The device's database, once the response is on it (undefined in the preview, which keeps nothing).
  const onDevice = isPreview ? undefined : session.onDevice;
  const db = useDeviceDb(onDevice);
  const writerRef = useRef<AnswerWriter | null>(null);
  writerRef.current ??=
    preview?.writerFor(setView) ??
    // A session that openSession did not open (none today) still reaches the database.
    new ChangeWriter(onDevice ?? openRunnerDb(), logic, responseId, session.response.answers, {
      onView: setView,
      onCommitted: (stored, device) => {
        setStorageFull(false);
        void pageSendLoop(device).then((loop) => loop.kick(stored.id));
      },
      onError: (error) => {
        if (error instanceof StorageFullError) setStorageFull(true);
        else console.error('The answer could not be stored', error);
      },
    });
  const writer = writerRef.current;
  useKeptLanguage(writer, session, surveyLanguage);
  const quotaRef = useRef<QuotaCheck | null>(null);
  quotaRef.current ??= new QuotaCheck(
    release.surveyId,
    fetchQuotaState,
    deviceQuotaStateCache(onDevice, release.surveyId),
    session.noQuotas === true,
  );
  const quotas = quotaRef.current;

  // Paradata: time on each page, shared among the questions it shows, added when the page is left.
  const timesRef = useRef<Record<string, number>>({ ...session.response.questionTimeMs });
  const shownAtRef = useRef(performance.now());
  // Display time (./displayTime.tsx): the release's timed items and the response's records of them.
  const timedItems = useMemo(() => timedItemsOf(release.groups), [release]);
  const displayTimesRef = useRef<Record<string, DisplayTimeRecord>>({ ...session.response.displayTimes });

  // The preview reads nothing from the device either (its response is not there).
  const stored = useDeviceQuery(db, (device) => device.responses.get(responseId), [responseId]);
  const waiting = waitingChanges(stored);
  const othersWaiting = useOtherWaitingResponses(db, responseId);
  const outboxEntry = useDeviceQuery(db, (device) => device.outbox.get(responseId), [responseId]);
  const trouble = saveTrouble(outboxEntry);
  // Files (photos, recordings, videos) still to be sent are told apart from answers (media questions).
  const waitingFiles = useWaitingFiles(db, responseId);
  const mediaResponse = useMemo(
    () => (onDevice ? { device: onDevice, db, surveyId: release.surveyId, responseId } : undefined),
    [onDevice, db, release.surveyId, responseId],
  );

  useEffect(() => {
    if (isPreview) return;
    void quotas.refresh();
  }, [quotas, isPreview]);

  // The shared loop that sends what the device holds, started by the first answer page.
  useEffect(() => {
    if (db) void pageSendLoop(db);
  }, [db]);

  useEffect(() => {
    if (!isPreview) void requestPersistentStorage();
    // A resumed response whose stored page was no longer shown starts on another one: remember that.
    if (session.response.userPage !== session.startPage) void writer.patch({ userPage: session.startPage });
  }, [session, writer, isPreview]);

  // Whether the next step is the end decides "next" or "submit"; it depends on the answers (end rules).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `view` changes when the worker's state does, which is what `next` reads
  useEffect(() => {
    let current = true;
    void logic.next(pageIndex).then((step) => {
      if (current) setIsLast(step.kind === 'finish');
    });
    return () => {
      current = false;
    };
  }, [logic, pageIndex, view]);

  const visible = useMemo(() => new Set(view.visibleQuestions), [view]);
  const page = pages[pageIndex];
  const shownPages = useMemo(() => shownPagesOf(pages, view), [pages, view]);
  const total = shownPages.filter(Boolean).length;
  const position = shownPages.slice(0, pageIndex + 1).filter(Boolean).length;
  const isFirstShown = position === 1;
  // The audit trail (../audit/): questions entered and left, moves, the app hidden and back.
  const audit = useAuditTrail({
    device: onDevice,
    responseId,
    surveyId: release.surveyId,
    resumed: session.response.seq > 0,
    pageIndex,
    pageQuestions: (page?.questionIds ?? []).filter((id) => visible.has(id)),
    active: !onCover,
    lastPage: isLast,
    answersNow: () => writer.current,
    saveTrail: writer instanceof ChangeWriter ? () => writer.saveTrail() : undefined,
  });
  const onPreviewPage = preview?.onPage;
  useEffect(() => onPreviewPage?.(pageIndex, view), [onPreviewPage, pageIndex, view]);

  // The page's display time: 'next' moves on as the next button would (once a move in progress is over).
  const pageItems = useMemo(() => pageTimedItems(page, timedItems, visible), [page, timedItems, visible]);
  const [timeUpOnPage, setTimeUpOnPage] = useState<number | undefined>();
  const display = usePageDisplayTime({
    pageKey: String(pageIndex),
    items: pageItems,
    records: () => displayTimesRef.current,
    paused: onCover,
    lang,
    onNext: () => setTimeUpOnPage(pageIndex),
    onHidden: (records) => {
      displayTimesRef.current = { ...displayTimesRef.current, ...records };
      void writer.patch({ displayTimes: displayTimesRef.current });
    },
  });
  const displayTimesNow = () => ({ ...displayTimesRef.current, ...display.recordsNow() });
  const leaveDisplayTime = () => {
    displayTimesRef.current = { ...displayTimesRef.current, ...display.finish() };
    return displayTimesRef.current;
  };
  const isSpent = (index: number) =>
    isSpentPage(pageTimedItems(pages[index], timedItems, visible), displayTimesRef.current);
  // "Previous" shows when there is a page to go back to: not only pages whose time moved the respondent on.
  const canGoBack = shownPages.some((shown, index) => shown && index < pageIndex && !isSpent(index));

  const onChange = useCallback(
    (questionId: string, next: AnswerValue | undefined) => {
      void writer.setAnswer(questionId, next);
      setAnswers(writer.current);
      setIssues((current) => {
        if (!current[questionId]) return current;
        const { [questionId]: _, ...rest } = current;
        return rest;
      });
    },
    [writer],
  );

  const spentOnPage = (): Record<string, number> => {
    const spent = performance.now() - shownAtRef.current;
    const shown = (page?.questionIds ?? []).filter((id) => visible.has(id));
    const times = { ...timesRef.current };
    for (const id of shown) times[id] = Math.round((times[id] ?? 0) + spent / shown.length);
    timesRef.current = times;
    shownAtRef.current = performance.now();
    return times;
  };

  // After a move the new page's first question gets focus and the page is announced, so a keyboard or
  // screen-reader user goes on from there (not from the top of the document). A move that lands on an issue
  // leaves the focus to focusIssue.
  const focusNewPage = useRef(false);
  const [announcement, setAnnouncement] = useState('');
  const moveTo = (index: number, focusFirst = true) => {
    focusNewPage.current = focusFirst;
    setPageIndex(index);
    setIssues({});
    window.scrollTo({ top: 0 });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per page shown (the cover's start included), after it is on screen
  useEffect(() => {
    if (!focusNewPage.current) return;
    focusNewPage.current = false;
    setAnnouncement(translate(lang, 'runner.progress', { page: position, total }));
    const head = document.querySelector<HTMLElement>('.wr-main .wr-q__head');
    if (!head) return;
    head.tabIndex = -1;
    head.focus({ preventScroll: true });
  }, [pageIndex, onCover]);

  // How many answers need attention, said politely (the control focused next reads its own message). Emptied
  // first: the same count after a second attempt is a change a screen reader announces again.
  const announceIssues = (count: number) => {
    setAnnouncement('');
    const text =
      count === 1
        ? translate(lang, 'runner.issuesOnPageOne')
        : translate(lang, 'runner.issuesOnPage', { n: count });
    requestAnimationFrame(() => setAnnouncement(text));
  };

  const goNext = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await writer.flushed();
      if (writer.failing) return;
      // A question whose display time ran out and moved on may stay unfinished (the server's rule too).
      const found = await logic.validatePage(pageIndex, displayTimesNow());
      if (found.length > 0) {
        setIssues(Object.fromEntries(found.map((entry) => [entry.questionId, entry.issues])));
        announceIssues(found.length);
        const first = found[0]!;
        requestAnimationFrame(() => focusIssue(first.questionId, first.issues[0]?.target));
        return;
      }
      let step = await logic.next(pageIndex);
      const questionTimeMs = spentOnPage();
      const displayTimes = leaveDisplayTime();
      // A page whose time moved the respondent on is not shown again.
      while (step.kind === 'page' && isSpent(step.index)) step = await logic.next(step.index);
      // A full end-now quota cell stops the respondent; so does any full cell at a checkpoint checking quotas.
      // The preview asks no quota state: its answers fall in no cell.
      const quotaFull =
        !preview &&
        ((await quotas.endsNow(writer.current, online)) ||
          (checksQuotasOnLeaving(pageQuestions) && (await quotas.checkpointEnds(writer.current, online))));
      if (step.kind === 'page' && !quotaFull) {
        audit?.pageMove(pageIndex, step.index, moveOf(shownPages, pageIndex, step.index, false));
        void writer.patch({ userPage: step.index, questionTimeMs, displayTimes });
        moveTo(step.index);
        return;
      }
      // Before a Complete finish, pages already passed are checked again: a later answer may have undone one.
      const undone = quotaFull ? undefined : await logic.firstPageWithIssues(pageIndex, displayTimes);
      if (undone) {
        audit?.pageMove(pageIndex, undone.pageIndex, 'jump');
        void writer.patch({ userPage: undone.pageIndex, questionTimeMs, displayTimes });
        moveTo(undone.pageIndex, false);
        setIssues(Object.fromEntries(undone.issues.map((entry) => [entry.questionId, entry.issues])));
        announceIssues(undone.issues.length);
        const first = undone.issues[0]!;
        requestAnimationFrame(() => focusIssue(first.questionId, first.issues[0]?.target));
        return;
      }
      // A full end-now quota cell stops the respondent as Quota-full; an end rule that fired screens them
      // out; the server may still turn a Complete into Overquota when its cell filled meanwhile.
      const sampleStatus = quotaFull
        ? 'QuotaFull'
        : step.kind === 'finish' && step.ended
          ? 'Screenout'
          : 'Complete';
      if (preview) return preview.onFinish(sampleStatus);
      audit?.end(sampleStatus);
      await writer.patch({ status: 'complete', sampleStatus, questionTimeMs, displayTimes });
      if (writer.failing) return;
      navigate(`/answerend?surveyId=${encodeURIComponent(release.surveyId)}&responseId=${responseId}`, {
        replace: true,
      });
    } finally {
      setBusy(false);
    }
  };

  const goPrevious = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await writer.flushed();
      let previous = await logic.previous(pageIndex);
      // A page whose time moved the respondent on is skipped going back (its stimulus was shown its time).
      while (previous !== undefined && isSpent(previous)) previous = await logic.previous(previous);
      if (previous === undefined) return;
      audit?.pageMove(pageIndex, previous, 'back');
      void writer.patch({
        userPage: previous,
        questionTimeMs: spentOnPage(),
        displayTimes: leaveDisplayTime(),
      });
      moveTo(previous);
    } finally {
      setBusy(false);
    }
  };

  // The time ran out while a move was under way (or just now): move on once it is over, if still here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: goNext is this render's; it runs once per time-up
  useEffect(() => {
    if (timeUpOnPage === undefined || busy) return;
    setTimeUpOnPage(undefined);
    if (timeUpOnPage === pageIndex) void goNext();
  }, [timeUpOnPage, busy, pageIndex]);

  const retryStorage = () => {
    void writer.retry();
  };

  // A title quoting an earlier answer ({{Q:id}}, src/core/quotes.ts) reads what counts now: nothing when hidden,
  // and without options logic hides (a quoted option whose source option was unticked since).
  const wordsOf = (questionId: string) => {
    const quoted = questions.get(questionId);
    const answer = answers[questionId] ?? view.assigned[questionId];
    if (!quoted || !answer || !visible.has(questionId)) return '';
    return answerInWords(quoted, withoutHidden(answer, new Set(view.hiddenOptions[questionId]), undefined));
  };

  // Unchanged questions keep their props' identity, so an answer change redraws only what it changed.
  const stableRef = useRef<StableProps | null>(null);
  stableRef.current ??= new StableProps();
  const stable = stableRef.current;

  const pageQuestions = (page?.questionIds ?? [])
    .map((id) => questions.get(id))
    .filter((question): question is Question => !!question && visible.has(question.id));
  // A checkpoint runs its checks when its page is left; respondents never see it.
  const shownQuestions = pageQuestions.filter((question) => !isCheckpoint(question));
  const rootStyle = style.variables as CSSProperties;
  const nextLabel = isLast
    ? (style.submitText ?? translate(lang, 'runner.submit'))
    : translate(lang, 'runner.next');

  if (onCover && style.cover) {
    return (
      <div className="wr" style={rootStyle}>
        <CoverScreen
          cover={style.cover}
          title={release.survey.surveyName}
          lang={lang}
          onStart={() => {
            // The first page takes the focus the start button had, as after "next".
            focusNewPage.current = true;
            setOnCover(false);
          }}
        />
      </div>
    );
  }

  return (
    <div className="wr" style={rootStyle}>
      {style.showBar ? (
        // In a banner landmark of its own, so that nothing on the page lies outside a landmark.
        <header className="wr-top">
          <ProgressBar position={position} total={total} lang={lang} />
        </header>
      ) : null}
      {style.headerImage ? <div className="wr-header-image" aria-hidden="true" /> : null}
      <main className="wr-main" aria-busy={busy}>
        <p className="wr-sr" aria-live="polite" data-testid="page-announcement">
          {announcement}
        </p>
        <p className="wr-sr" aria-live="polite" data-testid="display-time-announcement">
          {display.announcement}
        </p>
        <SurveyLanguageSwitch choice={surveyLanguage} lang={lang} />
        {display.timer
          ? pageItems
              .filter((item) => !item.covers.includes(item.id))
              .map((item) => <Countdown key={item.id} timer={display.timer!} id={item.id} lang={lang} />)
          : null}
        {!(isFirstShown && style.showSurveyTitle) ? (
          // Every page has its one level-one heading: the survey's name, for screen readers only where the
          // page does not show it.
          <h1 className="wr-sr">{release.survey.surveyName}</h1>
        ) : null}
        {isFirstShown && style.showSurveyTitle ? (
          <header className="wr-survey">
            {style.logoUrl ? <img className="wr-logo" src={style.logoUrl} alt="" /> : null}
            <h1 className="wr-survey__title">{release.survey.surveyName}</h1>
            {style.showWelcome && release.survey.surveyNote ? (
              <ServerHtml html={release.survey.surveyNote} className="wr-survey__note" />
            ) : null}
          </header>
        ) : null}
        <MediaResponseContext.Provider value={mediaResponse}>
          {shownQuestions.map((question) => {
            const row = page?.matrixRow?.questionId === question.id ? page.matrixRow : undefined;
            const hiddenOptions = view.hiddenOptions[question.id];
            const hiddenDescs = view.hiddenDescs[question.id];
            const key = row ? `${question.id}:${row.rowId}` : question.id;
            const optionOrder = stable.list(
              `options ${key}`,
              (row?.optionIds ?? session.options[question.id] ?? []).filter(
                (id) => !hiddenOptions?.includes(id),
              ),
            );
            const descOrder = stable.list(
              `rows ${key}`,
              row
                ? [row.rowId]
                : (session.descs[question.id] ?? []).filter((id) => !hiddenDescs?.includes(id)),
            );
            const own = answers[question.id];
            const assigned = stable.value(`assigned ${key}`, view.assigned[question.id]);
            return (
              <QuestionBlock
                key={key}
                question={question}
                title={pipeAnswers(question.quTitle || question.title || '', wordsOf)}
                answer={own ?? assigned}
                readOnly={own === undefined && assigned !== undefined}
                optionOrder={optionOrder}
                descOrder={descOrder}
                issues={issues[question.id] ?? NO_ISSUES}
                showNumber={style.showNumbers}
                lang={lang}
                accentColor={style.accentColor}
                onChange={onChange}
                displayTimer={display.timer?.counts(question.id) ? display.timer : undefined}
                stimulusHidden={display.hiddenStimulus.has(question.id)}
              />
            );
          })}
        </MediaResponseContext.Provider>
        {style.footer ? <p className="wr-footer-text">{style.footer}</p> : null}
      </main>
      <footer className="wr-nav">
        <PendingNote
          changes={waiting}
          files={waitingFiles}
          others={othersWaiting}
          // The last send found no server (lie-fi, a captive portal) although the phone says it is online.
          online={online && outboxEntry?.lastFailure !== 'network'}
          lang={lang}
          trouble={trouble}
        />
        <div className="wr-nav__buttons">
          {style.showPrevious && !isFirstShown && canGoBack ? (
            <button
              type="button"
              className="wr-btn wr-btn--ghost"
              onClick={goPrevious}
              // aria-disabled, not disabled: a disabled button drops the keyboard focus to the page's body.
              aria-disabled={busy || undefined}
              data-testid="previous"
            >
              {translate(lang, 'runner.previous')}
            </button>
          ) : null}
          <button
            type="button"
            className="wr-btn wr-btn--primary"
            onClick={goNext}
            aria-disabled={busy || undefined}
            data-testid={isLast ? 'submit' : 'next'}
          >
            {nextLabel}
          </button>
        </div>
      </footer>
      {storageFull ? <StorageFullDialog lang={lang} onRetry={retryStorage} /> : null}
    </div>
  );
}

const NO_ISSUES: readonly ValidationIssue[] = [];

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}
