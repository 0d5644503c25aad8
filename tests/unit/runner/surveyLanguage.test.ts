import { describe, expect, it } from 'vitest';
import { languageFromLink, languageOfSurvey } from '../../../src/runner/i18n';

describe('the interface language a survey asks for', () => {
  it.each([
    [['en'], 'en'],
    [['origin', 'ja'], 'ja'],
    [['zh'], 'zh'],
    [['ko', 'origin'], 'ko'],
  ] as const)('%j gives %s', (languages, expected) => {
    expect(languageOfSurvey(languages)).toBe(expected);
  });

  // Several: the survey's language switch sets the interface along with the texts (src/runner/surveyLanguage.ts).
  it.each([[[]], [['zh', 'en']], [['origin']], [['ja', 'ko']], [['origin', 'en', 'ja']]] as const)(
    '%j leaves the respondent’s own choice',
    (languages) => {
      expect(languageOfSurvey(languages)).toBeUndefined();
    },
  );
});

describe('the language a link asks for', () => {
  it.each(['zh', 'en', 'ja', 'ko'] as const)('&lang=%s is taken', (lang) => {
    expect(languageFromLink(lang)).toBe(lang);
  });
  it.each([null, '', 'fr', 'origin', 'JA'])('%j is not', (value) => {
    expect(languageFromLink(value)).toBeUndefined();
  });
});
