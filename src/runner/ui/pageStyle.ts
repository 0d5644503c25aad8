import type { Release } from '../../core/model';
import { accessibleTheme } from '../../core/style/contrast';
import { type CoverLook, coverLookOf, styleVariables, themeColourOf } from '../../core/style/look';

/** The style settings of spec 2 §2 as the page applies them. */
export interface PageStyle {
  /** Drawn from the theme colour so that it passes AA as text on white and under white text. */
  accentColor: string;
  /** surveyHideTitle (and the display group's showTitleInd 0) hide the survey title on page 1. */
  showSurveyTitle: boolean;
  /** The display group's showWelComeInd 0 hides the welcome text under the title. */
  showWelcome: boolean;
  /** surveyHideQuNum, hideQuNumInd or showQuNumInd 0 hide question numbers. */
  showNumbers: boolean;
  showPrevious: boolean;
  showBar: boolean;
  /** The style's submit text; the default `submit` is the interface's own word for it. */
  submitText: string | undefined;
  questionFontSize: number;
  /**
   * Everything else the style sets (fonts per text, buttons, question area, images) as CSS custom properties
   * for the page's root: data read by pageStyle.css, not code per theme.
   */
  variables: Record<string, string>;
  /** The cover screen before the first page, if the style has one. */
  cover: CoverLook | undefined;
  footer: string | undefined;
  logoUrl: string | undefined;
  /** The question area's header image, shown as a banner above the page. */
  headerImage: boolean;
}

export function pageStyleOf(release: Release): PageStyle {
  const style = release.style;
  const submit = style.button.sbmitText?.trim();
  return {
    accentColor: accessibleTheme(themeColourOf(style)).strong,
    showSurveyTitle: style.surveyHideTitle !== 1 && style.display.showTitleInd !== 0,
    showWelcome: style.display.showWelComeInd !== 0,
    showNumbers:
      style.surveyHideQuNum !== 1 && style.hidden.hideQuNumInd !== 1 && style.display.showQuNumInd !== 0,
    showPrevious: style.hidden.hidePreBtnInd !== 1,
    showBar: style.hidden.hideBar !== 1,
    submitText: submit && submit.toLowerCase() !== 'submit' ? submit : undefined,
    questionFontSize: style.font.question.size,
    variables: styleVariables(style),
    cover: coverLookOf(style),
    footer: style.footer?.trim() || undefined,
    logoUrl: style.logo || undefined,
    headerImage: Boolean(style.question.headerImgUrl),
  };
}
