import type { SurveyStyle } from '../../core/model/style';
import { withThemeColour } from './styleDraft';

/**
 * Ready-made themes: a colour and the few settings that go with it, laid over the survey's style (its texts,
 * images and switches stay). Amber is light on purpose: the screen then shows the darker shade text and
 * buttons get.
 */
export const READY_THEMES = [
  { key: 'style.theme.default', color: '#38ADAB', questionColor: null, title: null },
  { key: 'style.theme.ocean', color: '#1D4ED8', questionColor: '#1E293B', title: '#1E3A8A' },
  { key: 'style.theme.vermilion', color: '#C0392B', questionColor: '#2B1B17', title: '#7F1D1D' },
  { key: 'style.theme.forest', color: '#15803D', questionColor: '#14281D', title: '#14532D' },
  { key: 'style.theme.amber', color: '#F59E0B', questionColor: '#292524', title: '#78350F' },
  { key: 'style.theme.ink', color: '#333333', questionColor: '#111111', title: '#111111' },
] as const;
export type ReadyTheme = (typeof READY_THEMES)[number];

export function applyTheme(style: SurveyStyle, theme: ReadyTheme): SurveyStyle {
  const coloured = withThemeColour(style, theme.color);
  return {
    ...coloured,
    fengge: { ...coloured.fengge, styleType: theme.key.replace('style.theme.', '') },
    theme: theme.key.replace('style.theme.', ''),
    cover: { ...coloured.cover, titleColor: theme.title, btnBgColor: null, btnTextColor: null },
    button: { ...coloured.button, btnColor: null },
    font: { ...coloured.font, question: { ...coloured.font.question, color: theme.questionColor } },
  };
}
