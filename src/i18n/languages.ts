/**
 * The interface languages, apart from every message table: code that needs only the language list or the
 * default (the catalogue, the runner, the logic worker) imports them from here without pulling the tables.
 */
export const LANGUAGES = ['zh', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh';
