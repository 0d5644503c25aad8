import { describe, expect, it } from 'vitest';
import { LANGUAGES, translate } from '../../../src/i18n';
import { coreAnswerMessages } from '../../../src/i18n/messages/coreAnswer';
import { runnerMessages } from '../../../src/i18n/messages/runner';
import { runnerViewsMessages } from '../../../src/i18n/messages/runnerViews';
import { translate as runnerTranslate } from '../../../src/runner/translate';

describe("the runner's translate (its areas' tables only)", () => {
  it('gives the same text as the merged translate for every key of its areas, params filled', () => {
    const keys = Object.keys({ ...coreAnswerMessages, ...runnerMessages, ...runnerViewsMessages });
    expect(keys.length).toBeGreaterThan(100);
    for (const lang of LANGUAGES) {
      for (const key of keys) {
        expect(runnerTranslate(lang, key, { n: 3, max: 5, min: 1 })).toBe(
          translate(lang, key, { n: 3, max: 5, min: 1 }),
        );
      }
    }
  });

  it('returns an unknown key as it is', () => {
    expect(runnerTranslate('zh', 'designer.nothing')).toBe('designer.nothing');
  });
});
