import { KeyOutlined, UserAddOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useState } from 'react';
import type { CreatedCode, SurveyInterviewer } from '../../core/api/interviewers';
import { useT } from '../../shell/hooks';
import { errorText } from '../results/components/LoadFrame';
import { createAccessCode, inviteAccount } from './api';

type Props = {
  surveyId: string;
  onInvited: (interviewer: SurveyInterviewer) => void;
  onCodeCreated: (created: CreatedCode) => void;
};

/** The two ways to add an interviewer, side by side: invite an existing account, or make an access code. */
export function AddInterviewerForms({ surveyId, onInvited, onCodeCreated }: Props) {
  const t = useT();
  return (
    <div className="wd-card wd-interviewers__add">
      <AddForm
        testId="invite"
        icon={<UserAddOutlined />}
        title={t('interviewerScreen.invite')}
        placeholder={t('interviewerScreen.userName')}
        submit={t('interviewerScreen.inviteSubmit')}
        send={async (value) => onInvited(await inviteAccount(surveyId, value))}
      />
      <AddForm
        testId="code"
        icon={<KeyOutlined />}
        title={t('interviewerScreen.createCode')}
        placeholder={t('interviewerScreen.memberName')}
        submit={t('interviewerScreen.createSubmit')}
        send={async (value) => onCodeCreated(await createAccessCode(surveyId, value))}
      />
    </div>
  );
}

type AddFormProps = {
  testId: string;
  icon: React.ReactNode;
  title: string;
  placeholder: string;
  submit: string;
  send: (value: string) => Promise<void>;
};

/** One field and its button; the server's refusal stays under the field with what was typed. */
function AddForm({ testId, icon, title, placeholder, submit, send }: AddFormProps) {
  const t = useT();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldId = `interviewer-${testId}`;
  const run = async () => {
    if (!value.trim() || busy) return;
    setBusy(true);
    setError(null);
    try {
      await send(value.trim());
      setValue('');
    } catch (caught) {
      setError(errorText(t, caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="wd-interviewers__form"
      onSubmit={(event) => {
        event.preventDefault();
        void run();
      }}
    >
      <label className="wd-interviewers__label" htmlFor={fieldId}>
        {icon} {title}
      </label>
      <div className="wd-interviewers__row">
        <Input
          id={fieldId}
          value={value}
          placeholder={placeholder}
          maxLength={64}
          status={error ? 'error' : undefined}
          onChange={(event) => setValue(event.target.value)}
          data-testid={`${testId}-input`}
        />
        <Button
          type="primary"
          htmlType="submit"
          loading={busy}
          disabled={!value.trim()}
          data-testid={`${testId}-submit`}
        >
          {submit}
        </Button>
      </div>
      {error && (
        <div className="wd-interviewers__error" role="alert" data-testid={`${testId}-error`}>
          {error}
        </div>
      )}
    </form>
  );
}
