import { describe, expect, it } from 'vitest';
import {
  isSafeReturnPath,
  loginTarget,
  mustShowPasswordDialog,
  parseIscomEntry,
  shouldRememberPath,
  skipsPasswordDialog,
} from '../../../src/shell/routeRules';

describe('which paths are remembered for the return after login', () => {
  it.each([
    '/issurveylist',
    '/issurveylist?from=iscom',
    '/index/editquestion',
    '/myOrder',
    '/platformIntroduction',
  ])('remembers %s', (path) => expect(shouldRememberPath(path)).toBe(true));

  it.each([
    '/answer',
    '/answer?surveyId=1',
    '/answerend',
    '/statusTip',
    '/login',
    '/newLogin',
    '/loginMobile?from=x',
    '/regist',
    '/newRegist',
    '/registMobile',
    '/centerLogin',
    '/',
    '',
    'issurveylist',
  ])('does not remember %s', (path) => expect(shouldRememberPath(path)).toBe(false));

  it('does not mistake a path that only starts like an answer page for one', () => {
    expect(shouldRememberPath('/answers-report')).toBe(true);
  });
});

describe('the forced change-password dialog', () => {
  it.each(['/login', '/regist', '/newRegist', '/platformIntroduction', '/centerLogin', '/login?from=iscom'])(
    'stays away from %s',
    (path) => expect(skipsPasswordDialog(path)).toBe(true),
  );

  it.each(['/issurveylist', '/index/editquestion', '/registMobile', '/personal'])('applies on %s', (path) =>
    expect(skipsPasswordDialog(path)).toBe(false),
  );

  it('shows only for a flagged user on a route that is not exempt', () => {
    expect(mustShowPasswordDialog('/issurveylist', { resetPswStatus: 1 })).toBe(true);
    expect(mustShowPasswordDialog('/issurveylist', { resetPswStatus: 0 })).toBe(false);
    expect(mustShowPasswordDialog('/issurveylist', null)).toBe(false);
    expect(mustShowPasswordDialog('/regist', { resetPswStatus: 1 })).toBe(false);
  });
});

describe('the from=iscom entry', () => {
  it('reads the user id and token', () => {
    expect(parseIscomEntry('?from=iscom&userId=42&token=abc%2Bdef')).toEqual({
      userId: '42',
      token: 'abc+def',
    });
    expect(parseIscomEntry('from=iscom&token=t&userId=u')).toEqual({ userId: 'u', token: 't' });
  });

  it.each([
    '',
    '?userId=1&token=t',
    '?from=other&userId=1&token=t',
    '?from=iscom&userId=1',
    '?from=iscom&token=t',
    '?from=iscom&userId=%20&token=t',
  ])('ignores %j', (search) => expect(parseIscomEntry(search)).toBeNull());
});

describe('where a login goes', () => {
  it('to the remembered path when there is one that may be followed', () => {
    expect(loginTarget('/index/editquestion?surveyId=3')).toBe('/index/editquestion?surveyId=3');
  });

  it('to the list otherwise, with the from source of the login query', () => {
    expect(loginTarget(null)).toBe('/issurveylist');
    expect(loginTarget('/answer?surveyId=1')).toBe('/issurveylist');
    expect(loginTarget('//evil.example/x')).toBe('/issurveylist');
    expect(loginTarget('https://evil.example/')).toBe('/issurveylist');
    expect(loginTarget(null, '?from=iscom&userId=1&token=t')).toBe('/issurveylist?from=iscom');
  });

  it('rejects remembered values that are not in-app paths', () => {
    expect(isSafeReturnPath('/login')).toBe(false);
    expect(isSafeReturnPath(undefined)).toBe(false);
    expect(isSafeReturnPath('/issurveylist')).toBe(true);
  });
});
