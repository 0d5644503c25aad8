import { useEffect, useRef, useState } from 'react';
import type { Language } from '../../../i18n';
import type { CapturedMedia, MediaCaptureAdapter } from '../capture/adapter';
import { RECORDING_MAX_SECONDS } from '../limits';
import { mediaText } from './messages';

/** How far up (CSS px) the finger slides before letting go cancels the recording. */
const CANCEL_SLIDE_PX = 60;

type Trouble = 'noMicrophone' | 'tooShort';

/**
 * Press and hold to record (spec 2 "Media flow"): pressing starts, a recording overlay shows the seconds and
 * "slide up to cancel"; sliding up turns it into "release to cancel"; letting go stops (or cancels), and the
 * recording stops by itself at RECORDING_MAX_SECONDS. Space or Enter held does the same for a keyboard.
 */
export function RecordButton(props: {
  adapter: MediaCaptureAdapter | undefined;
  transcribe: boolean;
  disabled: boolean;
  lang: Language;
  onRecorded: (captured: CapturedMedia) => void;
  onTrouble: (trouble: Trouble) => void;
}) {
  const { adapter, transcribe, lang } = props;
  const [recording, setRecording] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [seconds, setSeconds] = useState(0);
  const started = useRef<{ at: number; startY: number; ready: Promise<boolean> } | null>(null);
  const cancelRef = useRef(false);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const propsRef = useRef(props);
  propsRef.current = props;

  useEffect(
    () => () => {
      // The question left while recording: nothing is kept.
      if (timer.current) clearInterval(timer.current);
      if (started.current) void propsRef.current.adapter?.cancelRecording();
    },
    [],
  );

  function begin(startY: number) {
    if (!adapter || props.disabled || started.current) return;
    const ready = adapter.startRecording({ transcribe }).then(
      () => true,
      () => false,
    );
    started.current = { at: Date.now(), startY, ready };
    cancelRef.current = false;
    setCancelling(false);
    setSeconds(0);
    setRecording(true);
    timer.current = setInterval(() => {
      const current = started.current;
      if (!current) return;
      const elapsed = Math.floor((Date.now() - current.at) / 1000);
      setSeconds(elapsed);
      if (elapsed >= RECORDING_MAX_SECONDS) void finish(false);
    }, 200);
  }

  async function finish(cancel: boolean) {
    const current = started.current;
    if (!current || !adapter) return;
    started.current = null;
    if (timer.current) clearInterval(timer.current);
    setRecording(false);
    setCancelling(false);
    if (!(await current.ready)) {
      propsRef.current.onTrouble('noMicrophone');
      return;
    }
    if (cancel) {
      await adapter.cancelRecording();
      return;
    }
    const captured = await adapter.stopRecording({ transcribe });
    if (captured) propsRef.current.onRecorded(captured);
    else propsRef.current.onTrouble('tooShort');
  }

  return (
    <>
      <button
        type="button"
        className="rv-button rv-media__hold"
        data-testid="media-record"
        disabled={props.disabled || !adapter}
        aria-pressed={recording}
        onPointerDown={(event) => {
          if (event.button !== 0) return;
          event.preventDefault();
          event.currentTarget.setPointerCapture?.(event.pointerId);
          begin(event.clientY);
        }}
        onPointerMove={(event) => {
          const current = started.current;
          if (!current) return;
          const slid = current.startY - event.clientY > CANCEL_SLIDE_PX;
          cancelRef.current = slid;
          setCancelling(slid);
        }}
        onPointerUp={() => void finish(cancelRef.current)}
        onPointerCancel={() => void finish(true)}
        onKeyDown={(event) => {
          if ((event.key === ' ' || event.key === 'Enter') && !event.repeat) {
            event.preventDefault();
            begin(0);
          }
          if (event.key === 'Escape') void finish(true);
        }}
        onKeyUp={(event) => {
          if (event.key === ' ' || event.key === 'Enter') void finish(false);
        }}
        onContextMenu={(event) => event.preventDefault()}
      >
        {mediaText(lang, recording ? 'media.releaseToSend' : 'media.holdToRecord')}
      </button>
      {recording ? (
        <div
          className="rv-media__overlay"
          data-testid="media-recording"
          data-cancelling={cancelling ? '' : undefined}
          role="status"
        >
          <span className="rv-media__mic" aria-hidden="true" />
          <span>{mediaText(lang, 'media.recordingFor', { s: seconds, max: RECORDING_MAX_SECONDS })}</span>
          <span className="rv-media__overlay-hint">
            {mediaText(lang, cancelling ? 'media.releaseToCancel' : 'media.slideToCancel')}
          </span>
        </div>
      ) : null}
    </>
  );
}
