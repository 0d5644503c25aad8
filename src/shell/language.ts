import type { Language } from '../i18n';

/**
 * The interface language: zh by default, en on request; kept in localStorage so that it survives the
 * browser session. No React here: the API client reads it for Accept-Language, the screens subscribe to it.
 */
export const LANGUAGE_STORAGE_KEY = 'language';

// The same values as LANGUAGES and DEFAULT_LANGUAGE of src/i18n, written out because importing a value from
// there brings every message table into the entry chunk; the type ties them together.
const LANGUAGES = ['zh', 'en'] as const satisfies readonly Language[];
const DEFAULT_LANGUAGE: Language = 'zh';

const listeners = new Set<() => void>();
let current: Language = readStored();

function readStored(): Language {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return (LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as Language) : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** `<html lang>` follows the interface language: zh is written as zh-CN so that fonts and speech pick Simplified Chinese. */
export function htmlLang(language: Language): string {
  return language === 'zh' ? 'zh-CN' : language;
}

export function getLanguage(): Language {
  return current;
}

/**
 * remember: false changes the language for this page only (a survey written in English), leaving the
 * person's own stored choice for every other screen and survey.
 */
export function setLanguage(language: Language, options: { remember?: boolean } = {}): void {
  // Only the whole interface's languages are a person's choice; ja and ko are a survey's, for its page.
  if (options.remember !== false && (LANGUAGES as readonly string[]).includes(language)) {
    try {
      globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Private modes may refuse storage: the choice then lasts for this page only.
    }
  }
  if (language === current) return;
  current = language;
  applyDocumentLanguage();
  for (const listener of listeners) listener();
}

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The Accept-Language header sent with every API call, read by the server's `languageFromHeader`. */
export function acceptLanguage(language: Language = current): string {
  if (language === 'zh') return 'zh-CN,zh;q=0.9';
  // The server speaks zh and en: a ja or ko reader gets its English rather than its Chinese.
  return language === 'en' ? 'en-US,en;q=0.9' : `${language},en;q=0.9`;
}

export function applyDocumentLanguage(): void {
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang(current);
}
