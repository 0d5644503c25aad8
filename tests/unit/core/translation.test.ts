import { describe, expect, it } from 'vitest';
import { readRelease } from '../../../src/core/model';
import {
  copiedTranslations,
  keptTranslations,
  missingCount,
  surveyLanguagesOf,
  translatableTexts,
  translateRelease,
} from '../../../src/core/translation/texts';
import releaseV1 from '../../fixtures/formats/release-v1.json';

const release = readRelease(releaseV1);
const gender = release.groups[0]?.questionList[0];
if (!gender) throw new Error('the fixture has a first question');
const [male, female, other] = gender.optionList;

describe('survey translations', () => {
  it('lists every text a respondent reads, keyed by the element id', () => {
    const texts = translatableTexts(release.survey, release.groups);
    const keys = texts.map((text) => text.key);
    expect(keys[0]).toBe('survey.surveyName');
    expect(keys).toContain(`question.${gender.id}.quTitle`);
    expect(texts.find((text) => text.key === `option.${other?.id}`)?.field).toBe('otherName');
    // A page break or a checkpoint is never read by a respondent.
    const unseen = release.groups
      .flatMap((group) => group.questionList)
      .filter((question) => ['PageBox', 'CheckPointBox'].includes(question.elementType));
    expect(unseen.length).toBeGreaterThan(0);
    for (const question of unseen) expect(keys).not.toContain(`question.${question.id}.quTitle`);
    // Empty group titles are nothing to translate.
    expect(keys.some((key) => key.startsWith('group.'))).toBe(false);
  });

  it('replaces translated texts and falls back to the origin text for the missing ones', () => {
    const translated = translateRelease(
      {
        ...release,
        languages: {
          en: {
            'survey.surveyName': 'Format sample',
            [`question.${gender.id}.quTitle`]: '<p>Gender</p>',
            [`option.${male?.id}`]: 'Male',
            // An empty translation is no translation.
            [`option.${female?.id}`]: '  ',
          },
        },
      },
      'en',
    );
    const question = translated.groups[0]?.questionList[0];
    expect(translated.survey.surveyName).toBe('Format sample');
    expect(question?.quTitle).toBe('<p>Gender</p>');
    expect(question?.title).toBe('Gender');
    expect(question?.optionList.map((option) => option.optionName)).toEqual(['Male', '女', '其他']);
    // Ids and codes are untouched, so answers stay valid across languages.
    expect(question?.optionList.map((option) => option.id)).toEqual(
      gender.optionList.map((option) => option.id),
    );
    // Another question has no translation at all: its own words.
    expect(translated.groups[0]?.questionList[1]?.quTitle).toBe(release.groups[0]?.questionList[1]?.quTitle);
  });

  it('gives the release itself for origin or a language without translations', () => {
    expect(translateRelease(release, 'origin')).toBe(release);
    expect(translateRelease(release, 'ja')).toBe(release);
    expect(translateRelease(release, undefined)).toBe(release);
  });

  it('counts what is missing and keeps only translations of texts the design has', () => {
    const texts = translatableTexts(release.survey, release.groups);
    const kept = keptTranslations(texts, {
      'survey.surveyName': 'Sample',
      'option.gone': 'x',
      [`option.${male?.id}`]: '',
    });
    expect(kept).toEqual({ 'survey.surveyName': 'Sample' });
    expect(missingCount(texts, kept)).toBe(texts.length - 1);
  });

  it('moves translations onto a copy’s ids, leaving behind what was not copied', () => {
    const copyOf = new Map([
      ['g1', 'g9'],
      ['q1', 'q9'],
      ['o1', 'o9'],
      ['d1', 'd9'],
    ]);
    const stored = {
      'survey.surveyName': 'Survey',
      'group.g1.groupTitle': 'Group',
      'question.q1.quTitle': 'Title',
      'question.q1.unit': 'kg',
      'option.o1': 'Yes',
      'desc.d1': 'Row',
      'option.deleted': 'Gone',
      'question.deleted.quTitle': 'Gone',
    };
    const moved = {
      'group.g9.groupTitle': 'Group',
      'question.q9.quTitle': 'Title',
      'question.q9.unit': 'kg',
      'option.o9': 'Yes',
      'desc.d9': 'Row',
    };
    const lookUp = (id: string) => copyOf.get(id);
    expect(copiedTranslations(stored, lookUp, { surveyTexts: true })).toEqual({
      'survey.surveyName': 'Survey',
      ...moved,
    });
    expect(copiedTranslations(stored, lookUp, { surveyTexts: false })).toEqual(moved);
  });

  it('offers the declared languages in a fixed order', () => {
    expect(surveyLanguagesOf(['en', 'origin', 'ja', 'xx'])).toEqual(['origin', 'en', 'ja']);
  });
});
