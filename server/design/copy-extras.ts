import { eq, sql } from 'drizzle-orm';
import { copiedTranslations } from '../../src/core/translation/texts';
import { surveyStyles, surveyTranslations } from '../db/schema';
import { storedTranslations } from '../language/translations';
import type { Queryable } from './access';

/**
 * What a copy of a survey takes besides its design (copyDesign): the style, so the copy looks the same, and
 * the translations, so it reads the same in every language. Run in the copy's transaction.
 */

/** The source's style as stored, onto a new survey (one without a style of its own). */
export async function copyStyle(db: Queryable, fromSurveyId: string, toSurveyId: string): Promise<void> {
  const [row] = await db.select().from(surveyStyles).where(eq(surveyStyles.surveyId, fromSurveyId));
  if (row) await db.insert(surveyStyles).values({ surveyId: toSurveyId, style: row.style });
}

/**
 * The source's translations under the copied elements' ids (`copyOf`: old id → new id, from copyDesign), every
 * language stored. Into a new survey the survey's own texts come too; into an existing survey only the copied
 * elements' translations do, added to the ones it has.
 */
export async function copyTranslations(
  db: Queryable,
  fromSurveyId: string,
  toSurveyId: string,
  copyOf: ReadonlyMap<string, string>,
  options: { surveyTexts: boolean },
): Promise<void> {
  const source = await storedTranslations(db, fromSurveyId);
  if (source.size === 0) return;
  const target = await storedTranslations(db, toSurveyId);
  for (const [language, texts] of source) {
    const copied = copiedTranslations(texts, (id) => copyOf.get(id), options);
    if (Object.keys(copied).length === 0) continue;
    const merged = { ...target.get(language), ...copied };
    await db
      .insert(surveyTranslations)
      .values({ surveyId: toSurveyId, language, texts: merged })
      .onConflictDoUpdate({
        target: [surveyTranslations.surveyId, surveyTranslations.language],
        set: { texts: merged, updatedAt: sql`now()` },
      });
  }
}
