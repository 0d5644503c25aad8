import { GlobalOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useLanguage, useT } from '../hooks';
import { setLanguage } from '../language';

/**
 * One button that switches zh ⇄ en; its name is the language it switches to ("English" in Chinese,
 * "中文" in English), written in that language.
 */
export function LanguageSwitch({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const language = useLanguage();
  const t = useT();
  const target = language === 'zh' ? 'en' : 'zh';
  return (
    <Button
      type="text"
      className={`wd-lang wd-lang--${tone}`}
      data-testid="language-switch"
      title={t('shell.language.switchTitle')}
      icon={<GlobalOutlined aria-hidden="true" />}
      onClick={() => setLanguage(target)}
    >
      <span lang={target === 'zh' ? 'zh-CN' : 'en'}>{t('shell.language.switch')}</span>
    </Button>
  );
}
