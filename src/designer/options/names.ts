import { type Language, translate } from '../../i18n';

/** "Option n" / "Sub-question n" in the designer's language (spec 1 §9 default names). */
export const defaultOptionName = (lang: Language, n: number) => translate(lang, 'core.default.option', { n });
export const defaultDescName = (lang: Language, n: number) =>
  translate(lang, 'core.default.subQuestion', { n });
