import { describe, expect, it } from 'vitest';
import {
  LANGUAGE_COOKIE_NAME,
  parseLanguageCookie,
  parseLanguagePreference,
  preferenceFromCountryOption,
  serializeLanguageCookie,
  serializeLanguagePreference,
} from './language-preference.ts';

describe('language preference', () => {
  it('round-trips through its stored form', () => {
    const preference = { locale: 'en-AU', countryId: 2 } as const;
    expect(serializeLanguagePreference(preference)).toBe('en-AU:2');
    expect(parseLanguagePreference('en-AU:2')).toEqual(preference);
  });

  it('accepts a bare locale and gives it its country', () => {
    expect(parseLanguagePreference('fr-FR')).toEqual({ locale: 'fr-FR', countryId: 3 });
    expect(parseLanguagePreference('en-GB')).toEqual({ locale: 'en-GB', countryId: 1 });
  });

  it('keeps country 5 with English', () => {
    expect(parseLanguagePreference('en-GB:5')).toEqual({ locale: 'en-GB', countryId: 5 });
  });

  it('rejects anything else', () => {
    for (const bad of [
      '',
      'en',
      'en-US:1',
      'fr-FR:9',
      'fr-FR:x',
      'fr-FR:3:1',
      'fr-FR:-1',
      'fr-FR:1.5',
    ]) {
      expect(parseLanguagePreference(bad), bad).toBeNull();
    }
    expect(parseLanguagePreference(null)).toBeNull();
  });
});

describe('language cookie', () => {
  it('serializes a cookie for Set-Cookie and document.cookie', () => {
    expect(serializeLanguageCookie({ locale: 'fr-FR', countryId: 3 })).toBe(
      `${LANGUAGE_COOKIE_NAME}=fr-FR%3A3; Path=/; Max-Age=31536000; SameSite=Lax`,
    );
    expect(
      serializeLanguageCookie(
        { locale: 'en-NZ', countryId: 4 },
        { isSecure: true, maxAgeSeconds: 60 },
      ),
    ).toBe(`${LANGUAGE_COOKIE_NAME}=en-NZ%3A4; Path=/; Max-Age=60; SameSite=Lax; Secure`);
  });

  it('finds the preference among other cookies', () => {
    const header = `theme=dark; ${LANGUAGE_COOKIE_NAME}=en-NZ%3A4; other=1`;
    expect(parseLanguageCookie(header)).toEqual({ locale: 'en-NZ', countryId: 4 });
    expect(parseLanguageCookie(`${LANGUAGE_COOKIE_NAME}=en-AU:2`)).toEqual({
      locale: 'en-AU',
      countryId: 2,
    });
  });

  it('round-trips the cookie it writes', () => {
    const preference = { locale: 'fr-FR', countryId: 3 } as const;
    const [pair] = serializeLanguageCookie(preference).split(';');
    expect(parseLanguageCookie(pair)).toEqual(preference);
  });

  it('ignores missing, foreign and malformed cookies', () => {
    expect(parseLanguageCookie(undefined)).toBeNull();
    expect(parseLanguageCookie('')).toBeNull();
    expect(parseLanguageCookie('x_lumen_language=en-GB:1')).toBeNull();
    expect(parseLanguageCookie(`${LANGUAGE_COOKIE_NAME}=%E0%A4%A`)).toBeNull();
    expect(parseLanguageCookie(`${LANGUAGE_COOKIE_NAME}=de-DE:1`)).toBeNull();
  });
});

describe('country option', () => {
  it('maps a selector entry to a preference', () => {
    expect(
      preferenceFromCountryOption({
        countryId: 2,
        name: 'Australia',
        lang: 'en-AU',
        flag: '/au.svg',
      }),
    ).toEqual({ locale: 'en-AU', countryId: 2 });
  });
});
