// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY, parseLanguageCookie } from '@lumen/i18n';
import {
  readStoredPreference,
  reconcilePreference,
  storePreference,
} from '#src/lib/language-sync.ts';

function clearCookies() {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

describe('language sync', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    clearCookies();
  });

  it('stores the choice in localStorage and in the cookie the server reads', () => {
    storePreference({ locale: 'fr-FR', countryId: 3 });
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr-FR:3');
    expect(readStoredPreference()).toEqual({ locale: 'fr-FR', countryId: 3 });
    expect(parseLanguageCookie(document.cookie)).toEqual({ locale: 'fr-FR', countryId: 3 });
  });

  it('restores a lost cookie from storage and asks for one reload, never two', () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en-NZ:4');
    const server = { locale: 'en-GB', countryId: 1 } as const;
    expect(reconcilePreference(server, false)).toBe(true);
    expect(parseLanguageCookie(document.cookie)?.locale).toBe('en-NZ');
    clearCookies(); // cookies refused by the browser
    expect(reconcilePreference(server, false)).toBe(false);
  });

  it("follows the server when it saw a cookie (the home page's forced edition)", () => {
    storePreference({ locale: 'en-GB', countryId: 1 });
    expect(reconcilePreference({ locale: 'en-AU', countryId: 2 }, true)).toBe(false);
    expect(readStoredPreference()).toEqual({ locale: 'en-AU', countryId: 2 });
  });
});
