import { z } from 'zod';
import { idSchema } from '../model/common';
import { TRANSLATED_LANGUAGES } from '../translation/texts';

/**
 * A survey's translations (spec 1 §7 "Language": GET /design/language/getLanguage, getLanguageByType, POST
 * saveLanguage), under /api like every call. Translations are part of the design: saved with the edit right
 * while the survey is being designed, copied into the release at publish (server/publish/release.ts), so
 * respondents read them from the next publish on.
 */
export const LANGUAGE_API = {
  /** Every declared language: the texts and each language's translations. */
  get: '/api/design/language/getLanguage',
  /** One language. */
  getByType: '/api/design/language/getLanguageByType',
  save: '/api/design/language/saveLanguage',
  /** The translations as an XLSX workbook for translators (`?surveyId=`): a row per text, a column per language. */
  exportXlsx: '/api/design/language/exportXlsx',
  /** A workbook back (multipart: `surveyId` and one `file`): each declared language's column replaces its cells. */
  importXlsx: '/api/design/language/importXlsx',
} as const;

/** The largest translation workbook taken (a survey of a few hundred texts in four languages is far smaller). */
export const MAX_WORKBOOK_BYTES = 2 * 1024 * 1024;

export const translatedLanguageSchema = z.enum(TRANSLATED_LANGUAGES);

/** The longest translation kept (a rich-text welcome can be long; a survey name is limited by its own field). */
export const MAX_TRANSLATION_LENGTH = 20_000;

export const languageQuerySchema = z.object({ surveyId: idSchema });
export const languageByTypeQuerySchema = z.object({ surveyId: idSchema, language: translatedLanguageSchema });

export const translationsSchema = z.record(z.string().min(1).max(80), z.string().max(MAX_TRANSLATION_LENGTH));

export const saveLanguageRequestSchema = z.object({
  surveyId: idSchema,
  language: translatedLanguageSchema,
  /** The whole set for the language: a key absent or empty is no translation (the origin text is shown). */
  translations: translationsSchema,
});
export type SaveLanguageRequest = z.input<typeof saveLanguageRequestSchema>;

export const textFieldSchema = z.enum([
  'surveyName',
  'surveyNote',
  'endYesText',
  'endYesDesc',
  'endNoText',
  'endNoDesc',
  'groupTitle',
  'quTitle',
  'quNote',
  'placeholder',
  'unit',
  'optionName',
  'otherName',
  'specialName',
  'descName',
]);

export const translatableTextSchema = z.object({
  key: z.string(),
  field: textFieldSchema,
  origin: z.string(),
  quNum: z.string().optional(),
});

export const languageTranslationSchema = z.object({
  language: translatedLanguageSchema,
  translations: translationsSchema,
  /** How many texts have no translation. */
  missing: z.number().int().min(0),
});
export type LanguageTranslation = z.infer<typeof languageTranslationSchema>;

export const languageResponseSchema = z.object({
  surveyId: z.string(),
  /** The languages the survey declares (surveyLanguage) that take translations: all but 'origin'. */
  languages: z.array(translatedLanguageSchema),
  /** The texts to translate, in the order a respondent meets them, with the designer's own words. */
  texts: z.array(translatableTextSchema),
  translations: z.array(languageTranslationSchema),
});
export type LanguageResponse = z.infer<typeof languageResponseSchema>;

export const languageByTypeResponseSchema = z.object({
  surveyId: z.string(),
  texts: z.array(translatableTextSchema),
  translation: languageTranslationSchema,
});
export type LanguageByTypeResponse = z.infer<typeof languageByTypeResponseSchema>;

export const importLanguageResponseSchema = languageResponseSchema.extend({
  /** The declared languages whose column the workbook had, and how many of its texts each now translates. */
  imported: z.array(z.object({ language: translatedLanguageSchema, translated: z.number().int().min(0) })),
});
export type ImportLanguageResponse = z.infer<typeof importLanguageResponseSchema>;
