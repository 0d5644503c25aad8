// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginResponse } from '../../../src/core/api/user';
import { languageFromHeader } from '../../../src/i18n';
import { acceptLanguage, getLanguage, LANGUAGE_STORAGE_KEY, setLanguage } from '../../../src/shell/language';
import {
  clearSession,
  clearUserId,
  getRememberedPath,
  getStoredUser,
  getToken,
  isLoggedIn,
  rememberPath,
  storeLogin,
  subscribeSession,
  updateStoredUser,
} from '../../../src/shell/session';

const LOGIN: LoginResponse = {
  token: 'tok',
  userId: 'u9',
  userName: 'bob',
  name: null,
  email: null,
  cellphone: null,
  isCompany: 0,
  birthday: null,
  eduQuali: null,
  sex: null,
  lastLoginTime: null,
  bindPhoneStatus: 0,
  resetPswStatus: 1,
  transferSurveyButton: 0,
  qgType: null,
  pmType: null,
  pmEdit: null,
  pmRelease: null,
  pmData: null,
  reEdit: 1,
  reRelease: 1,
  reData: 1,
  abilities: { role: 0, canEdit: true, specialEditLevel: false, release: 'own', data: 'own' },
};

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('session', () => {
  it('keeps the token under `token` and the user apart from it; logged in means a stored user id', () => {
    expect(isLoggedIn()).toBe(false);
    storeLogin(LOGIN);
    expect(sessionStorage.getItem('token')).toBe('tok');
    expect(getToken()).toBe('tok');
    expect(sessionStorage.getItem('userId')).toBe('u9');
    expect(isLoggedIn()).toBe(true);
    const user = getStoredUser();
    expect(user?.userName).toBe('bob');
    expect(user && 'token' in user).toBe(false);
    expect(getStoredUser()).toBe(user);
  });

  it('the login route clears the user id only: the user is then anonymous', () => {
    storeLogin(LOGIN);
    clearUserId();
    expect(isLoggedIn()).toBe(false);
    expect(getStoredUser()).toBeNull();
    expect(getToken()).toBe('tok');
  });

  it('updates the stored record and tells subscribers', () => {
    storeLogin(LOGIN);
    const listener = vi.fn();
    const stop = subscribeSession(listener);
    updateStoredUser({ resetPswStatus: 0 });
    expect(getStoredUser()?.resetPswStatus).toBe(0);
    expect(listener).toHaveBeenCalled();
    stop();
    clearSession();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getToken()).toBeNull();
    expect(isLoggedIn()).toBe(false);
  });

  it('remembers only paths that may be returned to', () => {
    rememberPath('/issurveylist');
    rememberPath('/answer?surveyId=1');
    rememberPath('/login');
    expect(getRememberedPath()).toBe('/issurveylist');
  });
});

describe('language', () => {
  it('is stored in localStorage, drives <html lang> and Accept-Language', () => {
    setLanguage('en');
    expect(getLanguage()).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(acceptLanguage()).toMatch(/^en/);
    setLanguage('zh');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(acceptLanguage()).toMatch(/^zh/);
  });

  it("changes for this page only without touching the stored choice (a survey's own language)", () => {
    setLanguage('zh');
    setLanguage('en', { remember: false });
    expect(getLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('zh');
    setLanguage('zh');
  });

  it('shows a survey in ja or ko for its page without storing it, and asks the server for English', () => {
    setLanguage('zh');
    setLanguage('ja');
    expect(getLanguage()).toBe('ja');
    expect(document.documentElement.lang).toBe('ja');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('zh');
    expect(acceptLanguage()).toBe('ja,en;q=0.9');
    expect(languageFromHeader(acceptLanguage('ko'))).toBe('en');
    expect(languageFromHeader(acceptLanguage('zh'))).toBe('zh');
    expect(languageFromHeader('fr-FR,zh;q=0.8,en;q=0.5')).toBe('zh');
    expect(languageFromHeader('fr-FR')).toBe('zh');
    setLanguage('zh');
  });
});

describe('language list', () => {
  it('matches the languages of src/i18n (written out in language.ts to keep messages out of the entry)', async () => {
    const i18n = await import('../../../src/i18n');
    for (const language of i18n.LANGUAGES) {
      setLanguage(language);
      expect(getLanguage()).toBe(language);
    }
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    vi.resetModules();
    const fresh = await import('../../../src/shell/language');
    expect(fresh.getLanguage()).toBe(i18n.DEFAULT_LANGUAGE);
  });
});
