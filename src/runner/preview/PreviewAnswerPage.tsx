import { useCallback, useEffect, useRef, useState } from 'react';
import type { RunnerView } from '../../../workers/logicSession';
import type { ReleaseWire } from '../../core/api/design';
import type { SampleStatus } from '../../core/model';
import { splitCommaList } from '../../core/model';
import type { Language } from '../../i18n';
// The runner as the answer page's chunk holds it: taken from that module, so that the bundler keeps everything
// both pages use in the respondents' answer chunk (one chunk, as before) and only the preview's own code apart.
import { Runner } from '../AnswerPage';
import { ServerHtml } from '../components/ServerHtml';
import { catalogKeysOf, preloadAnswerViews } from '../familyViews';
import { languageOfSurvey, showInterfaceIn, useRunnerLanguage } from '../i18n';
import { type LogicClient, startLogicWorker } from '../logic/client';
import { hashSearch, navigate } from '../navigation';
import type { ReadySession } from '../session/openSession';
import { newSeed } from '../storage/responseStart';
import { translate } from '../translate';
import { RunnerCard, RunnerSplash } from '../ui/chrome';
import { MemoryWriter } from './memoryWriter';
import { pageSummaries } from './pageSummaries';
import { isPreviewMessage, PREVIEW_CHANNEL, type PreviewCommand, type PreviewReport } from './protocol';
import { previewText } from './text';

/** Sample statuses that end on the completion page (as /answerend decides). */
const COMPLETED: ReadonlySet<SampleStatus> = new Set(['Complete', 'Overquota']);

interface Round {
  wire: ReleaseWire;
  session: ReadySession;
  seed: string;
  writer: MemoryWriter;
  /** Mounts a new runner view (a jump): its page and the view it starts from. */
  mount: number;
  finished: SampleStatus | null;
}

type FrameState = { kind: 'waiting' } | { kind: 'ready'; round: Round } | { kind: 'failed'; message: string };

function report(message: PreviewReport): void {
  window.parent.postMessage(message, location.origin);
}

/**
 * /previewanswer: the runner inside the designer's preview frame (/preview). The parent sends the release its
 * design would publish; this page opens it in the runner's own logic worker and shows it with the runner's own
 * page walk (ui/Runner.tsx), but answers stay in memory (MemoryWriter): nothing goes to IndexedDB, the outbox
 * or the server, and no quota state is asked for. Reset opens the release again with a fresh seed; a jump
 * mounts the walk on another page with the answers so far. Opened on its own (not in a frame), it goes to
 * the designer's preview of that survey.
 */
export function PreviewAnswerPage() {
  const lang = useRunnerLanguage();
  const [state, setState] = useState<FrameState>({ kind: 'waiting' });
  const logicRef = useRef<{ logic: LogicClient; terminate: () => void } | null>(null);
  const roundRef = useRef<Round | null>(null);
  const viewRef = useRef<RunnerView | null>(null);
  const pageRef = useRef(0);

  const show = useCallback((round: Round) => {
    roundRef.current = round;
    setState({ kind: 'ready', round });
  }, []);

  const sendState = useCallback((round: Round, current: number | null) => {
    const view = viewRef.current ?? round.session.view;
    report({
      channel: PREVIEW_CHANNEL,
      type: 'state',
      pages: pageSummaries(round.session.release, round.session.pages, view),
      current,
      finished: round.finished,
      answered: round.writer.changes,
    });
  }, []);

  const open = useCallback(
    async (wire: ReleaseWire, keepAnswers: boolean) => {
      logicRef.current ??= startLogicWorker();
      const { logic } = logicRef.current;
      const previous = keepAnswers ? roundRef.current : null;
      const seed = previous?.seed ?? newSeed();
      const answers = previous?.writer.current ?? {};
      const opened = await logic.open(wire, seed, answers);
      const first = await logic.first();
      // Shown once its views are in, as the answer page waits for its first page's.
      await preloadAnswerViews(catalogKeysOf(wire));
      const writer = new MemoryWriter(logic, answers);
      const stay = previous && !previous.finished ? pageRef.current : undefined;
      const startPage = stay !== undefined && stay < opened.pages.length ? stay : first;
      viewRef.current = opened.view;
      pageRef.current = startPage;
      const session: ReadySession = {
        ...opened,
        response: previewResponse(wire, seed, answers, startPage),
        startPage,
        fromNetwork: true,
      };
      show({ wire, session, seed, writer, mount: (previous?.mount ?? 0) + 1, finished: null });
    },
    [show],
  );

  useEffect(() => {
    // Not inside the designer's preview: the designer's preview of this survey is where it belongs.
    if (window.parent === window) {
      const surveyId = new URLSearchParams(hashSearch()).get('surveyId') ?? '';
      navigate(`/preview?surveyId=${encodeURIComponent(surveyId)}`, { replace: true });
      return;
    }
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== location.origin || event.source !== window.parent) return;
      if (!isPreviewMessage<PreviewCommand>(event.data)) return;
      const command = event.data;
      const round = roundRef.current;
      // A release the runner cannot open (one of a newer format than this app) is said in the frame and to the parent.
      const openOrSay = (wire: ReleaseWire, keepAnswers: boolean) =>
        open(wire, keepAnswers).catch((error: unknown) => {
          const message = error instanceof Error ? error.message : String(error);
          setState({ kind: 'failed', message });
          report({ channel: PREVIEW_CHANNEL, type: 'failed', message });
        });
      if (command.type === 'open') {
        applyLanguage(command.release, command.lang);
        void openOrSay(command.release, command.keepAnswers === true);
      } else if (command.type === 'reset' && round) {
        void openOrSay(round.wire, false);
      } else if (command.type === 'jump' && round && round.session.pages[command.pageIndex]) {
        pageRef.current = command.pageIndex;
        show({
          ...round,
          session: {
            ...round.session,
            view: viewRef.current ?? round.session.view,
            response: { ...round.session.response, answers: round.writer.current },
            startPage: command.pageIndex,
          },
          mount: round.mount + 1,
          finished: null,
        });
      }
    };
    window.addEventListener('message', onMessage);
    report({ channel: PREVIEW_CHANNEL, type: 'ready' });
    return () => {
      window.removeEventListener('message', onMessage);
      logicRef.current?.terminate();
      logicRef.current = null;
    };
  }, [open, show]);

  const round = state.kind === 'ready' ? state.round : undefined;
  const onPage = useCallback(
    (pageIndex: number, view: RunnerView) => {
      viewRef.current = view;
      pageRef.current = pageIndex;
      if (round) sendState(round, pageIndex);
    },
    [round, sendState],
  );
  const onFinish = useCallback(
    (finished: SampleStatus) => {
      if (!round) return;
      const ended = { ...round, finished };
      show(ended);
      sendState(ended, null);
    },
    [round, show, sendState],
  );
  const writerFor = useCallback(
    (onView: (view: RunnerView) => void) =>
      round?.writer.listen(onView) ?? new MemoryWriter(logicOf(logicRef)),
    [round],
  );

  if (state.kind === 'failed') {
    return (
      <RunnerCard>
        <h1 className="wr-card__title">{previewText(lang, 'preview.frame.failed')}</h1>
        <p role="alert">{state.message}</p>
      </RunnerCard>
    );
  }
  if (!round || !logicRef.current) return <RunnerSplash lang={lang} />;
  if (round.finished) {
    return <PreviewEnd wire={round.wire} status={round.finished} lang={lang} />;
  }
  return (
    <Runner
      key={round.mount}
      logic={logicRef.current.logic}
      session={round.session}
      lang={lang}
      preview={{ writerFor, onPage, onFinish }}
    />
  );
}

