import type { Group, SurveyInfo } from '../model';
import { plainText } from '../text';

/**
 * The texts of a survey a designer translates (spec 1 §3 survey language, issue 11): every text a respondent
 * reads that the designer wrote. Each has a stable key made of the element's id, so a translation follows
 * its question through moves and renumbering, and is dropped when its element is deleted.
 *
 * The model holds no validation message a designer writes (the runner's validation messages are the
 * interface's own, in the message tables); the hints a designer does write — a question's placeholder and
 * unit — are translated with the rest.
 */
export const TRANSLATED_LANGUAGES = ['zh', 'en', 'ja', 'ko'] as const;
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

export function isTranslatedLanguage(value: string): value is TranslatedLanguage {
  return (TRANSLATED_LANGUAGES as readonly string[]).includes(value);
}

/** What a text is, for the screen's labels and the spreadsheet's column. */
export type TextField =
  | 'surveyName'
  | 'surveyNote'
  | 'endYesText'
  | 'endYesDesc'
  | 'endNoText'
  | 'endNoDesc'
  | 'groupTitle'
  | 'quTitle'
  | 'quNote'
  | 'placeholder'
  | 'unit'
  | 'optionName'
  | 'otherName'
  | 'specialName'
  | 'descName';

export interface TranslatableText {
  key: string;
  field: TextField;
  /** The designer's own text (may be rich text for titles, notes and the welcome). */
  origin: string;
  /** The question's number (Q1…) or the group's, when the text belongs to one. */
  quNum?: string;
}

/** Translations of one language, by text key. */
export type Translations = Record<string, string>;

const SURVEY_FIELDS = [
  'surveyName',
  'surveyNote',
  'endYesText',
  'endYesDesc',
  'endNoText',
  'endNoDesc',
] as const;

/** Elements a respondent never reads: a page break only ends a page, a checkpoint checks quotas unseen. */
const NEVER_SHOWN: ReadonlySet<string> = new Set(['PageBox', 'CheckPointBox']);

type SurveyTexts = Pick<SurveyInfo, (typeof SURVEY_FIELDS)[number]>;

/** Every text of a design in the order a respondent meets them; empty texts are left out (nothing to say). */
export function translatableTexts(survey: SurveyTexts, groups: readonly Group[]): TranslatableText[] {
  const texts: TranslatableText[] = [];
  const add = (key: string, field: TextField, origin: string | null | undefined, quNum?: string | null) => {
    if (origin && plainText(origin).trim()) texts.push({ key, field, origin, ...(quNum ? { quNum } : {}) });
  };
  add('survey.surveyName', 'surveyName', survey.surveyName);
  add('survey.surveyNote', 'surveyNote', survey.surveyNote);
  for (const group of groups) {
    add(`group.${group.id}.groupTitle`, 'groupTitle', group.groupTitle, group.quNum);
    for (const question of group.questionList) {
      if (NEVER_SHOWN.has(question.elementType)) continue;
      const quNum = question.quNum;
      add(`question.${question.id}.quTitle`, 'quTitle', question.quTitle || question.title, quNum);
      add(`question.${question.id}.quNote`, 'quNote', question.quNote, quNum);
      add(`question.${question.id}.placeholder`, 'placeholder', question.placeholder, quNum);
      add(`question.${question.id}.unit`, 'unit', question.unit, quNum);
      for (const option of question.optionList) {
        const field =
          option.type === 'other' ? 'otherName' : option.type === 'special' ? 'specialName' : 'optionName';
        add(`option.${option.id}`, field, option.optionName, quNum);
      }
      for (const desc of question.descList) add(`desc.${desc.id}`, 'descName', desc.optionName, quNum);
    }
  }
  for (const field of SURVEY_FIELDS.slice(2)) add(`survey.${field}`, field, survey[field]);
  return texts;
}

/** The translation of a text, or undefined when it has none (empty counts as none). */
export function translationOf(translations: Translations | undefined, key: string): string | undefined {
  const value = translations?.[key];
  return value?.trim() ? value : undefined;
}

