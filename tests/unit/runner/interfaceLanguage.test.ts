import { describe, expect, it } from 'vitest';
import { jaMessages } from '../../../src/i18n/respondent/ja';
import { koMessages } from '../../../src/i18n/respondent/ko';
import { loadInterfaceLanguage, translate } from '../../../src/runner/translate';

describe("the runner's interface in ja and ko", () => {
  it('reads English until the table has loaded, then the table, placeholders filled', async () => {
    expect(translate('ja', 'runner.next')).toBe('Next');
    await loadInterfaceLanguage('ja');
    expect(translate('ja', 'runner.next')).toBe(jaMessages['runner.next']);
    expect(translate('ja', 'runner.progress', { page: 2, total: 5 })).toContain('2');
    expect(translate('ja', 'runner.progress', { page: 2, total: 5 })).not.toContain('{');
    // ko is its own table: loading ja brought none of it.
    expect(translate('ko', 'runner.next')).toBe('Next');
    await loadInterfaceLanguage('ko');
    expect(translate('ko', 'runner.next')).toBe(koMessages['runner.next']);
  });

  it('keeps zh and en beside each key, and an unknown key as it is', async () => {
    await loadInterfaceLanguage('zh');
    expect(translate('zh', 'runner.next')).toBe('下一页');
    expect(translate('en', 'runner.next')).toBe('Next');
    expect(translate('ja', 'no.such.key')).toBe('no.such.key');
  });
});
