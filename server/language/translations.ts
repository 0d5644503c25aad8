import { eq } from 'drizzle-orm';
import type { Group } from '../../src/core/model';
import { splitCommaList } from '../../src/core/model/commaList';
import {
  isTranslatedLanguage,
  keptTranslations,
  type TranslatableText,
  type TranslatedLanguage,
  type Translations,
  translatableTexts,
} from '../../src/core/translation/texts';
import { type SurveyRow, surveyTranslations } from '../db/schema';
import type { Queryable } from '../design/access';
import { surveyInfoOf } from '../design/survey-wire';

/** The languages a survey declares that take translations (all but 'origin'), in the survey's order. */
export function translatedLanguagesOf(survey: Pick<SurveyRow, 'surveyLanguage'>): TranslatedLanguage[] {
  return splitCommaList(survey.surveyLanguage).filter(isTranslatedLanguage);
}

/** The texts of the current design, with the designer's own words. */
export function designTexts(survey: SurveyRow, groups: readonly Group[]): TranslatableText[] {
  return translatableTexts(surveyInfoOf(survey), groups);
}

/** Every stored translation of a survey, by language (languages no longer declared included). */
export async function storedTranslations(
  db: Queryable,
  surveyId: string,
): Promise<Map<string, Translations>> {
  const rows = await db.select().from(surveyTranslations).where(eq(surveyTranslations.surveyId, surveyId));
  return new Map(rows.map((row) => [row.language, row.texts]));
}

/**
 * What a release carries (its `languages`): for each declared language, the translations of texts the design
 * still has. A text deleted since it was translated is left behind; a language no longer declared too.
 */
export async function releaseTranslations(
  db: Queryable,
  survey: SurveyRow,
  groups: readonly Group[],
): Promise<Record<string, Translations>> {
  const languages = translatedLanguagesOf(survey);
  if (languages.length === 0) return {};
  const stored = await storedTranslations(db, survey.id);
  const texts = designTexts(survey, groups);
  const carried: Record<string, Translations> = {};
  for (const language of languages) {
    const kept = keptTranslations(texts, stored.get(language) ?? {});
    if (Object.keys(kept).length > 0) carried[language] = kept;
  }
  return carried;
}
