import { useEffect, useRef, useState } from 'react';
import type { AnswerOfKind } from '../../core/model';
import { ViewRoot } from '../../runner/components/ViewRoot';
import { translate } from '../../runner/translate';
import type { AnswerViewProps } from '../../runner/views/contract';
import { gpsSettings } from './core';
import { watchBestFix } from './watch';

type Phase =
  | { name: 'idle' }
  | { name: 'locating'; accuracy?: number }
  | { name: 'stopped'; reached: boolean }
  | { name: 'failed' };

/**
 * GPS (GpsBox): the respondent asks for their location; the device's fixes are watched (high accuracy) for
 * the designer's wait, each better one kept as the answer at once, so the best fix is never lost to a later
 * worse one or to a closed page. It stops when a fix is within the wanted accuracy or the wait ends, and can
 * be run again. WeChat's browser answers the plain Geolocation API, so no SDK is needed. No map: the view
 * stays small and works offline; the coordinates, accuracy, altitude and fix time are shown as text.
 */
export default function GpsAnswer(props: AnswerViewProps) {
  const { question, lang } = props;
  const answer = props.answer?.kind === 'gps' ? props.answer : undefined;
  const { wantedMetres, waitSeconds } = gpsSettings(question);
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const stopRef = useRef<() => void>(() => undefined);
  // The newest onChange, read by the watch's callbacks without restarting the watch.
  const onChangeRef = useRef(props.onChange);
  onChangeRef.current = props.onChange;

  useEffect(() => () => stopRef.current(), []);

  function locate() {
    stopRef.current();
    // A new attempt starts from nothing: the kept answer is replaced only by this attempt's fixes.
    setPhase({ name: 'locating' });
    const stop = watchBestFix({
      geolocation: typeof navigator === 'undefined' ? undefined : navigator.geolocation,
      wantedMetres,
      waitSeconds,
      onBetter: (fix) => onChangeRef.current(fix),
      onProgress: (accuracy) => setPhase({ name: 'locating', accuracy }),
      onEnd: ({ best, reached }) => setPhase(best ? { name: 'stopped', reached } : { name: 'failed' }),
    });
    // Stopping a watch that has ended already does nothing, so it is kept either way.
    stopRef.current = stop;
  }

  const locating = phase.name === 'locating';
  const status = statusText();
  function statusText(): string {
    switch (phase.name) {
      case 'locating':
        return phase.accuracy === undefined
          ? translate(lang, 'runnerViews.gpsLocating')
          : translate(lang, 'runnerViews.gpsImproving', { accuracy: phase.accuracy });
      case 'stopped':
        return phase.reached ? '' : translate(lang, 'runnerViews.gpsNotReached', { wanted: wantedMetres });
      default:
        return '';
    }
  }

  return (
    <ViewRoot accentColor={props.accentColor} issues={props.issues} lang={lang} readOnly={props.readOnly}>
      <p className="rv-hint rv-hint-top">
        {translate(lang, 'runnerViews.gpsWanted', { wanted: wantedMetres, seconds: waitSeconds })}
      </p>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <button
          type="button"
          className="rv-button"
          data-testid="gps-locate"
          disabled={props.readOnly || locating}
          onClick={locate}
        >
          {translate(lang, answer ? 'runnerViews.gpsRetry' : 'runnerViews.gpsLocate')}
        </button>
        {locating ? (
          <button
            type="button"
            className="rv-button"
            onClick={() => {
              stopRef.current();
              setPhase(answer ? { name: 'stopped', reached: true } : { name: 'idle' });
            }}
          >
            {translate(lang, 'runnerViews.gpsStop')}
          </button>
        ) : null}
      </div>
      {/* Polite: the accuracy improving every second or so must not interrupt what is being read. */}
      <p className="rv-hint" role="status" aria-live="polite" data-testid="gps-status">
        {status}
      </p>
      {phase.name === 'failed' ? (
        <p className="rv-issue" role="alert" data-testid="gps-failed">
          {translate(lang, 'runnerViews.gpsFailed')}
        </p>
      ) : null}
      {answer ? <FixDetails answer={answer} lang={lang} /> : null}
    </ViewRoot>
  );
}

function FixDetails({ answer, lang }: { answer: AnswerOfKind<'gps'>; lang: AnswerViewProps['lang'] }) {
  const lines = [
    translate(lang, 'runnerViews.gpsPosition', {
      latitude: answer.latitude.toFixed(6),
      longitude: answer.longitude.toFixed(6),
    }),
  ];
  if (answer.accuracy !== undefined)
    lines.push(translate(lang, 'runnerViews.gpsAccuracy', { accuracy: answer.accuracy }));
  if (answer.altitude !== undefined)
    lines.push(translate(lang, 'runnerViews.gpsAltitude', { altitude: answer.altitude }));
  if (answer.fixTime !== undefined)
    lines.push(
      translate(lang, 'runnerViews.gpsFixTime', { time: new Date(answer.fixTime).toLocaleString(lang) }),
    );
  return (
    <ul className="rv-hint" data-testid="gps-fix" style={{ margin: '8px 0 0', paddingInlineStart: 18 }}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
