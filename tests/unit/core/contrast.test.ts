import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AA_TEXT,
  accessibleTheme,
  contrastRatio,
  luminance,
  readableShade,
  TINTED_SURFACE,
} from '../../../src/core/style/contrast';

describe('contrast by WCAG 2.1', () => {
  it('measures the known pairs', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBeCloseTo(1, 5);
    // The default theme colour with white text: the 2.71 the accessibility review measured.
    expect(contrastRatio('#38ADAB', '#FFFFFF')).toBeCloseTo(2.715, 2);
    // WebAIM's checker: #767676 on white is the lightest grey passing AA (4.54).
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(luminance('#808080')).toBeCloseTo(0.2159, 3);
  });

  it('darkens the default theme colour just enough, in its own hue', () => {
    const theme = accessibleTheme('#38ADAB');
    expect(theme.brand).toBe('#38ADAB');
    expect(theme.adjusted).toBe(true);
    expect(contrastRatio(theme.strong, TINTED_SURFACE)).toBeGreaterThanOrEqual(AA_TEXT);
    // Just enough: one step lighter would fail.
    const lighter = theme.strong
      .slice(1)
      .match(/../g)!
      .map((pair) => Math.min(255, Number.parseInt(pair, 16) + 3));
    expect(
      contrastRatio(`#${lighter.map((v) => v.toString(16).padStart(2, '0')).join('')}`, TINTED_SURFACE),
    ).toBeLessThan(AA_TEXT);
    // Same hue: the channels keep their proportions (teal stays teal).
    const [r, g, b] = theme.strong
      .slice(1)
      .match(/../g)!
      .map((pair) => Number.parseInt(pair, 16));
    expect(g! / b!).toBeCloseTo(0xad / 0xab, 1);
    expect(r! / g!).toBeCloseTo(0x38 / 0xad, 1);
  });

  it('keeps a colour that already passes, and reads a broken value as the default theme', () => {
    expect(accessibleTheme('#1f3a93')).toMatchObject({ strong: '#1F3A93', adjusted: false });
    expect(accessibleTheme('teal').brand).toBe('#38ADAB');
    expect(accessibleTheme(undefined).brand).toBe('#38ADAB');
  });

  it('passes AA on white and pale surfaces for any colour a designer can pick', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (value) => {
        const color = `#${value.toString(16).padStart(6, '0')}`;
        const theme = accessibleTheme(color);
        expect(contrastRatio(theme.strong, TINTED_SURFACE)).toBeGreaterThanOrEqual(AA_TEXT);
        expect(contrastRatio(theme.strong, '#F5F8F8')).toBeGreaterThanOrEqual(AA_TEXT);
        expect(contrastRatio(theme.strong, theme.onStrong)).toBeGreaterThanOrEqual(AA_TEXT);
        expect(readableShade(color, '#FFFFFF', 3)).toMatch(/^#[0-9A-F]{6}$/);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('the stylesheets’ default accents', () => {
  it('are the colour drawn from the default theme colour', async () => {
    const { readFileSync } = await import('node:fs');
    const { THEME_COLOR } = await import('../../../src/core/model/constants');
    const drawn = accessibleTheme(THEME_COLOR).strong.toLowerCase();
    const runner = readFileSync('src/runner/runner.css', 'utf8');
    const views = readFileSync('src/runner/components/runner-views.css', 'utf8');
    expect(runner).toContain(`--wr-accent: ${drawn};`);
    expect(views).toContain(`--rv-accent: ${drawn};`);
  });
});
