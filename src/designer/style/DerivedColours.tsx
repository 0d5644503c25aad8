import { Alert } from 'antd';
import { accessibleTheme, contrastRatio } from '../../core/style/contrast';
import { useT } from '../../shell/hooks';

/**
 * The pair of colours drawn from the theme colour (src/core/style/contrast.ts, what the runner uses): the
 * brand as chosen and the shade text and buttons get, and whether it had to be darkened to pass AA.
 */
export function DerivedColours(props: { color: string }) {
  const t = useT();
  const theme = accessibleTheme(props.color);
  const ratio = (color: string) => contrastRatio(color, '#FFFFFF').toFixed(2);
  return (
    <div className="wd-style__derived" data-testid="style-derived" data-adjusted={theme.adjusted ? '1' : '0'}>
      <h4>{t('style.derived.title')}</h4>
      <div className="wd-style__pair">
        <span className="wd-style__chip" style={{ background: theme.brand }} aria-hidden="true" />
        <span>
          {t('style.derived.brand')} <code>{theme.brand}</code>
        </span>
        <span className="wd-style__chip" style={{ background: theme.strong }} aria-hidden="true" />
        <span>
          {t('style.derived.strong')} <code data-testid="style-derived-strong">{theme.strong}</code>
        </span>
        <span className="wd-style__sample" style={{ background: theme.strong, color: theme.onStrong }}>
          Aa
        </span>
      </div>
      <Alert
        type={theme.adjusted ? 'warning' : 'success'}
        showIcon
        title={
          theme.adjusted
            ? t('style.derived.adjusted', { ratio: ratio(theme.brand), color: theme.strong })
            : t('style.derived.kept', { ratio: ratio(theme.brand) })
        }
      />
    </div>
  );
}
