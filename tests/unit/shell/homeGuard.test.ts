import { describe, expect, it } from 'vitest';
import { HOME_PATH, homeTarget } from '../../../src/shell/routeRules';

describe('the /home guard (spec 1 §2)', () => {
  it('sends /home back to the preview of the same survey when left from the preview or its frame', () => {
    expect(homeTarget('/preview?surveyId=s1')).toBe('/preview?surveyId=s1');
    expect(homeTarget('/previewanswer?surveyId=a%20b')).toBe('/preview?surveyId=a%20b');
    expect(homeTarget('/preview')).toBe('/preview');
  });

  it('is the home page from anywhere else', () => {
    expect(homeTarget('/editquestion?surveyId=s1')).toBe(HOME_PATH);
    expect(homeTarget('/previews?surveyId=s1')).toBe(HOME_PATH);
    expect(homeTarget('/')).toBe(HOME_PATH);
    expect(homeTarget(null)).toBe(HOME_PATH);
  });
});
