import { useCallback, useSyncExternalStore } from 'react';
import type { UserInfo } from '../core/api/user';
import { type Language, type MessageKey, type MessageParams, translate } from '../i18n';
import { getLanguage, subscribeLanguage } from './language';
import { getStoredUser, subscribeSession } from './session';

export function useLanguage(): Language {
  return useSyncExternalStore(subscribeLanguage, getLanguage, getLanguage);
}

export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** `t(key)` in the current interface language; screens re-render when the language changes. */
export function useT(): Translate {
  const language = useLanguage();
  return useCallback((key, params) => translate(language, key, params), [language]);
}

/** The logged-in user, or null; follows login, logout and record updates. */
export function useStoredUser(): UserInfo | null {
  return useSyncExternalStore(subscribeSession, getStoredUser, getStoredUser);
}
