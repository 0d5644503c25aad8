import { describe, expect, it } from 'vitest';
import type { Release } from '../../../src/core/model';
import { surveyStyleSaveSchema, surveyStyleSchema } from '../../../src/core/model/style';
import {
  AA_TEXT,
  accessibleTheme,
  contrastRatio,
  luminance,
  paleTint,
  TINTED_SURFACE,
} from '../../../src/core/style/contrast';
import { styleFieldLabelKeys } from '../../../src/core/style/fieldLabel';
import { coverLookOf, styleVariables, themeColourOf } from '../../../src/core/style/look';
import { isMessageKey } from '../../../src/i18n';
import { pageStyleOf } from '../../../src/runner/ui/pageStyle';

const style = (input: unknown) => surveyStyleSchema.parse(input);

/** The style as the page applies it (src/core/style/look.ts, src/runner/ui/pageStyle.ts). */
describe('style look', () => {
  it('maps the defaults to the runner’s own look: AA accent from #38ADAB, 16 px fonts, no cover', () => {
    const variables = styleVariables(style({}));
    expect(variables['--wr-accent']).toBe(accessibleTheme('#38ADAB').strong);
    expect(variables['--wr-question-size']).toBe('16px');
    expect(variables['--wr-option-size']).toBe('16px');
    expect(variables['--wr-question-weight']).toBe('600');
    expect(variables['--wr-welcome-color']).toBeUndefined();
    expect(variables['--wr-title-size']).toBe('24px');
    expect(variables['--wr-page-image']).toBe('none');
    expect(variables['--wr-q-bg']).toBe('#FFFFFF');
    expect(coverLookOf(style({}))).toBeUndefined();
  });

  it('sets each text kind’s font, darkening a colour that would not read on white', () => {
    const variables = styleVariables(
      style({
        font: {
          option: { size: 20, bold: 1, italic: 1, underline: 1, color: '#FFFF00' },
          end: { size: 12, color: '#1F2329' },
        },
      }),
    );
    expect(variables).toMatchObject({
      '--wr-option-size': '20px',
      '--wr-option-weight': '700',
      '--wr-option-style': 'italic',
      '--wr-option-decoration': 'underline',
      '--wr-end-size': '12px',
      '--wr-end-color': '#1F2329',
      '--wr-question-style': 'normal',
    });
    const yellow = variables['--wr-option-color'] as string;
    expect(yellow).not.toBe('#FFFF00');
    expect(contrastRatio(yellow, '#FFFFFF')).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('takes the theme colour from surveyColor when changed, else from the theme group', () => {
    expect(themeColourOf(style({ fengge: { color: '#C0392B' } }))).toBe('#C0392B');
    expect(themeColourOf(style({ surveyColor: '#1D4ED8', fengge: { color: '#C0392B' } }))).toBe('#1D4ED8');
    const button = styleVariables(style({ button: { btnColor: '#FFD700' } }));
    // A light button colour is darkened to carry white text.
    expect(
      contrastRatio(button['--wr-btn-bg'] as string, button['--wr-btn-text'] as string),
    ).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('puts the question area see-through and the images in CSS url()', () => {
    const variables = styleVariables(
      style({
        question: { showBgInd: 1, opacity: 0.6, headerImgUrl: '/api/files/s/head.png' },
        fengge: { imgUrl: 'https://cdn.example.com/bg.jpg' },
      }),
    );
    expect(variables['--wr-q-bg']).toBe('rgba(255, 255, 255, 0.6)');
    expect(variables['--wr-header-image']).toBe('url("/api/files/s/head.png")');
    expect(variables['--wr-page-image']).toBe('url("https://cdn.example.com/bg.jpg")');
  });

  it('shows the page image behind the question cards by default, the theme’s pale tint with bgType color', () => {
    const page = { fengge: { color: '#1D4ED8', imgUrl: '/api/files/s/bg.png' } };
    const byDefault = styleVariables(style({ ...page, question: { showBgInd: 1, opacity: 0.8 } }));
    expect(byDefault).toMatchObject({
      '--wr-page-image': 'url("/api/files/s/bg.png")',
      '--wr-q-bg': 'rgba(255, 255, 255, 0.8)',
    });
    expect(byDefault['--wr-page-tint']).toBeUndefined();
    expect(
      styleVariables(style({ ...page, question: { showBgInd: 1, bgType: 'image', opacity: 0.8 } })),
    ).toEqual(byDefault);

    const tinted = styleVariables(
      style({ ...page, question: { showBgInd: 1, bgType: 'color', opacity: 0.8 } }),
    );
    expect(tinted['--wr-page-image']).toBe('none');
    expect(tinted['--wr-q-bg']).toBe('rgba(255, 255, 255, 0.8)');
    expect(tinted['--wr-page-tint']).toBe(paleTint('#1D4ED8'));
    // The tint is of the theme colour: bluest channel highest for a blue theme.
    const [r, g, b] = [1, 3, 5].map((at) =>
      Number.parseInt((tinted['--wr-page-tint'] as string).slice(at, at + 2), 16),
    );
    expect(b).toBeGreaterThan(r as number);
    expect(b).toBeGreaterThan(g as number);
    // The background switched off: the choice does nothing, the page image stays.
    const off = styleVariables(style({ ...page, question: { showBgInd: 0, bgType: 'color' } }));
    expect(off['--wr-page-image']).toBe('url("/api/files/s/bg.png")');
    expect(off['--wr-page-tint']).toBeUndefined();
    expect(off['--wr-q-bg']).toBe('#FFFFFF');
  });

  it('keeps text readable on the tint of any theme colour', () => {
    for (const brand of ['#38ADAB', '#000000', '#F59E0B', '#7F1D1D', '#FFFFFF', '#1D4ED8']) {
      const tint = paleTint(brand);
      expect(luminance(tint), brand).toBeGreaterThanOrEqual(luminance(TINTED_SURFACE));
      expect(contrastRatio(accessibleTheme(brand).strong, tint), brand).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrastRatio('#646A73', tint), `${brand}: the runner's grey`).toBeGreaterThanOrEqual(AA_TEXT);
    }
    expect(paleTint('#1D4ED8')).not.toBe('#FFFFFF');
  });

  it('reads a style stored with free-text choices as the defaults; saving refuses them', () => {
    const older = style({
      cover: { imgType: 'banner', startType: 'cover' },
      question: { bgType: 'pic', showBgInd: 1 },
    });
    // Read as absent, which the look takes as the default (the worker reads releases without the schema).
    expect(older.cover.imgType).toBeUndefined();
    expect(older.question.bgType).toBeUndefined();
    const odd = style({ cover: { imgType: null }, question: { bgType: 7 } });
    expect([odd.cover.imgType, odd.question.bgType]).toEqual([undefined, undefined]);
    expect(coverLookOf(older)?.imageType).toBe('full');
    expect(styleVariables(older)).toEqual(
      styleVariables(style({ question: { bgType: 'image', showBgInd: 1 } })),
    );

    const refused = surveyStyleSaveSchema.safeParse({
      cover: { imgType: 'banner' },
      question: { bgType: 'pic' },
    });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['cover.imgType', 'style.invalid.imgType'],
      ['question.bgType', 'style.invalid.bgType'],
    ]);
    // None chosen saves as the default; the named values save as they are.
    expect(surveyStyleSaveSchema.parse({ cover: { imgType: null } }).cover.imgType).toBe('full');
    expect(surveyStyleSaveSchema.parse({}).question.bgType).toBe('image');
    const chosen = surveyStyleSaveSchema.parse({ cover: { imgType: 'top' }, question: { bgType: 'color' } });
    expect([chosen.cover.imgType, chosen.question.bgType]).toEqual(['top', 'color']);
  });

  it('builds the cover when its start type is cover, with readable button colours', () => {
    const cover = coverLookOf(
      style({
        cover: {
          startType: 'cover',
          imgUrl: '/api/files/s/c.png',
          showLogoInd: 1,
          logoUrl: '/api/files/s/l.png',
          logoPositionType: 'right',
          titleSize: 30,
          btnBgColor: '#FFFFFF',
          btnTextColor: '#FFFFFF',
          btnText: '出发',
        },
      }),
    );
    expect(cover).toMatchObject({
      imageUrl: '/api/files/s/c.png',
      imageType: 'full',
      logoUrl: '/api/files/s/l.png',
      logoPosition: 'right',
      showTitle: true,
      titleSize: 30,
      buttonText: '出发',
    });
    expect(contrastRatio(cover?.buttonBackground ?? '', cover?.buttonTextColor ?? '')).toBeGreaterThanOrEqual(
      AA_TEXT,
    );
    // No logo without its switch; the start text of the button group when the cover has none.
    const plain = coverLookOf(
      style({ cover: { startType: 'cover', logoUrl: '/api/files/l.png' }, button: { startText: '开始' } }),
    );
    expect(plain?.logoUrl).toBeUndefined();
    expect(plain?.buttonText).toBe('开始');
    // The image as a banner above the title and the button.
    expect(coverLookOf(style({ cover: { startType: 'cover', imgType: 'top' } }))?.imageType).toBe('top');
  });

  it('gives the runner page its switches, footer and logo', () => {
    const page = pageStyleOf({
      style: style({ display: { showWelComeInd: 0 }, footer: ' 由问达提供 ', logo: '/api/files/logo.png' }),
    } as Release);
    expect(page).toMatchObject({ showWelcome: false, footer: '由问达提供', logoUrl: '/api/files/logo.png' });
    expect(page.variables['--wr-accent']).toBe(page.accentColor);
  });

  it('names every field of the style with a message', () => {
    const paths: string[][] = [];
    const walk = (value: unknown, path: string[]) => {
      if (value && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value)) walk(inner, [...path, key]);
      } else paths.push(path);
    };
    walk(
      style({
        fengge: { styleType: 'a', imgUrl: '' },
        cover: {
          imgType: 'a',
          imgUrl: '',
          logoUrl: '',
          logoPositionType: 'a',
          titlePositionType: 'a',
          titleColor: '#000',
          startType: 'a',
          btnBgColor: '#000',
          btnTextColor: '#000',
          btnText: 'a',
        },
        question: { bgType: 'a', opacity: 1, headerImgUrl: '' },
        font: { question: { color: '#000' } },
        button: { startText: 'a', btnColor: '#000' },
        footer: 'a',
        logo: '',
        theme: 'a',
      }),
      [],
    );
    for (const path of paths) {
      for (const key of styleFieldLabelKeys(path)) expect(isMessageKey(key), key).toBe(true);
    }
  });
});
