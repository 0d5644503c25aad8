import { type FormEvent, useId, useState } from 'react';
import type { Language } from '../i18n';
import { navigate } from './navigation';
import { offerPassword } from './sync/loadRequest';
import type { LimitRefusal } from './sync/loadSurvey';
import { RunnerCard } from './ui/chrome';
import './runner.css';
import './PasswordPage.css';
import { translate } from './translate';

/**
 * The access password of a protected survey (/statusTip?reason=passwordRequired or passwordWrong). The typed
 * password goes with the next load of the survey only (offerPassword), and the page goes back to the answer
 * link it came from (with its panel ids): the server answers the right password with the survey and an access
 * ticket the browser keeps as a cookie, a wrong one brings the respondent back here, told so, to try again.
 */
export function PasswordPage(props: {
  surveyId: string;
  wrong: boolean;
  refusal: LimitRefusal | undefined;
  lang: Language;
}) {
  const { surveyId, wrong, refusal, lang } = props;
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState(false);
  const [empty, setEmpty] = useState(false);
  const inputId = useId();
  const problemId = useId();
  const waitSeconds = wrong ? refusal?.retryAfterSeconds : undefined;
  const problem = empty
    ? translate(lang, 'runner.password.empty')
    : waitSeconds
      ? translate(lang, 'runner.password.tooMany', { seconds: waitSeconds })
      : wrong
        ? translate(lang, 'runner.password.wrong')
        : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = password.trim();
    if (!typed) {
      setEmpty(true);
      return;
    }
    offerPassword(surveyId, typed);
    navigate(refusal?.link ?? `/answer?${new URLSearchParams({ surveyId })}`, { replace: true });
  };

  return (
    <RunnerCard>
      <div className="wr-card__icon wr-password__icon" aria-hidden="true">
        <svg
          viewBox="0 0 24 24"
          width="30"
          height="30"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <rect x="5" y="11" width="14" height="10" rx="2" />
          <path d="M8 11V7a4 4 0 0 1 8 0v4" />
        </svg>
      </div>
      <h1 className="wr-card__title">{translate(lang, 'runner.password.title')}</h1>
      <p className="wr-card__body">{translate(lang, 'runner.password.body')}</p>
      <form className="wr-password" onSubmit={submit} noValidate data-testid="password-form">
        <label className="wr-password__label" htmlFor={inputId}>
          {translate(lang, 'runner.password.label')}
        </label>
        <input
          id={inputId}
          className="wr-password__input"
          type={shown ? 'text' : 'password'}
          autoComplete="off"
          // The page asks for this one thing: the keyboard comes up with it.
          autoFocus
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setEmpty(false);
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          data-testid="password-input"
        />
        <label className="wr-password__show">
          <input type="checkbox" checked={shown} onChange={(event) => setShown(event.target.checked)} />
          {translate(lang, 'runner.password.show')}
        </label>
        {problem ? (
          <p className="wr-password__problem" id={problemId} role="alert" data-testid="password-problem">
            {problem}
          </p>
        ) : null}
        <button className="wr-btn wr-btn--primary" type="submit" data-testid="password-submit">
          {translate(lang, 'runner.password.submit')}
        </button>
      </form>
    </RunnerCard>
  );
}
