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

/**
 * How the cover shows its image (cover.imgType): `full` fills the cover behind the title and the start button
 * (the default, how the cover always looked), `top` is a banner above them on the page's own colour.
 */
export const COVER_IMAGE_TYPES = ['full', 'top'] as const;
export type CoverImageType = (typeof COVER_IMAGE_TYPES)[number];
export const DEFAULT_COVER_IMAGE_TYPE: CoverImageType = 'full';

/**
 * What shows behind the question cards when the question area's background is on (question.bgType, with
 * showBgInd 1), through the cards at the chosen opacity: `image` the page's background image (fengge.imgUrl;
 * the default, what the runner always did), `color` a pale tint of the theme colour instead of the image.
 */
export const QUESTION_BG_TYPES = ['image', 'color'] as const;
export type QuestionBgType = (typeof QUESTION_BG_TYPES)[number];
export const DEFAULT_QUESTION_BG_TYPE: QuestionBgType = 'image';
