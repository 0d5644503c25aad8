import type { Release } from '../../core/model';
import { accessibleTheme } from '../../core/style/contrast';

/** The style settings of spec 2 §2 as the page applies them. */
export interface PageStyle {
  /** Drawn from the theme colour so that it passes AA as text on white and under white text. */
  accentColor: string;
  /** surveyHideTitle (and the display group's showTitleInd 0) hide the survey title on page 1. */
  showSurveyTitle: boolean;
  /** surveyHideQuNum, hideQuNumInd or showQuNumInd 0 hide question numbers. */
  showNumbers: boolean;
  showPrevious: boolean;
  showBar: boolean;
  /** The style's submit text; the default `submit` is the interface's own word for it. */
  submitText: string | undefined;
  questionFontSize: number;
}

export function pageStyleOf(release: Release): PageStyle {
  const style = release.style;
  const submit = style.button.sbmitText?.trim();
  return {
    accentColor: accessibleTheme(style.surveyColor || style.fengge.color).strong,
    showSurveyTitle: style.surveyHideTitle !== 1 && style.display.showTitleInd !== 0,
    showNumbers:
      style.surveyHideQuNum !== 1 && style.hidden.hideQuNumInd !== 1 && style.display.showQuNumInd !== 0,
    showPrevious: style.hidden.hidePreBtnInd !== 1,
    showBar: style.hidden.hideBar !== 1,
    submitText: submit && submit.toLowerCase() !== 'submit' ? submit : undefined,
    questionFontSize: style.font.question.size,
  };
}
