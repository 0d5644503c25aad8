import { CloudSyncOutlined, FormOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useT } from '../hooks';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';

type Props = { title: string; subtitle?: string; children: ReactNode };

/** Login and registration on a computer: the brand panel on the left, the form card on the right. */
export function AuthLayout({ title, subtitle, children }: Props) {
  const t = useT();
  return (
    <div className="wd-auth">
      <aside className="wd-auth__brand">
        <div className="wd-auth__brand-top">
          <Logo size={44} className="wd-auth__logo" inverted />
          <span className="wd-auth__product">{t('shell.appName')}</span>
        </div>
        <div className="wd-auth__pitch">
          <p className="wd-auth__tagline">{t('shell.tagline')}</p>
          <h2 className="wd-auth__headline">{t('shell.brand.headline')}</h2>
          <ul className="wd-auth__features">
            <li>
              <FormOutlined aria-hidden="true" />
              <span>{t('shell.brand.design')}</span>
            </li>
            <li>
              <CloudSyncOutlined aria-hidden="true" />
              <span>{t('shell.brand.offline')}</span>
            </li>
            <li>
              <SafetyCertificateOutlined aria-hidden="true" />
              <span>{t('shell.brand.safe')}</span>
            </li>
          </ul>
        </div>
        <div className="wd-auth__brand-foot">© {new Date().getFullYear()} Wenda</div>
      </aside>
      <main className="wd-auth__main">
        <div className="wd-auth__bar">
          <div className="wd-auth__mini-brand">
            <Logo size={32} />
            <span>{t('shell.appName')}</span>
          </div>
          <LanguageSwitch />
        </div>
        <div className="wd-auth__card">
          <h1 className="wd-auth__title">{title}</h1>
          {subtitle && <p className="wd-auth__subtitle">{subtitle}</p>}
          {children}
        </div>
      </main>
    </div>
  );
}

/** The phone layout (/loginMobile, /registMobile): a teal header with the mark, the form below it. */
export function MobileAuthLayout({ title, subtitle, children }: Props) {
  const t = useT();
  return (
    <div className="wd-mauth">
      <header className="wd-mauth__hero">
        <div className="wd-mauth__lang">
          <LanguageSwitch tone="dark" />
        </div>
        <Logo size={56} className="wd-mauth__logo" inverted />
        <div className="wd-mauth__product">{t('shell.appName')}</div>
        <p className="wd-mauth__tagline">{t('shell.tagline')}</p>
      </header>
      <main className="wd-mauth__card">
        <h1 className="wd-auth__title">{title}</h1>
        {subtitle && <p className="wd-auth__subtitle">{subtitle}</p>}
        {children}
      </main>
    </div>
  );
}
