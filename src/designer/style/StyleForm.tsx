import { SaveOutlined } from '@ant-design/icons';
import { Alert, App, Button, Form, Segmented } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import type { StyleResponse } from '../../core/api/style';
import type { SurveyStyle } from '../../core/model/style';
import {
  COVER_IMAGE_TYPES,
  DEFAULT_COVER_IMAGE_TYPE,
  DEFAULT_QUESTION_BG_TYPE,
  FONT_KINDS,
  QUESTION_BG_TYPES,
  STYLE_LIMITS,
} from '../../core/style/limits';
import { themeColourOf } from '../../core/style/look';
import { ApiError } from '../../shell/api';
import { useT } from '../../shell/hooks';
import { errorText } from '../results/components/LoadFrame';
import { saveStyle } from './api';
import { DerivedColours } from './DerivedColours';
import {
  ChoiceField,
  ColorField,
  FlagField,
  FontRow,
  ImageField,
  NumberField,
  OpacityField,
  PositionField,
  StyleFormContext,
  TextField,
} from './fields';
import { StylePreview } from './StylePreview';
import { problemsOf, withThemeColour, withValue } from './styleDraft';
import { applyTheme, READY_THEMES } from './themes';

function Section(props: { title: string; testId: string; children: ReactNode }) {
  return (
    <section className="wd-style__section" data-testid={props.testId}>
      <h3 className="wd-style__section-title">{props.title}</h3>
      {props.children}
    </section>
  );
}

/**
 * What the question area's background choice does with this style: the tint replaces a page image there is,
 * and the image choice needs one, uploaded in the theme group.
 */
function backgroundNote(style: SurveyStyle, t: ReturnType<typeof useT>): string | undefined {
  const hasImage = Boolean(style.fengge.imgUrl);
  if (style.question.bgType === 'color') return hasImage ? t('style.bgType.colorHidesImage') : undefined;
  return hasImage ? undefined : t('style.bgType.imageMissing');
}

/**
 * The style groups of spec 1 §3 as one form over a draft, the live preview beside it. The draft is checked
 * as it changes with the schema the server checks with; a problem shows at its field, and a refusal of the
 * server at the field it names. Nothing is sent until "save"; the whole style is saved at once.
 */
