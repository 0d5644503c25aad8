import { type FormEvent, useState } from 'react';
import type { Language } from '../../i18n/languages';
import { InterviewCallError, logIn } from './api';
import { interviewText } from './text';
import type { InterviewerLogin } from './tokenStore';

/** Logging in with an access code (the default: most field teams get one) or an interviewer account. */
export function LoginForm(props: {
  lang: Language;
  online: boolean;
  onLoggedIn: (login: InterviewerLogin) => void;
}) {
  const { lang, online, onLoggedIn } = props;
  const t = (key: string) => interviewText(lang, key);
  const [by, setBy] = useState<'code' | 'account'>('code');
  const [code, setCode] = useState('');
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      onLoggedIn(await logIn(by === 'code' ? { code } : { userName, password }));
    } catch (failure) {
      setError(failure instanceof InterviewCallError ? failure.message : t('interviewDevice.login.offline'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="wi-login" onSubmit={submit} data-testid="interviewer-login">
      <div className="wi-tabs" role="tablist">
        {(['code', 'account'] as const).map((kind) => (
          <button
            key={kind}
            type="button"
            role="tab"
            aria-selected={by === kind}
            className={by === kind ? 'wi-tab wi-tab--on' : 'wi-tab'}
            onClick={() => setBy(kind)}
          >
            {t(kind === 'code' ? 'interviewDevice.login.byCode' : 'interviewDevice.login.byAccount')}
          </button>
        ))}
      </div>
      {by === 'code' ? (
        <Field label={t('interviewDevice.login.code')} name="code" value={code} onChange={setCode} />
      ) : (
        <>
          <Field
            label={t('interviewDevice.login.userName')}
            name="userName"
            value={userName}
            onChange={setUserName}
          />
          <Field
            label={t('interviewDevice.login.password')}
            name="password"
            value={password}
            onChange={setPassword}
          />
        </>
      )}
      {!online ? <p className="wr-note wr-note--warn">{t('interviewDevice.login.offline')}</p> : null}
      {error ? (
        <p className="wr-note wr-note--warn" role="alert">
          {error}
        </p>
      ) : null}
      <button className="wr-btn wr-btn--primary wi-wide" type="submit" disabled={busy || !online}>
        {t('interviewDevice.login.submit')}
      </button>
    </form>
  );
}

/** One labelled input of the form; the browser's password manager knows each by its name. */
function Field(props: {
  label: string;
  name: 'code' | 'userName' | 'password';
  value: string;
  onChange: (value: string) => void;
}) {
  const { name } = props;
  const autoComplete = { code: 'off', userName: 'username', password: 'current-password' }[name];
  return (
    <label className="wi-field">
      <span>{props.label}</span>
      <input
        name={name}
        type={name === 'password' ? 'password' : 'text'}
        value={props.value}
        autoComplete={autoComplete}
        autoCapitalize={name === 'code' ? 'characters' : 'off'}
        spellCheck={false}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </label>
  );
}
