import { z } from 'zod';
import { flagSchema } from './common';
import { THEME_COLOR } from './constants';

export { THEME_COLOR } from './constants';

const colorSchema = z.string().regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/);
/** Font sizes 12 to 28 in steps of 2. */
const fontSizeSchema = z
  .number()
  .int()
  .min(12)
  .max(28)
  .refine((size) => size % 2 === 0);

const fontSchema = z.object({
  size: fontSizeSchema.default(16),
  color: colorSchema.nullish(),
  bold: flagSchema.default(0),
  italic: flagSchema.default(0),
  underline: flagSchema.default(0),
});

/** The style groups of spec 1 §3 ("Style configuration groups"), each with its defaults. */
export const surveyStyleSchema = z.object({
  fengge: z
    .object({
      styleType: z.string().nullish(),
      color: colorSchema.default(THEME_COLOR),
      imgUrl: z.string().nullish(),
    })
    .default({ color: THEME_COLOR }),
  cover: z
    .object({
      imgType: z.string().nullish(),
      imgUrl: z.string().nullish(),
      showLogoInd: flagSchema.default(0),
      logoUrl: z.string().nullish(),
      logoPositionType: z.string().nullish(),
      showTitleInd: flagSchema.default(1),
      titlePositionType: z.string().nullish(),
      titleSize: z.number().int().default(24),
      titleColor: colorSchema.nullish(),
      startType: z.string().nullish(),
      btnBgColor: colorSchema.nullish(),
      btnTextColor: colorSchema.nullish(),
      btnText: z.string().nullish(),
    })
    .default({ showLogoInd: 0, showTitleInd: 1, titleSize: 24 }),
  question: z
    .object({
      showBgInd: flagSchema.default(0),
      bgType: z.string().nullish(),
      opacity: z.number().min(0).max(1).nullish(),
      headerImgUrl: z.string().nullish(),
    })
    .default({ showBgInd: 0 }),
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
      startText: z.string().nullish(),
      sbmitText: z.string().default('submit'),
      btnColor: colorSchema.nullish(),
    })
    .default({ sbmitText: 'submit' }),
  display: z
    .object({
      showTitleInd: flagSchema.default(1),
      showWelComeInd: flagSchema.default(1),
      showQuNumInd: flagSchema.default(1),
      titleSize: z.number().int().default(24),
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
  footer: z.string().nullish(),
  logo: z.string().nullish(),
  theme: z.string().nullish(),
});
export type SurveyStyle = z.infer<typeof surveyStyleSchema>;
