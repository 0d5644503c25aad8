import { THEME_COLOR } from '../model/constants';

/**
 * Colour contrast by WCAG 2.1 (relative luminance, contrast ratio), and the colours the interface draws from a
 * survey's theme colour so that text and controls stay readable whatever colour a designer picks. The theme
 * colour itself is kept as chosen (it is the brand); what is drawn from it for text, filled buttons, borders
 * and focus rings is darkened, in its own hue, just enough to pass AA. Written by hand: the formulas are a
 * dozen lines of the WCAG text, and a colour library would add kilobytes to the runner for them.
 */

/** WCAG 2.1 AA for normal text (1.4.3); 3:1 is enough for controls and large text, 4.5:1 serves all three. */
export const AA_TEXT = 4.5;

type Rgb = readonly [number, number, number];

/** #rgb or #rrggbb to 0–255 channels; anything else is not a colour. */
export function parseHex(color: string): Rgb | null {
  const hex = color.trim().replace(/^#/, '');
  if (!/^(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(hex)) return null;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16)) as unknown as Rgb;
}

const toHex = (rgb: Rgb): string =>
  `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`.toUpperCase();

/** Relative luminance of WCAG 2.1 (sRGB channels linearised). */
export function luminance(color: string): number {
  const rgb = parseHex(color);
  if (!rgb) throw new Error(`not a colour: ${color}`);
  const [r, g, b] = rgb.map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, 1 to 21; it does not matter which is the text. */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Scales a colour towards black by `amount` (0 keeps it, 1 is black): the hue stays. */
function shade(rgb: Rgb, amount: number): Rgb {
  return rgb.map((channel) => channel * (1 - amount)) as unknown as Rgb;
}

/**
 * `color`, or the lightest shade of it that reaches `ratio` against `background` (white by default): found by
 * bisection on the amount of black mixed in, which only lowers luminance, so the search is monotone. Black
 * always reaches 4.5:1 against white, so there is always an answer for a light background.
 */
export function readableShade(color: string, background = '#FFFFFF', ratio = AA_TEXT): string {
  const rgb = parseHex(color);
  if (!rgb) throw new Error(`not a colour: ${color}`);
  if (contrastRatio(toHex(rgb), background) >= ratio) return toHex(rgb);
  let low = 0;
  let high = 1;
  for (let step = 0; step < 20; step++) {
    const middle = (low + high) / 2;
    if (contrastRatio(toHex(shade(rgb, middle)), background) >= ratio) high = middle;
    else low = middle;
  }
  // Rounding to whole channels can land a hair under the ratio: step down until it passes.
  let amount = high;
  let found = toHex(shade(rgb, amount));
  while (contrastRatio(found, background) < ratio && amount < 1) {
    amount = Math.min(1, amount + 0.005);
    found = toHex(shade(rgb, amount));
  }
  return found;
}

/**
 * The darkest light surface the colour drawn from a theme is read on: the pages' pale grey-green (#F5F8F8),
 * the selected tab's and option's tints (the theme colour at 8–10 % on white) are all lighter than this, so
 * passing here passes there and on white.
 */
export const TINTED_SURFACE = '#E8F0F0';

/** The colours drawn from a theme colour for an interface on white and pale surfaces. */
export interface AccessibleTheme {
  /** The designer's colour, unchanged (tints and decoration). */
  brand: string;
  /**
   * Text in the theme colour on white (question numbers, links), filled buttons and selected controls with
   * white text on it, borders and focus rings: one colour, since contrast is symmetric, 4.5:1 against
   * white and against TINTED_SURFACE.
   */
  strong: string;
  /** The text on a `strong` fill. */
  onStrong: string;
  /** Whether `strong` had to be darkened from the brand (the style screen says so). */
  adjusted: boolean;
}

/** The theme drawn from `brand`; a value that is not a colour (never stored: the style schema refuses it) reads as
 * the default theme colour. */
export function accessibleTheme(brand: string | null | undefined): AccessibleTheme {
  const normalised = toHex(parseHex(brand ?? '') ?? (parseHex(THEME_COLOR) as Rgb));
  const strong = readableShade(normalised, TINTED_SURFACE);
  return { brand: normalised, strong, onStrong: '#FFFFFF', adjusted: strong !== normalised };
}

/**
 * A pale wash of the theme colour for a page behind white cards (the question area's `color` background): the
 * colour at 12 % on white, or less where that would be darker than TINTED_SURFACE, so every colour drawn for
 * text on light surfaces (the `strong` shade, the runner's grey) still reads on it and on the cards above it.
 */
export function paleTint(brand: string | null | undefined): string {
  const rgb = parseHex(brand ?? '') ?? (parseHex(THEME_COLOR) as Rgb);
  const floor = luminance(TINTED_SURFACE);
  for (let percent = 12; percent > 0; percent--) {
    const tint = toHex(rgb.map((channel) => 255 + (channel - 255) * (percent / 100)) as unknown as Rgb);
    if (luminance(tint) >= floor) return tint;
  }
  return '#FFFFFF';
}
