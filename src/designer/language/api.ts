import {
  type ImportLanguageResponse,
  importLanguageResponseSchema,
  LANGUAGE_API,
  type LanguageByTypeResponse,
  type LanguageResponse,
  languageByTypeResponseSchema,
  languageResponseSchema,
} from '../../core/api/language';
import type { TranslatedLanguage, Translations } from '../../core/translation/texts';
import { api } from '../../shell/api';
import { downloadFile } from '../results/api';

/**
 * The translations' calls (src/core/api/language.ts). Reads and saves are silent: the screen shows a failed
 * read in place and a refused save in a message, keeping what was typed.
 */
export function fetchLanguages(surveyId: string): Promise<LanguageResponse> {
  return api.get(
    LANGUAGE_API.get,
    { surveyId },
    { silent: true, trackPending: false, parse: languageResponseSchema.parse },
  );
}

export function saveLanguage(
  surveyId: string,
  language: TranslatedLanguage,
  translations: Translations,
): Promise<LanguageByTypeResponse> {
  return api.post(
    LANGUAGE_API.save,
    { surveyId, language, translations },
    { silent: true, parse: languageByTypeResponseSchema.parse },
  );
}

export function exportTranslations(surveyId: string): Promise<void> {
  return downloadFile(LANGUAGE_API.exportXlsx, { surveyId }, 'translations.xlsx');
}

export function importTranslations(surveyId: string, file: File): Promise<ImportLanguageResponse> {
  const form = new FormData();
  form.append('surveyId', surveyId);
  form.append('file', file);
  return api.post(LANGUAGE_API.importXlsx, form, { silent: true, parse: importLanguageResponseSchema.parse });
}
