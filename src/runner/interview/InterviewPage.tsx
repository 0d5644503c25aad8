import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AssignedSurvey } from '../../core/api/interviewers';
import { runnerDb } from '../db';
import { useDeviceQuery } from '../device';
import { useRunnerLanguage } from '../i18n';
import { navigate } from '../navigation';
import { pageSaveSync, requestBackgroundSync } from '../sync/saveSync';
import { useOnline } from '../ui/useOnline';
import { assignedSurveys, InterviewCallError, logOutOnServer } from './api';
import { ConfirmBox } from './ConfirmBox';
import { DeviceInterviews } from './DeviceInterviews';
import { reportDevice } from './deviceReport';
import { currentAssigned, heldVersions, rememberAssigned, takeOut } from './download';
import {
  clearableIds,
  type InterviewRow,
  interviewCounts,
  interviewersAwaitingLogin,
  interviewsBySurvey,
  isOwnInterview,
} from './interviewList';
import { clearInterviews, queueDiscard, resendAfterLogin, startInterview } from './interviewStore';
import { LoginForm } from './LoginForm';
import { type DownloadState, type SurveyLine, SurveyList } from './SurveyList';
import { interviewText } from './text';
import { forgetLogin, type InterviewerLogin, knownInterviewers, readLogin } from './tokenStore';
import '../runner.css';
import './interview.css';

/**
 * #/interview: the interviewer's screen in the runner (docs/architecture.md "Interviewer mode"), its own chunk
 * reached from the installed app. Log in once online; take the assigned surveys out; start, resume and
 * discard interviews; see what the device holds and what the server has, and send now.
 */
