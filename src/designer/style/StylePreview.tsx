import { Segmented } from 'antd';
import { type CSSProperties, useState } from 'react';
import type { SurveyStyle } from '../../core/model/style';
import { coverLookOf, styleVariables } from '../../core/style/look';
import type { Language } from '../../i18n';
import { ChoiceItem } from '../../runner/components/ChoiceItem';
import { ViewRoot } from '../../runner/components/ViewRoot';
import { CoverScreen } from '../../runner/ui/CoverScreen';
import { ProgressBar } from '../../runner/ui/chrome';
import { pageStyleOf } from '../../runner/ui/pageStyle';
import { useLanguage, useT } from '../../shell/hooks';
import '../../runner/runner.css';

/**
 * A runner page drawn with the draft style, beside the form: the runner's own stylesheet, components and the
 * same mapping (src/core/style/look.ts), so every colour here is the one respondents get. A sample page (title,
 * welcome, one choice question, footer, buttons) and the cover when the style has one.
 */
export function StylePreview(props: { style: SurveyStyle; surveyName: string }) {
  const t = useT();
  const lang: Language = useLanguage();
  const [chosen, setChosen] = useState('2');
  const [view, setView] = useState<'page' | 'cover'>('page');
  const release = { style: props.style } as Parameters<typeof pageStyleOf>[0];
  const page = pageStyleOf(release);
  const cover = coverLookOf(props.style);
  const showing = cover && view === 'cover' ? 'cover' : 'page';
  const rootStyle = styleVariables(props.style) as CSSProperties;
  const options = (['1', '2', '3'] as const).map((id) => ({
    id,
    optionName: t(`style.preview.option${id}`),
    imgUrl: null,
  }));
  return (
    <section className="wd-style-preview" aria-label={t('style.preview.label')} data-testid="style-preview">
      <header className="wd-style-preview__head">
        <h3>{t('style.preview.title')}</h3>
        {cover ? (
          <Segmented
            size="small"
            value={showing}
            onChange={(value) => setView(value as 'page' | 'cover')}
            options={[
              { value: 'page', label: t('style.preview.page') },
              { value: 'cover', label: t('style.preview.cover') },
            ]}
          />
        ) : null}
      </header>
      <div className="wd-style-preview__phone">
        {showing === 'cover' && cover ? (
          <div className="wr" style={rootStyle}>
            <CoverScreen
              cover={cover}
              title={props.surveyName}
              lang={lang}
              onStart={() => setView('page')}
              inPreview
            />
          </div>
        ) : (
          <div className="wr" style={rootStyle} data-testid="style-preview-page">
            {page.showBar ? <ProgressBar position={1} total={3} lang={lang} /> : null}
            {page.headerImage ? <div className="wr-header-image" aria-hidden="true" /> : null}
            <div className="wr-main">
              {page.showSurveyTitle ? (
                <header className="wr-survey">
                  {page.logoUrl ? <img className="wr-logo" src={page.logoUrl} alt="" /> : null}
                  <p className="wr-survey__title">{props.surveyName}</p>
                  {page.showWelcome ? <p className="wr-survey__note">{t('style.preview.welcome')}</p> : null}
                </header>
              ) : null}
              <div className="wr-q">
                <div className="wr-q__head">
                  {page.showNumbers ? <span className="wr-q__num">Q1</span> : null}
                  <span className="wr-q__title" data-testid="style-preview-question">
                    {t('style.preview.question')}
                  </span>
                </div>
                <p className="wr-q__note">{t('style.preview.note')}</p>
                <ViewRoot accentColor={page.accentColor} issues={[]} lang={lang}>
                  <div className="rv-choices">
                    {options.map((option) => (
                      <ChoiceItem
                        key={option.id}
                        type="radio"
                        name="style-preview"
                        option={option}
                        checked={chosen === option.id}
                        onToggle={() => setChosen(option.id)}
                      />
                    ))}
                  </div>
                </ViewRoot>
              </div>
              <div className="wr-q">
                <p className="wr-card__body">{t('style.preview.end')}</p>
              </div>
              {page.footer ? <p className="wr-footer-text">{page.footer}</p> : null}
            </div>
            <div className="wr-nav">
              <div className="wr-nav__buttons">
                {page.showPrevious ? (
                  <button type="button" className="wr-btn wr-btn--ghost" tabIndex={-1}>
                    {t('runner.previous')}
                  </button>
                ) : null}
                <button
                  type="button"
                  className="wr-btn wr-btn--primary"
                  tabIndex={-1}
                  data-testid="style-preview-submit"
                >
                  {page.submitText ?? t('runner.submit')}
                </button>
              </div>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
