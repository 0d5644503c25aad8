import type { MessagePair } from './define';
import type { Language } from './languages';

export type MessageParams = Record<string, string | number>;

/**
 * `translate` over a given set of message tables: src/i18n merges every area's table (the designer, the
 * shell, the server), while the runner builds one from only the areas it shows (src/runner/translate.ts),
 * so its bundle carries no designer or server texts. The text of `key` in `lang` with `{param}` placeholders
 * filled; a key the tables lack is returned as it is.
 */
export function translatorFor<T extends Record<string, MessagePair>>(tables: T) {
  const isMessageKey = (key: string): key is Extract<keyof T, string> => Object.hasOwn(tables, key);
  const translate = (lang: Language, key: string, params?: MessageParams): string => {
    const pair: MessagePair | undefined = isMessageKey(key) ? tables[key] : undefined;
    const text = pair ? pair[lang] : key;
    if (!params) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
      Object.hasOwn(params, name) ? String(params[name]) : whole,
    );
  };
  return { isMessageKey, translate };
}
