import { inArray } from 'drizzle-orm';
import type { SummaryKind } from '../../../src/core/api/results';
import type { Question, Release } from '../../../src/core/model';
import { optionText, questionTitleText } from '../../../src/core/results/labels';
import type { Language } from '../../../src/i18n';
import { entryForQuestion } from '../../../src/questions/catalogue';
import { newestLoadedRelease } from '../../answers/survey-release';
import type { Database } from '../../db/database';
import { dictionaries } from '../../db/schema';
import type { Queryable } from '../../design/access';

/** An option, column or row as the results show it: its id and its words. */
export type Label = { id: string; label: string };

/** A question of the newest release as summaries name it, with how its family is summarised. */
export type LabelledQuestion = {
  question: Question;
  kind: SummaryKind;
  multiple: boolean;
  title: string;
  itemCode: string;
  options: Label[];
  rows: Label[];
};

/**
 * The survey's newest release: its titles and options label every summary, whatever release a response
 * answered (a designer reads results in the words the survey has now). Undefined before the first publish.
 */
export async function newestRelease(db: Database, surveyId: string): Promise<Release | undefined> {
  return (await newestLoadedRelease(db, surveyId))?.release;
}

/**
 * The answerable questions of a release in survey order, labelled: titles and option names as plain text
 * (titles are rich text), and the options of dictionary-backed profile questions in the dictionary's words
 * for the reader's language (their stored names are in the designer's language of the day).
 */
export async function labelledQuestions(
  db: Queryable,
  release: Release,
  lang: Language,
): Promise<LabelledQuestion[]> {
  const questions = release.groups.flatMap((group) => group.questionList);
  const dictionaryKeys = [
    ...new Set(questions.flatMap((question) => entryForQuestion(question)?.dictionaryKey ?? [])),
  ];
  const dictionaryNames = new Map<string, string>();
  if (dictionaryKeys.length) {
    const rows = await db.select().from(dictionaries).where(inArray(dictionaries.dictKey, dictionaryKeys));
    for (const row of rows) {
      dictionaryNames.set(
        `${row.dictKey}\u001f${row.dictCode}`,
        lang === 'en' ? row.dictNameEn : row.dictName,
      );
    }
  }
  const labelled: LabelledQuestion[] = [];
  for (const question of questions) {
    const entry = entryForQuestion(question);
    if (!entry?.results) continue;
    const fromDictionary = (code: string | null | undefined) =>
      entry.dictionaryKey && code ? dictionaryNames.get(`${entry.dictionaryKey}\u001f${code}`) : undefined;
    labelled.push({
      question,
      kind: entry.results.summary,
      multiple: entry.results.multiple,
      title: questionTitleText(question),
      itemCode: question.itemCode ?? question.quNum ?? '',
      options: question.optionList.map((option) => ({
        id: option.id,
        label: fromDictionary(option.expandField) ?? (optionText(option) || option.id),
      })),
      rows: question.descList.map((row) => ({ id: row.id, label: optionText(row) || row.id })),
    });
  }
  return labelled;
}
