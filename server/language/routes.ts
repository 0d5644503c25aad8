import multipart from '@fastify/multipart';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  type ImportLanguageResponse,
  importLanguageResponseSchema,
  LANGUAGE_API,
  type LanguageByTypeResponse,
  type LanguageResponse,
  languageByTypeQuerySchema,
  languageByTypeResponseSchema,
  languageQuerySchema,
  languageResponseSchema,
  MAX_TRANSLATION_LENGTH,
  MAX_WORKBOOK_BYTES,
  saveLanguageRequestSchema,
} from '../../src/core/api/language';
import { envelopeSchema, ResponseCode } from '../../src/core/envelope';
import { sanitizeRichText } from '../../src/core/richText';
import { cleanText } from '../../src/core/text';
import {
  keptTranslations,
  missingCount,
  type TextField,
  type TranslatableText,
  type TranslatedLanguage,
  type Translations,
} from '../../src/core/translation/texts';
import type { Database } from '../db/database';
import { type SurveyRow, surveyTranslations } from '../db/schema';
import { editableSurvey, type Queryable, readableSurvey, touchSurvey } from '../design/access';
import { loadDesign } from '../design/load-design';
import { AppError } from '../http/app-error';
import { currentUser, requireAbility } from '../http/auth';
import { okEnvelope, requestLanguage } from '../http/envelope';
import { designTexts, storedTranslations, translatedLanguagesOf } from './translations';
import { readWorkbook, workbookBytes, workbookRows } from './workbook';

const reply = <T extends z.ZodType>(data: T) => ({ 200: envelopeSchema(data) });

/** Fields a respondent's page renders as HTML: their translations are sanitised like the origin texts. */
const RICH_FIELDS: ReadonlySet<TextField> = new Set([
  'surveyNote',
  'endYesDesc',
  'endNoDesc',
  'quTitle',
  'quNote',
  'optionName',
  'otherName',
  'specialName',
  'descName',
]);

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The survey translations' calls (spec 1 §7 "Language"), and their spreadsheet for translators. Reading and
 * exporting need any access to the survey. Saving and importing are design changes (the edit right and the
 * designing state, as for the style), so respondents read a new translation after the next publish. A save
 * replaces the language's whole set; translations of texts the design no longer has, and empty ones, are not
 * kept.
 */
