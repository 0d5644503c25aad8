/** Each survey language in its own words, as a language switch names them ('origin' is named by the interface). */
export const LANGUAGE_NATIVE_NAMES: Readonly<Record<string, string>> = {
  zh: '中文',
  en: 'English',
  ja: '日本語',
  ko: '한국어',
};
