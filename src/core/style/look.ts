import { THEME_COLOR } from '../model/constants';
import type { SurveyStyle } from '../model/style';
import { AA_TEXT, accessibleTheme, contrastRatio, paleTint, parseHex, readableShade } from './contrast';
import { type CoverImageType, FONT_KINDS, type FontKind } from './limits';

/**
 * What a survey's style looks like on a page, as data: CSS custom properties the runner's stylesheet reads
 * (src/runner/ui/pageStyle.css) and the cover screen's settings. The runner and the designer's live preview
 * both draw from here, so the preview shows exactly the colours respondents get. Every colour a style puts
 * under or on text is checked against WCAG AA here (src/core/style/contrast.ts): a designer's colour is kept
 * when it passes and darkened in its own hue when it does not.
 *
 * Free of zod (only the style's type is imported), as the runner's first load must stay small.
 */

/**
 * The theme colour: surveyColor (spec 2's name, what the runner read first) when it was changed from the
 * default, else the theme group's colour. The style screen writes both.
 */
export function themeColourOf(style: SurveyStyle): string {
  return style.surveyColor && style.surveyColor !== THEME_COLOR ? style.surveyColor : style.fengge.color;
}

/** Text of `color` on white, darkened just enough to read (4.5:1), or undefined when none was set. */
function readableText(color: string | null | undefined): string | undefined {
  return color && parseHex(color) ? readableShade(color) : undefined;
}

/** A filled button: its colour made to carry white text, or the designer's text colour where that reads. */
function buttonColours(
  background: string | null | undefined,
  text: string | null | undefined,
  fallback: string,
): { background: string; text: string } {
  const fill = background && parseHex(background) ? background : fallback;
  if (text && parseHex(text) && contrastRatio(fill, text) >= AA_TEXT) return { background: fill, text };
  if (contrastRatio(fill, '#FFFFFF') >= AA_TEXT) return { background: fill, text: '#FFFFFF' };
  return { background: accessibleTheme(fill).strong, text: '#FFFFFF' };
}

/** `url("…")` of an image the style schema let through (no quotes, brackets or spaces), or `none`. */
function cssImage(url: string | null | undefined): string {
  return url ? `url("${url}")` : 'none';
}

const DEFAULT_WEIGHT: Record<FontKind, number> = {
  question: 600,
  welcome: 400,
  description: 400,
  option: 400,
  end: 400,
};

/** The custom properties of a runner page (set on its root element). */
export function styleVariables(style: SurveyStyle): Record<string, string> {
  const theme = accessibleTheme(themeColourOf(style));
  const button = buttonColours(style.button.btnColor, undefined, theme.strong);
  const area = style.question;
  // The question area's background switched on: white cards, see-through by the chosen opacity to what is
  // behind them, the page's image (bgType `image`, the default) or a pale tint of the theme colour (`color`),
  // which then takes the image's place. A value this code does not know reads as the default.
  const background = area.showBgInd === 1;
  const tinted = background && area.bgType === 'color';
  const variables: Record<string, string> = {
    '--wr-accent': theme.strong,
    '--wr-btn-bg': button.background,
    '--wr-btn-text': button.text,
    '--wr-title-size': `${style.display.titleSize}px`,
    '--wr-page-image': tinted ? 'none' : cssImage(style.fengge.imgUrl),
    '--wr-header-image': cssImage(area.headerImgUrl),
    '--wr-q-bg': background ? `rgba(255, 255, 255, ${area.opacity ?? 1})` : '#FFFFFF',
  };
  if (tinted) variables['--wr-page-tint'] = paleTint(theme.brand);
  for (const kind of FONT_KINDS) {
    const font = style.font[kind];
    variables[`--wr-${kind}-size`] = `${font.size}px`;
    // No colour set: the stylesheet's own (the welcome text's grey, the page's ink).
    const color = readableText(font.color);
    if (color) variables[`--wr-${kind}-color`] = color;
    variables[`--wr-${kind}-weight`] = String(font.bold === 1 ? 700 : DEFAULT_WEIGHT[kind]);
    variables[`--wr-${kind}-style`] = font.italic === 1 ? 'italic' : 'normal';
    variables[`--wr-${kind}-decoration`] = font.underline === 1 ? 'underline' : 'none';
  }
  // The existing name for the question size, which the runner's stylesheet already reads.
  variables['--wr-question-size'] = `${style.font.question.size}px`;
  return variables;
}

/** The cover screen before the first page, when the style asks for one. */
export interface CoverLook {
  imageUrl: string | undefined;
  /** `full`: the image fills the cover behind the title and button; `top`: a banner above them. */
  imageType: CoverImageType;
  logoUrl: string | undefined;
  logoPosition: string;
  showTitle: boolean;
  titlePosition: string;
  titleSize: number;
  titleColor: string | undefined;
  buttonText: string | undefined;
  buttonBackground: string;
  buttonTextColor: string;
}

/**
 * The cover is shown when its start type is `cover` (the style screen's "start from a cover" switch): an
 * image, a logo, the title and a start button; otherwise the survey opens on its first page.
 */
export function coverLookOf(style: SurveyStyle): CoverLook | undefined {
  const cover = style.cover;
  if (cover.startType !== 'cover') return undefined;
  const theme = accessibleTheme(themeColourOf(style));
  const button = buttonColours(cover.btnBgColor, cover.btnTextColor, theme.strong);
  return {
    imageUrl: cover.imgUrl || undefined,
    imageType: cover.imgType === 'top' ? 'top' : 'full',
    logoUrl: cover.showLogoInd === 1 ? cover.logoUrl || undefined : undefined,
    logoPosition: cover.logoPositionType || 'left',
    showTitle: cover.showTitleInd === 1,
    titlePosition: cover.titlePositionType || 'center',
    titleSize: cover.titleSize,
    titleColor: readableText(cover.titleColor),
    buttonText: cover.btnText?.trim() || style.button.startText?.trim() || undefined,
    buttonBackground: button.background,
    buttonTextColor: button.text,
  };
}
