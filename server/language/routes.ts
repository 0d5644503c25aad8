import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  LANGUAGE_API,
  type LanguageByTypeResponse,
  type LanguageResponse,
  languageByTypeQuerySchema,
  languageByTypeResponseSchema,
  languageQuerySchema,
  languageResponseSchema,
  saveLanguageRequestSchema,
} from '../../src/core/api/language';
import { envelopeSchema } from '../../src/core/envelope';
import { sanitizeRichText } from '../../src/core/richText';
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
import { currentUser, requireAbility } from '../http/auth';
import { okEnvelope } from '../http/envelope';
import { designTexts, storedTranslations, translatedLanguagesOf } from './translations';

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

/**
 * The survey translations' calls (spec 1 §7 "Language"). Reading needs any access to the survey. Saving is a
 * design change (the edit right and the designing state, as for the style), so respondents read a new
 * translation after the next publish. A save replaces the language's whole set; translations of texts the
 * design no longer has, and empty ones, are not kept.
 */
export const languageRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    LANGUAGE_API.get,
    {
      schema: { querystring: languageQuerySchema, response: reply(languageResponseSchema) },
      preHandler: app.requireUser,
    },
    async (request) => {
      const { survey } = await readableSurvey(db, currentUser(request), request.query.surveyId);
      const texts = designTexts(survey, await loadDesign(db, survey.id));
      const stored = await storedTranslations(db, survey.id);
      const languages = translatedLanguagesOf(survey);
      const response: LanguageResponse = {
        surveyId: survey.id,
        languages,
        texts,
        translations: languages.map((language) => translationOf(texts, language, stored.get(language))),
      };
      return okEnvelope(request, response);
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
        const kept = sanitized(texts, keptTranslations(texts, request.body.translations));
        await tx
          .insert(surveyTranslations)
          .values({ surveyId, language, texts: kept })
          .onConflictDoUpdate({
            target: [surveyTranslations.surveyId, surveyTranslations.language],
            set: { texts: kept, updatedAt: sql`now()` },
          });
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
};

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
