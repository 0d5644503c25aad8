import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { MAX_SURVEY_PASSWORD_LENGTH } from '../../core/api/collection';
import { useT } from '../../shell/hooks';
import type { PasswordIntent } from './collectionDraft';

/**
 * The access password: whether one is set (the server never sends it back), and what the designer wants done
 * with it on save — keep it, set a new one typed here, or clear it. Set and clear can be undone before saving.
 */
export function PasswordField({
  hasPassword,
  intent,
  onIntent,
  problem,
  disabled,
}: {
  hasPassword: boolean;
  intent: PasswordIntent;
  onIntent: (intent: PasswordIntent) => void;
  problem: string | null;
  disabled: boolean;
}) {
  const t = useT();
  const keep = () => onIntent({ kind: 'keep' });

  return (
    <div className="wd-collection__password" data-testid="collection-password">
      <p className="wd-collection__password-state" data-testid="collection-password-state">
        {hasPassword ? <LockOutlined aria-hidden="true" /> : <UnlockOutlined aria-hidden="true" />}
        <span>{t(hasPassword ? 'surveyConfig.password.isSet' : 'surveyConfig.password.notSet')}</span>
      </p>
      {intent.kind === 'keep' && !disabled && (
        <div className="wd-collection__buttons">
          <Button onClick={() => onIntent({ kind: 'set', value: '' })} data-testid="collection-password-set">
            {t(hasPassword ? 'surveyConfig.password.change' : 'surveyConfig.password.set')}
          </Button>
          {hasPassword && (
            <Button
              danger
              onClick={() => onIntent({ kind: 'clear' })}
              data-testid="collection-password-clear"
            >
              {t('surveyConfig.password.clear')}
            </Button>
          )}
        </div>
      )}
      {intent.kind === 'set' && (
        <div className="wd-collection__field">
          <label className="wd-collection__label" htmlFor="collection-password-input">
            {t('surveyConfig.password.newLabel')}
          </label>
          <div className="wd-collection__inline">
            <Input.Password
              id="collection-password-input"
              className="wd-collection__password-input"
              value={intent.value}
              maxLength={MAX_SURVEY_PASSWORD_LENGTH}
              // A survey's password, not the designer's own: the browser should not offer to save it.
              autoComplete="new-password"
              placeholder={t('surveyConfig.password.newPlaceholder')}
              status={problem ? 'error' : undefined}
              aria-invalid={problem ? true : undefined}
              onChange={(event) => onIntent({ kind: 'set', value: event.target.value })}
              autoFocus
              data-testid="collection-password-input"
            />
            <Button onClick={keep} data-testid="collection-password-undo">
              {t('surveyConfig.password.undo')}
            </Button>
          </div>
          {problem ? (
            <p className="wd-collection__error">{problem}</p>
          ) : (
            <p className="wd-muted wd-collection__hint">{t('surveyConfig.password.willSet')}</p>
          )}
        </div>
      )}
      {intent.kind === 'clear' && (
        <div
          className="wd-collection__inline wd-collection__pending"
          data-testid="collection-password-pending"
        >
          <span>{t('surveyConfig.password.willClear')}</span>
          <Button size="small" onClick={keep} data-testid="collection-password-undo">
            {t('surveyConfig.password.undo')}
          </Button>
        </div>
      )}
    </div>
  );
}
