/**
 * The style's bounds (spec 1 §3: fonts 12–28 px in steps of 2, default 16; title size 24), free of zod so
 * that the runner and the designer's form read them without the schema.
 */
export const STYLE_LIMITS = {
  fontSize: { min: 12, max: 28, step: 2, default: 16 },
  titleSize: { min: 16, max: 40, default: 24 },
  /** Start, submit and cover button texts. */
  buttonText: 20,
  footer: 200,
  imageUrl: 500,
  /** Names of kinds and positions (styleType, logoPositionType …). */
  name: 40,
} as const;

/** The texts a font is set for (spec 1 §3 font group), in the order the style screen lists them. */
export const FONT_KINDS = ['question', 'welcome', 'description', 'option', 'end'] as const;
export type FontKind = (typeof FONT_KINDS)[number];

/** Where the cover's logo and title sit. */
export const COVER_POSITIONS = ['left', 'center', 'right'] as const;
export type CoverPosition = (typeof COVER_POSITIONS)[number];