/** How many of the texts have no translation in `translations`. */
export function missingCount(
  texts: readonly TranslatableText[],
  translations: Translations | undefined,
): number {
  return texts.filter((text) => translationOf(translations, text.key) === undefined).length;
}

/** Only the translations of texts the design still has, and none empty: what is stored and published. */
export function keptTranslations(
  texts: readonly TranslatableText[],
  translations: Translations,
): Translations {
  const kept: Translations = {};
  for (const text of texts) {
    const value = translationOf(translations, text.key);
    if (value !== undefined) kept[text.key] = value;
  }
  return kept;
}

/** A translation key of one element of the design: `group.<id>.groupTitle`, `question.<id>.<field>`, `option.<id>`, `desc.<id>`. */
const ELEMENT_KEY = /^(group|question|option|desc)\.([^.]+)(\..+)?$/;

/**
 * A survey's translations for a copy of its design (copySurvey): each element's key under the id of the
 * element's copy (`copyOf`), since keys are made of element ids; a key whose element was not copied (a text
 * deleted since it was translated) is left behind. The survey's own texts (`survey.<field>`) come along only
 * when the copy is a new survey (`surveyTexts`): copied into an existing survey, that survey keeps its own.
 */
export function copiedTranslations(
  translations: Translations,
  copyOf: (id: string) => string | undefined,
  options: { surveyTexts: boolean },
): Translations {
  const copied: Translations = {};
  for (const [key, value] of Object.entries(translations)) {
    if (key.startsWith('survey.')) {
      if (options.surveyTexts) copied[key] = value;
      continue;
    }
    const element = ELEMENT_KEY.exec(key);
    const copiedId = element?.[2] ? copyOf(element[2]) : undefined;
    if (element && copiedId) copied[`${element[1]}.${copiedId}${element[3] ?? ''}`] = value;
  }
  return copied;
}

/**
 * The release as a respondent reads it in `language`: every text with a translation replaced, every other
 * one left in the designer's own words (the fallback), ids, codes and logic untouched — so answers given in
 * one language stay valid in another. 'origin', or a language without translations, gives the release itself.
 */
export function translateRelease<
  R extends { survey: SurveyTexts; groups: readonly Group[]; languages: Record<string, Translations> },
>(release: R, language: string | undefined): R {
  const translations = language ? release.languages[language] : undefined;
  if (!translations || Object.keys(translations).length === 0) return release;
  const pick = <T extends string | null | undefined>(key: string, origin: T): T | string =>
    translationOf(translations, key) ?? origin;
  const survey = { ...release.survey };
  for (const field of SURVEY_FIELDS) {
    const value = pick(`survey.${field}`, survey[field]);
    if (field === 'surveyName') survey.surveyName = value ?? survey.surveyName;
    else survey[field] = value;
  }
  const groups = release.groups.map((group) => ({
    ...group,
    groupTitle: pick(`group.${group.id}.groupTitle`, group.groupTitle) ?? group.groupTitle,
    questionList: group.questionList.map((question) => {
      const title = translationOf(translations, `question.${question.id}.quTitle`);
      return {
        ...question,
        ...(title !== undefined ? { quTitle: title, title: plainText(title) } : {}),
        quNote: pick(`question.${question.id}.quNote`, question.quNote),
        placeholder: pick(`question.${question.id}.placeholder`, question.placeholder),
        unit: pick(`question.${question.id}.unit`, question.unit),
        optionList: question.optionList.map((option) => ({
          ...option,
          optionName: pick(`option.${option.id}`, option.optionName) ?? option.optionName,
        })),
        descList: question.descList.map((desc) => ({
          ...desc,
          optionName: pick(`desc.${desc.id}`, desc.optionName) ?? desc.optionName,
        })),
      };
    }),
  }));
  return { ...release, survey, groups };
}

/** The languages a respondent may choose among: the survey's declared ones, 'origin' first when declared. */
export function surveyLanguagesOf(declared: readonly string[]): string[] {
  const known = ['origin', ...TRANSLATED_LANGUAGES] as readonly string[];
  return known.filter((language) => declared.includes(language));
}
