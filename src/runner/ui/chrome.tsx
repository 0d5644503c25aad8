import type { ReactNode } from 'react';
import { accessibleTheme } from '../../core/style/contrast';
import type { Language } from '../../i18n';
import type { SaveTrouble } from '../storage/saveTrouble';
import { translate } from '../translate';

/** The reading position: a thin bar and, for screen readers, "page n of m" (its name and its value). */
export function ProgressBar(props: { position: number; total: number; lang: Language }) {
  const percent = props.total > 0 ? Math.round((props.position / props.total) * 100) : 0;
  const label = translate(props.lang, 'runner.progress', { page: props.position, total: props.total });
  return (
    <div
      className="wr-progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={label}
    >
      <div className="wr-progress__fill" style={{ width: `${percent}%` }} />
    </div>
  );
}

/**
 * What is still waiting to be sent, in words a respondent knows — their answers, and responses — never a count
 * of saves or changed questions ("32 条答案待发送" read as 32 answers lost); in a polite live region so that a
 * screen reader hears it change without being interrupted; also says when the device is offline. `changes`
 * (seq − ackSeq) is above zero whenever anything of this response is unsent, such as the page reached or the
 * submission itself; `others` counts the other responses on the device with something unsent. A save the
 * server keeps failing or refuses (`trouble`) is said in an alert with what to do: the answers stay on the
 * device either way.
 */
export function PendingNote(props: {
  changes: number;
  /** Files of this response (photos, recordings, videos) not yet on the server: said apart from answers. */
  files?: number;
  others?: number;
  online: boolean;
  lang: Language;
  trouble?: SaveTrouble | undefined;
}) {
  const { changes, online, lang, trouble } = props;
  const others = props.others ?? 0;
  let text = '';
  if (changes > 0 && others > 0) text = translate(lang, 'runner.pendingMineAndOthers', { n: others });
  else if (changes > 0) text = translate(lang, 'runner.pendingMine');
  else if (others === 1) text = translate(lang, 'runner.pendingOtherOne');
  else if (others > 1) text = translate(lang, 'runner.pendingOthers', { n: others });
  return (
    <div className="wr-pending" aria-live="polite">
      {!online ? <p className="wr-pending__offline">{translate(lang, 'runner.offline')}</p> : null}
      {trouble && changes > 0 ? <SaveTroubleNote trouble={trouble} lang={lang} /> : null}
      {text ? (
        <p className="wr-pending__count" data-testid="pending-count">
          <span className="wr-dot" aria-hidden="true" />
          {text}
        </p>
      ) : null}
      {props.files ? (
        <p className="wr-pending__count" data-testid="pending-files">
          <span className="wr-dot" aria-hidden="true" />
          {props.files === 1
            ? translate(lang, 'runner.pendingFileOne')
            : translate(lang, 'runner.pendingFiles', { n: props.files })}
        </p>
      ) : null}
    </div>
  );
}

function SaveTroubleNote(props: { trouble: SaveTrouble; lang: Language }) {
  const { trouble, lang } = props;
  if (trouble.kind === 'failing') {
    return (
      <p
        className="wr-note wr-note--warn wr-trouble"
        role="alert"
        data-testid="save-trouble"
        data-kind="failing"
      >
        {translate(lang, 'runner.saveFailing')}
      </p>
    );
  }
  // Without the server's words, its reason or status code ("code 409", "http 413" as recorded).
  const code = trouble.reason.replace(/^(?:code|http) /, '');
  const reason = trouble.message || translate(lang, 'runner.saveRefusedCode', { code });
  return (
    <div
      className="wr-note wr-note--warn wr-trouble"
      role="alert"
      data-testid="save-trouble"
      data-kind="refused"
    >
      <p>{translate(lang, 'runner.saveRefused', { reason })}</p>
      <p>{translate(lang, 'runner.saveRefusedHelp')}</p>
    </div>
  );
}

/**
 * The device is full: a modal that blocks answering (an answer that cannot be stored must not look kept),
 * with a retry once the respondent has freed space.
 */
export function StorageFullDialog(props: { lang: Language; onRetry: () => void }) {
  return (
    <div
      className="wr-modal"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="wr-full-title"
      aria-describedby="wr-full-body"
    >
      <div className="wr-modal__card">
        <h2 id="wr-full-title">{translate(props.lang, 'runner.storageFull.title')}</h2>
        <p id="wr-full-body">{translate(props.lang, 'runner.storageFull.body')}</p>
        <button type="button" className="wr-btn wr-btn--primary" onClick={props.onRetry} autoFocus>
          {translate(props.lang, 'runner.retry')}
        </button>
      </div>
    </div>
  );
}

/**
 * A centred card: loading, status and completion pages; `accentColor` is the survey's theme colour, and
 * `variables` the rest of its style where the survey is known (src/core/style/look.ts).
 */
export function RunnerCard(props: {
  children: ReactNode;
  accentColor?: string;
  variables?: Record<string, string>;
}) {
  return (
    <div
      className="wr wr--center"
      style={
        // The style's own accent (variables) where the survey is known, else the one from accentColor.
        {
          '--wr-accent': accessibleTheme(props.accentColor).strong,
          ...props.variables,
        } as React.CSSProperties
      }
    >
      <div className="wr-card">{props.children}</div>
    </div>
  );
}

export function RunnerSplash(props: { lang: Language }) {
  return (
    <div className="wr wr--center" role="status" aria-live="polite">
      <div className="wr-spinner" aria-hidden="true" />
      <p className="wr-muted">{translate(props.lang, 'runner.loading')}</p>
    </div>
  );
}
