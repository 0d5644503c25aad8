import { useSyncExternalStore } from 'react';
import type { Language } from '../i18n';
import { getLanguage, subscribeLanguage } from '../shell/language';

/** The interface language (zh by default), following the shell's stored choice; no message table imported. */
export function useRunnerLanguage(): Language {
  return useSyncExternalStore(subscribeLanguage, getLanguage, getLanguage);
}

/** `lang` from the survey link (…&lang=en) wins for this visit; otherwise the stored choice. */
export function languageFromLink(value: string | null): Language | undefined {
  return value === 'en' || value === 'zh' ? value : undefined;
}

/**
 * The interface language a survey asks for when its link does not: the one of zh / en it lists, if it lists
 * exactly one. A survey written in English gets English buttons and messages without `&lang=en`; a survey
 * that lists both (or neither) leaves the respondent's own choice.
 */
export function languageOfSurvey(languages: readonly string[]): Language | undefined {
  const zh = languages.includes('zh');
  const en = languages.includes('en');
  if (zh === en) return undefined;
  return en ? 'en' : 'zh';
}
