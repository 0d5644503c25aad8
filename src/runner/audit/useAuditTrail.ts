import { useEffect, useRef, useState } from 'react';
import type { Answers } from '../../core/model';
import type { RunnerDatabase } from '../db';
import { pageSendLoop } from '../device';
import { flushAudit, registerAuditSource } from './deviceTrail';
import type { InterviewLocationTracker } from './interviewLocation';
import { AuditRecorder } from './recorder';

interface AuditTrailOptions {
  /** The device's database once the response is on it; undefined in the preview, which records nothing. */
  device: Promise<RunnerDatabase> | undefined;
  responseId: string;
  surveyId: string;
  /** The response had been opened before (a reload, the app reopened): its trail goes on on a new clock. */
  resumed: boolean;
  /** The page shown and its visible questions in order; `active` false while the cover is up. */
  pageIndex: number;
  pageQuestions: readonly string[];
  active: boolean;
  /** The next step from the page shown is the finish (end rules too): the end fix's cue. */
  lastPage?: boolean;
  answersNow: () => Answers;
  /**
   * Queues a save of the response as it is when recorded events would otherwise wait on the device (the page
   * hidden or left: ./trailSave.ts); resolves to whether one was queued. Without it they are only written.
   */
  saveTrail?: () => Promise<boolean>;
}

/**
 * The runner page's audit trail (./recorder.ts): the page's first question is entered when a page shows,
 * the question the respondent touches or focuses next is entered in turn (one listener for the page, not one
 * per control), and the page going to the background or being closed is recorded and flushed to the device.
 * The page tells moves and the end through the recorder it gets back.
 */
export function useAuditTrail(options: AuditTrailOptions): AuditRecorder | undefined {
  const { device, responseId, surveyId, pageIndex, pageQuestions, active } = options;
  const latest = useRef(options);
  latest.current = options;
  const recorderRef = useRef<AuditRecorder | undefined>(undefined);
  if (device && !recorderRef.current)
    recorderRef.current = new AuditRecorder(() => latest.current.answersNow());
  const recorder = recorderRef.current;
  const [location, setLocation] = useState<InterviewLocationTracker | undefined>();

  useEffect(() => {
    if (!recorder || !device) return;
    const unregister = registerAuditSource(responseId, recorder);
    const resumed = latest.current.resumed;
    recorder.opened(resumed);
    let tracker: InterviewLocationTracker | undefined;
    let closed = false;
    void device
      .then((db) => db.surveys.get(surveyId))
      .then(async (survey) => {
        recorder.recordValues = survey?.auditValues === true;
        // The interview's location: its code is fetched only for a survey that records it.
        if (survey?.interviewLocation !== true) return;
        const { trackInterviewLocation } = await import('./interviewLocation');
        if (closed) return;
        tracker = trackInterviewLocation(responseId);
        recorder.beforeEnd = () => tracker?.settleEnd();
        if (!resumed) tracker.takeStart();
        setLocation(tracker);
      })
      .catch(() => undefined);
    // Events recorded as the page is hidden or left reach the device, and the server with a save of their own
    // (an interview left in progress may never be saved again); a hidden page hands that save to the worker.
    const persist = () =>
      device
        .then(async (db) => {
          const queued = (await latest.current.saveTrail?.().catch(() => false)) ?? false;
          await flushAudit(db, responseId, recorder);
          if (queued && document.visibilityState === 'hidden')
            await (await pageSendLoop(db)).handOverToWorker();
        })
        .catch(() => undefined);
    const flush = () => void persist();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        recorder.hide();
        flush();
      } else recorder.show();
    };
    const onPageHide = () => {
      recorder.hide();
      flush();
    };
    const onPageShow = () => recorder.show();
    // The question a touch or focus lands in (QuestionBlock's `q-<id>`), among the page's own.
    const onInteraction = (event: Event) => {
      const block = (event.target as Element | null)?.closest?.('[id^="q-"]');
      const questionId = block?.id.slice(2);
      if (questionId && latest.current.pageQuestions.includes(questionId)) recorder.enter(questionId);
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    document.addEventListener('focusin', onInteraction);
    document.addEventListener('pointerdown', onInteraction, { passive: true });
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      document.removeEventListener('focusin', onInteraction);
      document.removeEventListener('pointerdown', onInteraction);
      closed = true;
      tracker?.close();
      recorder.leave();
      // Still registered while the trail save runs: the commit takes the recorder's events from there.
      void persist().finally(unregister);
    };
  }, [recorder, device, responseId, surveyId]);

  // A page shown: its first question is entered (the time read before touching anything is spent on it).
  const first = pageQuestions[0];
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page shown; the questions it shows follow the page
  useEffect(() => {
    if (recorder && active && first) recorder.enter(first);
  }, [recorder, active, pageIndex]);

  // The end fix is watched for from the last page on (./interviewLocation.ts).
  const onLastPage = active && options.lastPage === true;
  useEffect(() => {
    if (location && onLastPage) location.watchEnd();
  }, [location, onLastPage]);

  return recorder;
}
