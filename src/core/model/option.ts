import { z } from 'zod';
import { flagSchema, idSchema } from './common';
import { logicRecordSchema } from './logic';

/** normal options; `other` asks for free text; `special` (don't know, none, refuse) clears the others. */
export const optionTypeSchema = z.enum(['normal', 'other', 'special', 'none']);
export type OptionType = z.infer<typeof optionTypeSchema>;

/** An option of a question, or a region of a concept-evaluation image (spec 1 §3 "Option"). */
export const optionSchema = z.object({
  id: idSchema,
  quId: idSchema.nullish(),
  orderById: z.number().int().default(0),
  optionName: z.string().default(''),
  /** For image-markup options the image path; otherwise a display title when it differs from the name. */
  optionTitle: z.string().nullish(),
  type: optionTypeSchema.default('normal'),
  visibility: flagSchema.default(1),
  quoteQuId: idSchema.nullish(),
  quoteQuDescId: idSchema.nullish(),
  answerType: z.number().int().nullish(),
  imgUrl: z.string().nullish(),
  imgName: z.string().nullish(),
  itemCode: z.string().nullish(),
  outputValue: z.string().nullish(),
  /** Region options keep a dictionary code here; other uses are family-specific. */
  expandField: z.string().nullish(),
  /** Chip questions: a preset share of the total. */
  proportion: z.number().nullish(),
  positionCode: z.string().nullish(),
  positionName: z.string().nullish(),
  x: z.number().nullish(),
  y: z.number().nullish(),
  w: z.number().nullish(),
  h: z.number().nullish(),
  /**
   * Cascading options (JilianBox): the option one level up; absent at the top level. No format migration:
   * releases and drafts written before the field existed have none, and a cascade's options then all sit at
   * the top level, which is exactly how that code served them (one flat level); other families never read it.
   */
  parentId: idSchema.nullish(),
});
export type Option = z.infer<typeof optionSchema>;
export type OptionInput = z.input<typeof optionSchema>;

/** Limits of one sub-question's text (spec 1 §3 "descConfig"). */
export const descConfigSchema = z.object({
  lengthLimit: flagSchema.default(0),
  min: z.number().int().nullish(),
  max: z.number().int().nullish(),
  contentLimit: flagSchema.default(0),
  contentLimitType: z.string().nullish(),
  contentSize: z.number().int().nullish(),
  requireNumber: flagSchema.default(0),
  requireSymbol: flagSchema.default(0),
  requireEnglish: flagSchema.default(0),
});
export type DescConfig = z.infer<typeof descConfigSchema>;

/** A sub-question or a matrix row (spec 1 §3 "sub-question (desc)"). */
export const descSchema = z.object({
  id: idSchema,
  quId: idSchema.nullish(),
  orderById: z.number().int().default(0),
  optionName: z.string().default(''),
  itemCode: z.string().nullish(),
  type: optionTypeSchema.default('normal'),
  quoteQuId: idSchema.nullish(),
  quoteQuDescId: idSchema.nullish(),
  descConfig: descConfigSchema.nullish(),
  required: flagSchema.default(1),
  imgUrl: z.string().nullish(),
  /** Implicit-association items use imgName for a colour. */
  imgName: z.string().nullish(),
  /** Before-logic of one sub-question (multi-line open): rules deciding whether it shows. */
  descBeforLogics: z.array(logicRecordSchema).default([]),
});
export type Desc = z.infer<typeof descSchema>;
export type DescInput = z.input<typeof descSchema>;
