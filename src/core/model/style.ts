import { z } from 'zod';
import {
  COVER_IMAGE_TYPES,
  DEFAULT_COVER_IMAGE_TYPE,
  DEFAULT_QUESTION_BG_TYPE,
  QUESTION_BG_TYPES,
  STYLE_LIMITS,
} from '../style/limits';
import { THEME_COLOR } from './constants';

export { THEME_COLOR } from './constants';

/*
 * Each check carries a message key of src/i18n/messages/style.ts: the server refuses a bad style with it
 * (naming the field by its path) and the designer's style screen says the same thing at the field.
 */
const colorSchema = z
  .string({ error: 'style.invalid.color' })
  .regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, { error: 'style.invalid.color' });
/** 0 or 1, as the spec's other `…Ind` flags. */
const flagSchema = z.union([z.literal(0), z.literal(1)], { error: 'style.invalid.flag' });
/** Font sizes 12 to 28 in steps of 2. */
const fontSizeSchema = z
  .number({ error: 'style.invalid.fontSize' })
  .int({ error: 'style.invalid.fontSize' })
  .min(STYLE_LIMITS.fontSize.min, { error: 'style.invalid.fontSize' })
  .max(STYLE_LIMITS.fontSize.max, { error: 'style.invalid.fontSize' })
  .refine((size) => size % STYLE_LIMITS.fontSize.step === 0, { error: 'style.invalid.fontSize' });
/** The cover's and the display group's title size, default 24. */
const titleSizeSchema = z
  .number({ error: 'style.invalid.titleSize' })
  .int({ error: 'style.invalid.titleSize' })
  .min(STYLE_LIMITS.titleSize.min, { error: 'style.invalid.titleSize' })
  .max(STYLE_LIMITS.titleSize.max, { error: 'style.invalid.titleSize' });
/** A short text on a button. */
const buttonTextSchema = z
  .string({ error: 'style.invalid.text' })
  .trim()
  .max(STYLE_LIMITS.buttonText, { error: 'style.invalid.buttonText' });
/**
 * An image: an uploaded file's address (/api/files/…) or an http(s) address. It ends up inside CSS `url()`
 * in the runner, so quotes, brackets, backslashes and white space are refused rather than escaped.
 */
