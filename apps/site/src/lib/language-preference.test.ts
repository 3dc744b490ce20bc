import { describe, expect, it } from 'vitest';
import {
  COUNTRY_COOKIE,
  LANGUAGE_COOKIE,
  parseCookies,
  preferenceCookies,
  preferenceOf,
  readPreferenceCookies,
} from './language-preference.ts';

describe('language cookie', () => {
  it('parses a Cookie header, skipping malformed pairs', () => {
    expect(parseCookies('a=1; b="two"; bad; =x; c=%E2%9C%93; d=%E0%A4%A')).toEqual({
      a: '1',
      b: 'two',
      c: '✓',
    });
    expect(parseCookies(null)).toEqual({});
    expect(parseCookies('a=1; a=2')).toEqual({ a: '1' });
  });

  it('reads a valid preference and nothing else', () => {
    expect(readPreferenceCookies(`${LANGUAGE_COOKIE}=fr-FR; ${COUNTRY_COOKIE}=3`)).toEqual({
      locale: 'fr-FR',
      countryId: 3,
      language: 'fr',
    });
    expect(readPreferenceCookies(`${LANGUAGE_COOKIE}=en-US; ${COUNTRY_COOKIE}=1`)).toBeNull();
    expect(readPreferenceCookies(`${LANGUAGE_COOKIE}=en-GB; ${COUNTRY_COOKIE}=9`)).toBeNull();
    expect(readPreferenceCookies(`${LANGUAGE_COOKIE}=en-GB; ${COUNTRY_COOKIE}=1.5`)).toBeNull();
    expect(readPreferenceCookies(`${LANGUAGE_COOKIE}=en-GB`)).toBeNull();
  });

  it('writes both cookies for a year, site-wide, Secure on https', () => {
    const [lang, country] = preferenceCookies(preferenceOf('en-NZ', 4), { secure: true });
    expect(lang).toBe(`${LANGUAGE_COOKIE}=en-NZ; Path=/; Max-Age=31536000; SameSite=Lax; Secure`);
    expect(country).toMatch(new RegExp(`^${COUNTRY_COOKIE}=4; Path=/;`));
    expect(
      readPreferenceCookies([lang, country].map((c) => c!.split(';')[0]).join('; '))?.locale,
    ).toBe('en-NZ');
  });
});