export function InterviewPage() {
  const lang = useRunnerLanguage();
  const t = (key: string, params?: Record<string, string | number>) => interviewText(lang, key, params);
  const db = runnerDb();
  const [login, setLogin] = useState<InterviewerLogin | null>();
  const online = useOnline();
  // The assigned surveys as last listed online, and whose: only the interviewer on the screen sees theirs.
  const [listed, setListed] = useState<{ interviewerId: string; surveys: AssignedSurvey[] }>();
  const [downloads, setDownloads] = useState<Map<string, DownloadState>>(new Map());
  const [persistRefused, setPersistRefused] = useState(false);
  const [sending, setSending] = useState(false);
  const [confirmClear, setConfirmClear] = useState(false);
  // Names of every interviewer who logged in on this phone: another's waiting interviews say whom they wait for.
  const [names, setNames] = useState<Map<string, string>>(new Map());

  useEffect(() => {
    void readLogin().then((kept) => setLogin(kept ?? null));
    // The page's send loop: sends what waits now, and whenever the connection comes back.
    pageSaveSync(db);
  }, [db]);

  const loginEnded = login && Date.parse(login.expiresAt) <= Date.now();
  const token = login && !loginEnded ? login.token : undefined;
  const interviewerId = login?.interviewer.id;
  const assignedLive = !!interviewerId && listed?.interviewerId === interviewerId;
  const assigned = useMemo(() => currentAssigned(interviewerId, listed), [interviewerId, listed]);
  // The surveys assigned as last listed, for the device report "send now" makes.
  const assignedIds = useRef<string[]>([]);
  assignedIds.current = assigned.map((survey) => survey.surveyId);

  useEffect(() => {
    if (interviewerId) void knownInterviewers().then(setNames);
  }, [interviewerId]);

  // The assigned surveys, fresh when online (kept for offline); an ended login asks for a new one.
  useEffect(() => {
    if (!token || !online || !interviewerId) return;
    let current = true;
    assignedSurveys(token)
      .then((surveys) => {
        if (!current) return;
        rememberAssigned(interviewerId, surveys);
        setListed({ interviewerId, surveys });
        // A sync (opening online, back online): the supervisor learns what this phone holds.
        void reportDevice(
          db,
          interviewerId,
          surveys.map((survey) => survey.surveyId),
        );
      })
      .catch((error: unknown) => {
        if (current && error instanceof InterviewCallError && error.reason === 'interviewerSession')
          setLogin((kept) => kept && { ...kept, expiresAt: new Date(0).toISOString() });
      });
    return () => {
      current = false;
    };
  }, [token, online, interviewerId, db]);

  const held = useDeviceQuery(db, heldVersions, []);
  const device = useDeviceQuery(
    db,
    async (database) => {
      const responses = await database.responses.filter((response) => !!response.interviewerId).toArray();
      const ids = responses.map((response) => response.id);
      const entries = await database.outbox.where('responseId').anyOf(ids).toArray();
      const media = (await database.media.where('responseId').anyOf(ids).toArray()).map(
        ({ responseId, state }) => ({ responseId, state }),
      );
      return { responses, entries, media };
    },
    [],
  );
  const groups = useMemo(
    () => (device ? interviewsBySurvey(device.responses, device.entries, device.media) : []),
    [device],
  );
  const rows = useMemo(() => groups.flatMap((group) => group.rows), [groups]);
  const counts = interviewCounts(rows);
  const clearable = clearableIds(rows);
  // The server stopped taking this interviewer's token: their waiting entries go after a new login.
  const sessionRefused =
    !!interviewerId && rows.some((row) => row.awaitsLogin && isOwnInterview(row, interviewerId));
  const othersAwaiting = interviewersAwaitingLogin(rows).filter((id) => id !== interviewerId);
  const nameOf = (id: string | undefined) => (id && names.get(id)) || t('interviewDevice.someone');

  const lines: SurveyLine[] = useMemo(() => {
    const byId = new Map<string, SurveyLine>();
    for (const survey of assigned)
      byId.set(survey.surveyId, {
        surveyId: survey.surveyId,
        name: survey.surveyName,
        assigned: survey,
        ...(held?.has(survey.surveyId) && { heldVersion: held.get(survey.surveyId)?.version }),
      });
    for (const [surveyId, { version, name }] of held ?? [])
      if (!byId.has(surveyId)) byId.set(surveyId, { surveyId, name, heldVersion: version });
    return [...byId.values()];
  }, [assigned, held]);
  const surveyName = (surveyId: string) => lines.find((line) => line.surveyId === surveyId)?.name ?? surveyId;

  // `reportAs`: right after a login, this render's interviewer is not the one logged in yet.
  const sendNow = useCallback(
    async (reportAs = interviewerId) => {
      setSending(true);
      try {
        await pageSaveSync(db).flushAll();
        void requestBackgroundSync();
        if (reportAs) await reportDevice(db, reportAs, assignedIds.current);
      } finally {
        setSending(false);
      }
    },
    [db, interviewerId],
  );

  const loggedIn = async (fresh: InterviewerLogin) => {
    setLogin(fresh);
    // What waited for this interviewer's login goes now, with their new token (others' keep waiting).
    if ((await resendAfterLogin(db, fresh.interviewer.id)) > 0) void sendNow(fresh.interviewer.id);
  };

  const download = async (survey: AssignedSurvey) => {
    if (!token) return;
    setDownloads((now) => new Map(now).set(survey.surveyId, 'busy'));
    try {
      const persistent = await takeOut(db, token, survey);
      setPersistRefused(!persistent);
      setDownloads((now) => {
        const next = new Map(now);
        next.delete(survey.surveyId);
        return next;
      });
    } catch {
      setDownloads((now) => new Map(now).set(survey.surveyId, 'failed'));
    }
  };

  const newInterview = async (surveyId: string) => {
    if (!login) return;
    const response = await startInterview(db, surveyId, login.interviewer.id);
    if (response) openInterview(surveyId, response.id);
  };

  const discard = async (row: InterviewRow) => {
    await queueDiscard(db, row.response.id);
    void sendNow();
  };

  const logOut = async () => {
    if (login) {
      await logOutOnServer(login.token);
      // Only this interviewer's token goes: others' entries on this phone still go with their own.
      await forgetLogin(login.interviewer.id);
    }
    setLogin(null);
  };

  if (login === undefined) return <div className="wr wi" />;
  if (login === null) {
    return (
      <div className="wr wi">
        <main className="wi-main wi-main--login">
          <h1 className="wi-title">{t('interviewDevice.login.title')}</h1>
          <p className="wr-muted">{t('interviewDevice.login.intro')}</p>
          <LoginForm lang={lang} online={online} onLoggedIn={(fresh) => void loggedIn(fresh)} />
        </main>
      </div>
    );
  }

  const countKeys = ['inProgress', 'waiting', 'sent', 'refused'] as const;
  return (
    <div className="wr wi">
      <header className="wi-header">
        <div>
          <h1 className="wi-title">{t('interviewDevice.title')}</h1>
          <p className="wr-muted wr-small" data-testid="interviewer-name">
            {t('interviewDevice.who', { name: login.interviewer.name })} ·{' '}
            <span data-testid="connection" data-online={online ? 'yes' : 'no'}>
              {t(online ? 'interviewDevice.online' : 'interviewDevice.offline')}
            </span>
          </p>
        </div>
        <button type="button" className="wi-link" onClick={() => void logOut()}>
          {t('interviewDevice.logout')}
        </button>
      </header>
      <main className="wi-main">
        <dl className="wi-counts" data-testid="interview-counts">
          {countKeys.map((key) => (
            <div key={key} className={`wi-count wi-count--${key}`} data-count={key}>
              <dt>{t(`interviewDevice.counts.${key}`)}</dt>
              <dd>{counts[key]}</dd>
            </div>
          ))}
        </dl>
        <div className="wi-actions">
          <button
            type="button"
            className="wr-btn wr-btn--primary"
            disabled={sending || counts.waiting + counts.inProgress + counts.discarding === 0}
            onClick={() => void sendNow()}
          >
            {t(sending ? 'interviewDevice.sending' : 'interviewDevice.sendNow')}
          </button>
          <button
            type="button"
            className="wr-btn wr-btn--ghost"
            disabled={clearable.length === 0}
            onClick={() => setConfirmClear(true)}
          >
            {t('interviewDevice.clearSent')}
          </button>
        </div>
        {confirmClear ? (
          <ConfirmBox
            lang={lang}
            label={t('interviewDevice.clearSent')}
            question={t('interviewDevice.clearSent.confirm', { n: clearable.length })}
            confirm={t('interviewDevice.confirm')}
            onCancel={() => setConfirmClear(false)}
            onConfirm={() => {
              setConfirmClear(false);
              void clearInterviews(db, clearable);
            }}
          />
        ) : null}
        {loginEnded || sessionRefused ? (
          <section className="wi-section" data-testid="login-again">
            <p className="wr-note wr-note--warn">{t('interviewDevice.login.again')}</p>
            <LoginForm lang={lang} online={online} onLoggedIn={(fresh) => void loggedIn(fresh)} />
          </section>
        ) : null}
        {othersAwaiting.length > 0 ? (
          <p className="wr-note" data-testid="others-awaiting-login">
            {t('interviewDevice.awaitsLogin.summary', {
              names: othersAwaiting.map(nameOf).join(lang === 'zh' ? '、' : ', '),
            })}
          </p>
        ) : null}
        {persistRefused ? <p className="wr-note">{t('interviewDevice.survey.persistRefused')}</p> : null}

        <section className="wi-section">
          <h2 className="wi-heading">{t('interviewDevice.surveys.title')}</h2>
          {!assignedLive && token ? (
            <p className="wr-muted wr-small">{t('interviewDevice.surveys.notLoaded')}</p>
          ) : null}
          <SurveyList
            lang={lang}
            lines={lines}
            downloads={downloads}
            online={online && !!token}
            onDownload={(survey) => void download(survey)}
            onNewInterview={(surveyId) => void newInterview(surveyId)}
          />
        </section>

        <section className="wi-section">
          <h2 className="wi-heading">{t('interviewDevice.interviews.title')}</h2>
          <DeviceInterviews
            lang={lang}
            groups={groups}
            interviewerId={login.interviewer.id}
            nameOf={nameOf}
            surveyName={surveyName}
            onResume={(row) => openInterview(row.response.surveyId, row.response.id)}
            onDiscard={(row) => void discard(row)}
          />
        </section>
      </main>
    </div>
  );
}

function openInterview(surveyId: string, responseId: string): void {
  navigate(`/answer?${new URLSearchParams({ surveyId, responseId, interview: '1' })}`);
}