const imageSchema = z
  .string({ error: 'style.invalid.image' })
  .trim()
  .max(STYLE_LIMITS.imageUrl, { error: 'style.invalid.image' })
  .regex(/^(?:$|\/api\/files\/|https?:\/\/)[^\s"'()\\<>]*$/, { error: 'style.invalid.image' });

/**
 * A choice among named values, as read: stored styles and releases written while the field was free text
 * (any string) read as absent, so an older style always loads; absent means the default, which the runner's
 * look applies (src/core/style/look.ts). Not filled in here: the logic worker reads a release as it was
 * stored, without this schema, and must see the same release as the server (tests/unit/formats).
 */
function readChoice<const V extends readonly [string, ...string[]]>(values: V) {
  return z.enum(values).optional().catch(undefined);
}
/** The same choice as saved: a value not among `values` is refused with `error`; none means the default. */
function savedChoice<const V extends readonly [string, ...string[]]>(
  values: V,
  fallback: V[number],
  error: string,
) {
  return z
    .enum(values, { error })
    .nullish()
    .transform((value): V[number] => value ?? fallback);
}

const fontSchema = z.object({
  size: fontSizeSchema.default(16),
  color: colorSchema.nullish(),
  bold: flagSchema.default(0),
  italic: flagSchema.default(0),
  underline: flagSchema.default(0),
});

const coverSchema = z.object({
  imgType: readChoice(COVER_IMAGE_TYPES),
  imgUrl: imageSchema.nullish(),
  showLogoInd: flagSchema.default(0),
  logoUrl: imageSchema.nullish(),
  logoPositionType: z.string({ error: 'style.invalid.text' }).max(STYLE_LIMITS.name).nullish(),
  showTitleInd: flagSchema.default(1),
  titlePositionType: z.string({ error: 'style.invalid.text' }).max(STYLE_LIMITS.name).nullish(),
  titleSize: titleSizeSchema.default(24),
  titleColor: colorSchema.nullish(),
  startType: z.string({ error: 'style.invalid.text' }).max(STYLE_LIMITS.name).nullish(),
  btnBgColor: colorSchema.nullish(),
  btnTextColor: colorSchema.nullish(),
  btnText: buttonTextSchema.nullish(),
});
const coverDefaults = {
  showLogoInd: 0,
  showTitleInd: 1,
  titleSize: 24,
} as const satisfies z.output<typeof coverSchema>;

const questionAreaSchema = z.object({
  showBgInd: flagSchema.default(0),
  bgType: readChoice(QUESTION_BG_TYPES),
  opacity: z
    .number({ error: 'style.invalid.opacity' })
    .min(0, { error: 'style.invalid.opacity' })
    .max(1, { error: 'style.invalid.opacity' })
    .nullish(),
  headerImgUrl: imageSchema.nullish(),
});
const questionAreaDefaults = {
  showBgInd: 0,
} as const satisfies z.output<typeof questionAreaSchema>;

/**
 * The style groups of spec 1 §3 ("Style configuration groups"), each with its defaults, as read: what the
 * server serves, what a release carries. Saving checks with surveyStyleSaveSchema.
 */
export const surveyStyleSchema = z.object({
  fengge: z
    .object({
      styleType: z.string({ error: 'style.invalid.text' }).max(STYLE_LIMITS.name).nullish(),
      color: colorSchema.default(THEME_COLOR),
      imgUrl: imageSchema.nullish(),
    })
    .default({ color: THEME_COLOR }),
  cover: coverSchema.default(coverDefaults),
  question: questionAreaSchema.default(questionAreaDefaults),
  font: z
    .object({
      question: fontSchema.default(fontSchema.parse({})),
      welcome: fontSchema.default(fontSchema.parse({})),
      description: fontSchema.default(fontSchema.parse({})),
      option: fontSchema.default(fontSchema.parse({})),
      end: fontSchema.default(fontSchema.parse({})),
    })
    .default({
      question: fontSchema.parse({}),
      welcome: fontSchema.parse({}),
      description: fontSchema.parse({}),
      option: fontSchema.parse({}),
      end: fontSchema.parse({}),
    }),
  button: z
    .object({
      startText: buttonTextSchema.nullish(),
      sbmitText: buttonTextSchema.default('submit'),
      btnColor: colorSchema.nullish(),
    })
    .default({ sbmitText: 'submit' }),
  display: z
    .object({
      showTitleInd: flagSchema.default(1),
      showWelComeInd: flagSchema.default(1),
      showQuNumInd: flagSchema.default(1),
      titleSize: titleSizeSchema.default(24),
    })
    .default({ showTitleInd: 1, showWelComeInd: 1, showQuNumInd: 1, titleSize: 24 }),
  hidden: z
    .object({
      hidePreBtnInd: flagSchema.default(0),
      hideQuNumInd: flagSchema.default(0),
      hideBar: flagSchema.default(0),
    })
    .default({ hidePreBtnInd: 0, hideQuNumInd: 0, hideBar: 0 }),
  surveyColor: colorSchema.default(THEME_COLOR),
  surveyHideTitle: flagSchema.default(0),
  surveyHideQuNum: flagSchema.default(0),
  footer: z
    .string({ error: 'style.invalid.text' })
    .trim()
    .max(STYLE_LIMITS.footer, { error: 'style.invalid.footer' })
    .nullish(),
  logo: imageSchema.nullish(),
  theme: z.string({ error: 'style.invalid.text' }).max(STYLE_LIMITS.name).nullish(),
});
export type SurveyStyle = z.infer<typeof surveyStyleSchema>;

/**
 * The style as a designer saves it (server/style/routes.ts, the style screen's checks): as read, except that the
 * named choices refuse a value they do not know, with the style message that names the field.
 */
export const surveyStyleSaveSchema = surveyStyleSchema.extend({
  cover: coverSchema
    .extend({ imgType: savedChoice(COVER_IMAGE_TYPES, DEFAULT_COVER_IMAGE_TYPE, 'style.invalid.imgType') })
    .default({ ...coverDefaults, imgType: DEFAULT_COVER_IMAGE_TYPE }),
  question: questionAreaSchema
    .extend({ bgType: savedChoice(QUESTION_BG_TYPES, DEFAULT_QUESTION_BG_TYPE, 'style.invalid.bgType') })
    .default({ ...questionAreaDefaults, bgType: DEFAULT_QUESTION_BG_TYPE }),
});
