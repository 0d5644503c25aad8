import { describe, expect, it } from 'vitest';
import { languageOfSurvey } from '../../../src/runner/i18n';

describe('the interface language a survey asks for', () => {
  it.each([
    [['en'], 'en'],
    [['origin', 'en', 'ja'], 'en'],
    [['zh'], 'zh'],
    [['zh', 'ko'], 'zh'],
  ] as const)('%j gives %s', (languages, expected) => {
    expect(languageOfSurvey(languages)).toBe(expected);
  });

  it.each([[[]], [['zh', 'en']], [['origin']], [['ja', 'ko']]] as const)(
    '%j leaves the respondent’s own choice',
    (languages) => {
      expect(languageOfSurvey(languages)).toBeUndefined();
    },
  );
});
