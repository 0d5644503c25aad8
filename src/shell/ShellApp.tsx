import { App, ConfigProvider, type ThemeConfig } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
// Every calendar's month and weekday names in Chinese: antd's zh_CN locale asks dayjs for 'zh-cn', which dayjs
// knows only once its locale is loaded (English otherwise). Loaded here once, for every screen's date pickers.
import 'dayjs/locale/zh-cn';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { Outlet } from 'react-router-dom';
import { accessibleTheme } from '../core/style/contrast';
import { translate } from '../i18n';
import { AnnouncementDialog } from './components/AnnouncementDialog';
import { ApiAlerts } from './components/ApiAlerts';
import { LoadingOverlay } from './components/LoadingOverlay';
import { PasswordDialog } from './components/PasswordDialog';
import { useLanguage } from './hooks';
import './shell.css';

export const BRAND_COLOR = '#38ADAB';
/** White on the brand colour is 2.71:1: buttons, links and brand-coloured text use its shade that passes AA. */
const BRAND_STRONG = accessibleTheme(BRAND_COLOR).strong;

const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_STRONG,
    colorInfo: BRAND_STRONG,
    colorLink: BRAND_STRONG,
    // antd's defaults for these texts are 1.9–3.4:1 on white; these pass 4.5:1 (WCAG 2.1 AA, 1.4.3).
    colorTextPlaceholder: '#647373',
    colorTextDescription: '#5b6b6b',
    colorTextTertiary: '#5b6b6b',
    colorError: '#cf1322',
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Button: { primaryShadow: '0 4px 12px rgba(56, 173, 171, 0.28)', fontWeight: 500 },
  },
};

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the person asked their system for less motion (WCAG 2.3.3); follows the setting while open. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(REDUCED_MOTION);
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    () => window.matchMedia(REDUCED_MOTION).matches,
  );
}

/**
 * The designer side's frame, loaded with the first antd screen: theme and locale, the alerts of the API
 * client, the loading overlay, the forced change-password dialog and the announcement. The respondent
 * runner does not live under it and never loads antd.
 */
export function ShellApp() {
  const language = useLanguage();
  // antd's zooms, fades and slides are off for whoever asked for reduced motion: dialogs and lists appear at once.
  const reducedMotion = usePrefersReducedMotion();
  const shownTheme = useMemo<ThemeConfig>(
    () => (reducedMotion ? { ...theme, token: { ...theme.token, motion: false } } : theme),
    [reducedMotion],
  );
  useEffect(() => {
    document.title = translate(language, 'shell.documentTitle');
  }, [language]);

  return (
    <ConfigProvider
      locale={language === 'en' ? enUS : zhCN}
      theme={shownTheme}
      button={{ autoInsertSpace: false }}
    >
      <App className="wd-root">
        <Outlet />
        <PasswordDialog />
        <AnnouncementDialog />
        <ApiAlerts />
        <LoadingOverlay />
      </App>
    </ConfigProvider>
  );
}
