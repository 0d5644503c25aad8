import { useState } from 'react';
import type { Language } from '../../i18n/languages';
import { ConfirmBox } from './ConfirmBox';
import {
  type InterviewRow,
  isOwnInterview,
  mayDiscard,
  refusalAdvice,
  type SurveyInterviews,
} from './interviewList';
import { interviewText } from './text';

const time = (lang: Language, value: number | string) =>
  new Date(value).toLocaleString(lang === 'zh' ? 'zh-CN' : 'en-GB', {
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

/**
 * The device's interviews by survey, each with its state and what may be done with it. A shared phone lists
 * every interviewer's: another's are named, and only their own interviewer resumes or discards them.
 */
export function DeviceInterviews(props: {
  lang: Language;
  groups: readonly SurveyInterviews[];
  /** The interviewer on the screen. */
  interviewerId: string;
  /** An interviewer's name, as this device knows it. */
  nameOf: (interviewerId: string | undefined) => string;
  surveyName: (surveyId: string) => string;
  onResume: (row: InterviewRow) => void;
  onDiscard: (row: InterviewRow) => void;
}) {
  const { lang, groups } = props;
  const t = (key: string, params?: Record<string, string | number>) => interviewText(lang, key, params);
  if (groups.length === 0) return <p className="wr-muted">{t('interviewDevice.interviews.none')}</p>;
  return (
    <>
      {groups.map(({ surveyId, rows }) => (
        <section key={surveyId} className="wi-group" data-testid="interview-group" data-survey-id={surveyId}>
          <h3 className="wi-group__title">{props.surveyName(surveyId)}</h3>
          <ul className="wi-list">
            {rows.map((row) => (
              <InterviewLine
                key={row.response.id}
                lang={lang}
                row={row}
                own={isOwnInterview(row, props.interviewerId)}
                nameOf={props.nameOf}
                onResume={props.onResume}
                onDiscard={props.onDiscard}
              />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

function InterviewLine(props: {
  lang: Language;
  row: InterviewRow;
  own: boolean;
  nameOf: (interviewerId: string | undefined) => string;
  onResume: (row: InterviewRow) => void;
  onDiscard: (row: InterviewRow) => void;
}) {
  const { lang, row, own } = props;
  const interviewer = props.nameOf(row.response.interviewerId);
  const { response, state, refusal } = row;
  const t = (key: string, params?: Record<string, string | number>) => interviewText(lang, key, params);
  const [confirming, setConfirming] = useState(false);
  const label =
    state === 'sent'
      ? t('interviewDevice.state.sent', { time: response.ackedAt ? time(lang, response.ackedAt) : '' })
      : t(`interviewDevice.state.${state}`);
  return (
    <li
      className={`wi-item wi-item--${state}`}
      data-testid="interview-row"
      data-state={state}
      data-response-id={response.id}
      data-awaits-login={row.awaitsLogin ? 'yes' : undefined}
    >
      <div className="wi-item__head">
        <span className={`wi-badge wi-badge--${state}`}>{label}</span>
        <span className="wr-muted wr-small">#{response.id.slice(-6)}</span>
      </div>
      <p className="wr-muted wr-small wi-item__line">
        {t('interviewDevice.interview.started', { time: time(lang, response.startedAt) })} ·{' '}
        {t('interviewDevice.interview.version', { version: response.version })}
        {own ? null : <> · {t('interviewDevice.interview.by', { name: interviewer })}</>}
      </p>
      {row.awaitsLogin ? (
        <p className="wr-note" role="note" data-testid="awaits-login">
          {own
            ? t('interviewDevice.awaitsLogin.own')
            : t('interviewDevice.awaitsLogin.other', { name: interviewer })}
        </p>
      ) : null}
      {refusal ? (
        <div className="wr-note wr-note--warn" role="note" data-testid="refusal" data-reason={refusal.reason}>
          {refusal.message ? <p>{refusal.message}</p> : null}
          <p>{t(refusalAdvice(refusal.reason))}</p>
        </div>
      ) : null}
      {confirming ? (
        <ConfirmBox
          lang={lang}
          label={t('interviewDevice.discard')}
          question={t('interviewDevice.discard.confirm')}
          confirm={t('interviewDevice.discard')}
          danger
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            props.onDiscard(row);
          }}
        />
      ) : state === 'inProgress' && own ? (
        <div className="wi-actions">
          {mayDiscard(row) ? (
            <button type="button" className="wr-btn wr-btn--ghost" onClick={() => setConfirming(true)}>
              {t('interviewDevice.discard')}
            </button>
          ) : null}
          <button type="button" className="wr-btn wr-btn--primary" onClick={() => props.onResume(row)}>
            {t('interviewDevice.resume')}
          </button>
        </div>
      ) : null}
    </li>
  );
}
