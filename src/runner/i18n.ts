import { useSyncExternalStore } from 'react';
import type { Language } from '../i18n';
import { isRespondentLanguage } from '../i18n/languages';
import { getLanguage, setLanguage, subscribeLanguage } from '../shell/language';
import { loadInterfaceLanguage } from './translate';

/** The interface language (zh by default), following the shell's stored choice; no message table imported. */
export function useRunnerLanguage(): Language {
  return useSyncExternalStore(subscribeLanguage, getLanguage, getLanguage);
}

/** `lang` from the survey link (…&lang=ja) wins for this visit; otherwise the stored choice. */
export function languageFromLink(value: string | null): Language | undefined {
  return isRespondentLanguage(value) ? value : undefined;
}

/**
 * The interface language a survey asks for when its link does not: the one of zh / en / ja / ko it lists, if
 * it lists exactly one. A survey written in Japanese gets Japanese buttons and messages without `&lang=ja`;
 * a survey that lists several (or none) leaves the respondent's own choice, or its language switch.
 */
export function languageOfSurvey(languages: readonly string[]): Language | undefined {
  const listed = languages.filter(isRespondentLanguage);
  return listed.length === 1 ? listed[0] : undefined;
}

/**
 * Shows the respondent's screens in `lang`: at once for zh and en, once its table has loaded for ja and ko
 * (a chunk the service worker holds, so offline too). A switch asked for later wins over one still loading.
 * remember: false keeps the person's own stored choice (ja and ko are never stored: see setLanguage).
 */
export function showInterfaceIn(lang: Language, options: { remember?: boolean } = {}): void {
  latestAsked = lang;
  if (lang === 'zh' || lang === 'en') {
    setLanguage(lang, options);
    return;
  }
  loadInterfaceLanguage(lang).then(
    () => latestAsked === lang && setLanguage(lang, options),
    (error: unknown) => console.error(`The ${lang} interface texts could not be loaded`, error),
  );
}
let latestAsked: Language | undefined;
