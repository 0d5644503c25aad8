import type { Language } from '../i18n/languages';
import { respondentMessages } from '../i18n/respondent/tables';
import { type LanguageTable, translatorFor } from '../i18n/translate';

/**
 * The runner's `translate`: the same signature and texts as src/i18n's, over only the areas the runner
 * shows — the core's answer side (validation issues, units), its views' and its pages' — so that the designer,
 * shell and server tables stay out of the respondent's bundle.
 *
 * ja and ko are tables of their own, each its own chunk: loaded (and so precached for offline use like every
 * chunk) but only read when a survey is shown in them, through `loadInterfaceLanguage` before the switch.
 */
const loaded: Partial<Record<Language, LanguageTable>> = {};

export const { translate } = translatorFor(respondentMessages, (lang) => loaded[lang]);

/** Brings the table `lang` needs (none for zh and en); resolves once `translate` can speak it. */
export async function loadInterfaceLanguage(lang: Language): Promise<void> {
  if (loaded[lang]) return;
  if (lang === 'ja') loaded.ja = (await import('../i18n/respondent/ja')).jaMessages;
  else if (lang === 'ko') loaded.ko = (await import('../i18n/respondent/ko')).koMessages;
}
