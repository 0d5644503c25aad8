import { LogoutOutlined } from '@ant-design/icons';
import { Avatar, Button } from 'antd';
import { useState } from 'react';
import { USER_API } from '../core/api/user';
import { api } from '../shell/api';
import { LanguageSwitch } from '../shell/components/LanguageSwitch';
import { Logo } from '../shell/components/Logo';
import { useStoredUser, useT } from '../shell/hooks';
import { clearSession, forgetRememberedPath } from '../shell/session';

/**
 * Logout (spec 1 §2): the server forgets the token, the stored user is cleared, and the app reloads on the
 * login page so that nothing of the session survives in memory. A failed logout call still logs out here.
 */
export async function logout(): Promise<void> {
  try {
    await api.get(USER_API.logout, undefined, { silent: true, unauthorized: 'fail' });
  } catch {
    // The token will expire on the server by itself.
  }
  clearSession();
  forgetRememberedPath();
  history.replaceState(null, '', '#/login');
  location.reload();
}

/** The designer's top bar: product, the user, language and logout. */
export function DesignerHeader() {
  const t = useT();
  const user = useStoredUser();
  const [leaving, setLeaving] = useState(false);
  const displayName = user?.name || user?.userName || '';

  return (
    <header className="wd-topbar">
      <div className="wd-topbar__brand">
        <Logo size={34} />
        <span className="wd-topbar__product">{t('shell.appName')}</span>
        <span className="wd-topbar__tagline">{t('shell.tagline')}</span>
      </div>
      <div className="wd-topbar__actions">
        <LanguageSwitch />
        {user && (
          <div className="wd-topbar__user" title={`${t('shell.list.account')}: ${user.userName}`}>
            <Avatar size={30} className="wd-topbar__avatar" aria-hidden="true">
              {displayName.slice(0, 1).toUpperCase()}
            </Avatar>
            <span className="wd-topbar__name" data-testid="user-name">
              {displayName}
            </span>
          </div>
        )}
        <Button
          icon={<LogoutOutlined aria-hidden="true" />}
          loading={leaving}
          data-testid="logout-button"
          aria-label={t('shell.list.logout')}
          onClick={() => {
            setLeaving(true);
            void logout();
          }}
        >
          <span className="wd-topbar__logout-text">{t('shell.list.logout')}</span>
        </Button>
      </div>
    </header>
  );
}