export function StyleForm(props: { initial: StyleResponse; surveyName: string; editable: boolean }) {
  const t = useT();
  const { message } = App.useApp();
  const [style, setStyle] = useState<SurveyStyle>(props.initial.style);
  const [refused, setRefused] = useState<{ path: string; key: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const problems = useMemo(() => {
    const found = problemsOf(style);
    if (refused && !found.has(refused.path)) found.set(refused.path, refused.key);
    return found;
  }, [style, refused]);

  const set = (path: readonly string[], value: unknown) => {
    setRefused(null);
    setStyle((current) => {
      // The theme colour lives in two places the runner reads (fengge.color and surveyColor).
      if (path.join('.') === 'fengge.color' && typeof value === 'string')
        return withThemeColour(current, value);
      return withValue(current, path, value);
    });
  };

  const save = async () => {
    if (problems.size > 0) {
      message.error(t('style.fix'));
      return;
    }
    setSaving(true);
    try {
      const saved = await saveStyle(props.initial.surveyId, style);
      setStyle(saved.style);
      message.success(t('style.saved'));
    } catch (error) {
      const data =
        error instanceof ApiError ? (error.data as { field?: string; reason?: string } | null) : null;
      if (data?.field?.startsWith('style.') && data.reason) {
        setRefused({ path: data.field.slice('style.'.length), key: data.reason });
      }
      message.error(errorText(t, error));
    } finally {
      setSaving(false);
    }
  };

  const state = {
    surveyId: props.initial.surveyId,
    style,
    set,
    problems,
    disabled: !props.editable,
  };
  const themeColour = themeColourOf(style);

  return (
    <StyleFormContext.Provider value={state}>
      <div className="wd-style__layout">
        <Form layout="vertical" className="wd-style__form" data-testid="style-form" component="div">
          <Section title={t('style.group.fengge')} testId="style-group-theme">
            <div className="wd-style__themes">
              <span className="wd-muted">{t('style.themes')}</span>
              {READY_THEMES.map((theme) => (
                <Button
                  key={theme.key}
                  size="small"
                  disabled={!props.editable}
                  onClick={() => setStyle((current) => applyTheme(current, theme))}
                  data-testid={`style-theme-${theme.key.replace('style.theme.', '')}`}
                  icon={
                    <span className="wd-style__chip" style={{ background: theme.color }} aria-hidden="true" />
                  }
                >
                  {t(theme.key)}
                </Button>
              ))}
            </div>
            <ColorField path={['fengge', 'color']} />
            <DerivedColours color={themeColour} />
            <ImageField path={['fengge', 'imgUrl']} />
          </Section>

          <Section title={t('style.group.cover')} testId="style-group-cover">
            <Form.Item label={t('style.field.startType')}>
              <Segmented
                value={style.cover.startType === 'cover' ? 'cover' : 'page'}
                disabled={!props.editable}
                data-testid="style-cover-startType"
                onChange={(value) => set(['cover', 'startType'], value === 'cover' ? 'cover' : null)}
                options={[
                  { value: 'page', label: t('style.startType.page') },
                  { value: 'cover', label: t('style.startType.cover') },
                ]}
              />
            </Form.Item>
            {style.cover.startType === 'cover' ? (
              <>
                <ImageField path={['cover', 'imgUrl']} />
                <ChoiceField
                  path={['cover', 'imgType']}
                  fallback={DEFAULT_COVER_IMAGE_TYPE}
                  options={COVER_IMAGE_TYPES.map((type) => ({
                    value: type,
                    label: t(`style.imgType.${type}`),
                  }))}
                />
                <FlagField path={['cover', 'showLogoInd']} />
                {style.cover.showLogoInd === 1 ? (
                  <>
                    <ImageField path={['cover', 'logoUrl']} />
                    <PositionField path={['cover', 'logoPositionType']} />
                  </>
                ) : null}
                <FlagField path={['cover', 'showTitleInd']} />
                <PositionField path={['cover', 'titlePositionType']} />
                <NumberField
                  path={['cover', 'titleSize']}
                  min={STYLE_LIMITS.titleSize.min}
                  max={STYLE_LIMITS.titleSize.max}
                />
                <ColorField path={['cover', 'titleColor']} optional />
                <TextField path={['cover', 'btnText']} maxLength={STYLE_LIMITS.buttonText} />
                <ColorField path={['cover', 'btnBgColor']} optional />
                <ColorField path={['cover', 'btnTextColor']} optional />
              </>
            ) : null}
          </Section>

          <Section title={t('style.group.question')} testId="style-group-question">
            <ImageField path={['question', 'headerImgUrl']} />
            <FlagField path={['question', 'showBgInd']} />
            {style.question.showBgInd === 1 ? (
              <>
                <ChoiceField
                  path={['question', 'bgType']}
                  fallback={DEFAULT_QUESTION_BG_TYPE}
                  options={QUESTION_BG_TYPES.map((type) => ({
                    value: type,
                    label: t(`style.bgType.${type}`),
                  }))}
                  extra={backgroundNote(style, t)}
                />
                <OpacityField path={['question', 'opacity']} />
              </>
            ) : null}
          </Section>

          <Section title={t('style.group.font')} testId="style-group-font">
            {FONT_KINDS.map((kind) => (
              <FontRow key={kind} kind={kind} />
            ))}
          </Section>

          <Section title={t('style.group.button')} testId="style-group-button">
            <TextField path={['button', 'startText']} maxLength={STYLE_LIMITS.buttonText} />
            <TextField path={['button', 'sbmitText']} maxLength={STYLE_LIMITS.buttonText} />
            <ColorField path={['button', 'btnColor']} optional />
          </Section>

          <Section
            title={`${t('style.group.display')} / ${t('style.group.hidden')}`}
            testId="style-group-display"
          >
            <FlagField path={['display', 'showTitleInd']} />
            <FlagField path={['display', 'showWelComeInd']} />
            <FlagField path={['display', 'showQuNumInd']} />
            <NumberField
              path={['display', 'titleSize']}
              min={STYLE_LIMITS.titleSize.min}
              max={STYLE_LIMITS.titleSize.max}
            />
            <FlagField path={['hidden', 'hidePreBtnInd']} />
            <FlagField path={['hidden', 'hideQuNumInd']} />
            <FlagField path={['hidden', 'hideBar']} />
          </Section>

          <Section title={t('style.group.footer')} testId="style-group-footer">
            <TextField path={['footer']} maxLength={STYLE_LIMITS.footer} />
            <ImageField path={['logo']} />
          </Section>

          {props.editable ? (
            <div className="wd-style__actions">
              {problems.size > 0 ? <Alert type="error" showIcon title={t('style.fix')} /> : null}
              <Button
                type="primary"
                icon={<SaveOutlined />}
                loading={saving}
                onClick={() => void save()}
                data-testid="style-save"
              >
                {t('style.save')}
              </Button>
            </div>
          ) : null}
        </Form>
        <StylePreview style={style} surveyName={props.surveyName} />
      </div>
    </StyleFormContext.Provider>
  );
}