function logicOf(ref: { current: { logic: LogicClient } | null }): LogicClient {
  if (!ref.current) throw new Error('The preview has no logic worker');
  return ref.current.logic;
}

/** The survey's own language when it declares exactly one of zh, en, ja and ko, as the answer page does; else the designer's. */
function applyLanguage(wire: ReleaseWire, designerLanguage: Language): void {
  const surveyLanguage = languageOfSurvey(splitCommaList(wire.survey.surveyLanguage));
  showInterfaceIn(surveyLanguage ?? designerLanguage, { remember: false });
}

/** The response the runner view is given: in memory only, never stored (its id names no response anywhere). */
function previewResponse(
  wire: ReleaseWire,
  seed: string,
  answers: ReadySession['response']['answers'],
  userPage: number,
): ReadySession['response'] {
  const now = new Date();
  return {
    format: 0,
    id: `preview:${seed}`,
    surveyId: wire.surveyId,
    version: wire.version,
    seed,
    answers,
    userPage,
    questionTimeMs: {},
    status: 'in-progress',
    seq: 0,
    ackSeq: 0,
    startedAt: now.toISOString(),
    updatedAt: now.getTime(),
  };
}

/** The end of a preview: the survey's end texts for this status, as /answerend shows them, and that nothing was kept. */
function PreviewEnd({ wire, status, lang }: { wire: ReleaseWire; status: SampleStatus; lang: Language }) {
  const completed = COMPLETED.has(status);
  const survey = wire.survey;
  const title = completed ? survey.endYesText : survey.endNoText;
  const body = completed ? survey.endYesDesc : survey.endNoDesc;
  return (
    <RunnerCard accentColor={wire.style?.surveyColor}>
      <div className={completed ? 'wr-card__icon' : 'wr-card__icon wr-card__icon--muted'} aria-hidden="true">
        {completed ? '✓' : 'i'}
      </div>
      <h1 className="wr-card__title" data-testid="end-title" data-status={status}>
        {plainTitle(title) ||
          translate(lang, completed ? 'runner.end.completeTitle' : 'runner.end.otherTitle')}
      </h1>
      {body ? (
        <ServerHtml html={body} className="wr-card__body" />
      ) : (
        <p className="wr-card__body">
          {translate(lang, completed ? 'runner.end.completeBody' : 'runner.end.otherBody')}
        </p>
      )}
      <p className="wr-muted wr-small" data-testid="preview-end-note">
        {previewText(lang, 'preview.frame.endNote', {
          status: previewText(lang, `preview.status.${status}`),
        })}
      </p>
    </RunnerCard>
  );
}

function plainTitle(text: string | null | undefined): string {
  return (text ?? '').replace(/<[^>]*>/g, '').trim();
}
