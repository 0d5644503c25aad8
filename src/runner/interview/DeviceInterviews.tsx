import { useState } from 'react';
import type { Language } from '../../i18n/languages';
import { ConfirmBox } from './ConfirmBox';
import { type InterviewRow, mayDiscard, refusalAdvice, type SurveyInterviews } from './interviewList';
import { interviewText } from './text';

const time = (lang: Language, value: number | string) =>
  new Date(value).toLocaleString(lang === 'zh' ? 'zh-CN' : 'en-GB', {
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

/** The device's interviews by survey, each with its state and what may be done with it. */
export function DeviceInterviews(props: {
  lang: Language;
  groups: readonly SurveyInterviews[];
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
  onResume: (row: InterviewRow) => void;
  onDiscard: (row: InterviewRow) => void;
}) {
  const { lang, row } = props;
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
    >
      <div className="wi-item__head">
        <span className={`wi-badge wi-badge--${state}`}>{label}</span>
        <span className="wr-muted wr-small">#{response.id.slice(-6)}</span>
      </div>
      <p className="wr-muted wr-small wi-item__line">
        {t('interviewDevice.interview.started', { time: time(lang, response.startedAt) })} ·{' '}
        {t('interviewDevice.interview.version', { version: response.version })}
      </p>
      {refusal ? (
        <div className="wr-note wr-note--warn" role="note" data-testid="refusal" data-reason={refusal.reason}>
          {/* An ended login is said once at the top, with the login form; other reasons in the server's words. */}
          {refusal.message && refusal.reason !== 'interviewerSession' ? <p>{refusal.message}</p> : null}
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
      ) : state === 'inProgress' ? (
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
