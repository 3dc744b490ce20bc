// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { preferenceOf, readPreferenceCookies } from './language-preference.ts';
import { readStoredPreference, reconcilePreference, storePreference } from './language-storage.ts';

function clearCookies() {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

describe('language storage', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    clearCookies();
  });

  it('stores the choice in localStorage and in the cookie the server reads', () => {
    storePreference(preferenceOf('fr-FR', 3));
    expect(readStoredPreference()).toEqual(preferenceOf('fr-FR', 3));
    expect(readPreferenceCookies(document.cookie)).toEqual(preferenceOf('fr-FR', 3));
  });

  it('restores a lost cookie from storage and asks for one reload, never two', () => {
    window.localStorage.setItem('lumen.lang', 'en-NZ');
    window.localStorage.setItem('lumen.country', '4');
    const server = preferenceOf('en-GB', 1);
    expect(reconcilePreference(server, false)).toBe(true);
    expect(readPreferenceCookies(document.cookie)?.locale).toBe('en-NZ');
    clearCookies(); // cookies refused by the browser
    expect(reconcilePreference(server, false)).toBe(false);
  });

  it("follows the server when it saw a cookie (the home page's forced edition)", () => {
    storePreference(preferenceOf('en-GB', 1));
    expect(reconcilePreference(preferenceOf('en-AU', 2), true)).toBe(false);
    expect(readStoredPreference()).toEqual(preferenceOf('en-AU', 2));
  });
});
