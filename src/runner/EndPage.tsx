import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import type { ReleaseWire } from '../core/api/design';
import { splitCommaList } from '../core/model/commaList';
import { styleVariables } from '../core/style/look';
import { translateRelease } from '../core/translation/texts';
import { completionRedirect, REDIRECT_DELAY_MS } from './completionRedirect';
import { ServerHtml } from './components/ServerHtml';
import { runnerDb } from './db';
import { languageOfSurvey, showInterfaceIn, useRunnerLanguage } from './i18n';
import { BackToInterviews } from './interview/BackToInterviews';
import { useSearchParams } from './navigation';
import { releaseByVersion } from './storage/releases';
import { waitingChanges } from './storage/responseStart';
import { saveTrouble } from './storage/saveTrouble';
import { pageSaveSync } from './sync/saveSync';
import { PendingNote, RunnerCard } from './ui/chrome';
import { useOnline } from './ui/useOnline';
import { useOtherWaitingResponses } from './ui/waitingResponses';
import './runner.css';
import { translate } from './translate';

/** What useLiveQuery gives while the device is still reading the response (undefined means: none). */
const STILL_READING = 'reading' as const;

/** Sample statuses that show the completion page; the others (Screenout, QuotaFull) the non-completion page. */
const COMPLETED = new Set(['Complete', 'Overquota']);

/**
 * /answerend?surveyId&responseId (spec 2 §2): the completion or non-completion page by the response's sample
 * status, with the survey's own texts (endYes… / endNo…) when it has them. It keeps the save loop running and
 * says what is still waiting to be sent, so the respondent knows not to clear the browser while offline.
 */
export function EndPage() {
  const [params] = useSearchParams();
  const lang = useRunnerLanguage();
  const responseId = params.get('responseId') ?? '';
  const db = runnerDb();
  const stored = useLiveQuery(
    () => (responseId ? db.responses.get(responseId) : undefined),
    [responseId],
    STILL_READING,
  );
  const response = stored === STILL_READING ? undefined : stored;
  const outboxEntry = useLiveQuery(() => (responseId ? db.outbox.get(responseId) : undefined), [responseId]);
  const trouble = saveTrouble(outboxEntry);
  const othersWaiting = useOtherWaitingResponses(db, responseId);
  // undefined while the device is still reading it; null when it has none (the default texts then).
  const [release, setRelease] = useState<ReleaseWire | null | undefined>();
  const online = useOnline();

  useEffect(() => {
    pageSaveSync(db);
  }, [db]);

  useEffect(() => {
    if (!response) return;
    void releaseByVersion(db, response.surveyId, response.version).then((stored) => {
      // After a reload of this page, the survey's language again (as on its answer pages).
      const surveyLanguage = stored && languageOfSurvey(splitCommaList(stored.wire.survey.surveyLanguage));
      if (surveyLanguage) showInterfaceIn(surveyLanguage, { remember: false });
      // The end texts in the language the respondent answered in (the origin text where one is missing).
      setRelease(stored ? translateRelease(stored.wire, response.language) : null);
    });
  }, [db, response?.surveyId, response?.version, response]);

  const completed = COMPLETED.has(response?.sampleStatus ?? 'Complete');
  const survey = release?.survey;
  const waiting = waitingChanges(response);
  // Not claiming success the server has not confirmed: offline, or a send that already failed or was refused
  // (a first send still under way is not yet a reason to alarm anyone).
  const notReceived =
    waiting > 0 && (!online || trouble !== undefined || outboxEntry?.lastFailure !== undefined);
  const title = notReceived ? undefined : completed ? survey?.endYesText : survey?.endNoText;
  const body = notReceived ? undefined : completed ? survey?.endYesDesc : survey?.endNoDesc;
  const image = notReceived ? undefined : completed ? survey?.endYesImg : survey?.endNoImg;
  const defaultTitle = notReceived
    ? 'runner.end.keptTitle'
    : completed
      ? 'runner.end.completeTitle'
      : 'runner.end.otherTitle';
  const defaultBody = notReceived
    ? 'runner.end.keptBody'
    : completed
      ? 'runner.end.completeBody'
      : 'runner.end.otherBody';
  const accent = release?.style?.surveyColor;
  // The end texts' font (spec 1 §3 font group) and the rest of the survey's look.
  const variables = release?.style ? styleVariables(release.style) : undefined;
  // An interviewer goes on to the next interview, never to the survey's redirect (src/runner/interview).
  const redirectTo = response?.interviewerId ? undefined : completionRedirect(survey, completed);
  // Leave only once the server has everything: the page's own retries stop when it is gone, and most
  // phone browsers have no Background Sync to finish the job.
  const allSent = response !== undefined && waiting === 0;

  useEffect(() => {
    if (!redirectTo || !allSent) return;
    const timer = setTimeout(() => window.location.assign(redirectTo), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [redirectTo, allSent]);

  // Render the texts only once they are known, so the default title never flashes before the survey's own.
  if (stored === STILL_READING || (response && release === undefined)) {
    return <RunnerCard accentColor={accent}>{null}</RunnerCard>;
  }

  return (
    <RunnerCard accentColor={accent} variables={variables}>
      <div
        className={completed && !notReceived ? 'wr-card__icon' : 'wr-card__icon wr-card__icon--muted'}
        aria-hidden="true"
      >
        {completed && !notReceived ? '✓' : 'i'}
      </div>
      <h1
        className="wr-card__title"
        data-testid="end-title"
        data-status={response?.sampleStatus ?? ''}
        data-received={notReceived ? 'no' : undefined}
      >
        {title || translate(lang, defaultTitle)}
      </h1>
      {body ? (
        <ServerHtml html={body} className="wr-card__body" />
      ) : (
        <p className="wr-card__body">{translate(lang, defaultBody)}</p>
      )}
      {image ? <img className="wr-card__img" src={image} alt="" /> : null}
      <PendingNote
        changes={waiting}
        others={othersWaiting}
        online={online && outboxEntry?.lastFailure !== 'network'}
        lang={lang}
        trouble={trouble}
      />
      {waiting > 0 && !notReceived ? (
        <p className="wr-muted wr-small">{translate(lang, 'runner.end.sending')}</p>
      ) : null}
      {response?.interviewerId ? <BackToInterviews lang={lang} /> : null}
      {redirectTo ? (
        <p className="wr-muted wr-small" data-testid="end-redirect">
          {translate(lang, allSent ? 'runner.end.redirecting' : 'runner.end.redirectAfterSend')}{' '}
          <a href={redirectTo} rel="noopener">
            {redirectTo}
          </a>
        </p>
      ) : null}
    </RunnerCard>
  );
}
