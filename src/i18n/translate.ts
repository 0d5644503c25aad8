import type { MessagePair } from './define';
import type { Language } from './languages';

export type MessageParams = Record<string, string | number>;

/** A whole table of one language beyond zh and en (the respondent's ja and ko: src/i18n/respondent). */
export type LanguageTable = Readonly<Record<string, string>>;

/**
 * `translate` over a given set of message tables: src/i18n merges every area's table (the designer, the
 * shell, the server), while the runner builds one from only the areas it shows (src/runner/translate.ts),
 * so its bundle carries no designer or server texts. The text of `key` in `lang` with `{param}` placeholders
 * filled; a key the tables lack is returned as it is.
 *
 * zh and en sit beside each key; another language is looked up in `tableOf(lang)`, the table the caller has
 * loaded for it. A language without a table (a designer screen asked for ja) reads English, the interface's
 * second language.
 */
export function translatorFor<T extends Record<string, MessagePair>>(
  tables: T,
  tableOf: (lang: Language) => LanguageTable | undefined = () => undefined,
) {
  const isMessageKey = (key: string): key is Extract<keyof T, string> => Object.hasOwn(tables, key);
  const translate = (lang: Language, key: string, params?: MessageParams): string => {
    const pair: MessagePair | undefined = isMessageKey(key) ? tables[key] : undefined;
    const text = pair ? textIn(pair, key, lang, tableOf(lang)) : key;
    if (!params) return text;
    return text.replace(/\{(\w+)\}/g, (whole: string, name: string) =>
      Object.hasOwn(params, name) ? String(params[name]) : whole,
    );
  };
  return { isMessageKey, translate };
}

function textIn(pair: MessagePair, key: string, lang: Language, table: LanguageTable | undefined): string {
  if (lang === 'zh' || lang === 'en') return pair[lang];
  return table?.[key] ?? pair.en;
}
