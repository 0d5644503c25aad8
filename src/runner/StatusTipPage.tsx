import { useEffect, useState } from 'react';
import type { Language, MessageKey } from '../i18n';
import { htmlLang } from '../shell/language';
import { useRunnerLanguage } from './i18n';
import { Navigate, useSearchParams } from './navigation';
import { PasswordPage } from './PasswordPage';
import { limitRefusalOf } from './sync/loadSurvey';
import { RunnerCard } from './ui/chrome';
import './runner.css';
import { translate } from './translate';

const REASON_MESSAGES: Record<string, MessageKey> = {
  notFound: 'runner.status.notFound',
  notPublished: 'runner.status.notPublished',
  ended: 'runner.status.ended',
  offline: 'runner.status.offline',
  noSurvey: 'runner.status.noSurvey',
  error: 'runner.status.error',
  notOpen: 'runner.status.notOpen',
  closed: 'runner.status.closed',
  full: 'runner.status.full',
  alreadyAnswered: 'runner.status.alreadyAnswered',
};

/** Reasons worth another try from this page: the network, the server, or the opening time coming. */
const RETRYABLE = new Set(['offline', 'error', 'notOpen']);

/**
 * /statusTip?reason=… (spec 2 §2): why a survey cannot be answered, in words a respondent understands. A
 * survey behind a password asks for it here (PasswordPage); a device that already answered a survey taking
 * one response per device is shown its completion page, when it still holds that response.
 */
export function StatusTipPage() {
  const [params] = useSearchParams();
  const lang = useRunnerLanguage();
  const reason = params.get('reason') ?? 'error';
  const surveyId = params.get('surveyId');
  const refusal = surveyId ? limitRefusalOf(surveyId) : undefined;
  const completed = useCompletedResponse(reason === 'alreadyAnswered' ? surveyId : null);

  if (surveyId && (reason === 'passwordRequired' || reason === 'passwordWrong')) {
    return (
      <PasswordPage surveyId={surveyId} wrong={reason === 'passwordWrong'} refusal={refusal} lang={lang} />
    );
  }
  if (completed === 'reading') return <RunnerCard>{null}</RunnerCard>;
  if (completed && surveyId) {
    const search = new URLSearchParams({ surveyId, responseId: completed });
    return <Navigate to={`/answerend?${search}`} replace />;
  }
  const key = REASON_MESSAGES[reason] ?? 'runner.status.error';
  const opensAt = reason === 'notOpen' ? openingTime(refusal?.opensAt, lang) : undefined;
  const retryLink = surveyId ? (refusal?.link ?? `/answer?${new URLSearchParams({ surveyId })}`) : undefined;
  return (
    <RunnerCard>
      <div className="wr-card__icon wr-card__icon--muted" aria-hidden="true">
        !
      </div>
      <h1 className="wr-card__title">{translate(lang, 'runner.status.title')}</h1>
      <p className="wr-card__body" data-testid="status-message" data-reason={reason}>
        {opensAt ? translate(lang, 'runner.status.notOpenAt', { time: opensAt }) : translate(lang, key)}
      </p>
      {retryLink && RETRYABLE.has(reason) ? (
        <a className="wr-btn wr-btn--primary" href={`#${retryLink}`}>
          {translate(lang, 'runner.retry')}
        </a>
      ) : null}
    </RunnerCard>
  );
}

/** The opening time in the respondent's own time zone and language, or undefined without a valid one. */
export function openingTime(iso: string | undefined, lang: Language): string | undefined {
  const date = iso ? new Date(iso) : undefined;
  if (!date || Number.isNaN(date.getTime())) return undefined;
  return new Intl.DateTimeFormat(htmlLang(lang), {
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(date);
}

/**
 * The id of the survey's latest response this device finished ('reading' while it looks, null for none):
 * a device refused as having answered already sees that response's completion page rather than a refusal.
 * The device's database is opened only for this reason (its module stays out of the status page's chunk).
 */
function useCompletedResponse(surveyId: string | null): string | null | 'reading' {
  const [found, setFound] = useState<string | null | 'reading'>(surveyId ? 'reading' : null);
  useEffect(() => {
    if (!surveyId) return;
    let current = true;
    import('./db')
      .then(({ runnerDb }) =>
        runnerDb().responses.where('[surveyId+status]').equals([surveyId, 'complete']).sortBy('updatedAt'),
      )
      .then((finished) => current && setFound(finished.at(-1)?.id ?? null))
      .catch(() => current && setFound(null));
    return () => {
      current = false;
    };
  }, [surveyId]);
  return surveyId ? found : null;
}
