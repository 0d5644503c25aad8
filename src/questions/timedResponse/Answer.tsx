import { useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { AnswerOfKind, Desc, MediaEntry } from '../../core/model';
import { IssueMessages, issuesAt } from '../../runner/components/Issues';
import { useStimulusHidden } from '../../runner/components/required';
import { ViewRoot } from '../../runner/components/ViewRoot';
import { forgetMedia, keepMedia, newMediaId } from '../../runner/storage/media';
import { MediaResponseContext } from '../../runner/storage/mediaResponse';
import { pageSaveSync } from '../../runner/sync/saveSync';
import { holdBackgroundWork } from '../../runner/sync/timedWork';
import type { AnswerViewProps } from '../../runner/views/contract';
import { EntryItem } from '../media/runner/EntryItem';
import { useQuestionMedia } from '../media/runner/questionMedia';
import { entryStatus, respondentFileUrl, showsServerCopy } from '../media/runner/status';
import { LEAD_IN_MS, readTimedSetup } from './family';
import { type TimedMessageKey, timedText } from './runner/messages';
import {
  MicrophoneRefusedError,
  measureLatency,
  NoRecorderError,
  startTimedRecording,
  type TimedRecording,
} from './runner/recorder';
import '../media/runner/media.css';
import './runner/timedResponse.css';

type MediaAnswer = AnswerOfKind<'media'>;

type Phase =
  | { kind: 'idle' }
  | { kind: 'opening'; descId: string }
  | { kind: 'showing'; descId: string; recording: TimedRecording }
  | { kind: 'analysing'; descId: string };

/**
 * Timed response (speech): items are answered aloud one at a time. The respondent taps Start for the next item:
 * the microphone opens and records, and LEAD_IN_MS later the item is painted; its onset is the frame that first
 * paints it (requestAnimationFrame after React's commit, performance.now clock), as the association test's is.
 * The recording runs until the respondent taps Done or the designer's window after onset ends; then it is
 * decoded and the latency read from its samples (./latency.ts), kept on the device and queued for upload like
 * a media capture (src/runner/storage/media.ts), and only then named by the answer.
 *
 * Why a tap per item rather than recording from the moment the page shows: a respondent who reads the
 * instructions, or is asked for the microphone by the browser, is not ready for the first item, and a latency
 * taken then measures the reading or the permission prompt. A tap makes each trial start when the respondent is
 * ready (the self-paced start of voice-key studies) and is the gesture the browser wants for the microphone.
 */
export default function TimedResponseAnswerView(props: AnswerViewProps) {
  const { question, lang } = props;
  const setup = readTimedSetup(question);
  const answer = props.answer?.kind === 'media' ? props.answer : undefined;
  const items = props.descOrder.flatMap((id) => question.descList.find((desc) => desc.id === id) ?? []);
  const response = useContext(MediaResponseContext);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [trouble, setTrouble] = useState<TimedMessageKey | undefined>(undefined);
  const [seconds, setSeconds] = useState(0);
  const [inMemory, setInMemory] = useState<Record<string, Blob>>({});
  const answerRef = useRef(answer);
  answerRef.current = answer;
  const onChangeRef = useRef(props.onChange);
  onChangeRef.current = props.onChange;
  const onset = useRef<number | null>(null);
  const stimulus = useRef<HTMLDivElement>(null);
  const phaseRef = useRef(phase);
  phaseRef.current = phase;
  // Display time's 'hide' ran out: the items are the stimulus, so neither the stage nor the list names them;
  // recording goes on, so the question can still be answered.
  const stimulusHidden = useStimulusHidden();
  // While an item is timed, the page's background rounds wait (as the association test's do), so nothing but
  // the item competes for the frame that paints it.
  const trialRunning = phase.kind === 'opening' || phase.kind === 'showing';
  useEffect(() => (trialRunning ? holdBackgroundWork() : undefined), [trialRunning]);

  const { rows, uploads } = useQuestionMedia(response, question.id);

  // The question left mid-item: the recording is dropped (nothing kept, no answer for that item).
  useEffect(
    () => () => {
      const current = phaseRef.current;
      if (current.kind === 'showing') current.recording.cancel();
    },
    [],
  );

  // Onset: the first frame after the item was committed; then the window after it runs.
  const showingId = phase.kind === 'showing' ? phase.descId : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each shown item needs its own onset frame
  useLayoutEffect(() => {
    if (!showingId) return;
    onset.current = null;
    let windowTimer: ReturnType<typeof setTimeout> | undefined;
    let tick: ReturnType<typeof setInterval> | undefined;
    const frame = requestAnimationFrame((frameTime) => {
      onset.current = frameTime;
      if (stimulus.current) stimulus.current.dataset.onset = String(frameTime);
      setSeconds(0);
      tick = setInterval(() => setSeconds(Math.floor((performance.now() - frameTime) / 1000)), 250);
      windowTimer = setTimeout(() => void finish(), setup.maxSeconds * 1000);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(windowTimer);
      clearInterval(tick);
    };
  }, [showingId]);

  const recorded = (descId: string) => answer?.entries.find((entry) => entry.descId === descId);
  const next = items.find((item) => !recorded(item.id));
  const busy = phase.kind !== 'idle';

  function report(entries: MediaEntry[]) {
    const value: MediaAnswer | undefined = entries.length > 0 ? { kind: 'media', entries } : undefined;
    answerRef.current = value;
    onChangeRef.current(value);
  }

  async function start(item: Desc) {
    if (busy || props.readOnly) return;
    setTrouble(undefined);
    setPhase({ kind: 'opening', descId: item.id });
    let recording: TimedRecording;
    try {
      recording = await startTimedRecording();
    } catch (error) {
      setPhase({ kind: 'idle' });
      setTrouble(error instanceof NoRecorderError ? 'timed.noRecorder' : 'timed.noMicrophone');
      if (!(error instanceof NoRecorderError || error instanceof MicrophoneRefusedError)) throw error;
      return;
    }
    // The lead-in: the item is painted once the recording has been running for a moment.
    setTimeout(() => setPhase({ kind: 'showing', descId: item.id, recording }), LEAD_IN_MS);
  }

  async function finish() {
    const current = phaseRef.current;
    const at = onset.current;
    if (current.kind !== 'showing' || at === null) return;
    setPhase({ kind: 'analysing', descId: current.descId });
    const { blob, fileName } = await current.recording.stop();
    const onsetMs = Math.max(0, at - current.recording.startedAt);
    const measured = await measureLatency(blob, onsetMs, setup.thresholdDb);
    // A sound after the window is no answer in time (the recorder may run a buffer past it).
    const latencyMs =
      measured === undefined
        ? undefined
        : measured === null || measured > setup.maxSeconds * 1000
          ? null
          : measured;
    const mediaId = newMediaId();
    try {
      if (response) {
        // The response may still be on its way to the device (a first question): the file waits for it.
        await keepMedia(await response.device, {
          mediaId,
          surveyId: response.surveyId,
          responseId: response.responseId,
          questionId: question.id,
          kind: 'audio',
          fileName,
          blob,
        });
      } else setInMemory((held) => ({ ...held, [mediaId]: blob }));
    } catch {
      setTrouble('timed.keepFailed');
      setPhase({ kind: 'idle' });
      return;
    }
    const entry: MediaEntry = {
      optionName: fileName,
      value: mediaId,
      descId: current.descId,
      onsetMs: Math.round(onsetMs * 10) / 10,
      ...(latencyMs !== undefined ? { latencyMs } : {}),
    };
    if (latencyMs === undefined) setTrouble('timed.unanalysed');
    const others = (answerRef.current?.entries ?? []).filter((held) => held.descId !== current.descId);
    report([...others, entry]);
    setPhase({ kind: 'idle' });
    if (response) void response.device.then((db) => pageSaveSync(db).kick(mediaId));
  }

  async function remove(entry: MediaEntry) {
    if (response) await forgetMedia(await response.device, entry.value);
    report((answerRef.current?.entries ?? []).filter((held) => held.value !== entry.value));
  }

  const shownItem = phase.kind === 'showing' ? items.find((item) => item.id === phase.descId) : undefined;
  const doneCount = items.filter((item) => recorded(item.id)).length;
  return (
    <ViewRoot accentColor={props.accentColor} issues={props.issues} lang={lang} readOnly={props.readOnly}>
      <div className="rv-timed" data-testid="timed-answer">
        <p className="rv-hint rv-hint-top">{timedText(lang, 'timed.intro', { max: setup.maxSeconds })}</p>
        <p className="rv-hint" data-testid="timed-progress">
          {timedText(lang, 'timed.progress', { n: doneCount, total: items.length })}
        </p>
        {phase.kind === 'showing' ? (
          <div className="rv-timed__stage" role="status">
            <div className="rv-timed__stimulus" ref={stimulus} data-testid="timed-stimulus">
              {shownItem?.imgUrl && !stimulusHidden ? (
                <img src={shownItem.imgUrl} alt={shownItem.optionName} />
              ) : null}
              {shownItem?.optionName && !stimulusHidden ? (
                <span className="rv-timed__word">{shownItem.optionName}</span>
              ) : null}
            </div>
            <span className="rv-timed__clock" data-testid="timed-recording">
              <span className="rv-timed__dot" aria-hidden="true" />
              {timedText(lang, 'timed.recording', { s: seconds, max: setup.maxSeconds })}
            </span>
            <button
              type="button"
              className="rv-button"
              data-testid="timed-done"
              onClick={() => void finish()}
            >
              {timedText(lang, 'timed.done')}
            </button>
          </div>
        ) : phase.kind !== 'idle' ? (
          <div className="rv-timed__stage" role="status" data-testid="timed-busy">
            {timedText(lang, phase.kind === 'opening' ? 'timed.opening' : 'timed.analysing')}
          </div>
        ) : next ? (
          <button
            type="button"
            className="rv-button rv-timed__start"
            data-testid="timed-start"
            disabled={props.readOnly}
            onClick={() => void start(next)}
          >
            {timedText(lang, 'timed.start', { n: items.indexOf(next) + 1 })}
          </button>
        ) : (
          <p className="rv-hint" data-testid="timed-all-done">
            {timedText(lang, 'timed.allDone')}
          </p>
        )}
        {trouble ? (
          <p className="rv-issue" role="alert" data-testid="timed-trouble">
            {timedText(lang, trouble)}
          </p>
        ) : null}
        <ol className="rv-timed__items" data-testid="timed-items">
          {items.map((item, index) => {
            const entry = recorded(item.id);
            const row = entry && rows.find((media) => media.mediaId === entry.value);
            return (
              <li key={item.id} className="rv-timed__item" data-testid="timed-item" data-desc-id={item.id}>
                <span className="rv-timed__label">
                  {timedText(lang, 'timed.item', { n: index + 1 })}
                  {/* Named once answered: an item read in the list before its onset would be primed. */}
                  {entry && item.optionName && !stimulusHidden ? ` · ${item.optionName}` : ''}
                </span>
                {entry ? (
                  <ul className="rv-media__entries">
                    <EntryItem
                      kind="audio"
                      name={entry.optionName}
                      text={latencyText(entry, lang)}
                      blob={row?.blob ?? inMemory[entry.value]}
                      serverUrl={
                        response && showsServerCopy(row)
                          ? respondentFileUrl(entry.value, response.responseId)
                          : undefined
                      }
                      status={
                        response
                          ? entryStatus(
                              row,
                              uploads.find((one) => one.id === entry.value),
                            )
                          : { kind: 'preview' }
                      }
                      // Deleting an item's recording is how it is recorded again; without re-recording it stays.
                      readOnly={props.readOnly === true || !setup.rerecord || busy}
                      lang={lang}
                      onDelete={() => void remove(entry)}
                    />
                  </ul>
                ) : null}
                <IssueMessages issues={issuesAt(props.issues, { descId: item.id })} lang={lang} />
              </li>
            );
          })}
        </ol>
      </div>
    </ViewRoot>
  );
}

function latencyText(entry: MediaEntry, lang: AnswerViewProps['lang']): string {
  if (entry.latencyMs === undefined) return timedText(lang, 'timed.unanalysed');
  if (entry.latencyMs === null) return timedText(lang, 'timed.silent');
  return timedText(lang, 'timed.latency', { ms: Math.round(entry.latencyMs) });
}