export const languageRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  await app.register(multipart, { limits: { fileSize: MAX_WORKBOOK_BYTES, files: 1, fields: 5, parts: 8 } });

  app.get(
    LANGUAGE_API.get,
    {
      schema: { querystring: languageQuerySchema, response: reply(languageResponseSchema) },
      preHandler: app.requireUser,
    },
    async (request) => {
      const { survey } = await readableSurvey(db, currentUser(request), request.query.surveyId);
      return okEnvelope(request, await allLanguages(db, survey));
    },
  );

  app.get(
    LANGUAGE_API.getByType,
    {
      schema: { querystring: languageByTypeQuerySchema, response: reply(languageByTypeResponseSchema) },
      preHandler: app.requireUser,
    },
    async (request) => {
      const { survey } = await readableSurvey(db, currentUser(request), request.query.surveyId);
      return okEnvelope(request, await languageByType(db, survey, request.query.language));
    },
  );

  app.post(
    LANGUAGE_API.save,
    {
      schema: { body: saveLanguageRequestSchema, response: reply(languageByTypeResponseSchema) },
      preHandler: [app.requireUser, requireAbility('edit')],
    },
    async (request) => {
      const { surveyId, language } = request.body;
      const saved = await db.transaction(async (tx) => {
        const { survey } = await editableSurvey(tx, currentUser(request), surveyId);
        const texts = designTexts(survey, await loadDesign(tx, surveyId));
        const kept = await storeTranslations(tx, surveyId, language, texts, request.body.translations);
        await touchSurvey(tx, surveyId);
        return {
          surveyId,
          texts,
          translation: translationOf(texts, language, kept),
        } satisfies LanguageByTypeResponse;
      });
      return okEnvelope(request, saved);
    },
  );

  app.get(
    LANGUAGE_API.exportXlsx,
    { schema: { querystring: languageQuerySchema }, preHandler: app.requireUser },
    async (request, reply) => {
      const { survey } = await readableSurvey(db, currentUser(request), request.query.surveyId);
      const lang = requestLanguage(request);
      const texts = designTexts(survey, await loadDesign(db, survey.id));
      const stored = await storedTranslations(db, survey.id);
      const languages = translatedLanguagesOf(survey);
      const bytes = await workbookBytes(workbookRows(texts, languages, stored, lang), 'translations');
      const name = `${survey.surveyName}-translations.xlsx`;
      return reply
        .header('Content-Type', XLSX_TYPE)
        .header(
          'Content-Disposition',
          `attachment; filename="translations.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .send(bytes);
    },
  );

  app.post(
    LANGUAGE_API.importXlsx,
    {
      schema: { response: reply(importLanguageResponseSchema) },
      preHandler: [app.requireUser, requireAbility('edit')],
    },
    async (request) => {
      if (!request.isMultipart()) throw new AppError(ResponseCode.badRequest, 'design.upload.notMultipart');
      let surveyId: string | undefined;
      let bytes: Buffer | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') bytes = await part.toBuffer();
          else if (part.fieldname === 'surveyId' && typeof part.value === 'string')
            surveyId = cleanText(part.value).trim();
        }
      } catch {
        throw new AppError(ResponseCode.badRequest, 'language.import.tooLarge');
      }
      if (!surveyId)
        throw new AppError(ResponseCode.badRequest, 'design.survey.idRequired', {}, { field: 'surveyId' });
      if (!bytes) throw new AppError(ResponseCode.badRequest, 'design.upload.noFile');
      const file = bytes;
      const id = surveyId;
      const imported = await db.transaction(async (tx) => {
        // The survey is checked first: a stranger learns nothing from how the file is refused.
        const { survey } = await editableSurvey(tx, currentUser(request), id);
        const read = await readWorkbook(file);
        if (!read.ok) throw new AppError(ResponseCode.badRequest, `language.import.${read.reason}`);
        const texts = designTexts(survey, await loadDesign(tx, id));
        const stored = await storedTranslations(tx, id);
        const result: ImportLanguageResponse['imported'] = [];
        for (const language of translatedLanguagesOf(survey)) {
          const sheet = read.translations.get(language);
          if (!sheet) continue;
          // Cells of the file replace what is stored; texts the file does not list keep their translation.
          const merged = { ...stored.get(language), ...cleanCells(sheet) };
          const kept = await storeTranslations(tx, id, language, texts, merged);
          result.push({ language, translated: Object.keys(kept).length });
        }
        if (result.length === 0)
          throw new AppError(ResponseCode.badRequest, 'language.import.noLanguageColumn');
        await touchSurvey(tx, id);
        return { ...(await allLanguages(tx, survey)), imported: result } satisfies ImportLanguageResponse;
      });
      return okEnvelope(request, imported);
    },
  );
};

async function allLanguages(db: Queryable, survey: SurveyRow): Promise<LanguageResponse> {
  const texts = designTexts(survey, await loadDesign(db, survey.id));
  const stored = await storedTranslations(db, survey.id);
  const languages = translatedLanguagesOf(survey);
  return {
    surveyId: survey.id,
    languages,
    texts,
    translations: languages.map((language) => translationOf(texts, language, stored.get(language))),
  };
}

async function languageByType(
  db: Queryable,
  survey: SurveyRow,
  language: TranslatedLanguage,
): Promise<LanguageByTypeResponse> {
  const texts = designTexts(survey, await loadDesign(db, survey.id));
  const [row] = await db
    .select()
    .from(surveyTranslations)
    .where(and(eq(surveyTranslations.surveyId, survey.id), eq(surveyTranslations.language, language)));
  return { surveyId: survey.id, texts, translation: translationOf(texts, language, row?.texts) };
}

/** Stores a language's translations (only those of texts the design has, sanitised); returns what was kept. */
async function storeTranslations(
  tx: Queryable,
  surveyId: string,
  language: TranslatedLanguage,
  texts: readonly TranslatableText[],
  translations: Translations,
): Promise<Translations> {
  const kept = sanitized(texts, keptTranslations(texts, translations));
  await tx
    .insert(surveyTranslations)
    .values({ surveyId, language, texts: kept })
    .onConflictDoUpdate({
      target: [surveyTranslations.surveyId, surveyTranslations.language],
      set: { texts: kept, updatedAt: sql`now()` },
    });
  return kept;
}

function translationOf(
  texts: readonly TranslatableText[],
  language: TranslatedLanguage,
  stored: Translations | undefined,
) {
  const translations = keptTranslations(texts, stored ?? {});
  return { language, translations, missing: missingCount(texts, translations) };
}

function sanitized(texts: readonly TranslatableText[], translations: Translations): Translations {
  const fields = new Map(texts.map((text) => [text.key, text.field]));
  const clean: Translations = {};
  for (const [key, value] of Object.entries(translations)) {
    const field = fields.get(key);
    const text = field && RICH_FIELDS.has(field) ? sanitizeRichText(value) : value.trim();
    if (text) clean[key] = text;
  }
  return clean;
}

/** Cells of a workbook cleaned as every input is (JSON bodies are cleaned by the app's hook) and cut to length. */
function cleanCells(cells: Translations): Translations {
  const clean: Translations = {};
  for (const [key, value] of Object.entries(cells)) {
    clean[key] = cleanText(value).slice(0, MAX_TRANSLATION_LENGTH);
  }
  return clean;
}
