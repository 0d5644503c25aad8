/**
 * The interface languages, apart from every message table: code that needs only the language list or the
 * default (the catalogue, the runner, the logic worker) imports them from here without pulling the tables.
 *
 * The whole interface (designer, shell, server) speaks zh and en. A respondent's screens speak ja and ko as
 * well: their tables cover only the respondent's messages (src/i18n/respondent) and load when a survey is
 * shown in them; a designer screen given ja or ko shows English.
 */
export const LANGUAGES = ['zh', 'en'] as const;
export const RESPONDENT_LANGUAGES = ['zh', 'en', 'ja', 'ko'] as const;
export type Language = (typeof RESPONDENT_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh';

export function isRespondentLanguage(value: string | null | undefined): value is Language {
  return (RESPONDENT_LANGUAGES as readonly string[]).includes(value ?? '');
}
