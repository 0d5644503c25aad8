import { describe, expect, it } from 'vitest';
import { completionRedirect } from '../../../src/runner/completionRedirect';

describe('where a finished respondent is sent', () => {
  it('goes to the survey address only when the switch is on and the respondent completed', () => {
    const survey = { isToUrl: 1 as const, toUrl: ' https://panel.example.cn/done?id=7 ' };
    expect(completionRedirect(survey, true)).toBe('https://panel.example.cn/done?id=7');
    expect(completionRedirect(survey, false)).toBeNull();
    expect(completionRedirect({ ...survey, isToUrl: 0 }, true)).toBeNull();
    expect(completionRedirect({ isToUrl: 1, toUrl: '' }, true)).toBeNull();
    expect(completionRedirect(undefined, true)).toBeNull();
  });

  it('never follows an address that is not http(s)', () => {
    for (const toUrl of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'ftp://x.cn/a', 'not a url']) {
      expect(completionRedirect({ isToUrl: 1, toUrl }, true), toUrl).toBeNull();
    }
    expect(completionRedirect({ isToUrl: 1, toUrl: 'http://intranet.local/ok' }, true)).toBe(
      'http://intranet.local/ok',
    );
  });
});
