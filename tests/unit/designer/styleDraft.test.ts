import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STYLE,
  problemsOf,
  withThemeColour,
  withValue,
} from '../../../src/designer/style/styleDraft';
import { applyTheme, READY_THEMES } from '../../../src/designer/style/themes';

/** The style screen's draft: changes by path, the theme colour in both places, problems by path, themes. */
describe('style draft', () => {
  it('changes one value by its path and leaves the rest as it was', () => {
    const changed = withValue(DEFAULT_STYLE, ['font', 'option', 'size'], 20);
    expect(changed.font.option.size).toBe(20);
    expect(changed.font.question).toBe(DEFAULT_STYLE.font.question);
    expect(DEFAULT_STYLE.font.option.size).toBe(16);
  });

  it('keeps the theme colour in fengge.color and surveyColor', () => {
    const coloured = withThemeColour(DEFAULT_STYLE, '#1D4ED8');
    expect(coloured.fengge.color).toBe('#1D4ED8');
    expect(coloured.surveyColor).toBe('#1D4ED8');
  });

  it('finds problems by path with the message keys the server refuses with', () => {
    const bad = withValue(
      withValue(DEFAULT_STYLE, ['font', 'end', 'size'], 15),
      ['button', 'btnColor'],
      '#12',
    );
    const problems = problemsOf(bad);
    expect(problems.get('font.end.size')).toBe('style.invalid.fontSize');
    expect(problems.get('button.btnColor')).toBe('style.invalid.color');
    expect(problemsOf(DEFAULT_STYLE).size).toBe(0);
    // A named choice the server would refuse is a problem at its field too.
    expect(problemsOf(withValue(DEFAULT_STYLE, ['cover', 'imgType'], 'banner')).get('cover.imgType')).toBe(
      'style.invalid.imgType',
    );
    expect(problemsOf(withValue(DEFAULT_STYLE, ['question', 'bgType'], 'color')).size).toBe(0);
  });

  it('lays a ready-made theme over the style, keeping its texts and switches, each theme valid', () => {
    const own = withValue(withValue(DEFAULT_STYLE, ['footer'], '页脚'), ['hidden', 'hideBar'], 1);
    for (const theme of READY_THEMES) {
      const themed = applyTheme(own, theme);
      expect(themed.surveyColor).toBe(theme.color);
      expect(themed.footer).toBe('页脚');
      expect(themed.hidden.hideBar).toBe(1);
      expect(problemsOf(themed).size, theme.key).toBe(0);
    }
  });
});
