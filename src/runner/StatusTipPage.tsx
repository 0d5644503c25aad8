import type { MessageKey } from '../i18n';
import { useRunnerLanguage } from './i18n';
import { useSearchParams } from './navigation';
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
};

/** /statusTip?reason=… (spec 2 §2): why a survey cannot be answered, in words a respondent understands. */
export function StatusTipPage() {
  const [params] = useSearchParams();
  const lang = useRunnerLanguage();
  const reason = params.get('reason') ?? 'error';
  const surveyId = params.get('surveyId');
  const key = REASON_MESSAGES[reason] ?? 'runner.status.error';
  const canRetry = surveyId && (reason === 'offline' || reason === 'error');
  return (
    <RunnerCard>
      <div className="wr-card__icon wr-card__icon--muted" aria-hidden="true">
        !
      </div>
      <h1 className="wr-card__title">{translate(lang, 'runner.status.title')}</h1>
      <p className="wr-card__body" data-testid="status-message">
        {translate(lang, key)}
      </p>
      {canRetry ? (
        <a className="wr-btn wr-btn--primary" href={`#/answer?surveyId=${encodeURIComponent(surveyId)}`}>
          {translate(lang, 'runner.retry')}
        </a>
      ) : null}
    </RunnerCard>
  );
}
